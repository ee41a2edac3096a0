import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A round tinted disc holding a decorative icon. */
export const IconBadge = ({ children, size = 52 }: { children: ReactNode; size?: number }) => (
  <Box
    aria-hidden="true"
    sx={(theme) => ({
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: '50%',
      display: 'grid',
      placeItems: 'center',
      color: 'primary.main',
      bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
    })}
  >
    {children}
  </Box>
);
