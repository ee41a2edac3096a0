import type { ProductFactFilter } from '@shop/contract';
import { FACT_FILTER_IDS } from '@shop/contract';

/** The fact filter with one value ticked or unticked, each list kept in its fixed order. */
export const toggleFact = (
  facts: ProductFactFilter,
  key: keyof ProductFactFilter,
  id: string,
  on: boolean,
): ProductFactFilter => {
  const current: readonly string[] = facts[key];
  return { ...facts, [key]: FACT_FILTER_IDS[key].filter((value) => (value === id ? on : current.includes(value))) };
};
