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

/** POST /cart { productId }: title, price and totals come from the product, never from the body. */
cartRouter.post('/', async (req, res) => {
  const caller = requireCaller(req);
  const { productId } = await validate(cartAddSchema, req.body);
  send(res, await addToCart(caller.uid, productId), 'The product was added to your cart');
});

/** PUT /cart/{cartId} { id, quantity }: quantity 0 removes the line. */
cartRouter.put('/:cartId', async (req, res) => {
  const caller = requireCaller(req);
  const cartId = docId(req.params.cartId, 'cart id');
  const { id, quantity } = await validate(cartQuantitySchema, req.body);
  send(res, await changeQuantity(caller.uid, cartId, id, quantity), 'Your cart was updated');
});

/** DELETE /cart/{cartId}: empties the cart. */
cartRouter.delete('/:cartId', async (req, res) => {
  const caller = requireCaller(req);
  const cartId = docId(req.params.cartId, 'cart id');
  send(res, await emptyCart(caller.uid, cartId), 'Your cart is empty');
});
