import { ADMIN_PAGE_SIZE, userCreateSchema } from '@shop/contract';
import { Router } from 'express';
import { requireCaller, requireMainAdmin } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { forbidden } from '../http/errors';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { validate } from '../http/validate';
import { createPasswordAccount, deleteAccount, getAccount, listAccounts, updateAccount } from '../services/accounts';

export const usersRouter = Router();

/** GET /api/users?page&limit (Main Admin): newest first, limit 5 by default. */
usersRouter.get('/', async (req, res) => {
  requireMainAdmin(req);
  const paging = readPaging(req.query, ADMIN_PAGE_SIZE);
  const body = await listAccounts(paging);
  privateNoStore(res);
  send(res, body);
});

/** POST /api/users (Main Admin): a new "user" or "admin" account. */
usersRouter.post('/', async (req, res) => {
  requireMainAdmin(req);
  const input = await validate(userCreateSchema, req.body);
  send(res, await createPasswordAccount(input), 'New User Created successfully', 201);
});

/** GET /api/users/{id}: the Main Admin, or the user themselves. */
usersRouter.get('/:id', async (req, res) => {
  const caller = requireCaller(req);
  const id = docId(req.params.id, 'user id');
  if (id !== caller.uid && caller.role !== 'Main Admin') throw forbidden();
  privateNoStore(res);
  send(res, await getAccount(id, id === caller.uid));
});

/** PUT /api/users/{id}: see updateAccount for who may change what. */
usersRouter.put('/:id', async (req, res) => {
  const caller = requireCaller(req);
  const id = docId(req.params.id, 'user id');
  send(res, await updateAccount(caller, id, req.body), 'The user updated successfully');
});

/** DELETE /api/users/{id} (Main Admin): never a Main Admin account. */
usersRouter.delete('/:id', async (req, res) => {
  const caller = requireMainAdmin(req);
  const id = docId(req.params.id, 'user id');
  await deleteAccount(caller, id);
  send(res, null, 'The user deleted successfully');
});
