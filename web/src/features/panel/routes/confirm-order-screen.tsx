import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { paths } from '@/config/paths';
import { useCartStore } from '@/features/cart/stores/cart';
import { useLoaderResult } from '@/lib/route-data';
import { PanelHeading } from '../components/panel-heading';
import { OrderedLines } from '../components/ordered-lines';
import type { confirmOrderLoader } from './panel-loaders';

/**
 * The order's transaction number, then the cart emptied everywhere (the state, `shopping`, so the badge
 * and other tabs too). Only while the state still holds the ordered cart: a reload finds a new (or no)
 * cart and empties nothing.
 */
export const ConfirmOrderScreen = () => {
  const cartId = useParams().id ?? '';
  const { state, retry } = useLoaderResult(useLoaderData<typeof confirmOrderLoader>().confirmation);
  const confirmed = state.status === 'success';

  useEffect(() => {
    if (confirmed && useCartStore.getState().cartId === cartId) useCartStore.getState().clearCart();
  }, [confirmed, cartId]);

  return (
    <>
      <PanelHeading title="Order confirmation" />
      <Box
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
          textAlign: 'center',
          p: { xs: 3, md: 6 },
          borderRadius: 4,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {state.status === 'loading' && (
          <Box role="status" aria-label="Loading your order" sx={{ width: 1, maxWidth: 360 }}>
            <Skeleton height={40} />
            <Skeleton />
          </Box>
        )}
        {state.status === 'error' && (
          <Box role="alert" sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
            <Typography color="error">{state.message}</Typography>
            <Button variant="contained" onClick={retry}>
              Try again
            </Button>
          </Box>
        )}
        {state.status === 'success' && (
          <>
            <CheckCircleOutlineRounded color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
            <Typography variant="h5" component="p">
              Thank you, your order has been placed.
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Transaction Number:{' '}
              <Box component="strong" data-testid="transaction-number" sx={{ color: 'text.primary' }}>
                {state.data.transactionNumber}
              </Box>
            </Typography>
            <Typography component="div" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              Status: <OrderStatusChip status={state.data.status} />
            </Typography>
            {state.data.shops.length > 0 && <OrderedLines lines={state.data.shops} />}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center', mt: 1 }}>
              <Button component={RouterLink} to={paths.panel.purchases.getHref()} variant="contained">
                See your purchases
              </Button>
              <Button component={RouterLink} to={paths.products.getHref()} variant="outlined">
                Continue shopping
              </Button>
            </Box>
          </>
        )}
      </Box>
    </>
  );
};
