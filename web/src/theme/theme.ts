import { createTheme } from '@mui/material/styles';
import { darkScheme, lightScheme } from './color-schemes';
import { baseCustomizations } from './customizations/base';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { radii } from './tokens';
import { typography } from './typography';

/** The attribute on <html> that selects the colour scheme (public/theme-init.js sets it first). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: { light: lightScheme, dark: darkScheme },
  typography,
  shape: { borderRadius: radii.md },
  components: {
    ...baseCustomizations,
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});
