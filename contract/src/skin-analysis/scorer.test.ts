import { describe, expect, it } from 'vitest';
import type { SkinType } from '../product-facts';
import { emptyProductRating } from '../reviews';
import type { SkinAnswers } from './answers';
import type { RoutineCandidate, Routine } from './scorer';
import { buildRoutine } from './scorer';

const product = (
  id: string,
  facts: Partial<RoutineCandidate> & Pick<RoutineCandidate, 'routineStep'>,
): RoutineCandidate => ({
  _id: id,
  title: id,
  price: 20,
  image: '',
  size: '50 ml',
  skinTypes: [],
  concerns: [],
  freeFrom: [],
  keyIngredients: [],
  rating: emptyProductRating(),
  ...facts,
});

/** A product's ratings by skin type: [average, count] for the skin types given, none for the others. */
const ratedBy = (figures: Partial<Record<SkinType, [number, number]>>): RoutineCandidate['rating'] => {
  const rating = emptyProductRating();
  for (const [skinType, [average, count]] of Object.entries(figures) as [SkinType, [number, number]][]) {
    rating.bySkinType[skinType] = { average, count };
  }
  return rating;
};

/** A small catalogue: every step has something, with traps for each hard rule. */
const catalogue: RoutineCandidate[] = [
  product('milk-cleanser', {
    routineStep: 'cleanse',
    skinTypes: ['dry', 'sensitive'],
    concerns: ['dryness'],
    freeFrom: ['fragrance'],
    price: 24,
  }),
  product('rose-cleanser', { routineStep: 'cleanse', skinTypes: ['dry'], concerns: ['dullness'], price: 18 }),
  product('gel-cleanser', {
    routineStep: 'cleanse',
    skinTypes: ['oily', 'combination'],
    concerns: ['acne'],
    freeFrom: ['fragrance', 'alcohol'],
    price: 15,
  }),
  product('vitamin-c-serum', {
    routineStep: 'treat',
    skinTypes: ['dry', 'normal'],
    concerns: ['dullness', 'dark-spots'],
    freeFrom: ['fragrance'],
    keyIngredients: ['Vitamin C', 'Ferulic acid'],
    price: 42,
  }),
  product('retinol-serum', {
    routineStep: 'treat',
    skinTypes: ['dry', 'normal', 'oily'],
    concerns: ['fine-lines'],
    freeFrom: ['fragrance'],
    keyIngredients: ['Retinol'],
    price: 48,
  }),
  product('bha-serum', {
    routineStep: 'treat',
    skinTypes: ['oily'],
    concerns: ['acne', 'pores'],
    freeFrom: ['fragrance', 'alcohol'],
    keyIngredients: ['Salicylic acid'],
    price: 30,
  }),
  product('rich-cream', {
    routineStep: 'moisturise',
    skinTypes: ['dry', 'sensitive'],
    concerns: ['dryness', 'redness'],
    freeFrom: ['fragrance', 'essential-oils'],
    keyIngredients: ['Ceramides', 'Centella asiatica'],
    price: 38,
  }),
  product('scented-cream', {
    routineStep: 'moisturise',
    skinTypes: ['dry'],
    concerns: ['dullness'],
    keyIngredients: ['Niacinamide'],
    price: 30,
  }),
  product('oil-free-lotion', {
    routineStep: 'moisturise',
    skinTypes: ['oily'],
    freeFrom: ['fragrance', 'silicones'],
    price: 26,
  }),
  product('mist-toner', { routineStep: 'tone', skinTypes: ['oily'], freeFrom: ['fragrance'], price: 19 }),
  product('any-spf', { routineStep: 'protect', skinTypes: [], freeFrom: ['fragrance'], price: 29 }),
  product('lipstick', { routineStep: 'make-up', skinTypes: [], price: 25 }),
];

const answers = (partial: Partial<SkinAnswers> = {}): SkinAnswers => ({
  skinType: 'dry',
  concerns: [],
  sensitivity: 'not',
  avoid: [],
  routine: 'quick',
  maxPrice: null,
  ...partial,
});

/** The routine in short: step -> pick id / alternative id (- for none). */
const shape = (routine: Routine) =>
  routine.steps.map(
    ({ step, pick, alternative }) => `${step}:${pick?.product._id ?? '-'}/${alternative?.product._id ?? '-'}`,
  );

