import { array, object, string, type InferType } from 'yup';
import { SIZE_MAX_LENGTH } from '../variants';
import { addUnitsField, priceField, stockField } from './stock-fields';
import { variantsInputSchema } from './variant';
import { CONCERNS, FREE_FROM, ROUTINE_STEPS, SKIN_TYPES } from '../product-facts';

export const KEY_INGREDIENTS_MAX = 8;
export const KEY_INGREDIENT_MAX_LENGTH = 40;
export const INGREDIENTS_MAX_LENGTH = 3000;

/** A list of ids from one fixed list: each once, in the list's own order; anything else is refused. */
const choicesOf = <T extends string>(allowed: readonly T[], message: string) =>
  array(string().oneOf(allowed, message).defined())
    .typeError(message)
    .defined()
    .default([])
    .transform((value: unknown) =>
      Array.isArray(value)
        ? [...new Set(value)].sort((a, b) => allowed.indexOf(a as T) - allowed.indexOf(b as T))
        : value,
    );

/**
 * A product's routine step. Optional on the API: a product without one is in no routine and in no step
 * filter; '' (an empty select) and null mean none.
 */
const routineStep = string()
  .transform((value: unknown) => (value === '' || value === null ? undefined : value))
  .oneOf(ROUTINE_STEPS, 'Select the routine step');

/** POST and PUT /api/products: the original fields are required, the facts optional. */
export const productSchema = object({
  title: string()
    .trim()
    .required('You must enter a title')
    .min(3, 'Title must be 3 Characters at least')
    .max(30, 'Title must be 30 Characters at most'),
  description: string()
    .trim()
    .required('You must enter a description')
    .min(10, 'Description must be 10 Characters at least')
    .max(2000, 'Description must be 2000 Characters at most'),
  price: priceField,
  category: string().trim().required('Select the category'),
  image: string().trim().default(''),
  skinTypes: choicesOf(SKIN_TYPES, 'Select the skin types from the list'),
  concerns: choicesOf(CONCERNS, 'Select the concerns from the list'),
  routineStep,
  freeFrom: choicesOf(FREE_FROM, 'Select the free-from claims from the list'),
  keyIngredients: array(
    string()
      .trim()
      .required('You must enter a key ingredient')
      .max(KEY_INGREDIENT_MAX_LENGTH, `Key ingredient must be ${KEY_INGREDIENT_MAX_LENGTH} Characters at most`),
  )
    .typeError('Key ingredients must be a list')
    .defined()
    .default([])
    .max(KEY_INGREDIENTS_MAX, `Key ingredients must be ${KEY_INGREDIENTS_MAX} at most`),
  ingredients: string()
    .trim()
    .default('')
    .max(INGREDIENTS_MAX_LENGTH, `Ingredients must be ${INGREDIENTS_MAX_LENGTH} Characters at most`),
  size: string().trim().default('').max(SIZE_MAX_LENGTH, `Size must be ${SIZE_MAX_LENGTH} Characters at most`),
  /**
   * Units in stock. Left out: creating makes an untracked product, updating keeps the stock it has;
   * null or '' (the form's empty field): not tracked.
   */
  stock: stockField,
  /**
   * Units to add to what is in stock now (an update of a tracked product; negative writes units off).
   * Left out, '' or 0: the stock stays. Added to the live count, so a restock never undoes a sale made
   * while the form was open.
   */
  addUnits: addUnitsField,
  /**
   * Its shades or sizes, in display order (left out on an update: they stay as they are; [] removes them).
   * With variants on sale the server sets `price` to the lowest of theirs and `stock` to their sum.
   */
  variants: variantsInputSchema,
});

/** The admin's product form: the API's schema, and every product it saves has a routine step. */
export const productFormSchema = productSchema.shape({
  routineStep: routineStep.required('Select the routine step'),
});

export type ProductInput = InferType<typeof productSchema>;
