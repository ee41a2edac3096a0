import Box from '@mui/material/Box';
import { useCallback } from 'react';
import type { ProductCardProduct } from '../lib/card-product';
import type { ShopFilterChange } from '../lib/shop-changes';
import { RELEVANCE_SORT } from '@shop/contract';
import { paths } from '@/config/paths';
import { factCount, toShopSearchParams } from '../lib/shop-changes';
import { defaultShopQuery, type ShopQuery } from '../lib/shop-query';
import { ErrorCard } from '@/components/error-card';
import { lazyPart } from '@/lib/lazy-part';
import { pageCount } from '@/utils/page-count';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductsEmpty } from './products-empty';

// The pages below the grid come after the first paint: the server renders them, and they hydrate when
// their chunk arrives (lazyPart).
const PagePagination = lazyPart(() =>
  import('@/components/page-pagination').then((module) => ({ default: module.PagePagination })),
);

// A search that found nothing is rarer than a list: its card and the Top rated products below it come
// after the first paint (the server renders them; they hydrate when their chunk arrives).
const ProductsNoMatch = lazyPart(() =>
  import('./products-no-match').then((module) => ({ default: module.ProductsNoMatch })),
);

/** The shop's address with every filter cleared (what onClear applies). */
const clearedHref = `${paths.products.getHref()}?${toShopSearchParams(defaultShopQuery).toString()}`;

/** The shop's address searching `word` with the filter's category and facts, by best match, from page 1. */
const searchHref = (query: ShopQuery, word: string): string =>
  `${paths.products.getHref()}?${toShopSearchParams({ ...query, q: word, page: 1, sort: RELEVANCE_SORT, order: 'desc' }).toString()}`;

interface ProductListProps {
  query: ShopQuery;
  loading: boolean;
  products: ProductCardProduct[];
  /** How many products match the filter, over all pages. */
  filtered: number;
  /** A close word the answer offers when the search found nothing. */
  didYouMean?: string;
  error: string | null;
  onRetry: () => void;
  onChange: (change: ShopFilterChange) => void;
  onClear: () => void;
}

/** The grid with its loading, error and empty states, and the pages below it. */
export const ProductList = ({
  query,
  loading,
  products,
  filtered,
  didYouMean,
  error,
  onRetry,
  onChange,
  onClear,
}: ProductListProps) => {
  // Stable, so the list's renders do not reach the pages while their module is on its way (lazyPart).
  const goToPage = useCallback((page: number) => onChange({ page }), [onChange]);
  if (error) {
    return <ErrorCard title="We couldn’t load the products" message={error} retryLabel="Try again" onRetry={onRetry} />;
  }
  if (loading) return <ProductGridSkeleton count={query.limit} />;
  if (!products.length && filtered === 0 && query.q.trim()) {
    return (
      <ProductsNoMatch
        q={query.q.trim()}
        didYouMean={didYouMean ? { word: didYouMean, href: searchHref(query, didYouMean) } : undefined}
        otherFilters={query.category !== '' || query.colour !== '' || factCount(query.facts) > 0}
        clearedHref={clearedHref}
      />
    );
  }
  if (!products.length) {
    return <ProductsEmpty pastLastPage={filtered > 0} onClear={onClear} onFirstPage={() => onChange({ page: 1 })} />;
  }

  const pages = pageCount(filtered, query.limit);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
      <ProductGrid products={products} />
      <PagePagination label="Products pages" page={query.page} count={pages} onChange={goToPage} />
    </Box>
  );
};
