import { BLOG_PREVIEW_LENGTH, BLOGS_PAGE_SIZE } from '@shop/contract';

/** The card preview: the first 120 characters of the description, with an ellipsis when cut. */
export const blogPreview = (description: string, length: number = BLOG_PREVIEW_LENGTH): string => {
  const text = description.trim();
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
};

/** The ?page= query parameter as a page number: a positive whole number, otherwise 1. */
export const parsePageParam = (value: string | null): number => {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
};

export const pageCount = (total: number | undefined, pageSize: number = BLOGS_PAGE_SIZE): number =>
  total && total > 0 ? Math.ceil(total / pageSize) : 0;

/** details holds [subject, author]. */
export const blogSubject = (details: readonly string[]): string => details[0] ?? '';
export const blogAuthor = (details: readonly string[]): string => details[1] ?? '';
