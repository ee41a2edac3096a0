import type { Concern } from '../product-facts';

/**
 * Ingredients known to work on each concern, as lowercase words found in a product's key ingredients.
 * They only make a reason more precise ("targets dullness with vitamin C"); the match itself is the
 * product's own concern list.
 */
export const CONCERN_INGREDIENTS: Record<Concern, readonly string[]> = {
  acne: ['salicylic', 'bha', 'niacinamide', 'zinc', 'tea tree', 'azelaic', 'sulphur', 'sulfur'],
  dryness: ['hyaluronic', 'glycerin', 'ceramide', 'squalane', 'shea', 'urea', 'panthenol'],
  dullness: ['vitamin c', 'ascorbic', 'glycolic', 'lactic', 'aha', 'niacinamide', 'papaya'],
  'fine-lines': ['retinol', 'retinal', 'bakuchiol', 'peptide', 'collagen'],
  redness: ['centella', 'cica', 'allantoin', 'azelaic', 'oat', 'aloe', 'chamomile', 'panthenol'],
  'dark-spots': ['vitamin c', 'ascorbic', 'niacinamide', 'tranexamic', 'liquorice', 'licorice', 'arbutin'],
  pores: ['niacinamide', 'salicylic', 'clay', 'kaolin', 'zinc', 'bha'],
};

/** The first key ingredient known to work on the concern, or undefined. */
export const ingredientFor = (concern: Concern, keyIngredients: readonly string[]): string | undefined =>
  keyIngredients.find((ingredient) => {
    const name = ingredient.toLowerCase();
    return CONCERN_INGREDIENTS[concern].some((word) => name.includes(word));
  });

/** "Vitamin C" reads "vitamin C" inside a sentence; "AHA" stays as it is. */
export const inSentence = (name: string): string =>
  /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
