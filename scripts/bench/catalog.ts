// The benchmark's catalogue: believable, varied products generated from word lists (deterministic),
// shaped by toProductDocument exactly as the api function writes them.
import {
  CONCERNS,
  FREE_FROM,
  PRICE_MAX,
  PRICE_MIN,
  SKIN_TYPES,
  type Concern,
  type FreeFrom,
  type ProductFacts,
  type RoutineStep,
  type SkinType,
} from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { toProductDocument, type ProductDocument } from '../../functions/src/repositories/product-document';
import { MiniSearchEngine } from '../../functions/src/search/minisearch-engine';
import { pick, seededRandom, type Random } from '../seed/art/random';
import { CATEGORIES, type CategoryId } from '../seed/data/categories';
import { SEED_DATE } from '../seed/data/dates';

/** The word the search is measured with: one of NOTES, so about 1 title in NOTES.length has it. */
export const SEARCH_WORD = 'peony';
/** The category the filter is measured with. */
export const FILTER_CATEGORY: CategoryId = 'fragrance';

const TITLE_MAX = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 3 * 365;

/** Share of the catalogue per category (the filter then returns a realistic slice). */
const CATEGORY_WEIGHTS: Record<CategoryId, number> = {
  makeup: 0.3,
  skincare: 0.28,
  fragrance: 0.17,
  body: 0.17,
  gifts: 0.08,
};

const TYPES: Record<CategoryId, readonly string[]> = {
  makeup: [
    'Lipstick',
    'Lip Oil',
    'Lip Gloss',
    'Lip Liner',
    'Mascara',
    'Eyeliner',
    'Eyeshadow Palette',
    'Blush',
    'Bronzer',
    'Highlighter',
    'Concealer',
    'Foundation',
    'Primer',
    'Setting Spray',
    'Brow Gel',
    'Pressed Powder',
  ],
  skincare: [
    'Serum',
    'Face Cream',
    'Eye Cream',
    'Gel Cleanser',
    'Cleansing Balm',
    'Toner',
    'Sheet Mask',
    'Clay Mask',
    'Face Oil',
    'Night Cream',
    'Essence',
    'Exfoliant',
    'Day Fluid SPF 30',
    'Lip Balm',
  ],
  fragrance: ['Eau de Parfum', 'Eau de Toilette', 'Body Mist', 'Perfume Oil', 'Solid Perfume', 'Cologne'],
  body: [
    'Body Lotion',
    'Body Butter',
    'Body Scrub',
    'Shower Gel',
    'Hand Cream',
    'Body Oil',
    'Bath Salts',
    'Foot Balm',
    'Soap Bar',
  ],
  gifts: ['Gift Set', 'Discovery Set', 'Travel Kit', 'Mini Trio', 'Gift Box', 'Duo'],
};

const ADJECTIVES = [
  'Velvet',
  'Silk',
  'Dewy',
  'Matte',
  'Radiant',
  'Soft',
  'Pure',
  'Golden',
  'Midnight',
  'Cloud',
  'Bare',
  'Satin',
  'Luminous',
  'Calm',
  'Fresh',
  'Wild',
  'Pearl',
  'Sheer',
  'Tender',
  'Bright',
];

/** Scents and ingredients, each in about 1 title in 50 (no word here contains another). */
const NOTES = [
  'Rose',
  SEARCH_WORD.charAt(0).toUpperCase() + SEARCH_WORD.slice(1),
  'Jasmine',
  'Vanilla',
  'Amber',
  'Oud',
  'Neroli',
  'Lavender',
  'Sandalwood',
  'Fig',
  'Cherry',
  'Coconut',
  'Almond',
  'Honey',
  'Oat',
  'Aloe',
  'Cucumber',
  'Green Tea',
  'Matcha',
  'Bamboo',
  'Lotus',
  'Orchid',
  'Iris',
  'Violet',
  'Magnolia',
  'Gardenia',
  'Bergamot',
  'Yuzu',
  'Grapefruit',
  'Mango',
  'Papaya',
  'Pomegranate',
  'Plum',
  'Apricot',
  'Cocoa',
  'Coffee',
  'Cashmere',
  'Musk',
  'Cedar',
  'Vetiver',
  'Saffron',
  'Ginger',
  'Mint',
  'Sea Salt',
  'Shea',
  'Argan',
  'Marula',
  'Camellia',
  'Tiare',
  'Blackcurrant',
];

const PHRASES = [
  'a weightless texture that melts in and lasts all day',
  'made with care in small batches and finished by hand',
  'a soft, modern formula for every skin type',
  'dermatologist tested, vegan and cruelty free',
  'a gentle everyday ritual with a lingering finish',
  'rich but never heavy, with a clean, subtle scent',
];

export interface BenchProduct {
  category: CategoryId;
  doc: ProductDocument;
}

