/**
 * A search text as the engine looks for it: its words, folded and with synonyms replaced (synonyms.ts);
 * every word must match (AND), each as a word, a word's start or with typos forgiven (TYPOS), or inside
 * a title word ("mros" finds "Primrose"). What one query costs is bounded (queryTermsOf, TermPlan): at
 * most MAX_QUERY_TERMS words, one-letter words only as the last (still being typed), and at most
 * MAX_PREFIX_EXPANSIONS catalogue words looked up for a word's start.
 */
import type { Query, SearchOptions } from 'minisearch';
import { withSynonyms } from './synonyms';
import { wordsOf } from './text';

/** Edits forgiven in a word: one from 4 letters, two from 8 (the hosted engines' defaults). */
export const typosAllowed = (term: string): number => {
  const length = Array.from(term).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
};

/**
 * The title weighs most; the other fields in the order a shopper would expect them to matter. A shade's
 * or size's name ("Ruby") names the product as surely as its category does.
 */
export const SEARCH_BOOST = {
  title: 4,
  category: 2,
  variants: 2,
  facts: 1.5,
  ingredients: 1.2,
  description: 1,
  titleInner: 0.5,
};
/** The field holding the names of a product's variants on sale. */
export const VARIANTS_FIELD = 'variants';
export const WORD_FIELDS = ['title', 'category', VARIANTS_FIELD, 'description', 'ingredients', 'facts'];
export const INNER_FIELD = 'titleInner';

/** The most words a query looks for; the words after them are not looked for. */
export const MAX_QUERY_TERMS = 8;
/** The most catalogue words one word's start is expanded to (the shortest ones: the likeliest endings). */
export const MAX_PREFIX_EXPANSIONS = 30;
/** Where a one-letter word (the last one, still being typed) is looked for: the words a shopper types towards. */
export const TYPED_FIELDS = ['title', 'category'];

const letters = (term: string): number => Array.from(term).length;

/**
 * The words a query looks for ([] when it has no letter or digit: it matches nothing): a one-letter
 * word only when it is the last (it is being typed; elsewhere it narrows nothing a shopper means), at
 * most MAX_QUERY_TERMS.
 */
export const queryTermsOf = (q: string): string[] => {
  const words = withSynonyms(wordsOf(q), false);
  const kept = words.filter((word, i) => letters(word) > 1 || i === words.length - 1);
  return [...new Set(kept)].slice(0, MAX_QUERY_TERMS);
};

/**
 * How one term is looked for: itself, and the catalogue words it starts (`expansions`): every one
 * (`complete`) when they are at most MAX_PREFIX_EXPANSIONS, else only the shortest MAX_PREFIX_EXPANSIONS.
 */
export interface TermPlan {
  term: string;
  expansions: readonly string[];
  complete: boolean;
}

/**
 * The catalogue words starting with `prefix` (itself left out): every one (`all`) when there are
 * `limit` or fewer, else the `limit` shortest.
 */
export type PrefixWords = (prefix: string, limit: number) => { all: boolean; words: string[] };

/** Each term's plan, its expansions bounded by MAX_PREFIX_EXPANSIONS. */
export const termPlansOf = (terms: readonly string[], prefixWords: PrefixWords): TermPlan[] =>
  terms.map((term) => {
    const { all, words } = prefixWords(term, MAX_PREFIX_EXPANSIONS);
    // A one-letter term is looked for in fewer fields (TYPED_FIELDS), so never by the library's own prefix search.
    return { term, expansions: words, complete: all && letters(term) > 1 };
  });

export const SEARCH_OPTIONS: SearchOptions = { boost: SEARCH_BOOST, weights: { fuzzy: 0.4, prefix: 0.6 } };

const PREFIX_WEIGHT = SEARCH_OPTIONS.weights?.prefix ?? 0.6;

/** The weight MiniSearch gives a prefix match (closer to the typed length weighs more), for a bounded expansion. */
const prefixWeightOf = (term: string) => (word: string) =>
  (PREFIX_WEIGHT * letters(word)) / (letters(word) + 0.3 * (letters(word) - letters(term)));

const typos = (t: string) => typosAllowed(t) || false;

const wordQuery = ({ term, expansions, complete }: TermPlan): Query => {
  // Every word it starts: the library's prefix search, which scores exactly as before the bound.
  if (complete)
    return {
      combineWith: 'OR',
      queries: [
        { queries: [term], fields: WORD_FIELDS, prefix: true, fuzzy: typos },
        { queries: [term], fields: [INNER_FIELD], prefix: true, fuzzy: false },
      ],
    };
  const oneLetter = letters(term) < 2;
  const fields = oneLetter ? TYPED_FIELDS : WORD_FIELDS;
  const expanded: Query[] = expansions.length
    ? [
        {
          queries: [...expansions],
          combineWith: 'OR',
          fields,
          prefix: false,
          fuzzy: false,
          boostTerm: prefixWeightOf(term),
        },
      ]
    : [];
  const inner: Query[] = oneLetter
    ? []
    : [{ queries: [term, ...expansions], combineWith: 'OR', fields: [INNER_FIELD], prefix: false, fuzzy: false }];
  return {
    combineWith: 'OR',
    queries: [{ queries: [term], fields, prefix: false, fuzzy: typos }, ...expanded, ...inner],
  };
};

/** Every term must match. */
export const searchQueryOf = (plans: readonly TermPlan[]): Query => ({
  combineWith: 'AND',
  queries: plans.map(wordQuery),
});
