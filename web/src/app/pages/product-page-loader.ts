import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { productQuery } from '@/features/products/api/get-product';
import { productReviewsQuery } from '@/features/reviews/api/review-queries';
import { readReviewQuery } from '@/features/reviews/lib/review-query';
import { loadPageAnswers } from '@/lib/page-query';
import { useSessionStore } from '@/features/auth/stores/session';

/** The product page: the product and the page of its reviews the URL asks for. */
export const productPageLoader = ({ params, request }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  const reviews = readReviewQuery(new URL(request.url).searchParams);
  const viewer = useSessionStore.getState().userId;
  return loadPageAnswers([productQuery(id), productReviewsQuery(id, reviews, viewer)], request.signal);
};

/** Only another product loads the page again: the reviews' own filters load their list themselves. */
export const productPageShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;