const weightedCategory = (rand: Random): CategoryId => {
  let r = rand();
  for (const [id, weight] of Object.entries(CATEGORY_WEIGHTS) as [CategoryId, number][]) {
    if (r < weight) return id;
    r -= weight;
  }
  return 'makeup';
};

const titleOf = (rand: Random, category: CategoryId): string => {
  const note = pick(rand, NOTES);
  const type = pick(rand, TYPES[category]);
  const full = `${pick(rand, ADJECTIVES)} ${note} ${type}`;
  return full.length <= TITLE_MAX ? full : `${note} ${type}`;
};

/** Log-uniform from PRICE_MIN to PRICE_MAX (many affordable products, a few luxury ones), ending in .99. */
const priceOf = (rand: Random): number =>
  Math.min(PRICE_MAX - 0.01, Math.floor(PRICE_MIN * (PRICE_MAX / PRICE_MIN) ** rand()) + 0.99);

const SKINCARE_STEPS: readonly RoutineStep[] = ['cleanse', 'tone', 'treat', 'moisturise', 'protect'];
const STEP_OF: Record<Exclude<CategoryId, 'skincare'>, RoutineStep> = {
  makeup: 'make-up',
  fragrance: 'fragrance',
  body: 'body',
  gifts: 'set',
};

/** Each value of a list with its own chance. */
const some = <T>(rand: Random, values: readonly T[], chance: number): T[] => values.filter(() => rand() < chance);

/**
 * Facts drawn from their own random sequence (the titles, prices and dates stay those of earlier
 * runs): skincare gets a skincare step and about half the skin types; each free-from claim holds for
 * about half the products, each concern for a quarter.
 */
const factsOf = (rand: Random, category: CategoryId): ProductFacts => {
  const skin = category === 'skincare' || category === 'body';
  return {
    routineStep: category === 'skincare' ? pick(rand, SKINCARE_STEPS) : STEP_OF[category],
    skinTypes: skin ? some(rand, SKIN_TYPES, 0.5) : [],
    concerns: skin ? some(rand, CONCERNS, 0.25) : [],
    freeFrom: some(rand, FREE_FROM, 0.5),
    keyIngredients: ['Glycerin'],
    ingredients: 'Aqua (Water), Glycerin, Phenoxyethanol.',
    size: '50 ml',
  };
};

/** `count` products for the categories of scripts/seed/data/categories.ts, the same on every run. */
export const benchCatalog = (count: number): BenchProduct[] => {
  const rand = seededRandom('bench-api');
  const factsRand = seededRandom('bench-api-facts');
  const categories = new Map(CATEGORIES.map((c) => [c._id, c]));
  return Array.from({ length: count }, () => {
    const category = weightedCategory(rand);
    const ref = categories.get(category);
    if (!ref) throw new Error(`Unknown category ${category}`);
    const title = titleOf(rand, category);
    const createdAt = new Date(SEED_DATE.getTime() - Math.floor(rand() * SPAN_DAYS * DAY_MS));
    const updatedAt =
      rand() < 0.4 ? createdAt : new Date(createdAt.getTime() + rand() * (SEED_DATE.getTime() - createdAt.getTime()));
    const doc = toProductDocument(
      {
        title,
        description: `${title} from our ${ref.title} range: ${pick(rand, PHRASES)}.`,
        price: priceOf(rand),
        image: '',
        ...factsOf(factsRand, category),
      },
      { _id: ref._id, title: ref.title, slug: ref.slug },
      createdAt,
    );
    return { category, doc: { ...doc, updatedAt: Timestamp.fromDate(updatedAt) } };
  });
};

/** How many of `products` a search for `q` should find (the API's own engine, in this process). */
export const expectedMatches = async (products: readonly BenchProduct[], q: string): Promise<number> => {
  const engine = new MiniSearchEngine();
  await engine.apply(products.map((p, i) => ({ kind: 'upsert', id: String(i), data: p.doc, version: 0 })));
  return (await engine.search({ q, sort: 'updatedAt', order: 'desc', offset: 0, limit: 1 })).filtered;
};

/** How many products a fact filter must find: each chosen value must hold (as the API reads it). */
export const expectedFactMatches = (
  products: readonly BenchProduct[],
  want: {
    category?: CategoryId;
    skinTypes?: SkinType[];
    concerns?: Concern[];
    step?: RoutineStep;
    freeFrom?: FreeFrom[];
  },
): number =>
  products.filter(
    ({ category, doc }) =>
      (!want.category || category === want.category) &&
      (!want.step || doc.routineStep === want.step) &&
      (want.skinTypes ?? []).every((id) => doc.skinTypes.includes(id)) &&
      (want.concerns ?? []).every((id) => doc.concerns.includes(id)) &&
      (want.freeFrom ?? []).every((id) => doc.freeFrom.includes(id)),
  ).length;
