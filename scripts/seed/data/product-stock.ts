/*
 * Units of each seeded product: most plentiful, a few low ("Only N left") and a few sold out, so every
 * stock state shows. Plentiful on purpose: the demo carts' products, what tests and benchmarks buy, and
 * home's curated products; the sold-out ones are products no skin-analysis routine picks. A product in
 * shades or sizes has its units per variant (variants.ts), and its stock is their sum.
 */
import { summedVariantStock } from '@shop/contract';
import { seedVariantsOf } from './variants';

export const PLENTIFUL_IDS = [
  'velvet-rose-lipstick',
  'hyaluronic-dew-serum',
  'lavender-hand-cream',
  'amber-dusk-eau-de-parfum',
  'eucalyptus-shower-gel',
  'rosehip-renewal-serum',
  'lip-lovers-trio',
  'sunset-eyeshadow-palette',
  'midnight-repair-cream',
  'white-peony-eau-de-parfum',
] as const;

/** Low stock: 5 or fewer units left. */
export const LOW_STOCK: Readonly<Record<string, number>> = {
  'smoky-quartz-palette': 3,
  'bakuchiol-eye-cream': 2,
  'oud-noir-extrait': 4,
  'heritage-collection-chest': 1,
};

/** Sold out. */
export const SOLD_OUT_IDS = ['jasmine-solid-perfume', 'travel-minis-essentials'] as const;

/** What every other product has: a shop's usual shelf. */
const USUAL_STOCK = 40;
/** The products tests and demo carts buy: enough for many test runs on one seed. */
const PLENTIFUL_STOCK = 500;

export const seedStockOf = (productId: string): number => {
  const variants = seedVariantsOf(productId);
  if (variants.length) return summedVariantStock(variants) ?? 0;
  if ((PLENTIFUL_IDS as readonly string[]).includes(productId)) return PLENTIFUL_STOCK;
  if ((SOLD_OUT_IDS as readonly string[]).includes(productId)) return 0;
  return LOW_STOCK[productId] ?? USUAL_STOCK;
};
