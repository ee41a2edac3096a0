import { LOVE_MESSAGES, type Love, type LoveRemoved } from '@shop/contract';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { docId } from '../http/ids';
import { listLoves, love, unlove } from '../services/loves';

/**
 * GET /api/loves: the caller's loves, newest first, each with its product now. PUT and DELETE
 * /api/loves/{productId}: love a product, or no more; each answers the same when sent again and
 * writes nothing then. Signed-in callers only (401); an unknown product is 404.
 */
export const lovesRouter = Router();

lovesRouter.get('/', async (req, res) => {
  const caller = requireCaller(req);
  const loves: Love[] = await listLoves(caller.uid);
  privateNoStore(res);
  send(res, loves);
});

lovesRouter.put('/:productId', async (req, res) => {
  const caller = requireCaller(req);
  const productId = docId(req.params.productId, 'product id');
  send(res, await love(caller.uid, productId), LOVE_MESSAGES.added);
});

lovesRouter.delete('/:productId', async (req, res) => {
  const caller = requireCaller(req);
  const productId = docId(req.params.productId, 'product id');
  await unlove(caller.uid, productId);
  const body: LoveRemoved = { productId };
  send(res, body, LOVE_MESSAGES.removed);
});
