import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderLine } from '@shop/contract';
import { LineVariantLabel } from '@/components/orders/line-variant';

/** The confirmation's short list of what was bought: each title with its shade or size and quantity. */
export const OrderedLines = ({ lines }: { lines: OrderLine[] }) => (
  <Box
    component="ul"
    aria-label="What you bought"
    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, width: 1, maxWidth: 420, textAlign: 'start' }}
  >
    {lines.map((line) => (
      <Box
        component="li"
        key={line._id}
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'grid' }}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {line.title}
          </Typography>
          <LineVariantLabel line={line} />
        </Box>
        <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          × {line.quantity}
        </Typography>
      </Box>
    ))}
  </Box>
);
