import type { InitializeBody } from '@shop/contract';
import { Router } from 'express';
import { privateNoStore, send } from '../http/envelope';
import { userOfCaller } from '../services/accounts';
import { cartOfCustomer } from '../services/cart';
import { listAllCategories } from '../services/categories';

export const initializeRouter = Router();

/**
 * GET /misc/initialize: the categories, and for a signed-in caller their user and their cart: the open
 * one, or the empty one they open next (its id taken by the next POST /cart or PUT /cart/{id}), so a
 * client that reads the user from cart.userId always finds them. Writes nothing.
 */
initializeRouter.get('/', async (req, res) => {
  const caller = req.caller;
  const [categories, user, cart] = await Promise.all([
    listAllCategories(),
    caller ? userOfCaller(caller) : null,
    caller ? cartOfCustomer(caller.uid) : null,
  ]);
  // The cart's userId is its owner in full, the same user as `user`.
  const body: InitializeBody = { categories, user, cart: user && cart ? { ...cart, userId: user } : null };
  privateNoStore(res);
  send(res, body);
});
