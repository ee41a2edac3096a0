import {
  ADMIN_ORDERS_PAGE_SIZE,
  isOrderStatus,
  orderStatusChangeSchema,
  ORDER_STATUSES,
  type AdminOrdersBody,
} from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { badRequest } from '../http/errors';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { queryText } from '../http/query';
import { validate } from '../http/validate';
import { changeOrderStatus, listAdminOrders, readAdminOrder } from '../services/admin-orders';

export const adminOrdersRouter = Router();

/** GET /api/orders?page&limit&status&q (admins): newest first, 10 a page; q is a transaction number or a username. */
adminOrdersRouter.get('/', async (req, res) => {
  requireAdmin(req);
  const paging = readPaging(req.query, ADMIN_ORDERS_PAGE_SIZE);
  const status = queryText(req.query, 'status', 20);
  if (status !== undefined && !isOrderStatus(status))
    throw badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}`);
  const q = queryText(req.query, 'q', 64);
  const { orders, total } = await listAdminOrders({ status, q }, paging);
  const body: AdminOrdersBody = { orders, totalOrders: { filtered: total } };
  privateNoStore(res);
  send(res, body);
});

/** GET /api/orders/{id} (admins): the order, its customer and its status history. */
adminOrdersRouter.get('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'order id');
  privateNoStore(res);
  send(res, await readAdminOrder(id));
});

/** PUT /api/orders/{id}/status { status } (admins): 409 when the move is not allowed from the current status. */
adminOrdersRouter.put('/:id/status', async (req, res) => {
  const caller = requireAdmin(req);
  const id = docId(req.params.id, 'order id');
  const { status } = await validate(orderStatusChangeSchema, req.body);
  send(res, await changeOrderStatus(id, status, caller.uid), `The order is now ${status}`);
});
