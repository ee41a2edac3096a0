import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { AdminReview, ReviewListAnswer } from '@shop/contract';
import {
  ADMIN_API_PATHS,
  ADMIN_REVIEWS_PAGE_SIZE,
  RATING_VALUES,
  REVIEW_VISIBILITY_FILTERS,
  starCountLabel,
} from '@shop/contract';
import { createElement } from 'react';
import { RatingStars } from '@/components/product-card/rating-stars';
import { formatDateTime } from '@/utils/format-date-time';
import { defineViewResource } from '../lib/resource';
import { reviewAuthorOf, reviewProductTitle } from './review-labels';
import { ReviewProductCell } from './review-product-cell';
import { ReviewView } from './review-view';
import { ReviewVisibilityChip } from './review-visibility-chip';

const VISIBILITY_LABELS: Record<(typeof REVIEW_VISIBILITY_FILTERS)[number], string> = {
  true: 'Hidden',
  false: 'Visible',
};

/** Customers' reviews, newest first: each opens to be read, hidden (with a reason) or shown, or deleted. */
export const reviewsResource = defineViewResource<AdminReview>({
  name: 'reviews',
  label: 'Reviews',
  singular: 'review',
  icon: RateReviewOutlined,
  editPath: ':id',
  api: {
    list: ADMIN_API_PATHS.reviews,
    item: ADMIN_API_PATHS.review,
    readList: (answer) => {
      const { body, totalReviews } = answer as ReviewListAnswer<AdminReview>;
      return { rows: body ?? [], total: totalReviews ?? 0 };
    },
  },
  pageSize: ADMIN_REVIEWS_PAGE_SIZE,
  columns: [
    { header: 'Product', cell: (review) => createElement(ReviewProductCell, { review }) },
    { header: 'Customer', cell: (review) => reviewAuthorOf(review), wideOnly: true },
    {
      header: 'Rating',
      cell: (review) => createElement(RatingStars, { value: review.rating, size: 14 }),
      wideOnly: true,
    },
    { header: 'Date', cell: (review) => formatDateTime(review.createdAt), wideOnly: true },
    { header: 'Visibility', cell: (review) => createElement(ReviewVisibilityChip, { hidden: review.hidden }) },
  ],
  emptyText: 'There is no review',
  nameOf: (review) => `review of ${reviewProductTitle(review)} by ${reviewAuthorOf(review)}`,
  filters: [
    {
      kind: 'select',
      name: 'hidden',
      label: 'Visibility',
      allLabel: 'Every review',
      options: REVIEW_VISIBILITY_FILTERS.map((value) => ({ value, label: VISIBILITY_LABELS[value] })),
    },
    {
      kind: 'select',
      name: 'rating',
      label: 'Rating',
      allLabel: 'Every rating',
      options: RATING_VALUES.map((value) => ({
        value: String(value),
        label: starCountLabel(value),
      })),
    },
    { kind: 'search', name: 'q', label: 'Product title or username' },
  ],
  view: ReviewView,
  deletable: true,
});
