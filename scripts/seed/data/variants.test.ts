import {
  cartLineId,
  LOW_STOCK_MAX,
  productSchema,
  SWATCH_PATTERN,
  VARIANTS_MAX,
  type Order,
  type ShadeFamily,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { variantFieldsOf } from '../../../functions/src/rules/variants';
import { lighten } from '../art/color';
import { IMAGE_NAME } from '../../../functions/src/storage/image-store';
import { lineOf, orderDoc, orderedCartDoc, openCartDoc, orderOf, productDoc } from '../documents';
import { productImage, variantImage, variantImageName } from '../images';
import { queueStockShards } from '../stock';
import { livingHistory } from './history';
import { productFactsOf } from './product-facts';
import { PRODUCTS, productById } from './products';
import { seedReviews } from './reviews';
import { demoShopping, type SeedLine } from './shopping';
import { SEED_VARIANTS, seedVariant, seedVariantsOf, type SeedVariant } from './variants';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAYS = [NOW, new Date('2027-02-28T23:59:59.999Z'), new Date('2026-03-01T09:00:00.000Z')];
const SKIN_FAMILIES: ShadeFamily[] = ['fair', 'light', 'medium', 'tan', 'deep'];

const WITH_VARIANTS = PRODUCTS.filter((p) => seedVariantsOf(p.id).length > 0);
const ALL_VARIANTS = Object.values(SEED_VARIANTS).flat();
const shadesOf = (id: string) => seedVariantsOf(id).filter((v) => v.kind === 'shade');
const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;

describe('seed data: shades and sizes', () => {
  it('gives variants only to seeded products, each product one kind, at most VARIANTS_MAX, each name once', () => {
    const ids = new Set(PRODUCTS.map((p) => p.id));
    for (const [id, variants] of Object.entries(SEED_VARIANTS)) {
      expect(ids.has(id), id).toBe(true);
      expect(variants.length, id).toBeGreaterThanOrEqual(2);
      expect(variants.length, id).toBeLessThanOrEqual(VARIANTS_MAX);
      expect(new Set(variants.map((v) => v.kind)).size, id).toBe(1);
      expect(unique(variants.map((v) => v.name.toLowerCase())), id).toBe(true);
    }
  });

  it('fixes every variant id in the data: 8 letters and digits, unique across the catalogue (and in lower case, the pictures’ names)', () => {
    const ids = ALL_VARIANTS.map((v) => v._id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(unique(ids)).toBe(true);
    expect(unique(ids.map((id) => id.toLowerCase()))).toBe(true);
    // The same ids on every build of the documents: nothing draws them.
    for (const p of WITH_VARIANTS) {
      expect(productDoc(p).variants?.map((v) => v._id)).toEqual(SEED_VARIANTS[p.id]?.map((v) => v._id));
      expect(productDoc(p)).toEqual(productDoc({ ...p }));
    }
  });

  it('has a foundation and a concealer in 10 or more shades from fair to deep, every skin family among them', () => {
    for (const id of ['silk-veil-foundation', 'soft-focus-concealer']) {
      const shades = shadesOf(id);
      expect(shades.length, id).toBeGreaterThanOrEqual(10);
      expect(new Set(shades.map((s) => s.family)), id).toEqual(new Set(SKIN_FAMILIES));
      // Listed fair to deep.
      const rank = shades.map((s) => SKIN_FAMILIES.indexOf(s.family));
      expect(rank, id).toEqual([...rank].sort((a, b) => a - b));
    }
  });

  it('has at least 8 make-up products in shades, lips and blush in 4 to 8 of the colour families', () => {
    const makeup = WITH_VARIANTS.filter((p) => p.category === 'makeup' && shadesOf(p.id).length > 0);
    expect(makeup.length).toBeGreaterThanOrEqual(8);
    const lipsAndCheeks = [
      'nude-satin-lipstick',
      'berry-glaze-lip-oil',
      'glass-shine-lip-gloss',
      'petal-blush-compact',
    ];
    const colourFamilies = new Set<ShadeFamily>();
    for (const id of lipsAndCheeks) {
      const shades = shadesOf(id);
      expect(shades.length, id).toBeGreaterThanOrEqual(4);
      expect(shades.length, id).toBeLessThanOrEqual(8);
      for (const shade of shades) {
        expect(SKIN_FAMILIES, `${id} ${shade.name}`).not.toContain(shade.family);
        colourFamilies.add(shade.family);
      }
    }
    expect([...colourFamilies].sort()).toEqual(['berry', 'brown', 'coral', 'nude', 'pink', 'plum', 'red']);
    for (const shade of ALL_VARIANTS.filter((v) => v.kind === 'shade')) {
      expect(shade.swatch).toMatch(SWATCH_PATTERN);
      expect(shade.name).not.toMatch(/^\s|\s$/);
    }
  });

  it('has skincare in 2 sizes and perfumes in 30, 50 and 100 ml, the larger dearer', () => {
    const sized = WITH_VARIANTS.filter((p) => seedVariantsOf(p.id)[0]?.kind === 'size');
    const skincare = sized.filter((p) => p.category === 'skincare');
    const perfumes = sized.filter((p) => p.category === 'fragrance');
    expect(skincare.length).toBeGreaterThanOrEqual(2);
    expect(perfumes.length).toBeGreaterThanOrEqual(2);
    for (const p of skincare) expect(seedVariantsOf(p.id), p.id).toHaveLength(2);
    for (const p of perfumes) {
      expect(seedVariantsOf(p.id).map((v) => v.kind === 'size' && v.size)).toEqual(['30 ml', '50 ml', '100 ml']);
    }
    for (const p of sized) {
      const prices = seedVariantsOf(p.id).map((v) => v.price);
      expect(prices, p.id).toEqual([...prices].sort((a, b) => a - b));
      expect(unique(prices.map(String)), p.id).toBe(true);
      for (const v of seedVariantsOf(p.id)) expect(v.kind === 'size' && v.name === v.size, v._id).toBe(true);
    }
  });

  it('keeps some variants low and exactly one shade sold out', () => {
    const low = ALL_VARIANTS.filter((v) => v.stock >= 1 && v.stock <= LOW_STOCK_MAX);
    expect(low.length).toBeGreaterThanOrEqual(5);
    expect(low.some((v) => v.kind === 'size')).toBe(true);
    const soldOut = ALL_VARIANTS.filter((v) => v.stock === 0);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]?.kind).toBe('shade');
    for (const v of ALL_VARIANTS) expect(Number.isInteger(v.stock) && v.stock >= 0, v._id).toBe(true);
  });

  it.each(WITH_VARIANTS.map((p) => [p.id, p] as const))(
    '%s: its document holds the fields variantFieldsOf gives its variants, its own price the lowest, and no stock shards',
    async (_id, p) => {
      const doc = productDoc(p);
      const variants = doc.variants ?? [];
      expect(variants).toHaveLength(seedVariantsOf(p.id).length);
      const { price, stock, ...derived } = variantFieldsOf(variants);
      expect(doc).toMatchObject(derived);
      expect([doc.price, doc.stock]).toEqual([price, stock]);
      expect(p.price, 'the catalogue’s price is the lowest variant’s').toBe(price);
      expect(doc.stockShards).toBeUndefined();
      // Every variant has its own picture, named as the image store accepts.
      for (const v of variants) expect(v.image).toBe(`/uploads/${variantImageName(p.id, v._id)}`);
      // What the admin's form would send passes the product schema, variants included.
      const input = {
        title: p.title,
        description: p.description,
        price: doc.price,
        category: p.category,
        ...productFactsOf(p.id),
        variants,
      };
      await expect(productSchema.validate(input, { strict: true, abortEarly: false })).resolves.toBeTruthy();
    },
  );

  it('writes no stock shard for a product with variants and deletes any it had', () => {
    const queued: { op: string; path: string }[] = [];
    const writer = {
      set: (ref: { path: string }) => queued.push({ op: 'set', path: ref.path }),
      delete: (ref: { path: string }) => queued.push({ op: 'delete', path: ref.path }),
    };
    const db = { doc: (path: string) => ({ path }) };
    queueStockShards(writer as never, db as never, 'silk-veil-foundation');
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((q) => q.op === 'delete')).toBe(true);
    queued.length = 0;
    queueStockShards(writer as never, db as never, 'velvet-rose-lipstick');
    expect(queued.some((q) => q.op === 'set')).toBe(true);
  });
});

