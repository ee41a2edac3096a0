const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Prices in dollars: 71 -> "$71", 71.5 -> "$71.50", 10000 -> "$10000". */
export const formatPrice = (price: number): string => dollars.format(price).replace(/\.00$/, '');

/** An ISO timestamp as "March 4, 2024" (in the visitor's time zone unless one is given). */
export const formatDate = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
};
