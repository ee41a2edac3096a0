import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminReview, ReviewVisibilityInput } from '@shop/contract';
import { REVIEW_MESSAGES, SKIN_TYPE_LABELS } from '@shop/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { RatingStars } from '@/components/product-card/rating-stars';
import { paths } from '@/config/paths';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useLoaderResult } from '@/lib/route-data';
import { formatDateTime } from '@/utils/format-date-time';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToList } from '../components/back-to-list';
import { ViewFact } from '../components/view-fact';
import { useDeleteRecord } from '../hooks/use-delete-record';
import { adminHrefs } from '../lib/admin-hrefs';
import { ADMIN_TOAST_MS, ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminViewResource, RecordAnswer } from '../lib/resource';
import { HideReviewDialog } from './hide-review-dialog';
import { reviewAuthorOf, reviewProductTitle } from './review-labels';
import { setReviewVisibility } from './reviews-api';
import { ReviewVisibilityChip } from './review-visibility-chip';

const RECOMMEND_TEXT = { true: 'Yes', false: 'No', null: 'Did not say' } as const;

/** Which product, who wrote it and when, its stars and where it stands. */
const ReviewFacts = ({ review }: { review: AdminReview }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
  >
    <ViewFact label="Product">
      {review.product ? (
        <Link component={RouterLink} to={paths.product.getHref(review.product._id)}>
          {reviewProductTitle(review)}
        </Link>
      ) : (
        reviewProductTitle(review)
      )}
    </ViewFact>
    <ViewFact label="Customer">{reviewAuthorOf(review)}</ViewFact>
    <ViewFact label="Shown as">{review.name}</ViewFact>
    <ViewFact label="Rating">
      <RatingStars value={review.rating} />
    </ViewFact>
    <ViewFact label="Skin type">{SKIN_TYPE_LABELS[review.skinType]}</ViewFact>
    <ViewFact label="Would recommend it">{RECOMMEND_TEXT[`${review.recommend}`]}</ViewFact>
    <ViewFact label="Written">{formatDateTime(review.createdAt)}</ViewFact>
    <ViewFact label="Last edited">{formatDateTime(review.updatedAt)}</ViewFact>
    <ViewFact label="Helpful votes">{review.helpfulCount}</ViewFact>
    <ViewFact label="Visibility">
      <ReviewVisibilityChip hidden={review.hidden} />
    </ViewFact>
    {review.hidden && <ViewFact label="Reason for hiding">{review.hiddenReason || '—'}</ViewFact>}
  </Box>
);

interface ReviewActionsProps {
  review: AdminReview;
  resource: AdminViewResource;
  onChanged: (review: AdminReview) => void;
}

/** Hide (asking the reason) or show again, and delete with its confirm. */
const ReviewActions = ({ review, resource, onChanged }: ReviewActionsProps) => {
  const navigate = useNavigate();
  const { mutate, pending } = useApiMutation();
  const { remove, pending: removing } = useDeleteRecord(resource);
  const [asking, setAsking] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = async (input: ReviewVisibilityInput) => {
    const result = await mutate({
      call: () => setReviewVisibility(review._id, input),
      toast: { success: input.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown, autoHideMs: ADMIN_TOAST_MS },
      onFieldErrors: (errors) => setReasonError(errors.reason),
    });
    if (result.success && result.body) {
      setAsking(false);
      onChanged(result.body);
    }
  };
  const deleteReview = async () => {
    if (await remove(review)) await navigate(adminHrefs(resource).list());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {review.hidden ? (
        <Button variant="contained" disabled={pending} onClick={() => void change({ hidden: false, reason: '' })}>
          Show
        </Button>
      ) : (
        <Button variant="contained" disabled={pending} onClick={() => setAsking(true)}>
          Hide
        </Button>
      )}
      <Button variant="outlined" color="error" disabled={removing} onClick={() => void deleteReview()}>
        Delete
      </Button>
      <HideReviewDialog
        key={String(asking)}
        open={asking}
        pending={pending}
        serverError={reasonError}
        onClose={() => {
          setAsking(false);
          setReasonError(undefined);
        }}
        onHide={(input) => void change(input)}
      />
    </Box>
  );
};

/** /admin/reviews/{id}: the review as its author wrote it (markup in it stays text), with hide/show and delete. */
export const ReviewView = ({
  record,
  resource,
}: {
  record: RecordAnswer<AdminReview>;
  resource: AdminViewResource;
}) => {
  const { state, retry } = useLoaderResult(record);
  // The review as the last visibility change answered it (the review as it is now: nothing to ask again).
  const [changed, setChanged] = useState<AdminReview | null>(null);
  const review = changed ?? (state.status === 'success' ? state.data : null);
  return (
    <>
      <AdminPageHeader title="Review" action={<BackToList resource={resource} />} />
      {state.status === 'loading' && (
        <Box role="status" sx={{ py: 6 }}>
          <LinearProgress aria-label="Loading the review" />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {review && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <ReviewFacts review={review} />
            <ReviewActions review={review} resource={resource} onChanged={setChanged} />
          </Paper>
          <Box component="section" aria-labelledby="review-text-heading" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="review-text-heading" variant="h6" component="h2">
              What they wrote
            </Typography>
            <Paper
              variant="outlined"
              sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, overflowWrap: 'anywhere' }}
            >
              <Typography component="p" sx={{ fontWeight: 600 }} data-testid="review-title">
                {review.title}
              </Typography>
              <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }} data-testid="review-text">
                {review.text}
              </Typography>
            </Paper>
          </Box>
        </Box>
      )}
    </>
  );
};
