/** Prices as the storefront writes them ("$71", "$71.50"); the admin area uses formatMoney. */
export { formatPrice } from '@shop/contract';
