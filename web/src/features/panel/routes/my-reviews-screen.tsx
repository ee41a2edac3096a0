import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReviewWithProduct } from '@shop/contract';
import { MY_REVIEWS_PAGE_SIZE, REVIEW_MESSAGES } from '@shop/contract';
import { useState } from 'react';
import { Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { PagePagination } from '@/components/page-pagination';
import { paths } from '@/config/paths';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useLoaderResult } from '@/lib/route-data';
import { pageCount, parsePageParam } from '@/utils/page-count';
import { deleteMyReview } from '../api/my-reviews';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { EditReviewDialog } from '../components/edit-review-dialog';
import { EmptyState } from '../components/empty-state';
import { MyReviewCard } from '../components/my-review-card';
import { PanelHeading } from '../components/panel-heading';
import { RetryAlert } from '../components/retry-alert';
import type { ReviewFormComponent } from '../lib/review-form-slot';
import type { myReviewsLoader } from './panel-loaders';

export const MY_REVIEWS_EMPTY_TEXT = 'You have not reviewed anything yet';

const pageHref = (page: number) =>
  page > 1 ? `${paths.panel.reviews.getHref()}?page=${page}` : paths.panel.reviews.getHref();

/**
 * /panel/reviews: the customer's reviews, newest first, with Edit (the review form) and Delete; after
 * either the route's loader runs again (`retry`).
 */
export const MyReviewsScreen = ({ reviewForm }: { reviewForm: ReviewFormComponent }) => {
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const { state, retry } = useLoaderResult(useLoaderData<typeof myReviewsLoader>().reviews);
  const { mutate, pending } = useApiMutation();
  const [editing, setEditing] = useState<ReviewWithProduct | null>(null);
  const [deleting, setDeleting] = useState<ReviewWithProduct | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting._id;
    const result = await mutate({ call: () => deleteMyReview(id), toast: { success: REVIEW_MESSAGES.deleted } });
    setDeleting(null);
    if (result.success) retry();
  };

  const total = state.status === 'success' ? (state.result.totalReviews ?? 0) : 0;
  // A page past the last (the last review of a page went): the last page instead.
  if (state.status === 'success' && state.data.length === 0 && page > 1 && total > 0) {
    return <Navigate to={pageHref(pageCount(total, MY_REVIEWS_PAGE_SIZE))} replace />;
  }

  return (
    <>
      <PanelHeading title="My reviews">What you said about the products you bought, newest first.</PanelHeading>
      {state.status === 'loading' && (
        <Box role="status" aria-label="Loading your reviews" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={retry} />}
      {state.status === 'success' &&
        (state.data.length ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {state.data.map((review) => (
              <MyReviewCard
                key={review._id}
                review={review}
                onEdit={() => setEditing(review)}
                onDelete={() => setDeleting(review)}
              />
            ))}
            <PagePagination
              label="Your reviews pages"
              page={page}
              count={pageCount(total, MY_REVIEWS_PAGE_SIZE)}
              hrefFor={pageHref}
            />
          </Box>
        ) : (
          <EmptyState
            icon={<RateReviewOutlined />}
            title={MY_REVIEWS_EMPTY_TEXT}
            hint={`Once an order arrives, "${REVIEW_MESSAGES.reviewThisProduct}" in your purchases lets you share what you think.`}
            action={{ label: 'Open your purchases', to: paths.panel.purchases.getHref() }}
          />
        ))}
      <EditReviewDialog
        review={editing}
        ReviewForm={reviewForm}
        onSaved={() => {
          setEditing(null);
          retry();
        }}
        onClose={() => setEditing(null)}
      />
      <DeleteReviewDialog
        review={deleting}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
