/** Prices in dollars: "$28", or "$12.50" when there are cents. */
export const formatPrice = (price: number): string => (Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`);