/** Every line of a product with variants names one that exists, at its price, its `_id` the two ids. */
const expectVariantLine = (line: SeedLine): void => {
  const variants = seedVariantsOf(line.productId);
  if (!variants.length) {
    expect(line.variantId, line.productId).toBeUndefined();
    return;
  }
  expect(
    variants.map((v) => v._id),
    line.productId,
  ).toContain(line.variantId);
  const variant = seedVariant(line.productId, line.variantId ?? '');
  const item = lineOf(line);
  expect(item).toEqual({
    _id: cartLineId(line.productId, variant._id),
    title: productById(line.productId).title,
    price: variant.price,
    quantity: line.quantity,
    totalPriceItem: Math.round(variant.price * line.quantity * 100) / 100,
    productId: line.productId,
    variantId: variant._id,
    variantName: variant.name,
    variantKind: variant.kind,
  });
};

const expectVariantLineIds = (order: Order): void => {
  const ids = order.shops.filter((l) => l.variantId).map((l) => l._id);
  expect(orderDoc(order).variantLineIds).toEqual(ids);
  expect(orderedCartDoc(order).variantLineIds).toEqual(ids);
};

describe('seed data: carts, orders and reviews name their variants', () => {
  it('names a variant on the demo customers’ lines of products with variants: a cart with a size, orders with a shade and a size', () => {
    const shopping = demoShopping(NOW);
    const lines = shopping.flatMap((s) => [...s.openCart.lines, ...s.orders.flatMap((o) => o.lines)]);
    for (const line of lines) expectVariantLine(line);
    const kinds = (seedLines: SeedLine[]) =>
      seedLines.filter((l) => l.variantId).map((l) => seedVariant(l.productId, l.variantId ?? '').kind);
    expect(kinds(shopping.flatMap((s) => s.openCart.lines))).toContain('size');
    expect(new Set(kinds(shopping.flatMap((s) => s.orders.flatMap((o) => o.lines))))).toEqual(
      new Set(['shade', 'size']),
    );
    for (const s of shopping) {
      const cart = openCartDoc(s, 'uid-1');
      expect(cart.variantLineIds).toEqual(cart.items.filter((l) => l.variantId).map((l) => l._id));
      for (const order of s.orders) expectVariantLineIds(orderOf(order, 'uid-1', s.username));
    }
    // Seeding again writes the same lines.
    expect(demoShopping(NOW)).toEqual(shopping);
  });

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: every history line of a product with variants names one of them, the same on every build, many variants sold',
    (_iso, now) => {
      const { orders } = livingHistory(now);
      for (const order of orders) {
        for (const line of order.lines) expectVariantLine(line);
        expectVariantLineIds(orderOf(order, 'uid-1', order.customer));
      }
      const sold = orders.flatMap((o) => o.lines.filter((l) => l.variantId));
      expect(sold.length).toBeGreaterThan(20);
      expect(new Set(sold.map((l) => l.variantId)).size).toBeGreaterThan(15);
      expect(livingHistory(now).orders.map((o) => o.lines)).toEqual(orders.map((o) => o.lines));
    },
  );

  it.each(DAYS.map((now) => [now.toISOString(), now] as const))(
    'on %s: a review of a product with variants names the one in its author’s latest order of it before the review',
    (_iso, now) => {
      const history = livingHistory(now);
      const reviews = seedReviews(history, now);
      let named = 0;
      for (const review of reviews) {
        const lines = history.orders
          .filter(
            (o) =>
              o.customer === review.author &&
              o.createdAt < review.createdAt &&
              !o.moves.some((m) => m.status === 'cancelled'),
          )
          .flatMap((o) => o.lines.filter((l) => l.productId === review.productId));
        const bought = lines.at(-1);
        if (!seedVariantsOf(review.productId).length) {
          expect(review.variant).toBeNull();
          continue;
        }
        const variant = seedVariant(review.productId, bought?.variantId ?? '');
        expect(review.variant).toEqual({
          variantId: variant._id,
          variantName: variant.name,
          variantKind: variant.kind,
        });
        named += 1;
      }
      expect(named).toBeGreaterThan(5);
    },
  );
});

