import { normalizeSearchText } from '../repositories/product-document';

/**
 * How the search reads text, the same for products and queries: lowercase, accents folded (NFKD, marks
 * removed: "Crème" is "creme"), split into words of letters and digits.
 */
/** Lowercase, accents folded: one fold for every search of the shop. */
export const foldText = normalizeSearchText;

export const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The inner parts of a word that a search inside words finds: every suffix of 2 letters or more but the word. */
export const innerPartsOf = (word: string): string[] => {
  const chars = Array.from(word);
  const parts: string[] = [];
  for (let start = 1; start <= chars.length - 2; start += 1) parts.push(chars.slice(start).join(''));
  return parts;
};
