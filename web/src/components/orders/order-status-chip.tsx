import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@shop/contract';

/** The status's colour is the border's; the word stays in the text colour, readable in light and dark. */
const BORDERS: Record<OrderStatus, string> = {
  placed: 'warning.main',
  shipped: 'info.main',
  delivered: 'success.main',
  cancelled: 'text.disabled',
};

/** An order's status as a small label, the same in the customer's purchases and the admin's screens. */
export const OrderStatusChip = ({ status }: { status: OrderStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={status}
    data-testid="order-status"
    sx={{ fontWeight: 600, color: 'text.primary', borderColor: BORDERS[status], borderWidth: 2 }}
  />
);
