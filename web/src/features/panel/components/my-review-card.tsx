import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewWithProduct } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { ProductImage } from '@/components/product-card/product-image';
import { RatingStars } from '@/components/product-card/rating-stars';
import { LineVariantLabel } from '@/components/orders/line-variant';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format-date';
import { myReviewProductTitle } from '../lib/my-review-labels';

interface MyReviewCardProps {
  review: ReviewWithProduct;
  onEdit: () => void;
  onDelete: () => void;
}

/** One of the customer's reviews: its product, stars, words and date; a hidden one says so and why. */
export const MyReviewCard = ({ review, onEdit, onDelete }: MyReviewCardProps) => {
  const productTitle = myReviewProductTitle(review);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Your review of ${productTitle}`}
      data-testid="my-review"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <ProductImage
          src={review.product?.image}
          alt=""
          sx={{ width: 56, flexShrink: 0, borderRadius: 2, border: 1, borderColor: 'divider' }}
        />
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          {review.product ? (
            <Link
              component={RouterLink}
              to={paths.product.getHref(review.product._id, review.variantId)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {productTitle}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{productTitle}</Typography>
          )}
          <LineVariantLabel line={review} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <RatingStars value={review.rating} />
            <Typography component="span" variant="body2" color="text.secondary">
              {formatDate(review.createdAt)}
            </Typography>
          </Box>
        </Box>
      </Box>
      {review.hidden && (
        <Alert severity="warning" variant="outlined" icon={<VisibilityOffOutlined />} data-testid="my-review-hidden">
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            Hidden
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {review.hiddenReason ? `Reason: ${review.hiddenReason}` : 'The shop hid this review.'}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
            Shoppers do not see it; you still can.
          </Typography>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          {review.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.text}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          aria-label={`Edit your review of ${productTitle}`}
        >
          Edit
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          aria-label={`Delete your review of ${productTitle}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
};
