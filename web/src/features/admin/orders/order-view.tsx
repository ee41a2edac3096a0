import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, ORDER_MOVE_LABELS, ORDER_STATUS_MOVES, type AdminOrder, type OrderStatus } from '@shop/contract';
import { ErrorCard } from '@/components/error-card';
import { LineVariantLabel } from '@/components/orders/line-variant';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useLoaderResult } from '@/lib/route-data';
import { formatDateTime } from '@/utils/format-date-time';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToList } from '../components/back-to-list';
import { ADMIN_TOAST_MS, ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminViewResource, RecordAnswer } from '../lib/resource';
import { changeOrderStatus } from './orders-api';
import { customerLabel } from './order-customer';
import { ViewFact } from '../components/view-fact';

const OrderLines = ({ order }: { order: AdminOrder }) => (
  <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
    <Table size="small" aria-label="Order lines">
      <TableHead>
        <TableRow>
          {['Title', 'Quantity', 'Price', 'Line total'].map((header) => (
            <TableCell key={header} component="th" scope="col">
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {order.shops.map((line) => (
          <TableRow key={line._id}>
            <TableCell>
              <Box component="span" sx={{ display: 'grid' }}>
                <span>{line.title}</span>
                <LineVariantLabel line={line} />
              </Box>
            </TableCell>
            <TableCell>{line.quantity}</TableCell>
            <TableCell>{formatMoney(line.price)}</TableCell>
            <TableCell>{formatMoney(line.totalPriceItem)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary' }}>
            Total
          </TableCell>
          <TableCell sx={{ fontWeight: 600, color: 'text.primary' }} data-testid="order-total">
            {formatMoney(order.totalPriceOrder)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  </TableContainer>
);

/** The moves the status machine allows from here, one button each; a cancel asks first. */
const StatusActions = ({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) => {
  const { mutate, pending } = useApiMutation();
  const moves = ORDER_STATUS_MOVES[order.status];
  const move = async (to: OrderStatus) => {
    if (to === 'cancelled' && !window.confirm(`Are you sure for cancelling the order ${order.transactionNumber}?`))
      return;
    const result = await mutate({
      call: () => changeOrderStatus(order._id, to),
      pendingToast: `The order is becoming ${to} ...`,
      toast: { autoHideMs: ADMIN_TOAST_MS },
    });
    // A refused move (someone else moved it first) shows the server's message; the screen reloads either way.
    if (result.success || result.status === 409) onChanged();
  };
  if (!moves.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'outlined' : 'contained'}
          color={to === 'cancelled' ? 'error' : 'primary'}
          disabled={pending}
          onClick={() => void move(to)}
        >
          {ORDER_MOVE_LABELS[to]}
        </Button>
      ))}
    </Box>
  );
};

/**
 * /admin/orders/{id}: the order's customer, date, status with its moves, lines, total and history. After
 * a move (or one refused because the order moved meanwhile) the route's loader reads the order again.
 */
export const OrderView = ({ record, resource }: { record: RecordAnswer<AdminOrder>; resource: AdminViewResource }) => {
  const { state, retry } = useLoaderResult(record);
  const title = state.status === 'success' ? `Order ${state.data.transactionNumber}` : 'Order';
  return (
    <>
      <AdminPageHeader title={title} action={<BackToList resource={resource} />} />
      {state.status === 'loading' && (
        <Box role="status" sx={{ py: 6 }}>
          <LinearProgress aria-label="Loading the order" />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {state.status === 'success' && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              <ViewFact label="Customer">{customerLabel(state.data.customer)}</ViewFact>
              <ViewFact label="Date and time">{formatDateTime(state.data.createdAt)}</ViewFact>
              <ViewFact label="Total">{formatMoney(state.data.totalPriceOrder)}</ViewFact>
              <ViewFact label="Status">
                <OrderStatusChip status={state.data.status} />
              </ViewFact>
            </Box>
            <StatusActions order={state.data} onChanged={retry} />
          </Paper>
          <OrderLines order={state.data} />
          <Box component="section" aria-labelledby="order-history-heading" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="order-history-heading" variant="h6" component="h2">
              Status history
            </Typography>
            <OrderTimeline history={state.data.history} showWho />
          </Box>
        </Box>
      )}
    </>
  );
};
