import type { InitializeBody } from '@shop/contract';
import { Router } from 'express';
import { privateNoStore, send } from '../http/envelope';
import { findOpenCart } from '../repositories/carts';
import { listAllCategories } from '../repositories/categories';
import { userOfCaller } from '../services/accounts';

export const miscRouter = Router();

miscRouter.get('/initialize', async (req, res) => {
  const caller = req.caller;
  const [categories, user, cart] = await Promise.all([
    listAllCategories(),
    caller ? userOfCaller(caller) : null,
    caller ? findOpenCart(caller.uid) : null,
  ]);
  // The cart's userId is its owner in full, the same user as `user`.
  const body: InitializeBody = { categories, user, cart: user && cart ? { ...cart, userId: user } : null };
  privateNoStore(res);
  send(res, body);
});
