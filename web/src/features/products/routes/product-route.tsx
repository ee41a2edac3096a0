import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { ProductBreadcrumbs } from '../components/product-breadcrumbs';
import { ProductDetails } from '../components/product-details';
import { ProductDetailsSkeleton } from '../components/product-details-skeleton';
import { ProductLoadError } from '../components/product-load-error';
import { useProduct } from '../hooks/use-product';

export const ProductRoute = () => {
  const { id = '' } = useParams();
  const { state, retry } = useProduct(id);
  const product = state?.status === 'success' ? state.product : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <DocumentTitle title={product?.title ?? 'Product'} />
      <ProductBreadcrumbs title={product?.title} />
      {state === null && <ProductDetailsSkeleton />}
      {state?.status === 'error' && <ProductLoadError message={state.message} code={state.code} onRetry={retry} />}
      {product && <ProductDetails product={product} />}
    </Container>
  );
};
