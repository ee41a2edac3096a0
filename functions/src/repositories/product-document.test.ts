import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { toProductDocument } from './product-document';

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
