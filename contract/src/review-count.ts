/** "(N reviews)" by a product's stars (product cards, the product page). */
export const reviewCountLabel = (count: number): string => `(${count} ${count === 1 ? 'review' : 'reviews'})`;
