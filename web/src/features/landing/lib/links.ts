import { UPLOADS_PREFIX } from '@shop/contract';
import { paths } from '@/config/paths';

export const productImage = (productId: string): string => `${UPLOADS_PREFIX}product-${productId}.svg`;

export const categoryHref = (slug: string): string =>
  `${paths.products.getHref()}?${new URLSearchParams({ category: slug }).toString()}`;
