/**
 * A search text as the engine looks for it: its words, folded and with synonyms replaced (synonyms.ts);
 * every word must match (AND), each as a word, a word's start or with typos forgiven (TYPOS), or inside
 * a title word ("mros" finds "Primrose").
 */
import type { Query, SearchOptions } from 'minisearch';
import { withSynonyms } from './synonyms';
import { wordsOf } from './text';

/** Edits forgiven in a word: one from 4 letters, two from 8 (the hosted engines' defaults). */
export const typosAllowed = (term: string): number => {
  const length = Array.from(term).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
};

/** The title weighs most; the other fields in the order a shopper would expect them to matter. */
export const SEARCH_BOOST = { title: 4, category: 2, facts: 1.5, ingredients: 1.2, description: 1, titleInner: 0.5 };
export const WORD_FIELDS = ['title', 'category', 'description', 'ingredients', 'facts'];
export const INNER_FIELD = 'titleInner';

/** The words a query looks for ([] when it has no letter or digit: it matches nothing). */
export const queryTermsOf = (q: string): string[] => [...new Set(withSynonyms(wordsOf(q), false))];

const wordQuery = (term: string): Query => ({
  combineWith: 'OR',
  queries: [
    {
      queries: [term],
      fields: WORD_FIELDS,
      prefix: true,
      fuzzy: (t: string) => typosAllowed(t) || false,
    },
    { queries: [term], fields: [INNER_FIELD], prefix: true, fuzzy: false },
  ],
});

/** Every term must match. */
export const searchQueryOf = (terms: readonly string[]): Query => ({
  combineWith: 'AND',
  queries: terms.map(wordQuery),
});

export const SEARCH_OPTIONS: SearchOptions = { boost: SEARCH_BOOST, weights: { fuzzy: 0.4, prefix: 0.6 } };
