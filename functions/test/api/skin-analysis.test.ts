import { API_PATHS } from '@shop/contract';
import type { ProductFacts, SkinAnalysisBody, SkinAnswers } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { toProductDocument } from '../../src/repositories/product-document';
import { emptyReviewStats, ratingFieldsOf, withReview } from '../../src/rules/review-figures';
import { adminDb } from './support/admin';
import { putCategory } from './support/catalog';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';

const SKINCARE = { _id: 'skin', title: 'Women Skincare', slug: 'skincare' };

/** A product with its facts, as the API stores it (toProductDocument: the facets map included). */
const factsProduct = (
  title: string,
  price: number,
  facts: Partial<ProductFacts> & Pick<ProductFacts, 'routineStep'>,
) => ({
  title,
  description: `${title} for the skin analysis tests`,
  price,
  image: '',
  skinTypes: [],
  concerns: [],
  freeFrom: [],
  keyIngredients: [],
  ingredients: 'Aqua, Glycerin',
  size: '50 ml',
  ...facts,
});

const putFactsProduct = async (
  id: string,
  price: number,
  facts: Partial<ProductFacts> & Pick<ProductFacts, 'routineStep'>,
) => {
  await adminDb.doc(`products/${id}`).set(toProductDocument(factsProduct(id, price, facts), SKINCARE));
};

const BRIEF = `${API_PATHS.skinAnalysis}?skin=dry&concern=dullness&sensitivity=very&free=fragrance&routine=quick`;

const picks = (body: SkinAnalysisBody | undefined) =>
  body?.routine.steps.map(({ step, pick }) => `${step}:${pick?.product._id ?? '-'}`);

beforeEach(async () => {
  await clearAll();
  await putCategory(SKINCARE._id, SKINCARE.title, SKINCARE.slug);
  await Promise.all([
    putFactsProduct('milk-cleanser', 24, {
      routineStep: 'cleanse',
      skinTypes: ['dry', 'sensitive'],
      freeFrom: ['fragrance'],
    }),
    putFactsProduct('rose-cleanser', 12, { routineStep: 'cleanse', skinTypes: ['dry'], concerns: ['dullness'] }),
    putFactsProduct('c-serum', 42, {
      routineStep: 'treat',
      skinTypes: ['dry'],
      concerns: ['dullness'],
      freeFrom: ['fragrance'],
      keyIngredients: ['Vitamin C'],
    }),
    putFactsProduct('oily-serum', 20, { routineStep: 'treat', skinTypes: ['oily'], freeFrom: ['fragrance'] }),
    putFactsProduct('rich-cream', 38, { routineStep: 'moisturise', skinTypes: ['dry'], freeFrom: ['fragrance'] }),
    putFactsProduct('lipstick', 25, { routineStep: 'make-up' }),
  ]);
});

