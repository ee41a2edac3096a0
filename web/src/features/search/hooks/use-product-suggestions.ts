import type { ProductSuggestion } from '@shop/contract';
import { useEffect, useState } from 'react';
import type { SuggestionsPage } from '../api/get-product-suggestions';
import { getProductSuggestions } from '../api/get-product-suggestions';

/** A short pause after each letter, so a word typed quickly asks once or twice, not at every key. */
export const SUGGESTION_DELAY_MS = 120;

interface Answered {
  query: string;
  page: SuggestionsPage;
}

const NOTHING: SuggestionsPage = { suggestions: [], total: 0 };

export interface ProductSuggestions {
  suggestions: ProductSuggestion[];
  total: number;
  didYouMean?: string;
  /** The query the suggestions shown answer ('' before any). */
  answered: string;
  /** A newer query is on its way (the last answer stays shown meanwhile). */
  loading: boolean;
}

/**
 * The suggestions for `query` ('' asks nothing), asked a moment after it stops changing. Each new query
 * aborts the request of the one before, and an answer that arrives for a query no longer current is
 * dropped, so answers coming back out of order never show.
 */
export const useProductSuggestions = (query: string): ProductSuggestions => {
  const [answered, setAnswered] = useState<Answered | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void getProductSuggestions(query, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setAnswered({ query, page: result.success && result.body ? result.body : NOTHING });
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (!query || !answered) return { suggestions: NOTHING.suggestions, total: 0, answered: '', loading: Boolean(query) };
  return {
    suggestions: answered.page.suggestions,
    total: answered.page.total,
    didYouMean: answered.page.didYouMean,
    answered: answered.query,
    loading: answered.query !== query,
  };
};
