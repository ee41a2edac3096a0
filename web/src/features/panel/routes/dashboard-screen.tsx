import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/contract';
import { useLoaderData } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCartStore } from '@/features/cart/stores/cart';
import type { ApiResult } from '@/lib/api-client';
import { useLoaderResult, type LoaderResult } from '@/lib/route-data';
import { formatPrice } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { PanelHeading } from '../components/panel-heading';
import { SkinProfileCard } from '../components/skin-profile-card';
import { SummaryCard } from '../components/summary-card';
import type { dashboardLoader } from './panel-loaders';

const CartSummary = () => {
  const count = useCartStore((state) => state.numOfShopping);
  return (
    <SummaryCard
      icon={<ShoppingBagOutlined />}
      title="Your cart"
      link={
        count
          ? { label: 'Open cart', to: paths.panel.cart.getHref() }
          : { label: 'Browse products', to: paths.products.getHref() }
      }
    >
      {count ? (
        <>
          <Typography variant="h4" component="p">
            {count} {count === 1 ? 'product' : 'products'}
          </Typography>
          <Typography color="text.secondary">are waiting in your cart.</Typography>
        </>
      ) : (
        <Typography color="text.secondary">Your cart is empty for now: find something you love in the shop.</Typography>
      )}
    </SummaryCard>
  );
};

const LastOrder = ({ orders }: { orders: LoaderResult<ApiResult<Order[]>> }) => {
  const { state, retry } = useLoaderResult(orders);
  const last = state.status === 'success' ? state.data[0] : undefined;
  return (
    <SummaryCard
      icon={<ReceiptLongOutlined />}
      title="Last order"
      link={
        state.status === 'success' && !last
          ? { label: 'Start shopping', to: paths.products.getHref() }
          : { label: 'See purchases', to: paths.panel.purchases.getHref() }
      }
    >
      {state.status === 'loading' && (
        <Box role="status" aria-label="Loading your last order">
          <Skeleton width="60%" height={36} />
          <Skeleton width="80%" />
        </Box>
      )}
      {state.status === 'error' && (
        <Box role="alert" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography color="error">{state.message}</Typography>
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        </Box>
      )}
      {state.status === 'success' &&
        (last ? (
          <>
            <Typography variant="h4" component="p">
              {formatPrice(last.totalPriceOrder)}
            </Typography>
            <Typography color="text.secondary">Placed on {formatDate(last.createdAt)}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Transaction Number: {last.transactionNumber}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">No orders yet: your purchases will show here.</Typography>
        ))}
    </SummaryCard>
  );
};

export const DashboardScreen = () => {
  const { orders, skinProfile } = useLoaderData<typeof dashboardLoader>();
  return (
    <>
      <PanelHeading title="Dashboard" />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h5" component="p">
          Welcome to Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          Use the menu on the right to edit your profile and see your purchases.
        </Typography>
        <Typography color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
          Use the menu above to edit your profile and see your purchases.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CartSummary />
        <LastOrder orders={orders} />
        <SkinProfileCard answer={skinProfile} />
      </Box>
    </>
  );
};
