/*
 * The seeded shades and sizes. Each variant's id is fixed here (eight letters and digits, as the server
 * makes them), so every seed writes the same variants, and the carts, orders and reviews that name them
 * stay valid from one seed to the next. The units are what is left after the seeded orders, as for the
 * products without variants (product-stock.ts): most plentiful, a few low, one shade sold out.
 */
import type { ShadeFamily } from '@shop/contract';
import { seededRandom, pick } from '../art/random';

/** A seeded variant: a shade or a size, its units always tracked. Its picture's path is added when written. */
export type SeedVariant =
  | { _id: string; name: string; kind: 'shade'; price: number; stock: number; swatch: string; family: ShadeFamily }
  | { _id: string; name: string; kind: 'size'; price: number; stock: number; size: string };

type ShadeRow = [id: string, name: string, swatch: string, family: ShadeFamily, stock: number];
type SizeRow = [id: string, size: string, price: number, stock: number];

/** Shades all at the product's one price. */
const shades = (price: number, rows: readonly ShadeRow[]): SeedVariant[] =>
  rows.map(([_id, name, swatch, family, stock]) => ({ _id, name, kind: 'shade', price, stock, swatch, family }));

/** Sizes, smallest first, each at its own price; a size's name is the size on its pack. */
const sizes = (rows: readonly SizeRow[]): SeedVariant[] =>
  rows.map(([_id, size, price, stock]) => ({ _id, name: size, kind: 'size', price, stock, size }));

