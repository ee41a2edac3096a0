import { mixed, object } from 'yup';

/** Every status an order can have; every order starts "placed". */
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = 'placed';

/** The admin's order list: 10 a page. */
export const ADMIN_ORDERS_PAGE_SIZE = 10;

/** The one list of allowed moves: placed -> shipped -> delivered, and placed -> cancelled. */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses whose orders count in the shop's figures (a cancelled order leaves them). */
export const COUNTED_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'delivered'];

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_STATUS_MOVES[from].includes(to);

/** The words of the button that makes a move, e.g. "Mark as shipped". */
export const ORDER_MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Mark as placed',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** The API's refusal of a move the machine does not allow. */
export const orderMoveRefused = (from: OrderStatus, to: OrderStatus): string => {
  const allowed = ORDER_STATUS_MOVES[from];
  const next = allowed.length ? `it can only become ${allowed.join(' or ')}` : 'its status can no longer change';
  return `This order is ${from}, so it cannot become ${to}: ${next}`;
};

/** PUT /api/orders/{id}/status: the status to move to. */
export const orderStatusChangeSchema = object({
  status: mixed<OrderStatus>()
    .required('Choose a status')
    .oneOf([...ORDER_STATUSES], `The status must be one of ${ORDER_STATUSES.join(', ')}`),
});
