import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiBadge: {
    styleOverrides: {
      badge: {
        fontWeight: 500,
        fontSize: '0.68rem',
        minWidth: 18,
        height: 18,
        paddingInline: 4,
      },
    },
  },
  MuiChip: {
    styleOverrides: {
      root: { fontWeight: 500, letterSpacing: '0.02em' },
    },
  },
  MuiDivider: {
    styleOverrides: {
      root: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.divider }),
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: { fontSize: '0.78rem', letterSpacing: '0.02em' },
    },
  },
};
