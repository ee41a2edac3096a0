import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: radii.lg,
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        boxShadow: '0 40px 80px -30px rgba(35, 20, 18, 0.45)',
      }),
    },
  },
  MuiBackdrop: {
    styleOverrides: {
      root: {
        variants: [
          {
            props: { invisible: false },
            style: { backgroundColor: 'rgba(28, 18, 18, 0.45)', backdropFilter: 'blur(4px)' },
          },
        ],
      },
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.sm, alignItems: 'center' },
    },
  },
  MuiCircularProgress: {
    defaultProps: { thickness: 3 },
  },
};
