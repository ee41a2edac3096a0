import { paramReader, rawSkinAnswers, skinAnswersSchema } from '@shop/contract';
import { Router, type Request } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, publicCache, send } from '../http/envelope';
import { validate } from '../http/validate';
import { analyseSkin, findSkinProfile, saveSkinProfile } from '../services/skin-analysis';

const queryParams = (req: Request): URLSearchParams => new URLSearchParams(req.originalUrl.split('?')[1] ?? '');

/**
 * GET /api/skin-analysis?skin&concern&sensitivity&free&routine&max (public): the routine for the
 * answers, matched on the server over a bounded candidate set per step (decision 035). 422 names a
 * missing or unknown answer.
 */
export const skinAnalysisRouter = Router();

skinAnalysisRouter.get('/', async (req, res) => {
  const answers = await validate(skinAnswersSchema, rawSkinAnswers(paramReader(queryParams(req))));
  const body = await analyseSkin(answers);
  publicCache(res);
  send(res, body);
});

/** GET, PUT /api/skin-profile: the caller's own saved skin profile (body null when none is saved). */
export const skinProfileRouter = Router();

skinProfileRouter.get('/', async (req, res) => {
  const caller = requireCaller(req);
  const profile = await findSkinProfile(caller.uid);
  privateNoStore(res);
  send(res, profile);
});

skinProfileRouter.put('/', async (req, res) => {
  const caller = requireCaller(req);
  const profile = await validate(skinAnswersSchema, req.body);
  send(res, await saveSkinProfile(caller.uid, profile), 'Your skin profile is saved');
});
