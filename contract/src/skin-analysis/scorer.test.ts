import { describe, expect, it } from 'vitest';
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
  ...facts,
});

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
});
