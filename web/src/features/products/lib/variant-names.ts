import type { ProductVariant } from '@shop/contract';
import { isSoldOut } from '@shop/contract';

/** A variant's own name, "Ruby" or "50 ml" (a size's pack size, else its name). */
export const variantShortName = (variant: ProductVariant): string =>
  variant.kind === 'size' ? (variant.size ?? variant.name) : variant.name;

/** What a swatch or a size button is called: "Ruby", "Ruby, sold out" (never its colour alone). */
export const variantOptionName = (variant: ProductVariant): string =>
  isSoldOut(variant.stock) ? `${variantShortName(variant)}, sold out` : variantShortName(variant);
