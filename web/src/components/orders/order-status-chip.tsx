import type { OrderStatus } from '@shop/contract';
import { StatusChip } from '@/components/status-chip';

const BORDERS: Record<OrderStatus, string> = {
  placed: 'warning.main',
  shipped: 'info.main',
  delivered: 'success.main',
  cancelled: 'text.disabled',
};

/** An order's status as a small label, the same in the customer's purchases and the admin's screens. */
export const OrderStatusChip = ({ status }: { status: OrderStatus }) => (
  <StatusChip label={status} borderColor={BORDERS[status]} testId="order-status" />
);
