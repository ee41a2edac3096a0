import type { Product, Review } from '@shop/contract';

/**
 * schema.org data for search engines: the Product, its AggregateRating when it has reviews, and the
 * reviews of the page shown.
 */
export const productJsonLd = (product: Product, reviews: readonly Review[], pageUrl?: string) => {
  const { rating } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.image,
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(product.category?.title ? { category: product.category.title } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability:
        product.stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
    ...(rating && rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.name },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
};