describe('buildRoutine, answers in, routine out', () => {
  it.each<[string, Partial<SkinAnswers>, RoutineCandidate[], string[]]>([
    [
      'the brief: dry, dullness, very sensitive, fragrance-free, 3 steps',
      { concerns: ['dullness'], sensitivity: 'very', avoid: ['fragrance'] },
      catalogue,
      ['cleanse:milk-cleanser/-', 'treat:vitamin-c-serum/retinol-serum', 'moisturise:rich-cream/-'],
    ],
    [
      'no avoid-list: the scented products come back, ranked by concern',
      { concerns: ['dullness'] },
      catalogue,
      [
        'cleanse:rose-cleanser/milk-cleanser',
        'treat:vitamin-c-serum/retinol-serum',
        'moisturise:scented-cream/rich-cream',
      ],
    ],
    [
      'never another skin type while one for theirs exists: oily gets the gel cleanser even with a dry concern',
      { skinType: 'oily', concerns: ['dryness'] },
      catalogue,
      ['cleanse:gel-cleanser/-', 'treat:bha-serum/retinol-serum', 'moisturise:oil-free-lotion/-'],
    ],
    [
      'an empty step says so: nothing for combination skin moisturises, and nothing made for every skin does either',
      { skinType: 'combination' },
      catalogue,
      ['cleanse:gel-cleanser/-', 'treat:-/-', 'moisturise:-/-'],
    ],
    [
      'full routine in order; tone has no dry toner (empty), protect falls back to an every-skin SPF',
      { routine: 'full', avoid: ['fragrance'] },
      catalogue,
      [
        'cleanse:milk-cleanser/-',
        'tone:-/-',
        'treat:vitamin-c-serum/retinol-serum',
        'moisturise:rich-cream/-',
        'protect:any-spf/-',
      ],
    ],
    [
      'two avoided ingredients: only products free from both',
      { avoid: ['fragrance', 'essential-oils'] },
      catalogue,
      ['cleanse:-/-', 'treat:-/-', 'moisturise:rich-cream/-'],
    ],
    [
      'a price limit per product leaves out the dearer ones',
      { maxPrice: 40 },
      catalogue,
      ['cleanse:rose-cleanser/milk-cleanser', 'treat:-/-', 'moisturise:scented-cream/rich-cream'],
    ],
    [
      'ties: same score, the lower price first, then the title',
      {},
      [
        product('b-cream', { routineStep: 'moisturise', skinTypes: ['dry'], price: 30 }),
        product('a-cream', { routineStep: 'moisturise', skinTypes: ['dry'], price: 30 }),
        product('c-cream', { routineStep: 'moisturise', skinTypes: ['dry'], price: 12 }),
      ],
      ['cleanse:-/-', 'treat:-/-', 'moisturise:c-cream/a-cream'],
    ],
    [
      'an empty catalogue: every step says so',
      { routine: 'full' },
      [],
      ['cleanse:-/-', 'tone:-/-', 'treat:-/-', 'moisturise:-/-', 'protect:-/-'],
    ],
  ])('%s', (_name, given, products, expected) => {
    expect(shape(buildRoutine(answers(given), products))).toEqual(expected);
  });

  it('never picks a product containing what the person avoids, whatever else it scores', () => {
    const tempting = product('perfect-but-scented', {
      routineStep: 'treat',
      skinTypes: ['dry', 'sensitive'],
      concerns: ['dullness', 'fine-lines'],
      price: 10,
    });
    const routine = buildRoutine(
      answers({ concerns: ['dullness', 'fine-lines'], sensitivity: 'very', avoid: ['fragrance'] }),
      [...catalogue, tempting],
    );
    const ids = routine.steps.flatMap(({ pick, alternative }) => [pick?.product._id, alternative?.product._id]);
    expect(ids).not.toContain('perfect-but-scented');
  });

  it('says why in plain words tied to the answers, and totals the picks', () => {
    const routine = buildRoutine(
      answers({ concerns: ['dullness'], sensitivity: 'very', avoid: ['fragrance'], maxPrice: 45 }),
      catalogue,
    );
    const treat = routine.steps.find(({ step }) => step === 'treat');
    expect(treat?.pick?.reasons).toEqual([
      'Suits dry skin',
      'Targets dullness with vitamin C',
      'Fragrance-free, as you asked',
      'Within your $45 limit',
    ]);
    const cleanse = routine.steps.find(({ step }) => step === 'cleanse');
    expect(cleanse?.pick?.reasons).toContain('Gentle enough for sensitive skin');
    expect(routine.totalPrice).toBe(24 + 42 + 38);
  });

  it('names the every-skin fallback for what it is', () => {
    const routine = buildRoutine(answers({ routine: 'full' }), catalogue);
    expect(routine.steps.find(({ step }) => step === 'protect')?.pick?.reasons[0]).toBe('Suits every skin type');
  });

  it('joins several avoided ingredients into one reason', () => {
    const routine = buildRoutine(answers({ avoid: ['fragrance', 'essential-oils'] }), catalogue);
    expect(routine.steps[2]?.pick?.reasons).toContain('Fragrance-free and essential-oil-free, as you asked');
  });

  describe('a catalogue change shows in the next result', () => {
    const brief = answers({ concerns: ['dullness'], sensitivity: 'very', avoid: ['fragrance'] });

    it('a deleted product leaves the routine; its alternative takes its place', () => {
      const before = buildRoutine(brief, catalogue);
      const after = buildRoutine(
        brief,
        catalogue.filter(({ _id }) => _id !== 'vitamin-c-serum'),
      );
      expect(shape(before)[1]).toBe('treat:vitamin-c-serum/retinol-serum');
      expect(shape(after)[1]).toBe('treat:retinol-serum/-');
    });

    it('facts edited by an admin (fragrance added) take a product out; edited concerns move it up', () => {
      const edited = catalogue.map((candidate) => {
        if (candidate._id === 'milk-cleanser') return { ...candidate, freeFrom: [] };
        if (candidate._id === 'retinol-serum')
          return { ...candidate, concerns: [...candidate.concerns, 'dullness' as const], price: 40 };
        return candidate;
      });
      expect(shape(buildRoutine(brief, edited))).toEqual([
        'cleanse:-/-',
        'treat:retinol-serum/vitamin-c-serum',
        'moisturise:rich-cream/-',
      ]);
    });
  });

  describe('ratings by people of the same skin type', () => {
    const cream = (id: string, facts: Partial<RoutineCandidate> = {}) =>
      product(id, { routineStep: 'moisturise', skinTypes: ['dry'], price: 30, ...facts });
    const moisturise = (products: RoutineCandidate[], given: Partial<SkinAnswers> = {}) =>
      shape(buildRoutine(answers(given), products))[2];
    const moisturiserReasons = (products: RoutineCandidate[], given: Partial<SkinAnswers> = {}) =>
      buildRoutine(answers(given), products).steps[2]?.pick?.reasons;

    it('adds "Rated 4.6 by 12 people with dry skin" after the skin type, from 3 reviews of that skin type', () => {
      expect(moisturiserReasons([cream('rated', { rating: ratedBy({ dry: [4.6, 12] }) })])).toEqual([
        'Suits dry skin',
        'Rated 4.6 by 12 people with dry skin',
      ]);
      expect(moisturiserReasons([cream('three', { rating: ratedBy({ dry: [4, 3] }) })])).toContain(
        'Rated 4.0 by 3 people with dry skin',
      );
    });

    it('says nothing of a rating from fewer than 3 reviews, or from people of other skin types', () => {
      expect(moisturiserReasons([cream('two', { rating: ratedBy({ dry: [5, 2] }) })])).toEqual(['Suits dry skin']);
      expect(
        moisturiserReasons([cream('oily-fans', { skinTypes: ['dry', 'oily'], rating: ratedBy({ oily: [4.9, 40] }) })]),
      ).toEqual(['Suits dry skin']);
      expect(moisturiserReasons([cream('unrated')])).toEqual(['Suits dry skin']);
    });

    it('names the rating of an every-skin product too, by the person’s skin type', () => {
      const spf = product('rated-spf', {
        routineStep: 'protect',
        rating: ratedBy({ oily: [4.2, 5], dry: [3.8, 4] }),
      });
      const routine = buildRoutine(answers({ skinType: 'oily', routine: 'full' }), [spf]);
      expect(routine.steps[4]?.pick?.reasons).toEqual([
        'Suits every skin type',
        'Rated 4.2 by 5 people with oily skin',
      ]);
    });

    it.each<[string, RoutineCandidate[], string]>([
      [
        'equal score: the better rated for dry skin wins before the lower price',
        [cream('cheap', { price: 12 }), cream('loved', { price: 40, rating: ratedBy({ dry: [4.5, 6] }) })],
        'moisturise:loved/cheap',
      ],
      [
        'equal score, both rated: the higher average first',
        [
          cream('good', { price: 20, rating: ratedBy({ dry: [4.1, 30] }) }),
          cream('better', { price: 25, rating: ratedBy({ dry: [4.7, 3] }) }),
        ],
        'moisturise:better/good',
      ],
      [
        'equal score and average: more reviews first',
        [
          cream('few', { price: 20, rating: ratedBy({ dry: [4.5, 3] }) }),
          cream('many', { price: 25, rating: ratedBy({ dry: [4.5, 14] }) }),
        ],
        'moisturise:many/few',
      ],
      [
        'equal rating: the lower price decides as before',
        [
          cream('dear', { price: 40, rating: ratedBy({ dry: [4.5, 8] }) }),
          cream('cheap', { price: 12, rating: ratedBy({ dry: [4.5, 8] }) }),
        ],
        'moisturise:cheap/dear',
      ],
      [
        'fewer than 3 reviews of the skin type do not count: the lower price decides',
        [cream('cheap', { price: 12 }), cream('two-fans', { price: 40, rating: ratedBy({ dry: [5, 2] }) })],
        'moisturise:cheap/two-fans',
      ],
      [
        'other skin types’ ratings do not count for dry skin',
        [
          cream('cheap', { price: 12 }),
          cream('oily-loved', { skinTypes: ['dry', 'oily'], price: 40, rating: ratedBy({ oily: [5, 20] }) }),
        ],
        'moisturise:cheap/oily-loved',
      ],
    ])('%s', (_name, products, expected) => {
      expect(moisturise(products)).toBe(expected);
    });

    it('never lets a rating beat a higher score', () => {
      const products = [
        cream('loved', { rating: ratedBy({ dry: [5, 50] }) }),
        cream('for-dullness', { concerns: ['dullness'], price: 45 }),
      ];
      expect(moisturise(products, { concerns: ['dullness'] })).toBe('moisturise:for-dullness/loved');
    });
  });
});
