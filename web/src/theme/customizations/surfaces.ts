import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const surfacesCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.background.default,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        backgroundImage: 'none',
      }),
    },
  },
  MuiPaper: {
    styleOverrides: {
      root: { backgroundImage: 'none' },
      rounded: { borderRadius: radii.md },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.md,
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      }),
    },
  },
};
