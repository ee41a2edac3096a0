import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '@shop/contract';
import { REVIEW_MESSAGES, SKIN_TYPE_LABELS, variantLabel } from '@shop/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { RatingStars } from '@/components/product-card/rating-stars';
import { formatDate } from '@/utils/format-date';
import { HelpfulButton } from './helpful-button';

const Mark = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box
    component="span"
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', '& svg': { fontSize: 18 } }}
  >
    {icon}
    <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
      {children}
    </Typography>
  </Box>
);

/**
 * One review: its stars, title, text, who wrote it and when, their skin type, the shade or size they
 * bought ("Shade: Ruby") and the marks. Plain text only.
 */
export const ReviewItem = ({ review }: { review: Review }) => {
  const titleId = useId();
  return (
    <Box component="article" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1, py: 3 }}>
      <RatingStars value={review.rating} size={18} />
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {review.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {review.name} · {formatDate(review.createdAt, 'UTC')} · {SKIN_TYPE_LABELS[review.skinType]} skin
        {review.variantName &&
          review.variantKind &&
          ` · ${variantLabel({ kind: review.variantKind, name: review.variantName })}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {review.verified && <Mark icon={<VerifiedOutlined />}>{REVIEW_MESSAGES.verifiedPurchase}</Mark>}
        {review.recommend === true && <Mark icon={<CheckCircleOutlined />}>I would recommend it</Mark>}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>
      <Box>
        <HelpfulButton review={review} />
      </Box>
    </Box>
  );
};
