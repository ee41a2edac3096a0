import { BLOG_PREVIEW_LENGTH } from '@shop/contract';

/** The card preview: the first 120 characters of the description, with an ellipsis when cut. */
export const blogPreview = (description: string, length: number = BLOG_PREVIEW_LENGTH): string => {
  const text = description.trim();
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
};

/** details holds [subject, author]. */
export const blogSubject = (details: readonly string[]): string => details[0] ?? '';
export const blogAuthor = (details: readonly string[]): string => details[1] ?? '';
