import type { SxProps, Theme } from '@mui/material/styles';

/** The profile's cards: a rounded, outlined block on the paper colour, its parts in a grid. */
export const panelCardSx = {
  display: 'grid',
  p: { xs: 2.5, md: 4 },
  borderRadius: 4,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} satisfies SxProps<Theme>;
