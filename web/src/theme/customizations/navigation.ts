import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        textUnderlineOffset: '0.25em',
        textDecorationThickness: '1px',
        borderRadius: 2,
        '&:focus-visible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        marginTop: theme.spacing(1),
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        boxShadow: '0 18px 40px -20px rgba(35, 29, 26, 0.35)',
      }),
    },
  },
};
