import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { REVIEW_MESSAGES } from '@shop/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useReviewEligibility } from '../hooks/use-review-eligibility';
import { WRITE_REVIEW_PARAM, WRITE_REVIEW_VALUE } from '../lib/review-query';

/** The form's code (Formik comes later still, when it is used) loads when the customer opens it. */
const ReviewForm = lazy(() => import('./review-form'));

interface ReviewActionProps {
  productId: string;
  /** A review was written or changed. */
  onChanged: () => void;
}

const FormLoading = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
    <CircularProgress size={20} aria-hidden="true" />
    <Typography color="text.secondary">Loading the form ...</Typography>
  </Box>
);

/**
 * What the customer may do: a visitor signs in (and comes back to the form), a buyer writes a review
 * or edits theirs, a customer who has not bought the product is told why they cannot.
 */
export const ReviewAction = ({ productId, onChanged }: ReviewActionProps) => {
  const { signedIn, state, retry } = useReviewEligibility(productId);
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [alreadyReviewed, setAlreadyReviewed] = useState(false);
  const formPlace = useRef<HTMLDivElement>(null);
  const eligibility = state?.status === 'success' ? state.data : null;
  const mayWrite = Boolean(eligibility && (eligibility.canReview || eligibility.review));

  // Back from signing in (?review=write): the form opens as soon as the customer may write.
  const askedForForm = searchParams.get(WRITE_REVIEW_PARAM) === WRITE_REVIEW_VALUE;
  const openedFromUrl = useRef(false);
  useEffect(() => {
    if (!askedForForm || !mayWrite || openedFromUrl.current) return;
    openedFromUrl.current = true;
    setOpen(true);
  }, [askedForForm, mayWrite]);
  useEffect(() => {
    if (open) formPlace.current?.scrollIntoView({ block: 'start' });
  }, [open]);

  if (!signedIn)
    return (
      <Button
        component={RouterLink}
        to={paths.login.getHref(paths.product.getWriteReviewHref(productId))}
        variant="outlined"
        startIcon={<RateReviewOutlined />}
      >
        {REVIEW_MESSAGES.signInToReview}
      </Button>
    );
  if (state?.status === 'error') return <Alert severity="error">{state.message}</Alert>;
  if (!eligibility)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          Checking whether you can review it ...
        </Typography>
      </Box>
    );
  if (!mayWrite) return <Alert severity="info">{REVIEW_MESSAGES.notBoughtYet}</Alert>;

  const saved = () => {
    setOpen(false);
    setAlreadyReviewed(false);
    retry();
    onChanged();
  };

  return (
    <Box ref={formPlace} sx={{ display: 'grid', gap: 2, scrollMarginTop: 96 }}>
      {alreadyReviewed && <Alert severity="info">{REVIEW_MESSAGES.alreadyReviewed}</Alert>}
      {open ? (
        <Suspense fallback={<FormLoading />}>
          <ReviewForm
            productId={productId}
            review={eligibility?.review ?? null}
            onSaved={saved}
            onAlreadyReviewed={() => {
              setOpen(false);
              setAlreadyReviewed(true);
              retry();
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <Box>
          <Button variant="contained" startIcon={<RateReviewOutlined />} onClick={() => setOpen(true)}>
            {eligibility?.review ? 'Edit your review' : REVIEW_MESSAGES.writeReview}
          </Button>
        </Box>
      )}
    </Box>
  );
};
