import type { Components, Theme } from '@mui/material/styles';
import { fontFallbackFaces } from '../font-fallbacks';

export const baseCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => [
      fontFallbackFaces,
      {
        // No smooth scrolling for the whole page: the router's jump to the top of each new page would
        // become an animation, and the home page's own jump to the top, landing while it ran, left the
        // page stopped a few dozen pixels short of the top.
        html: { WebkitTextSizeAdjust: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
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
