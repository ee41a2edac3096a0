import type { ProductVariant } from '@shop/contract';
import { CARD_SWATCHES_MAX, variantCountLabel } from '@shop/contract';
import { variantShortName } from './variant-names';

/** What a card says of a product's variants on sale: "6 shades", or its sizes "30 ml · 50 ml". */
export const cardVariantsText = (variants: readonly ProductVariant[]): string => {
  const kind = variants[0]?.kind;
  if (!kind) return '';
  return kind === 'shade' ? variantCountLabel(kind, variants.length) : variants.map(variantShortName).join(' · ');
};

/** The swatches a card draws (the first CARD_SWATCHES_MAX shades); the count text says how many there are. */
export const cardSwatches = (variants: readonly ProductVariant[]): ProductVariant[] =>
  variants.filter((variant) => variant.kind === 'shade').slice(0, CARD_SWATCHES_MAX);
