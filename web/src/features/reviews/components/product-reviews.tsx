import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contract';
import { lazyPart } from '@/lib/lazy-part';
import { contentVisibilityAuto } from '@/utils/content-visibility';
import { useLatestCallback } from '../hooks/use-latest-callback';
import type { RouteReviews } from '../hooks/use-product-reviews';
import { useProductReviews } from '../hooks/use-product-reviews';
import { REVIEWS_ANCHOR, useReviewQuery } from '../hooks/use-review-query';
import { jsonForScript } from '@/lib/json-for-script';
import { productJsonLd } from '../lib/product-json-ld';

/** Server-rendered with the page, hydrated once its module is here (decisions 034, 045, 054). */
const ReviewsPanel = lazyPart(() => import('./reviews-panel'));

interface ProductReviewsProps {
  productId: string;
  /** Absent while it loads: its reviews are asked for meanwhile, and show with it. */
  product: Product | undefined;
  /** The page of reviews the route's loader asked for. */
  routeReviews: RouteReviews;
  /** Loads the page's data again (the product, the loader's reviews): a review written or changed moves its figures. */
  onFiguresChanged: () => void;
}

/**
 * The product page's reviews: the first page and the figures come with the server's HTML, with the
 * schema.org Product, AggregateRating and Review data for search engines. The list's filter, sort and
 * page live in the URL (?rskin, ?rsort, ?rrating, ?rpage).
 */
export const ProductReviews = ({ productId, product, routeReviews, onFiguresChanged }: ProductReviewsProps) => {
  const { query, hrefFor, setQuery } = useReviewQuery();
  const { page, loading, error, retry, reloadOwn } = useProductReviews(productId, query, routeReviews);
  const reload = useLatestCallback(retry);
  const figuresChanged = useLatestCallback(() => {
    onFiguresChanged();
    reloadOwn?.();
  });
  if (!product) return null;
  const jsonLd = jsonForScript(productJsonLd(product, page?.reviews ?? []));

  return (
    <Box
      component="section"
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-title"
      sx={{
        mt: { xs: 6, md: 9 },
        pt: { xs: 4, md: 6 },
        borderTop: 1,
        borderColor: 'divider',
        scrollMarginTop: 96,
        ...contentVisibilityAuto(1200),
      }}
    >
      <Typography id="reviews-title" variant="h4" component="h2" sx={{ mb: { xs: 3, md: 4 } }}>
        Reviews
      </Typography>
      {/* Escaped JSON (jsonForScript): a review's text stays text, it cannot close the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ReviewsPanel
        product={product}
        page={page}
        loading={loading}
        error={error}
        query={query}
        hrefFor={hrefFor}
        onQueryChange={setQuery}
        onRetry={reload}
        onChanged={figuresChanged}
      />
    </Box>
  );
};
