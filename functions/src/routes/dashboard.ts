import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { readDashboard } from '../services/dashboard';

export const dashboardRouter = Router();

/** GET /api/dashboard (admins): the shop's figures of today and the last 30 UTC days. */
dashboardRouter.get('/', async (req, res) => {
  requireAdmin(req);
  privateNoStore(res);
  send(res, await readDashboard());
});
