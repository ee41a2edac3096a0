import type { FacetCounts, FactFilterKey, ShadeFamily } from '@shop/contract';
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

/** Products per shade colour family, when the answer counts them (`facetCounts.colour`). */
export type ColourCounts = Partial<Record<ShadeFamily, number>>;

/** The colour families' counts of an answer; undefined when it has none (the shop then shows no colour filter). */
export const colourCounts = (counts: FacetCounts | undefined): ColourCounts | undefined =>
  (counts as (FacetCounts & { colour?: ColourCounts }) | undefined)?.colour;
