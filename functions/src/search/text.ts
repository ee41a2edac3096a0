import { normalizeSearchText } from '../rules/search-text';

/**
 * How the search reads text, the same for products and queries: lowercase, accents folded (NFKD, marks
 * removed: "Crème" is "creme"), split into words of letters and digits.
 */
export const wordsOf = (text: string): string[] =>
  normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The inner parts of a word that a search inside words finds: every suffix of 2 letters or more but the word. */
export const innerPartsOf = (word: string): string[] => {
  const chars = Array.from(word);
  const parts: string[] = [];
  for (let start = 1; start <= chars.length - 2; start += 1) parts.push(chars.slice(start).join(''));
  return parts;
};
