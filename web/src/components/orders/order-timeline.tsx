import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderStatusChange } from '@shop/contract';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';

interface OrderTimelineProps {
  history: OrderStatusChange[];
  /** Who made each change beside its time (the admin's view); the customer sees dates only. */
  showWho?: boolean;
}

/** An order's status history, oldest first, as a short list of steps with their dates. */
export const OrderTimeline = ({ history, showWho = false }: OrderTimelineProps) => (
  <Box
    component="ol"
    aria-label="Order history"
    sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 } }}
  >
    {history.map((change, index) => (
      <Box
        component="li"
        key={`${change.status}-${change.at}`}
        data-testid="order-history-step"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {index > 0 && (
          <Box
            aria-hidden="true"
            sx={{ width: 16, height: 2, bgcolor: 'divider', display: { xs: 'none', sm: 'block' } }}
          />
        )}
        <Typography component="span" variant="body2">
          <Box component="strong" sx={{ textTransform: 'capitalize' }}>
            {change.status}
          </Box>{' '}
          <Box component="time" dateTime={change.at} sx={{ color: 'text.secondary' }}>
            {showWho ? formatDateTime(change.at) : formatDate(change.at)}
          </Box>
          {showWho && change.by && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              by {change.by}
            </Box>
          )}
        </Typography>
      </Box>
    ))}
  </Box>
);
