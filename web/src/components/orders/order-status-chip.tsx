import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@shop/contract';

const COLORS: Record<OrderStatus, 'info' | 'warning' | 'success' | 'default'> = {
  placed: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'default',
};

/** An order's status as a small label, the same in the customer's purchases and the admin's screens. */
export const OrderStatusChip = ({ status }: { status: OrderStatus }) => (
  <Chip size="small" variant="outlined" color={COLORS[status]} label={status} data-testid="order-status" sx={{ fontWeight: 600 }} />
);
