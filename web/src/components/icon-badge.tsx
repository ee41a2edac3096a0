import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Responsive = number | Partial<Record<Breakpoint, number>>;

interface IconBadgeProps {
  children: ReactNode;
  size?: Responsive;
  /** The icon's font size; by default the icon keeps its own. */
  iconSize?: Responsive;
  /** tinted: a soft brand-coloured disc. ring: a paper disc with a thin outline and a halo. */
  variant?: 'tinted' | 'ring';
}

/** A round disc holding a decorative icon. */
export const IconBadge = ({ children, size = 52, iconSize, variant = 'tinted' }: IconBadgeProps) => (
  <Box
    aria-hidden="true"
    sx={(theme) => {
      const brand = (theme.vars ?? theme).palette.primary.main;
      return {
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        ...(iconSize !== undefined && { '& svg': { fontSize: iconSize } }),
        ...(variant === 'tinted'
          ? { bgcolor: theme.alpha(brand, 0.1) }
          : {
              bgcolor: 'background.paper',
              border: `1px solid ${theme.alpha(brand, 0.3)}`,
              boxShadow: `0 0 0 6px ${theme.alpha(brand, 0.06)}`,
            }),
      };
    }}
  >
    {children}
  </Box>
);
