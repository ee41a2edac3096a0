import type { ColorSystemOptions } from '@mui/material/styles';
import { charcoal, pageBackground, plum, rose, sand, status } from './tokens';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** Behind a picture while it loads: a quiet tone of the surface, never a light box in dark mode. */
    placeholder: string;
  }
}

export const lightScheme: ColorSystemOptions = {
  palette: {
    primary: { light: rose[400], main: rose[600], dark: rose[700], contrastText: '#ffffff' },
    secondary: { light: plum[500], main: plum[700], dark: plum[900], contrastText: '#ffffff' },
    success: { ...status.success, contrastText: '#ffffff' },
    error: { ...status.error, contrastText: '#ffffff' },
    warning: { ...status.warning, contrastText: '#ffffff' },
    info: { ...status.info, contrastText: '#ffffff' },
    background: { default: pageBackground.light, paper: '#ffffff', placeholder: sand[200] },
    text: { primary: sand[900], secondary: sand[700], disabled: sand[500] },
    divider: 'rgba(35, 29, 26, 0.12)',
    action: { hover: 'rgba(155, 82, 70, 0.06)', selected: 'rgba(155, 82, 70, 0.12)' },
    grey: {
      50: sand[50],
      100: sand[100],
      200: sand[200],
      300: sand[300],
      400: sand[400],
      500: sand[500],
      600: sand[600],
      700: sand[700],
      800: sand[800],
      900: sand[900],
    },
    common: { black: sand[900], white: '#ffffff' },
  },
};

export const darkScheme: ColorSystemOptions = {
  palette: {
    primary: { light: rose[200], main: rose[300], dark: rose[400], contrastText: charcoal[950] },
    secondary: { light: plum[100], main: plum[200], dark: plum[300], contrastText: charcoal[950] },
    success: { light: '#a9cfb2', main: status.success.light, dark: status.success.main, contrastText: charcoal[950] },
    error: { light: '#f0b1a9', main: status.error.light, dark: status.error.main, contrastText: charcoal[950] },
    warning: { light: '#f3d8a4', main: status.warning.light, dark: status.warning.main, contrastText: charcoal[950] },
    info: { light: '#bcd2e2', main: status.info.light, dark: status.info.main, contrastText: charcoal[950] },
    background: { default: pageBackground.dark, paper: charcoal[900], placeholder: charcoal[700] },
    text: { primary: '#f4ede8', secondary: '#c4b7ae', disabled: '#857a74' },
    divider: 'rgba(244, 237, 232, 0.12)',
    action: { hover: 'rgba(225, 166, 153, 0.08)', selected: 'rgba(225, 166, 153, 0.16)' },
    grey: {
      50: '#f4ede8',
      100: '#e3d9d2',
      200: '#c4b7ae',
      300: '#a3968e',
      400: '#857a74',
      500: charcoal[500],
      600: charcoal[600],
      700: charcoal[700],
      800: charcoal[800],
      900: charcoal[900],
    },
    common: { black: charcoal[950], white: '#ffffff' },
  },
};
