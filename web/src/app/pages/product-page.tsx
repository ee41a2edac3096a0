import type { Product } from '@shop/contract';
import { useLoaderData } from 'react-router-dom';
import { ProductRoute } from '@/features/products/routes/product-route';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { lazyPart } from '@/lib/lazy-part';
import type { productPageLoader } from './product-page-loader';

/** "Notify me when it's back": its code loads only on a sold-out product or shade. */
const NotifyMe = lazyPart(() => import('@/features/stock-alerts/components/notify-me'));
const renderStockAlert = (productId: string, variantId: string | undefined) => (
  <NotifyMe key={variantId ?? productId} productId={productId} variantId={variantId} />
);

/** The product page: the products feature's details with the reviews feature's section below them. */
export const ProductPage = () => {
  const { product, reviews, reviewsFor } = useLoaderData<typeof productPageLoader>();
  const renderReviews = (productId: string, shown: Product | undefined, refreshProduct: () => void) => (
    <ProductReviews
      productId={productId}
      product={shown}
      routeReviews={{ answer: reviews, key: reviewsFor }}
      onFiguresChanged={refreshProduct}
    />
  );
  return <ProductRoute product={product} renderReviews={renderReviews} renderStockAlert={renderStockAlert} />;
};

/** The route's loader (what the router's lazy route takes beside the screen). */
export { productPageLoader as loader, productPageShouldRevalidate as shouldRevalidate } from './product-page-loader';
