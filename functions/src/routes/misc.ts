import type { InitializeBody } from '@shop/contract';
import { Router } from 'express';
import { privateNoStore, send } from '../http/envelope';
import { findOpenCart } from '../repositories/carts';
import { listAllCategories } from '../repositories/categories';
import { findUser } from '../repositories/users';

export const miscRouter = Router();

miscRouter.get('/initialize', async (req, res) => {
  const caller = req.caller;
  const [categories, user, cart] = await Promise.all([
    listAllCategories(),
    caller ? findUser(caller.uid) : null,
    caller ? findOpenCart(caller.uid) : null,
  ]);
  const body: InitializeBody = {
    categories,
    user: user && caller ? { ...user, role: caller.role } : null,
    cart,
  };
  privateNoStore(res);
  send(res, body);
});
