/** Prices as the storefront writes them ("$71", "$71.50"); the admin area uses formatMoney. */
export { formatPrice } from '@shop/contract';

/** An ISO timestamp as "March 4, 2024" (in the visitor's time zone unless one is given). */
export const formatDate = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
};
