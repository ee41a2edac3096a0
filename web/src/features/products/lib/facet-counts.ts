import type { FacetCounts, FactFilterKey } from '@shop/contract';
import { PRODUCT_FACT_PARAMS } from '@shop/contract';

/** An option's text with how many products it would leave: "Oily (12)"; the text alone without a count. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The counts of one fact filter's options, by value, as the answer's facetCounts names them after the
 * URL parameters (skin, concern, free; a value left out counts 0); none for a filter it does not count
 * (the routine step).
 */
export const factOptionCounts = (
  counts: FacetCounts | undefined,
  key: FactFilterKey,
): Partial<Record<string, number>> | undefined => {
  const param = PRODUCT_FACT_PARAMS[key];
  return counts && param !== 'step' ? counts[param] : undefined;
};
