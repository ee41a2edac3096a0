import { number, object, string } from 'yup';
import { MAX_CART_QUANTITY } from '../constants';
import { VARIANT_ID } from './variant';

/** Firestore document ids the API accepts in a body (same rule as ids in paths). */
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A cart line's id: its product's id, or for a variant cartLineId(productId, variantId) (`productId~variantId`). */
const LINE_ID = new RegExp(`^${DOC_ID.source.slice(1, -1)}(~${VARIANT_ID.source.slice(1, -1)})?$`);

/**
 * POST /cart: only the product and, for a product in shades or sizes, the variant (left out: its default
 * variant); title, price and totals come from the server.
 */
export const cartAddSchema = object({
  productId: string().trim().required('Choose a product').matches(DOC_ID, 'The product id is not valid'),
  variantId: string().trim().matches(VARIANT_ID, 'The variant id is not valid').optional(),
});

/** PUT /cart/{cartId}: the id of the line (a product's, or a variant's line id) and its new quantity (0 removes the line). */
export const cartQuantitySchema = object({
  id: string().trim().required('Choose a product').matches(LINE_ID, 'The product id is not valid'),
  quantity: number()
    .typeError('The quantity must be a whole number')
    .required('The quantity must be a whole number')
    .integer('The quantity must be a whole number')
    .min(0, `The quantity must be between 0 and ${MAX_CART_QUANTITY}`)
    .max(MAX_CART_QUANTITY, `The quantity must be between 0 and ${MAX_CART_QUANTITY}`),
});

/**
 * POST /order: the cart to buy; the buyer is the caller and the transaction number is made by the server.
 * expectedTotal (optional) is the total the customer was shown: only a check, the server prices every line.
 */
export const orderCreateSchema = object({
  cartId: string().trim().required('Your cart is empty').matches(DOC_ID, 'The cart id is not valid'),
  expectedTotal: number().typeError('The total must be a number').min(0, 'The total must be a number').optional(),
});
