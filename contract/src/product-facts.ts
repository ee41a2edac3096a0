// What is in the jar: the facts an ethical-beauty shopper filters by, each as a short fixed list.
// The ids are stored in Firestore and travel in URLs and the API; the labels are what people read.

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

export const CONCERNS = ['acne', 'dryness', 'dullness', 'fine-lines', 'redness', 'dark-spots', 'pores'] as const;
export type Concern = (typeof CONCERNS)[number];
export const CONCERN_LABELS: Record<Concern, string> = {
  acne: 'Acne & blemishes',
  dryness: 'Dryness',
  dullness: 'Dullness',
  'fine-lines': 'Fine lines',
  redness: 'Redness',
  'dark-spots': 'Dark spots',
  pores: 'Pores',
};

/** Routine steps in the order a routine applies them (skincare first, then the rest). */
export const ROUTINE_STEPS = [
  'cleanse',
  'tone',
  'treat',
  'moisturise',
  'protect',
  'make-up',
  'set',
  'body',
  'fragrance',
] as const;
export type RoutineStep = (typeof ROUTINE_STEPS)[number];
export const ROUTINE_STEP_LABELS: Record<RoutineStep, string> = {
  cleanse: 'Cleanse',
  tone: 'Tone',
  treat: 'Treat',
  moisturise: 'Moisturise',
  protect: 'Protect (SPF)',
  'make-up': 'Make-up',
  set: 'Set',
  body: 'Body',
  fragrance: 'Fragrance',
};

/** What a product does NOT contain. Vegan, gluten-free and cruelty-free are brand-wide, not listed here. */
export const FREE_FROM = ['fragrance', 'alcohol', 'essential-oils', 'parabens', 'sulfates', 'silicones'] as const;
export type FreeFrom = (typeof FREE_FROM)[number];
/** The ingredient as a filter option names it ("free from: Fragrance"). */
export const FREE_FROM_LABELS: Record<FreeFrom, string> = {
  fragrance: 'Fragrance',
  alcohol: 'Alcohol',
  'essential-oils': 'Essential oils',
  parabens: 'Parabens',
  sulfates: 'Sulfates',
  silicones: 'Silicones',
};
/** The claim as a badge shows it. */
export const FREE_FROM_BADGES: Record<FreeFrom, string> = {
  fragrance: 'Fragrance-free',
  alcohol: 'Alcohol-free',
  'essential-oils': 'Essential-oil-free',
  parabens: 'Paraben-free',
  sulfates: 'Sulfate-free',
  silicones: 'Silicone-free',
};

/** The facts every product carries beside its original fields. */
export interface ProductFacts {
  /** Skin types it suits; empty where skin type makes no sense (fragrance, most make-up). */
  skinTypes: SkinType[];
  concerns: Concern[];
  /** Absent on a product in no routine (the API does not require one). */
  routineStep?: RoutineStep;
  freeFrom: FreeFrom[];
  /** A short list of the ingredients that do the work, e.g. "Hyaluronic acid". */
  keyIngredients: string[];
  /** The full ingredient list (INCI). */
  ingredients: string;
  /** e.g. "30 ml". */
  size: string;
}

/** The names of the ProductFacts fields, as products carry them. */
export const PRODUCT_FACT_FIELDS = [
  'skinTypes',
  'concerns',
  'routineStep',
  'freeFrom',
  'keyIngredients',
  'ingredients',
  'size',
] as const satisfies readonly (keyof ProductFacts)[];

/**
 * The products page's query parameters for the facts, beside page, q, limit, category,
 * sort and order. Several values of one parameter are comma-separated; every chosen value narrows the
 * list (a product must match all of them): `?skin=dry,sensitive&free=fragrance,alcohol&step=moisturise`.
 */
export const PRODUCT_FACT_PARAMS = {
  skinTypes: 'skin',
  concerns: 'concern',
  routineStep: 'step',
  freeFrom: 'free',
} as const;

/**
 * The products page's colour filter (`?colour=red`): one of SHADE_FAMILIES (variants.ts), products with a
 * shade on sale in that family. One value; its counts per family sit beside the facts' (FacetCounts.colour).
 */
export const COLOUR_PARAM = 'colour';

/** The facts a product list can be narrowed by, each with the values chosen (none: not narrowed). */
export interface ProductFactFilter {
  skinTypes: SkinType[];
  concerns: Concern[];
  routineStep: RoutineStep[];
  freeFrom: FreeFrom[];
}
export type FactFilterKey = keyof ProductFactFilter;

export const NO_FACT_FILTER: ProductFactFilter = { skinTypes: [], concerns: [], routineStep: [], freeFrom: [] };

/** Each filterable fact's values, in the order filters, chips and URLs list them (no labels: light). */
export const FACT_FILTER_IDS: Readonly<Record<FactFilterKey, readonly string[]>> = {
  skinTypes: SKIN_TYPES,
  concerns: CONCERNS,
  routineStep: ROUTINE_STEPS,
  freeFrom: FREE_FROM,
};
export const FACT_FILTER_KEYS = Object.keys(FACT_FILTER_IDS) as FactFilterKey[];

/** Each filterable fact: its values, what the filter calls it, and how a chosen value reads. */
export const FACT_FILTERS: readonly {
  key: FactFilterKey;
  title: string;
  ids: readonly string[];
  label: (id: string) => string;
}[] = [
  {
    key: 'skinTypes',
    title: 'Skin type',
    ids: FACT_FILTER_IDS.skinTypes,
    label: (id) => SKIN_TYPE_LABELS[id as SkinType],
  },
  { key: 'concerns', title: 'Concern', ids: FACT_FILTER_IDS.concerns, label: (id) => CONCERN_LABELS[id as Concern] },
  {
    key: 'routineStep',
    title: 'Routine step',
    ids: FACT_FILTER_IDS.routineStep,
    label: (id) => ROUTINE_STEP_LABELS[id as RoutineStep],
  },
  {
    key: 'freeFrom',
    title: 'Free from',
    ids: FACT_FILTER_IDS.freeFrom,
    label: (id) => FREE_FROM_LABELS[id as FreeFrom],
  },
];
