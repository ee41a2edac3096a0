import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/document-title';
import { lazyPart } from '@/lib/lazy-part';
import { widthFrom } from '@/theme/theme';
import { FiltersDrawer } from '../components/filters-drawer';
import { ProductList } from '../components/product-list';
import { ProductsHeader } from '../components/products-header';
import { LazyFactChips } from '../components/lazy-fact-filters';
import { ProductsToolbar, scrollToListTop } from '../components/products-toolbar';
import { useProducts } from '../hooks/use-products';
import { useShopFilter } from '../hooks/use-shop-filter';
import { resultSummary } from '../lib/result-summary';
import { factCount } from '../lib/shop-changes';
import type { ShopQuery } from '../lib/shop-query';

// The sidebar shows from the md breakpoint up: below it the filters are in the sheet, and the hidden
// sidebar's code is neither downloaded nor hydrated.
const SidebarFilters = lazyPart(
  () => import('../components/shop-filters').then((module) => ({ default: module.ShopFilters })),
  { shownWhen: () => widthFrom('md') },
);

const activeFilterCount = ({ q, category, facts, colour }: ShopQuery) =>
  [q.trim(), category, colour].filter(Boolean).length + factCount(facts);

export const ProductsRoute = () => {
  const { applied, shown: filter, change, clear } = useShopFilter(scrollToListTop);
  const { loading, error, products, filtered, facetCounts, didYouMean, retry } = useProducts();
  const shown = products.length;

  const summary = loading
    ? 'Loading products…'
    : error
      ? 'The products could not be loaded'
      : resultSummary(applied.page, applied.limit, shown, filtered);
  const drawerButtonLabel =
    loading || error ? 'Show products' : `Show ${filtered} ${filtered === 1 ? 'product' : 'products'}`;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 7 } }}>
      <DocumentTitle title="Products" />
      <ProductsHeader />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '248px minmax(0, 1fr)', lg: '272px minmax(0, 1fr)' },
          gap: { md: 5, lg: 6 },
          alignItems: 'start',
        }}
      >
        {/* CSS, not a media query in script, picks sidebar or sheet: the server-rendered page is right at once. */}
        <Box
          component="aside"
          aria-labelledby="shop-filters-title"
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 100,
            p: 3,
            borderRadius: '20px',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id="shop-filters-title" component="h2" variant="h6" sx={{ mb: 2.5 }}>
            Refine
          </Typography>
          <SidebarFilters filter={filter} counts={facetCounts} onChange={change} onClear={clear} />
        </Box>
        <Box component="section" aria-label="Product list">
          <ProductsToolbar summary={summary}>
            <Box sx={{ display: { md: 'none' } }}>
              <FiltersDrawer
                filter={filter}
                activeCount={activeFilterCount(applied)}
                resultLabel={drawerButtonLabel}
                counts={facetCounts}
                onChange={change}
                onClear={clear}
              />
            </Box>
          </ProductsToolbar>
          <LazyFactChips facts={filter.facts} onChange={change} />
          <ProductList
            query={applied}
            loading={loading}
            products={products}
            filtered={filtered}
            didYouMean={didYouMean}
            error={error}
            onRetry={retry}
            onChange={change}
            onClear={clear}
          />
        </Box>
      </Box>
    </Container>
  );
};

/** The route's loader (what the router's lazy route takes beside the screen). */
export { productsLoader as loader } from './products-loader';
