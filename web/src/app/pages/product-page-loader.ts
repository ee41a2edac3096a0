import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getProduct } from '@/features/products/api/get-product';
import { productReviewsQuery } from '@/features/reviews/api/review-queries';
import { readReviewQuery } from '@/features/reviews/lib/review-query';
import { loaderResults } from '@/lib/route-data';
import { useSessionStore } from '@/features/auth/stores/session';

/**
 * The product page: the product and the page of its reviews the URL asks for, with the name of that
 * page of reviews (`reviewsFor`: another filter or viewer is the list's own request).
 */
export const productPageLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  const reviews = productReviewsQuery(
    id,
    readReviewQuery(new URL(request.url).searchParams),
    useSessionStore.getState().userId,
  );
  const answers = await loaderResults({
    product: getProduct(id, request.signal),
    reviews: reviews.load(request.signal),
  });
  return { ...answers, reviewsFor: reviews.key };
};

/**
 * Another product loads the page again, and so does a retry (the router's revalidation, at the same
 * address): the reviews' own filters load their list themselves.
 */
export const productPageShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href;