describe('GET /api/skin-analysis', () => {
  it('answers the routine for the answers in order, with reasons and the total, cacheable for visitors', async () => {
    const res = await call<SkinAnalysisBody>('GET', BRIEF);
    expect(res.status).toBe(200);
    expect(picks(res.json.body)).toEqual(['cleanse:milk-cleanser', 'treat:c-serum', 'moisturise:rich-cream']);
    const treat = res.json.body?.routine.steps[1];
    expect(treat?.pick?.reasons).toEqual([
      'Suits dry skin',
      'Targets dullness with vitamin C',
      'Fragrance-free, as you asked',
    ]);
    expect(treat?.pick?.product).toEqual({ _id: 'c-serum', title: 'c-serum', price: 42, image: '', size: '50 ml' });
    expect(res.json.body?.routine.totalPrice).toBe(24 + 42 + 38);
    expect(res.headers.get('cache-control')).toContain('s-maxage');
  });

  it('says a step is empty rather than fill it with another skin type', async () => {
    const res = await call<SkinAnalysisBody>(
      'GET',
      `${API_PATHS.skinAnalysis}?skin=oily&sensitivity=not&routine=quick`,
    );
    expect(picks(res.json.body)).toEqual(['cleanse:-', 'treat:oily-serum', 'moisturise:-']);
  });

  it('never puts a product without a routine step in a routine, however well it suits', async () => {
    const admin = await createUser('boss', 'admin');
    const created = await call('POST', API_PATHS.products, {
      token: admin.token,
      body: {
        title: 'Oily Skin Wonder',
        description: 'Suits oily skin, in no step.',
        price: 10,
        category: SKINCARE._id,
        image: '',
        skinTypes: ['oily'],
        concerns: ['pores'],
        freeFrom: ['fragrance'],
      },
    });
    expect(created.status).toBe(201);
    const res = await call<SkinAnalysisBody>(
      'GET',
      `${API_PATHS.skinAnalysis}?skin=oily&concern=pores&sensitivity=not&free=fragrance&routine=full`,
    );
    expect(res.status).toBe(200);
    expect(picks(res.json.body)).toEqual(['cleanse:-', 'tone:-', 'treat:oily-serum', 'moisturise:-', 'protect:-']);
  });

  it('shows a product an admin deleted and facts an admin edited in the next result', async () => {
    const admin = await createUser('boss', 'admin');
    const before = await call<SkinAnalysisBody>('GET', BRIEF);
    expect(picks(before.json.body)?.[0]).toBe('cleanse:milk-cleanser');
    expect((await call('DELETE', API_PATHS.product('milk-cleanser'), { token: admin.token })).status).toBe(200);
    const edited = await call('PUT', API_PATHS.product('rose-cleanser'), {
      token: admin.token,
      body: {
        ...factsProduct('rose-cleanser', 12, {
          routineStep: 'cleanse',
          skinTypes: ['dry'],
          concerns: ['dullness'],
          freeFrom: ['fragrance'],
        }),
        category: SKINCARE._id,
      },
    });
    expect(edited.status).toBe(200);
    const after = await call<SkinAnalysisBody>('GET', BRIEF);
    expect(picks(after.json.body)?.[0]).toBe('cleanse:rose-cleanser');
    expect(after.json.body?.routine.steps[0]?.pick?.reasons).toContain('Targets dullness');
  });

  it('names the rating people with their skin type gave a pick, and prefers it over a cheaper equal one', async () => {
    await putFactsProduct('light-cream', 20, {
      routineStep: 'moisturise',
      skinTypes: ['dry'],
      freeFrom: ['fragrance'],
    });
    // Three visible reviews from dry skin (5, 5, 4) and one from oily skin, counted as the review routes count them.
    const stats = [5, 5, 4].reduce(
      (sum, rating) => withReview(sum, { rating: rating as 4 | 5, skinType: 'dry' }, 1),
      withReview(emptyReviewStats(), { rating: 1, skinType: 'oily' }, 1),
    );
    await adminDb.doc('products/rich-cream').update(ratingFieldsOf(stats));
    // Two reviews from dry skin are not enough to be named or to rank.
    const few = [5, 5].reduce(
      (sum, rating) => withReview(sum, { rating: rating as 5, skinType: 'dry' }, 1),
      emptyReviewStats(),
    );
    await adminDb.doc('products/light-cream').update(ratingFieldsOf(few));

    const res = await call<SkinAnalysisBody>('GET', BRIEF);
    const moisturise = res.json.body?.routine.steps[2];
    expect(moisturise?.pick?.product._id).toBe('rich-cream');
    expect(moisturise?.pick?.reasons).toEqual([
      'Suits dry skin',
      'Rated 4.7 by 3 people with dry skin',
      'Fragrance-free, as you asked',
    ]);
    expect(moisturise?.alternative?.product._id).toBe('light-cream');
    expect(moisturise?.alternative?.reasons).toEqual(['Suits dry skin', 'Fragrance-free, as you asked']);
  });

  it('refuses missing or unknown answers with 422 naming them, and more than two concerns', async () => {
    const missing = await call('GET', `${API_PATHS.skinAnalysis}?skin=dry`);
    expect(missing.status).toBe(422);
    expect(missing.json.success).toBe(false);
    expect(missing.json.message).toBe('Choose how sensitive your skin is');
    const unknown = await call('GET', `${API_PATHS.skinAnalysis}?skin=purple&sensitivity=not&routine=quick`);
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe('Choose your skin type');
    const tooMany = await call(
      'GET',
      `${API_PATHS.skinAnalysis}?skin=dry&sensitivity=not&routine=quick&concern=acne,pores,redness`,
    );
    expect(tooMany.json.message).toBe('Choose 2 concerns at most');
  });
});

describe(API_PATHS.skinProfile, () => {
  let jane: TestUser;
  const profile: SkinAnswers = {
    skinType: 'dry',
    concerns: ['dullness'],
    sensitivity: 'very',
    avoid: ['fragrance'],
    routine: 'quick',
    maxPrice: null,
  };

  beforeEach(async () => {
    jane = await createUser('jane');
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', API_PATHS.skinProfile)).status).toBe(401);
    expect((await call('PUT', API_PATHS.skinProfile, { body: profile })).status).toBe(401);
  });

  it('is null until saved, then answers what the customer saved on their own user data', async () => {
    const before = await call('GET', API_PATHS.skinProfile, { token: jane.token });
    expect(before.status).toBe(200);
    expect(before.json.body).toBeNull();
    const saved = await call('PUT', API_PATHS.skinProfile, { token: jane.token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Your skin profile is saved');
    expect((await call('GET', API_PATHS.skinProfile, { token: jane.token })).json.body).toEqual(profile);
    expect((await adminDb.doc(`users/${jane.uid}`).get()).get('skinProfile')).toEqual(profile);
  });

  it('refuses a profile the schema refuses and changes nothing', async () => {
    const res = await call('PUT', API_PATHS.skinProfile, {
      token: jane.token,
      body: { ...profile, skinType: 'purple', concerns: 'acne' },
    });
    expect(res.status).toBe(422);
    expect(res.json.success).toBe(false);
    expect((await adminDb.doc(`users/${jane.uid}`).get()).get('skinProfile')).toBeUndefined();
  });
});
