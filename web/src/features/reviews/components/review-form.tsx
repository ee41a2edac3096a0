import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Review, ReviewInput } from '@shop/contract';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@shop/contract';
import { useEffect, useState } from 'react';
import { DeferredForm, type FormSubmitHelpers } from '@/components/form/deferred-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { notify } from '@/lib/notify';
import { getSkinProfile } from '@/lib/skin-profile';
import { createReview, updateReview } from '../api/save-review';
import { ReviewRatingField } from './review-rating-field';
import { ReviewSkinField } from './review-skin-field';

interface ReviewValues {
  rating: number | null;
  title: string;
  text: string;
  skinType: string;
  recommend: boolean;
}

const loadSchema = () => import('@/lib/form-schemas').then((schemas) => schemas.reviewSchema);

const valuesOf = (review: Review): ReviewValues => ({
  rating: review.rating,
  title: review.title,
  text: review.text,
  skinType: review.skinType,
  recommend: review.recommend === true,
});

/** The ticked box says "I would recommend it"; left empty, the reviewer did not say (null). */
const inputOf = (values: ReviewValues) =>
  ({ ...values, recommend: values.recommend ? true : null }) as unknown as ReviewInput;

export interface ReviewFormProps {
  productId: string;
  /** The customer's review, to edit; without it, a new review. */
  review: Review | null;
  /** Saved: the figures and the list change. */
  onSaved: () => void;
  /** 409: the customer already reviewed the product (another tab): the page offers to edit it. */
  onAlreadyReviewed: () => void;
  onCancel: () => void;
}

/**
 * Writing or editing a review, checked with the contract's reviewSchema (the server's own). Its code
 * comes when the customer opens it; a new review's skin type starts from their saved skin profile.
 */
const ReviewForm = ({ productId, review, onSaved, onAlreadyReviewed, onCancel }: ReviewFormProps) => {
  const [initialValues, setInitialValues] = useState<ReviewValues | null>(() => (review ? valuesOf(review) : null));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (initialValues) return;
    let current = true;
    void getSkinProfile().then((profile) => {
      if (!current) return;
      const skinType = profile.success && profile.body ? profile.body.skinType : '';
      setInitialValues({ rating: null, title: '', text: '', skinType, recommend: false });
    });
    return () => {
      current = false;
    };
  }, [initialValues]);

  if (!initialValues)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }} role="status">
        <CircularProgress size={20} aria-hidden="true" />
        <Typography color="text.secondary">Loading the form ...</Typography>
      </Box>
    );

  const submit = async (values: ReviewValues, { setErrors }: FormSubmitHelpers<ReviewValues>) => {
    setError(null);
    const input = inputOf(values);
    const result = review ? await updateReview(review._id, input) : await createReview(productId, input);
    if (result.success) {
      notify(review ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created, 'success');
      onSaved();
      return;
    }
    if (result.status === 409) return onAlreadyReviewed();
    if (result.errors) setErrors(result.errors);
    setError(result.message);
  };

  return (
    <DeferredForm
      initialValues={initialValues}
      loadSchema={loadSchema}
      onSubmit={submit}
      aria-labelledby="review-form-title"
      sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 }, borderRadius: 4, border: 1, borderColor: 'divider' }}
    >
      {() => (
        <>
          <Typography id="review-form-title" component="h3" variant="h5">
            {review ? 'Edit your review' : REVIEW_MESSAGES.writeReview}
          </Typography>
          <FormAlert message={error} />
          <ReviewRatingField />
          <FormTextField name="title" label="Title" required htmlInput={{ maxLength: REVIEW_TITLE_MAX }} />
          <FormTextField
            name="text"
            label="Your review"
            required
            multiline
            minRows={4}
            htmlInput={{ maxLength: REVIEW_TEXT_MAX }}
          />
          <ReviewSkinField />
          <FormCheckbox name="recommend" label="I would recommend it" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <FormSubmitButton>{review ? 'Save your review' : 'Publish your review'}</FormSubmitButton>
            <Button size="large" onClick={onCancel}>
              Cancel
            </Button>
          </Box>
        </>
      )}
    </DeferredForm>
  );
};

export default ReviewForm;
