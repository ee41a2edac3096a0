import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ProductRating } from '@shop/contract';
import { reviewCountLabel } from '@shop/contract';
import { RatingStars } from '@/components/product-card/rating-stars';

/** By the title: the stars, the average and "(N reviews)", leading down to the reviews. */
export const ProductRatingSummary = ({ rating }: { rating: ProductRating }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
    {rating.average !== null && (
      <>
        <RatingStars value={rating.average} size={18} />
        <Box component="span" aria-hidden="true" sx={{ fontWeight: 500 }}>
          {rating.average.toFixed(1)}
        </Box>
      </>
    )}
    <Link href="#reviews" color="text.secondary" underline="always" sx={{ fontSize: '0.95rem' }}>
      {rating.count === 0 ? 'No reviews yet' : reviewCountLabel(rating.count)}
    </Link>
  </Box>
);
