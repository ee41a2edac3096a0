import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contract';
import { findVariant, variantsOnSale } from '@shop/contract';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { SelectInput } from '@/components/fields/select-input';
import { PagePagination } from '@/components/page-pagination';
import type { ReviewPage } from '../hooks/use-product-reviews';
import { DEFAULT_REVIEW_QUERY, type ReviewQuery } from '../lib/review-query';
import { shownSummary } from '../lib/shown-summary';
import { RatingHistogram } from './rating-histogram';
import { RatingOverview } from './rating-overview';
import { ReviewAction } from './review-action';
import { ReviewList } from './review-list';
import { SkinChips } from './skin-chips';
import { VariantChips } from './variant-chips';

export interface ReviewsPanelProps {
  product: Product;
  page: ReviewPage | null;
  loading: boolean;
  error: string | null;
  query: ReviewQuery;
  /** The page's link to another filter or page of the list. */
  hrefFor: (query: ReviewQuery) => string;
  /** Changes the list in place (the sort). */
  onQueryChange: (query: ReviewQuery) => void;
  onRetry: () => void;
  onChanged: () => void;
}

/**
 * The reviews section's figures (average, histogram, skin types: each a filter), what the customer may
 * do, the sort, the page of reviews and the pages.
 */
const ReviewsPanel = ({
  product,
  page,
  loading,
  error,
  query,
  hrefFor,
  onQueryChange,
  onRetry,
  onChanged,
}: ReviewsPanelProps) => {
  const { rating } = product;
  const narrowed = query.skin !== null || query.rating !== null || query.variant !== null;
  const variant = query.variant === null ? undefined : findVariant(product, query.variant);
  const pages = page ? Math.ceil(page.total / REVIEWS_PAGE_SIZE) : 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 340px) minmax(0, 1fr)' },
        gap: { xs: 4, md: 7 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RatingOverview rating={rating} />
        {rating.count > 0 && (
          <RatingHistogram
            rating={rating}
            selected={query.rating}
            hrefFor={(stars) => hrefFor({ ...query, rating: stars, page: 1 })}
          />
        )}
        <VariantChips
          variants={variantsOnSale(product)}
          selected={query.variant}
          hrefFor={(variantId) => hrefFor({ ...query, variant: variantId, page: 1 })}
        />
        <SkinChips rating={rating} selected={query.skin} hrefFor={(skin) => hrefFor({ ...query, skin, page: 1 })} />
        <ReviewAction productId={product._id} onChanged={onChanged} />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {rating.count > 0 && (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography role="status" color="text.secondary" data-testid="reviews-shown">
              {page ? shownSummary(page.total, query, variant?.name) : ''}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {narrowed && (
                <Button size="small" component={RouterLink} to={hrefFor({ ...DEFAULT_REVIEW_QUERY, sort: query.sort })}>
                  Show all reviews
                </Button>
              )}
              <SelectInput
                label="Sort reviews"
                name="rsort"
                value={query.sort}
                onChange={(event) => onQueryChange({ ...query, sort: event.target.value as ReviewSort, page: 1 })}
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {REVIEW_SORT_LABELS[sort]}
                  </option>
                ))}
              </SelectInput>
            </Box>
          </Box>
        )}
        {error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        {!error && !page && <Skeleton variant="rounded" height={160} />}
        {page && page.reviews.length > 0 && <ReviewList reviews={page.reviews} busy={loading} />}
        {page && page.reviews.length === 0 && (
          <Box sx={{ py: 4, px: 3, borderRadius: 4, bgcolor: 'action.hover', textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {narrowed ? 'No review matches these filters' : 'No reviews yet'}
            </Typography>
            <Typography color="text.secondary">
              {narrowed
                ? query.variant === null
                  ? 'Try another skin type or star count.'
                  : 'Try another shade, skin type or star count.'
                : 'Customers who bought it can be the first to share what they think.'}
            </Typography>
          </Box>
        )}
        <PagePagination
          label="Reviews pages"
          page={query.page}
          count={pages}
          hrefFor={(next) => hrefFor({ ...query, page: next })}
        />
      </Box>
    </Box>
  );
};

export default ReviewsPanel;
