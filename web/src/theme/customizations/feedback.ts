import type { Components, Theme } from '@mui/material/styles';
import { radii, scrim } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
  MuiBackdrop: {
    styleOverrides: {
      root: {
        variants: [
          {
            props: { invisible: false },
            style: scrim,
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
