import { createTheme, shouldSkipGeneratingVar } from '@mui/material/styles';
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

/**
 * Palette variables MUI writes for components the shop never draws: left out of every page's <style>.
 * A component that starts being used must come off this list, or its colours resolve to nothing.
 */
export const UNUSED_COMPONENT_PALETTES = new Set([
  'Avatar',
  'FilledInput',
  'Slider',
  'SnackbarContent',
  'SpeedDialAction',
  'StepConnector',
  'StepContent',
  'Switch',
  'TableCell',
  'Tooltip',
]);

export const theme = createTheme({
  cssVariables: {
    colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE,
    shouldSkipGeneratingVar: (keys) =>
      shouldSkipGeneratingVar(keys) || (keys[0] === 'palette' && UNUSED_COMPONENT_PALETTES.has(keys[1] ?? '')),
  },
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
