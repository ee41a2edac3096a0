/**
 * Every money text of the shop comes from this one dollar formatter. The admin area reads money as
 * accounts do ("$15,666.00"); the storefront keeps its own price texts ("$71", "$71.50", "$10000").
 */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the admin area shows it: thousands separators and cents, 15666 -> "$15,666.00". */
export const formatMoney = (amount: number): string => dollars.format(amount);

/** A price as the storefront shows it: no separators, cents only when there are some (71 -> "$71", 71.5 -> "$71.50"). */
export const formatPrice = (amount: number): string => formatMoney(amount).replace(/,/g, '').replace(/\.00$/, '');
