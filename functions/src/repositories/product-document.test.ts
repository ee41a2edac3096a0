import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { productSearchTerms, searchTermOf, toProductDocument } from './product-document';

const matches = (title: string, q: string): boolean => {
  const term = searchTermOf(q);
  return typeof term === 'string' && productSearchTerms(title).includes(term);
};

describe('productSearchTerms and searchTermOf', () => {
  it('finds a query inside words, whatever the case', () => {
    expect(matches('Velvet Rose Lipstick', 'rose')).toBe(true);
    expect(matches('Primrose Oil', 'rose')).toBe(true);
    expect(matches('Primrose Oil', 'ROSE')).toBe(true);
    expect(matches('Primrose Oil', 'mRo')).toBe(true);
    expect(matches('Hydra Serum', 'rose')).toBe(false);
  });

  it('ignores accents and punctuation on both sides', () => {
    expect(matches('Crème Brûlée Balm', 'creme')).toBe(true);
    expect(matches('Creme Brulee Balm', 'brûl')).toBe(true);
    expect(matches("L'Oréal-style Mask", 'oreal')).toBe(true);
  });

  it('matches a one-letter query against the start of words only', () => {
    expect(matches('Velvet Rose Lipstick', 'r')).toBe(true);
    expect(matches('Primrose Oil', 'r')).toBe(false);
  });

  it('searches several words by the longest one', () => {
    expect(searchTermOf('rose   velvet')).toBe('velvet');
    expect(matches('Velvet Cream', 'velvet rose')).toBe(true);
  });

  it('tells no search from a search that cannot match', () => {
    expect(searchTermOf('')).toBeUndefined();
    expect(searchTermOf('   ')).toBeUndefined();
    expect(searchTermOf('%$!')).toBeNull();
  });

  it('keeps the number of terms bounded for long titles', () => {
    const terms = productSearchTerms('x'.repeat(30) + ' ' + 'abcdefghijklmnopqrstuvwxyz0123456789');
    expect(terms.length).toBeLessThan(600);
    expect(Math.max(...terms.map((t) => t.length))).toBeLessThanOrEqual(15);
    expect(matches('Supercalifragilisticexpialidocious', 'supercalifragilistic')).toBe(true);
  });
});

describe('toProductDocument', () => {
  it('copies only the category reference, rounds the price and stamps both dates', () => {
    const now = new Date('2024-05-01T10:00:00Z');
    const doc = toProductDocument(
      {
        title: 'Velvet Rose Lipstick',
        description: 'A soft matte lipstick',
        price: 19.999,
        image: '',
        skinTypes: ['sensitive', 'dry'],
        concerns: ['fine-lines'],
        routineStep: 'make-up',
        freeFrom: ['essential-oils', 'fragrance'],
        keyIngredients: ['Jojoba oil'],
        ingredients: 'Ricinus Communis Seed Oil',
        size: '3.5 g',
      },
      { _id: 'lips', title: 'Lips', slug: 'lips', extra: 'x' } as never,
      now,
    );
    expect(doc.category).toEqual({ _id: 'lips', title: 'Lips', slug: 'lips' });
    expect(doc.price).toBe(20);
    expect(doc.createdAt).toEqual(Timestamp.fromDate(now));
    expect(doc.updatedAt).toEqual(Timestamp.fromDate(now));
    expect(doc.searchTerms).toContain('rose');
  });

  it('keeps the facts as top-level fields, lists in their fixed order, and one facet key per value', () => {
    const doc = toProductDocument(
      {
        title: 'Calm Cream',
        description: 'A calming cream for dry skin',
        price: 30,
        image: '',
        skinTypes: ['sensitive', 'dry'],
        concerns: ['fine-lines', 'dryness'],
        routineStep: 'moisturise',
        freeFrom: ['essential-oils', 'fragrance'],
        keyIngredients: ['Ceramides', 'Oat'],
        ingredients: 'Aqua, Glycerin',
        size: '50 ml',
      },
      { _id: 'skincare', title: 'Skincare', slug: 'skincare' },
    );
    expect(doc.skinTypes).toEqual(['dry', 'sensitive']);
    expect(doc.concerns).toEqual(['dryness', 'fine-lines']);
    expect(doc.freeFrom).toEqual(['fragrance', 'essential-oils']);
    expect(doc.routineStep).toBe('moisturise');
    expect(doc.keyIngredients).toEqual(['Ceramides', 'Oat']);
    expect(doc.size).toBe('50 ml');
    expect(doc.facets).toEqual({
      skin_dry: true,
      skin_sensitive: true,
      concern_dryness: true,
      concern_fine_lines: true,
      free_fragrance: true,
      free_essential_oils: true,
    });
    for (const key of Object.keys(doc.facets)) expect(key).toMatch(/^[a-z_]+$/);
  });
});