/** Whether the picture paints with `hex`: as itself (a bottle, a tube, a bullet) or its lit side (a pressed pan). */
const paintsWith = (svg: string, hex: string): boolean =>
  svg.includes(`stop-color="${hex}"`) || svg.includes(`stop-color="${lighten(hex, 0.35)}"`);

describe('seed data: the variants’ pictures', () => {
  const picturesOf = (p: (typeof PRODUCTS)[number]): [SeedVariant, string][] => {
    const variants = seedVariantsOf(p.id);
    return variants.map((v) => [v, variantImage(p, v, variants)]);
  };

  it.each(WITH_VARIANTS.map((p) => [p.id, p] as const))(
    '%s: one small, distinct picture per variant, a shade in its own colour, a size’s pack scaled',
    (_id, p) => {
      const pictures = picturesOf(p);
      expect(unique(pictures.map(([, svg]) => svg))).toBe(true);
      for (const [variant, svg] of pictures) {
        expect(variantImageName(p.id, variant._id)).toMatch(IMAGE_NAME);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
        if (variant.kind === 'shade') expect(paintsWith(svg, variant.swatch), variant.name).toBe(true);
      }
      // Sizes: the largest pack as the product's own picture, the smaller ones scaled down.
      const sizes = pictures.filter(([v]) => v.kind === 'size');
      if (sizes.length) {
        expect(sizes.at(-1)?.[1]).toBe(productImage(p));
        for (const [, svg] of sizes.slice(0, -1)) expect(svg).toMatch(/ scale\(0\.\d+\)/);
      }
    },
  );
});
