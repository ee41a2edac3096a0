import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
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
