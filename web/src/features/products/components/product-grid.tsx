import Box from '@mui/material/Box';
import type { ProductCardProduct } from '../lib/card-product';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from '@/components/product-card/product-card-skeleton';

/** How many cards the first screenful holds: their pictures load at once. */
const EAGER_IMAGES = 3;

const Grid = ({ children, busy = false }: { children: ReactNode; busy?: boolean }) => (
  <Box
    component="ul"
    aria-busy={busy}
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      gap: { xs: 2.5, md: 3 },
    }}
  >
    {children}
  </Box>
);

interface ProductGridProps {
  products: ProductCardProduct[];
  /** h3 under a heading of the page's own (the cards' titles are h2 otherwise). */
  headingLevel?: 'h2' | 'h3';
  /** false: none of the pictures is in the first screenful. */
  eagerImages?: boolean;
}

/** Memoized: a filter change still waiting for its delay renders the shop page, not its cards. */
export const ProductGrid = memo(function ProductGrid({ products, headingLevel, eagerImages = true }: ProductGridProps) {
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} eagerImage={eagerImages && index < EAGER_IMAGES} />
        </li>
      ))}
    </Grid>
  );
});

export const ProductGridSkeleton = ({ count }: { count: number }) => (
  <Grid busy>
    {Array.from({ length: count }, (_, index) => (
      <li key={index}>
        <ProductCardSkeleton />
      </li>
    ))}
  </Grid>
);
