import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { useLoaderData } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLoaderResult } from '@/lib/route-data';
import { EmptyState } from '../components/empty-state';
import { OrderTable } from '../components/order-table';
import { PanelHeading } from '../components/panel-heading';
import { RetryAlert } from '../components/retry-alert';
import type { purchasesLoader } from './panel-loaders';

export const PURCHASES_EMPTY_TEXT = 'Your Purchases is empty';

export const PurchasesScreen = () => {
  const { state, retry } = useLoaderResult(useLoaderData<typeof purchasesLoader>().orders);
  return (
    <>
      <PanelHeading title="Purchases">Every order you placed, newest first.</PanelHeading>
      {state.status === 'loading' && (
        <Box role="status" aria-label="Loading your purchases" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      )}
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={retry} />}
      {state.status === 'success' &&
        (state.data.length ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {state.data.map((order) => (
              <Box
                key={order._id}
                component="section"
                aria-label={`Order ${order.transactionNumber}`}
                data-testid="purchase"
                sx={{ display: 'grid', gap: 1.5 }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                  <Typography component="span" variant="body2" color="text.secondary">
                    Status:
                  </Typography>
                  <OrderStatusChip status={order.status} />
                  <OrderTimeline history={order.history} />
                </Box>
                <OrderTable order={order} />
              </Box>
            ))}
          </Box>
        ) : (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={PURCHASES_EMPTY_TEXT}
            hint="When you buy something, its receipt shows here."
            action={{ label: 'Browse products', to: paths.products.getHref() }}
          />
        ))}
    </>
  );
};
