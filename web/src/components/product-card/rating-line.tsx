import Box, { type BoxProps } from '@mui/material/Box';
import { reviewCountLabel } from '@shop/contract';
import { RatingStars } from './rating-stars';

interface RatingLineProps extends Omit<BoxProps<'span'>, 'children'> {
  /** The product's own figures: average to one decimal (null with no review) and count. */
  rating?: { average: number | null; count: number } | null;
  size?: number;
}

/** A card's "★★★★☆ 4.6 (12 reviews)", from the product's own figures; nothing before its first review. */
export const RatingLine = ({ rating, size = 14, sx, ...props }: RatingLineProps) => {
  if (!rating || rating.average === null || rating.count === 0) return null;
  return (
    <Box
      component="span"
      {...props}
      sx={[
        { display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.85rem', color: 'text.secondary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <RatingStars value={rating.average} size={size} />
      <span aria-hidden="true">{rating.average.toFixed(1)}</span>
      <span>{reviewCountLabel(rating.count)}</span>
    </Box>
  );
};
