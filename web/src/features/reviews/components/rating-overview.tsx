import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductRating } from '@shop/contract';
import { reviewCountLabel } from '@shop/contract';
import { RatingStars } from '@/components/product-card/rating-stars';

/** The big average, its stars and the number of reviews. */
export const RatingOverview = ({ rating }: { rating: ProductRating }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
    {rating.average !== null && (
      <Typography component="p" aria-hidden="true" sx={{ fontSize: '3rem', fontWeight: 500, lineHeight: 1 }}>
        {rating.average.toFixed(1)}
      </Typography>
    )}
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {rating.average !== null && <RatingStars value={rating.average} size={22} />}
      <Typography color="text.secondary" data-testid="review-count">
        {rating.count === 0 ? 'No reviews yet' : reviewCountLabel(rating.count)}
      </Typography>
    </Box>
  </Box>
);
