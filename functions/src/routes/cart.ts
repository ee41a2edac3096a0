import { cartAddSchema, cartQuantitySchema } from '@shop/contract';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { docId } from '../http/ids';
import { validate } from '../http/validate';
import { addToCart, changeQuantity, emptyCart, pricedOpenCart } from '../services/cart';

export const cartRouter = Router();

/** GET /cart: the caller's open cart priced now (current prices, changed prices, products no longer sold). */
cartRouter.get('/', async (req, res) => {
  const caller = requireCaller(req);
  privateNoStore(res);
  send(res, await pricedOpenCart(caller.uid));
});

/**
 * POST /cart { productId, variantId? }: title, price and totals come from the product (or the variant),
 * never from the body; a product with variants without variantId adds its default variant.
 */
cartRouter.post('/', async (req, res) => {
  const caller = requireCaller(req);
  const { productId, variantId } = await validate(cartAddSchema, req.body);
  send(res, await addToCart(caller.uid, productId, variantId), 'The product was added to your cart');
});

/**
 * PUT /cart/{cartId} { id, quantity }: id is a line's (a product's id, or cartLineId(productId, variantId);
 * a product with variants' own id means its default variant's line); that line gets the quantity, and
 * is appended when the cart has none; quantity 0 removes it. Answers the cart and the line ({ ...cart, item }).
 */
cartRouter.put('/:cartId', async (req, res) => {
  const caller = requireCaller(req);
  const cartId = docId(req.params.cartId, 'cart id');
  const { id, quantity } = await validate(cartQuantitySchema, req.body);
  send(res, await changeQuantity(caller.uid, cartId, id, quantity), 'Your cart was updated');
});

/**
 * DELETE /cart/{cartId}: empties an open cart (body: the cart). On a cart that has become an order it
 * changes nothing and answers the order's transaction number as the body.
 */
cartRouter.delete('/:cartId', async (req, res) => {
  const caller = requireCaller(req);
  const cartId = docId(req.params.cartId, 'cart id');
  const outcome = await emptyCart(caller.uid, cartId);
  if ('transactionNumber' in outcome) send(res, outcome.transactionNumber, 'Your order has been placed');
  else send(res, outcome.cart, 'Your cart is empty');
});
