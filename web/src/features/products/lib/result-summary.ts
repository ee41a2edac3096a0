/** "Showing 7–12 of 42 products" for the page on screen; the totals count what the filters match. */
export const resultSummary = (page: number, limit: number, shown: number, filtered: number): string => {
  if (!filtered || !shown) return 'No products';
  const first = (page - 1) * limit + 1;
  const last = first + shown - 1;
  const noun = filtered === 1 ? 'product' : 'products';
  return first === 1 && last === filtered ? `${filtered} ${noun}` : `Showing ${first}–${last} of ${filtered} ${noun}`;
};
