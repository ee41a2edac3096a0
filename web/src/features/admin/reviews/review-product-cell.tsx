import Box from '@mui/material/Box';
import type { AdminReview } from '@shop/contract';
import { RatingStars } from '@/components/product-card/rating-stars';
import { reviewAuthorOf, reviewProductTitle } from './review-labels';

/**
 * The product's title (as text); on a narrow screen, where the Customer and Rating columns are hidden,
 * the stars and the author beneath.
 */
export const ReviewProductCell = ({ review }: { review: AdminReview }) => (
  <Box component="span" sx={{ display: 'grid', gap: 0.5, overflowWrap: 'break-word' }}>
    <span>{reviewProductTitle(review)}</span>
    <Box
      component="span"
      sx={{
        display: { xs: 'flex', sm: 'none' },
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        color: 'text.secondary',
        fontSize: '0.8125rem',
      }}
    >
      <RatingStars value={review.rating} size={12} />
      <span>{reviewAuthorOf(review)}</span>
    </Box>
  </Box>
);
