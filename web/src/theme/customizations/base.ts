import type { Components, Theme } from '@mui/material/styles';
import { fontFallbackFaces } from '../font-fallbacks';

export const baseCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => [
      fontFallbackFaces,
      {
        html: { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
        body: { minHeight: '100vh', textRendering: 'optimizeLegibility' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        '::selection': {
          backgroundColor: (theme.vars ?? theme).palette.primary.main,
          color: (theme.vars ?? theme).palette.primary.contrastText,
        },
        ':focus-visible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
        'img, svg': { maxWidth: '100%' },
      },
    ],
  },
};
