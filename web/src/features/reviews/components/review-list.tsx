import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { Review } from '@shop/contract';
import { Fragment } from 'react';
import { ReviewItem } from './review-item';

/** A page of reviews, one after another. */
export const ReviewList = ({ reviews, busy }: { reviews: Review[]; busy: boolean }) => (
  <Box aria-busy={busy} sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
    {reviews.map((review, index) => (
      <Fragment key={review._id}>
        {index > 0 && <Divider component="div" role="presentation" />}
        <ReviewItem review={review} />
      </Fragment>
    ))}
  </Box>
);
