import type { Product, ProductVariant } from '@shop/contract';
import { defaultVariant, variantsOnSale } from '@shop/contract';

/**
 * The variant the page shows: the one on sale the URL names, else (none named, an unknown or hidden one)
 * the product's default. Undefined for a product without variants.
 */
export const chosenVariant = (product: Pick<Product, 'variants'>, variantId: string | null): ProductVariant | undefined =>
  variantsOnSale(product).find((variant) => variant._id === variantId) ?? defaultVariant(product);
