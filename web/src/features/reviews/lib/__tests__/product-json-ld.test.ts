import type { Product, Review } from '@shop/contract';
import { emptyProductRating } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@/lib/json-for-script';
import { productJsonLd } from '../product-json-ld';

const product = {
  _id: 'p1',
  title: 'Serum </script><script>alert(1)</script>',
  description: 'A serum',
  price: 24,
  image: '/uploads/p1.webp',
  category: { _id: 'c1', title: 'Skincare', slug: 'skincare' },
  rating: { ...emptyProductRating(), average: 4.5, count: 2 },
} as unknown as Product;

const review = {
  _id: 'r1',
  rating: 5,
  title: '<b>Lovely</b>',
  text: 'Lovely on dry skin & soft',
  name: 'Jane D.',
  createdAt: '2026-11-01T10:00:00.000Z',
} as Review;

describe('the product page’s schema.org data', () => {
  it('gives the AggregateRating and the page’s reviews', () => {
    const data = productJsonLd(product, [review]);
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(data.review?.[0]).toMatchObject({
      '@type': 'Review',
      name: '<b>Lovely</b>',
      author: { '@type': 'Person', name: 'Jane D.' },
      reviewRating: { ratingValue: 5 },
      datePublished: '2026-11-01',
    });
  });

  it('leaves the AggregateRating out before the first review', () => {
    expect(productJsonLd({ ...product, rating: emptyProductRating() }, []).aggregateRating).toBeUndefined();
  });

  it('writes JSON no markup can break out of, which reads back the same', () => {
    const data = productJsonLd(product, [review]);
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
