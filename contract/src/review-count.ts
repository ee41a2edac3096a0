/** "(N reviews)" by a product's stars (product cards, the product page). */
export const reviewCountLabel = (count: number): string => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

/** "1 star", "4 stars": a rating as the histogram and the admin's rating filter name it. */
export const starCountLabel = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
