import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StockAlert } from '@shop/contract';
import { STOCK_ALERT_TEXTS, variantLabel } from '@shop/contract';
import { useState } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useLoaderResult } from '@/lib/route-data';
import { formatDate } from '@/utils/format-date';
import { deleteMyStockAlert } from '../api/stock-alerts';
import { EmptyState } from '../components/empty-state';
import { PanelHeading } from '../components/panel-heading';
import { RetryAlert } from '../components/retry-alert';
import type { stockAlertsLoader } from './panel-loaders';

const AlertRow = ({ alert, busy, onRemove }: { alert: StockAlert; busy: boolean; onRemove: () => void }) => (
  <Paper
    component="li"
    variant="outlined"
    aria-label={alert.title}
    sx={{
      borderRadius: 4,
      p: { xs: 2, sm: 2.5 },
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1.5,
      justifyContent: 'space-between',
    }}
  >
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Link component={RouterLink} to={alert.link} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {alert.title}
      </Link>
      {alert.variant && (
        <Typography variant="body2" color="text.secondary">
          {variantLabel(alert.variant)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        To {alert.email} · since {formatDate(alert.createdAt)}
      </Typography>
    </Box>
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      disabled={busy}
      startIcon={<DeleteOutlineRounded />}
      onClick={onRemove}
      aria-label={`Remove the alert for ${alert.title}${alert.variant ? ` (${alert.variant.name})` : ''}`}
    >
      Remove
    </Button>
  </Paper>
);

/** /panel/alerts: the customer's "Notify me" alerts, each with its product and Remove (then loaded again). */
export const StockAlertsScreen = () => {
  const { state, retry } = useLoaderResult(useLoaderData<typeof stockAlertsLoader>().alerts);
  const { mutate, pending } = useApiMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (id: string) => {
    setRemoving(id);
    await mutate({ call: () => deleteMyStockAlert(id), toast: { success: STOCK_ALERT_TEXTS.removed }, refresh: retry });
    setRemoving(null);
  };

  return (
    <>
      <PanelHeading title={STOCK_ALERT_TEXTS.panelTitle}>
        We e-mail you once when a sold-out product or shade is back, then the alert ends.
      </PanelHeading>
      {state.status === 'loading' && (
        <Box role="status" aria-label="Loading your alerts" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Box>
      )}
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={retry} />}
      {state.status === 'success' &&
        (state.data.length ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {state.data.map((alert) => (
              <AlertRow
                key={alert._id}
                alert={alert}
                busy={pending && removing === alert._id}
                onRemove={() => void remove(alert._id)}
              />
            ))}
          </Box>
        ) : (
          <EmptyState
            icon={<NotificationsActiveOutlined />}
            title="No alerts yet"
            hint={STOCK_ALERT_TEXTS.panelEmpty}
            action={{ label: 'Browse products', to: paths.products.getHref() }}
          />
        ))}
    </>
  );
};
