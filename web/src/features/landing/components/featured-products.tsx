import Button from '@mui/material/Button';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { GridList } from '@/components/grid-list';
import { paths } from '@/config/paths';
import { BEST_SELLERS, NEW_IN } from '../data/home-products';
import { useHomeProducts } from '../hooks/use-home-products';
import type { homeLoader } from '../routes/home-loader';
import { HomeSection } from './home-section';
import { ProductTile } from './product-tile';
import { SectionHeading } from './section-heading';

export const BestSellers = () => {
  const products = useHomeProducts(BEST_SELLERS, useLoaderData<typeof homeLoader>().bestSellers);
  return (
    <HomeSection labelledBy="best-sellers-title">
      <SectionHeading
        id="best-sellers-title"
        eyebrow="Loved by our community"
        title="Our Best Sellers"
        action={
          <Button component={RouterLink} to={paths.products.getHref()} variant="outlined">
            Shop all products
          </Button>
        }
      />
      <GridList sx={{ gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} badge="Best seller" />
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
};

export const NewIn = () => {
  const products = useHomeProducts(NEW_IN, useLoaderData<typeof homeLoader>().newIn);
  return (
    <HomeSection labelledBy="new-in-title">
      <SectionHeading id="new-in-title" eyebrow="Just landed" title="New In" />
      <GridList sx={{ gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} badge="New" wide />
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
};
