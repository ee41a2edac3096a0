/** How many pages `total` records fill at `pageSize` a page (0 when there are none). */
export const pageCount = (total: number | undefined, pageSize: number): number =>
  total && total > 0 ? Math.ceil(total / pageSize) : 0;

/** The ?page= query parameter as a page number: a positive whole number, otherwise 1. */
export const parsePageParam = (value: string | null): number => {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
};
