import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardBody } from '@shop/contract';
import type { ReactNode } from 'react';
import { ErrorCard } from '@/components/error-card';
import { useSessionStore } from '@/features/auth/stores/session';
import type { ApiResult } from '@/lib/api-client';
import { type LoaderResult, useLoaderResult } from '@/lib/route-data';
import { DashboardCards, figureCards } from '../dashboard/dashboard-cards';
import { BestSellersTable, LatestOrdersTable, RevenueTable } from '../dashboard/dashboard-tables';
// Part of the admin's own lazy chunk: a chunk of its own would split a small MUI module out of the
// chunks the public pages share and push the products page over its first-load budget.
import RevenueChart from '../dashboard/revenue-chart';
import { adminHrefs } from '../lib/admin-hrefs';
import { ERROR_CONNECTION } from '../lib/admin-texts';
import { selectIsMainAdmin } from '../lib/main-admin';
import { messagesResource } from '../messages';
import { ordersResource } from '../orders';
import { productsResource } from '../products';
import { reviewsResource } from '../reviews';
import { usersResource } from '../users';
import { AdminPageHeader } from './admin-page-header';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}>
    <Typography id={id} variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Box>
);

/** /admin: the welcome line, then the shop's figures of today and the last 30 days (UTC), from the loader. */
export const AdminHome = ({ dashboard }: { dashboard: LoaderResult<ApiResult<DashboardBody>> }) => {
  const isMainAdmin = useSessionStore(selectIsMainAdmin);
  const { state, retry } = useLoaderResult(dashboard);
  const orders = adminHrefs(ordersResource);
  const products = adminHrefs(productsResource);
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        welcome to Admin Panel
      </Typography>
      {state.status === 'loading' && (
        <Box role="status" sx={{ py: 6 }}>
          <LinearProgress aria-label="Loading the shop's figures" />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {state.status === 'success' && (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <DashboardCards
            cards={figureCards(state.data, {
              orders: orders.list(),
              waiting: orders.list(1, { status: 'placed' }),
              customers: isMainAdmin ? adminHrefs(usersResource).list() : undefined,
              lowStock: products.list(1, { stock: 'low' }),
              soldOut: products.list(1, { stock: 'out' }),
              unreadMessages: adminHrefs(messagesResource).list(1, { status: 'unread' }),
              reviews: adminHrefs(reviewsResource).list(),
            })}
          />
          <Section id="revenue-heading" title="Revenue per day, last 30 days">
            <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1, sm: 2 } }}>
              <RevenueChart days={state.data.days} />
              <RevenueTable days={state.data.days} />
            </Paper>
          </Section>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}>
            <Section id="best-sellers-heading" title="Best sellers, last 30 days">
              <BestSellersTable sellers={state.data.bestSellers} />
            </Section>
            <Section id="latest-orders-heading" title="Latest orders">
              <LatestOrdersTable orders={state.data.latestOrders} hrefOf={orders.edit} />
            </Section>
          </Box>
        </Box>
      )}
    </>
  );
};
