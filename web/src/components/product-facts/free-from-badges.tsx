import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FreeFrom } from '@shop/contract';
import { FREE_FROM_BADGES } from '@shop/contract';

interface FreeFromBadgesProps {
  freeFrom: readonly FreeFrom[];
  /** Show only the first few claims (cards show two). */
  max?: number;
  sx?: SxProps<Theme>;
}

/** "Fragrance-free", "Alcohol-free": what a product does not contain, as small badges in a list. */
export const FreeFromBadges = ({ freeFrom, max, sx }: FreeFromBadgesProps) => {
  const shown = freeFrom.slice(0, max);
  if (!shown.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Free from"
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown.map((claim) => (
        <Box
          component="li"
          key={claim}
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 999,
            border: 1,
            borderColor: 'divider',
            fontSize: '0.72rem',
            lineHeight: 1.5,
            color: 'text.secondary',
          }}
        >
          {FREE_FROM_BADGES[claim]}
        </Box>
      ))}
    </Box>
  );
};
