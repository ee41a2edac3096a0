import { isAdminRole, orderCreateSchema } from '@shop/contract';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { forbidden } from '../http/errors';
import { docId } from '../http/ids';
import { validate } from '../http/validate';
import { confirmationOf, listOrdersOf, placeOrder } from '../services/orders';

export const ordersRouter = Router();

/**
 * POST /order { cartId, expectedTotal? }: 201 with the new order, or 200 with the same order when the
 * cart was already ordered; 409 when expectedTotal is not what the cart costs now. A userId or
 * transactionNumber in the body is ignored: the buyer is the caller and the number is made here.
 */
ordersRouter.post('/', async (req, res) => {
  const caller = requireCaller(req);
  const { cartId, expectedTotal } = await validate(orderCreateSchema, req.body);
  const { order, created } = await placeOrder(caller.uid, cartId, expectedTotal);
  send(res, order, 'Your order has been placed successfully', created ? 201 : 200);
});

/** GET /order/confirmation/{cartId}: { transactionNumber, status, shops } of the caller's order from that cart. */
ordersRouter.get('/confirmation/:cartId', async (req, res) => {
  const caller = requireCaller(req);
  const cartId = docId(req.params.cartId, 'cart id');
  privateNoStore(res);
  send(res, await confirmationOf(caller.uid, cartId));
});

/** GET /order/{userId}: a user's orders, newest first; the user themselves or an admin. */
ordersRouter.get('/:userId', async (req, res) => {
  const caller = requireCaller(req);
  const userId = docId(req.params.userId, 'user id');
  if (userId !== caller.uid && !isAdminRole(caller.role)) throw forbidden();
  privateNoStore(res);
  send(res, await listOrdersOf(userId));
});
