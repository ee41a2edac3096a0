import Container from '@mui/material/Container';
import type { Product } from '@shop/contract';
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { ProductBreadcrumbs } from '../components/product-breadcrumbs';
import { ProductDetails, type StockAlertSlot } from '../components/product-details';
import { ProductDetailsSkeleton } from '../components/product-details-skeleton';
import { ProductLoadError } from '../components/product-load-error';
import { useProduct } from '../hooks/use-product';

interface ProductRouteProps {
  /** The product, as the route's loader asked for it. */
  product: LoaderResult<ApiResult<Product>>;
  /**
   * The product's reviews below its details (the app composes them in: features do not import each
   * other). Rendered while the product loads too, so that its reviews are asked for at the same time
   * (the route's loader asks for both); `refreshProduct` loads the page's data again, e.g. once a review
   * changed its figures.
   */
  renderReviews?: (productId: string, product: Product | undefined, refreshProduct: () => void) => ReactNode;
  /** What a sold-out product (or chosen shade) offers beside its Add to Cart ("Notify me when it's back"). */
  renderStockAlert?: StockAlertSlot;
}

export const ProductRoute = ({ product: answer, renderReviews, renderStockAlert }: ProductRouteProps) => {
  const { id = '' } = useParams();
  const { state, retry } = useProduct(answer);
  const product = state?.status === 'success' ? state.product : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <DocumentTitle title={product?.title ?? 'Product'} />
      <ProductBreadcrumbs title={product?.title} />
      {state === null && <ProductDetailsSkeleton />}
      {state?.status === 'error' && <ProductLoadError message={state.message} code={state.code} onRetry={retry} />}
      {product && <ProductDetails product={product} renderStockAlert={renderStockAlert} />}
      {state?.status !== 'error' && renderReviews?.(id, product, retry)}
    </Container>
  );
};
