import type { ProductSuggestion, ProductSuggestionsAnswer } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';

export interface SuggestionsPage {
  suggestions: ProductSuggestion[];
  /** How many products match in all (the "See all N results" count). */
  total: number;
  /** A close word from the catalogue when nothing matched. */
  didYouMean?: string;
}

/** GET /api/products/suggestions?q= : the header's few products for what is typed, and how many match. */
export const getProductSuggestions = async (q: string, signal?: AbortSignal): Promise<ApiResult<SuggestionsPage>> => {
  const result = await apiClient.get<ProductSuggestion[]>(API_PATHS.productSuggestions(q), { signal });
  const { success, message, status } = result;
  if (!success) return { success, message, status };
  const suggestions = Array.isArray(result.body) ? result.body : [];
  const { total, didYouMean } = result as Partial<ProductSuggestionsAnswer>;
  return {
    success,
    message,
    status,
    body: {
      suggestions,
      total: typeof total === 'number' ? total : suggestions.length,
      ...(typeof didYouMean === 'string' && didYouMean ? { didYouMean } : {}),
    },
  };
};
