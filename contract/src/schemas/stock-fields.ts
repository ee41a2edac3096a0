import { number } from 'yup';
import { PRICE_MAX, PRICE_MIN } from '../constants';
import { ADD_UNITS_MESSAGE, STOCK_MAX, STOCK_MESSAGE } from '../stock';

/** A price as a product or one of its variants takes it. */
export const priceField = number()
  .typeError('Please Enter Number')
  .required('Please Enter Number')
  .min(PRICE_MIN, 'The Price Should Be Between $10 to $10000')
  .max(PRICE_MAX, 'The Price Should Be Between $10 to $10000');

/** Units in stock (a product's or a variant's); null or '' (a form's empty field): not tracked. */
export const stockField = number()
  .transform((value: unknown, original: unknown) => (original === '' ? null : value))
  .typeError(STOCK_MESSAGE)
  .integer(STOCK_MESSAGE)
  .min(0, STOCK_MESSAGE)
  .max(STOCK_MAX, `Stock must be ${STOCK_MAX.toLocaleString('en-US')} at most`)
  .nullable()
  .optional();

/** Units to add to the live count (negative writes units off); left out, '' or null: none. */
export const addUnitsField = number()
  .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError(ADD_UNITS_MESSAGE)
  .integer(ADD_UNITS_MESSAGE)
  .min(-STOCK_MAX, ADD_UNITS_MESSAGE)
  .max(STOCK_MAX, `Add units must be ${STOCK_MAX.toLocaleString('en-US')} at most`)
  .optional();
