import Box from '@mui/material/Box';
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
  <Box
    component="span"
    data-testid="order-status"
    sx={{
      display: 'inline-block',
      px: 1,
      py: 0.25,
      border: 2,
      borderColor: BORDERS[status],
      borderRadius: 4,
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.4,
      color: 'text.primary',
    }}
  >
    {status}
  </Box>
);
