import Box from '@mui/material/Box';
import type { Product } from '@shop/contract';
import type { ShopFilterChange, ShopQuery } from '../lib/shop-query';
import { ErrorCard } from '@/components/error-card';
import { PagePagination } from '@/components/page-pagination';
import { pageCount } from '@/utils/page-count';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductsEmpty } from './products-empty';

interface ProductListProps {
  query: ShopQuery;
  loading: boolean;
  products: Product[];
  /** How many products match the filter, over all pages. */
  filtered: number;
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
  error,
  onRetry,
  onChange,
  onClear,
}: ProductListProps) => {
  if (error) {
    return <ErrorCard title="We couldn’t load the products" message={error} retryLabel="Try again" onRetry={onRetry} />;
  }
  if (loading) return <ProductGridSkeleton count={query.limit} />;
  if (!products.length) {
    return <ProductsEmpty pastLastPage={filtered > 0} onClear={onClear} onFirstPage={() => onChange({ page: 1 })} />;
  }

  const pages = pageCount(filtered, query.limit);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
      <ProductGrid products={products} />
      <PagePagination label="Products pages" page={query.page} count={pages} onChange={(page) => onChange({ page })} />
    </Box>
  );
};