export const SEED_VARIANTS: Readonly<Record<string, readonly SeedVariant[]>> = {
  // Complexion: fair to deep, the number saying depth then undertone.
  'silk-veil-foundation': shades(42, [
    ['qd1UDy9T', 'Porcelain 110', '#f4dcc8', 'fair', 3],
    ['kKo0dTYD', 'Ivory 120', '#efd2b8', 'fair', 30],
    ['TTs91byq', 'Shell 210', '#e8c4a4', 'light', 36],
    ['SDQPCXvT', 'Sand 220', '#e2b994', 'light', 42],
    ['4e14KW8g', 'Beige 230', '#d9ad88', 'light', 28],
    ['tY46sz8d', 'Honey 310', '#c99467', 'medium', 34],
    ['y58t1mVI', 'Golden 320', '#c48a5a', 'medium', 0],
    ['EgEqoo2f', 'Almond 330', '#b98058', 'medium', 25],
    ['DeIi6uVa', 'Caramel 410', '#a66b43', 'tan', 22],
    ['LHBxzbeI', 'Toffee 420', '#915a38', 'tan', 18],
    ['FkCwkmP9', 'Espresso 510', '#6b4029', 'deep', 16],
    ['WY3Sx4Jb', 'Ebony 520', '#4a2c1d', 'deep', 2],
  ]),
  'soft-focus-concealer': shades(27, [
    ['lILy6wcE', 'Vanilla 10', '#f3dcc6', 'fair', 26],
    ['RUg1wF3D', 'Cream 15', '#eed3b9', 'fair', 31],
    ['Q7DxZGFY', 'Bisque 20', '#e6c4a5', 'light', 40],
    ['beCriRv8', 'Linen 25', '#dfb896', 'light', 35],
    ['46BicVK3', 'Biscuit 30', '#cf9f78', 'medium', 29],
    ['Tc1wuXxZ', 'Chai 35', '#c28f66', 'medium', 33],
    ['mBYntPeS', 'Amber 40', '#ad7548', 'tan', 24],
    ['1vMJRqlA', 'Cinnamon 45', '#99613b', 'tan', 20],
    ['QzMi0p8t', 'Mocha 50', '#6e4530', 'deep', 17],
    ['rtqWR3HY', 'Cocoa 55', '#533324', 'deep', 4],
  ]),
  'luminous-pressed-powder': shades(34, [
    ['63hN3TZh', 'Pearl', '#f1dccb', 'fair', 30],
    ['HkBn9A2q', 'Bisque', '#e4c4a2', 'light', 38],
    ['iq6KAU9m', 'Honey', '#cfa07a', 'medium', 35],
    ['Wm5hGgwx', 'Amber', '#ad7a52', 'tan', 27],
    ['qdgSKG2F', 'Cocoa', '#6f4a33', 'deep', 21],
  ]),
  'golden-hour-highlighter': shades(36, [
    ['zk2VYt8Q', 'Moonbeam', '#efe2d0', 'fair', 24],
    ['8HSKpJpB', 'Champagne', '#e9cf9f', 'light', 30],
    ['v2CnSzfO', 'Golden Hour', '#dcae55', 'medium', 33],
    ['Gw7CrWKi', 'Bronze Glow', '#b9793f', 'tan', 26],
    ['JrMCg0fF', 'Topaz', '#9a5f2c', 'deep', 19],
  ]),
  // Lips and cheeks.
  'nude-satin-lipstick': shades(26, [
    ['Dz2Ug16i', 'Bare', '#c8978a', 'nude', 40],
    ['HCmqI01c', 'Rosewood', '#b66e6e', 'pink', 36],
    ['zh3q3MgX', 'Petal', '#d58a94', 'pink', 32],
    ['3JF7M6TQ', 'Apricot', '#d9826a', 'coral', 28],
    ['qHkWDt4v', 'Spice', '#a05a44', 'brown', 25],
    ['XzVnZy9U', 'Mocha', '#7b4a3d', 'brown', 22],
  ]),
  'berry-glaze-lip-oil': shades(22, [
    ['s3XwwVi3', 'Black Cherry', '#8c2d5b', 'berry', 45],
    ['EvLfcgNu', 'Raspberry', '#b02e5c', 'berry', 38],
    ['GTtNpNO1', 'Plum', '#6e2a52', 'plum', 1],
    ['v0zqGFBG', 'Ruby', '#b0202e', 'red', 30],
    ['7vYqkxTo', 'Guava', '#e46f5f', 'coral', 27],
  ]),
  'glass-shine-lip-gloss': shades(24, [
    ['85T82wEh', 'Crimson', '#b3182f', 'red', 34],
    ['a6OPO1wA', 'Ballet', '#e79aac', 'pink', 40],
    ['YHuzepI2', 'Papaya', '#ef7c5e', 'coral', 29],
    ['hTabM4OK', 'Mulberry', '#9b2a5a', 'berry', 31],
    ['ACSJdYe8', 'Plum Wine', '#6b2446', 'plum', 23],
    ['w17gYCKV', 'Chestnut', '#8a4b33', 'brown', 2],
  ]),
  'petal-blush-compact': shades(30, [
    ['6bMrGglU', 'Petal', '#e38d98', 'pink', 42],
    ['HfAHUUTp', 'Peach Fizz', '#f09a7c', 'coral', 35],
    ['soUm4oaL', 'Berry Flush', '#c0506f', 'berry', 30],
    ['ZnvDDNDs', 'Rose Nude', '#d49a8c', 'nude', 28],
    ['2BAgOmRJ', 'Terracotta', '#b8684a', 'brown', 5],
  ]),
  // Skincare in two sizes, perfumes in three.
  'vitamin-c-glow-serum': sizes([
    ['MlFVlk4L', '30 ml', 64, 40],
    ['bbNUirFP', '50 ml', 92, 25],
  ]),
  'cloud-cream-moisturizer': sizes([
    ['bU5MsFkN', '50 ml', 46, 40],
    ['jtUX2sOb', '100 ml', 78, 3],
  ]),
  // Plentiful (what the demo carts hold, product-stock.ts).
  'amber-dusk-eau-de-parfum': sizes([
    ['G58MzBQ3', '30 ml', 68, 250],
    ['xLJUJMs8', '50 ml', 118, 300],
    ['iBdHeMEo', '100 ml', 165, 200],
  ]),
  'fig-and-cedar-cologne': sizes([
    ['uuHwRBWp', '30 ml', 58, 30],
    ['hYJVbo0U', '50 ml', 96, 40],
    ['mc7AtTvl', '100 ml', 134, 5],
  ]),
};

/** The product's seeded variants; none for a product sold as one. */
export const seedVariantsOf = (productId: string): readonly SeedVariant[] => SEED_VARIANTS[productId] ?? [];

export const seedVariant = (productId: string, variantId: string): SeedVariant => {
  const variant = seedVariantsOf(productId).find((v) => v._id === variantId);
  if (!variant) throw new Error(`Unknown variant ${variantId} of ${productId}`);
  return variant;
};

/** A variant's id by its name, for the demo carts and orders written by hand. */
export const variantIdOf = (productId: string, name: string): string => {
  const variant = seedVariantsOf(productId).find((v) => v.name === name);
  if (!variant) throw new Error(`No variant ${name} of ${productId}`);
  return variant._id;
};

/**
 * The variant a line of an order of the history holds (undefined for a product sold as one), drawn from
 * its own random source, so choosing it changes no other draw of the history.
 */
export const historyVariantOf = (orderId: string, productId: string): string | undefined => {
  const variants = seedVariantsOf(productId);
  return variants.length ? pick(seededRandom(`variant ${orderId} ${productId}`), variants)._id : undefined;
};
