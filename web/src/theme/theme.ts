import { type Breakpoint, createTheme, shouldSkipGeneratingVar, type Theme } from '@mui/material/styles';
import { darkScheme, lightScheme } from './color-schemes';
import { baseCustomizations } from './customizations/base';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { radii } from './tokens';
import { typography } from './typography';

// The theme is made with CSS variables: theme.vars is typed, and ThemeProvider takes their options.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/** The attribute on <html> that selects the colour scheme (public/theme-init.js sets it first). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/**
 * Palette variables MUI writes for components the shop never draws: left out of every page's <style>
 * (the variables are about 20 KiB of each server-rendered page before compression).
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
  'Tooltip',
]);

/**
 * The elevations the shop's components use (MUI's Button 2/4/6/8, Menu 8, Drawer 16, hover shadows 4 and
 * 6 in sx): only these get a shadow variable. Paper with another elevation (MUI's
 * Dialog: 24) would have no shadow: add it here first.
 */
export const ELEVATIONS_IN_USE = new Set([0, 1, 2, 4, 6, 8, 12, 16]);

const skipVariable = (keys: string[]): boolean => {
  const [group, key = ''] = keys;
  if (group === 'palette') return UNUSED_COMPONENT_PALETTES.has(key);
  // --mui-font-<variant>: no MUI component reads them (Typography uses the theme's values).
  if (group === 'font') return true;
  // Paper's dark-mode overlays: the theme draws every Paper without one (MuiPaper's backgroundImage: none).
  if (group === 'overlays') return true;
  if (group === 'shadows') return !ELEVATIONS_IN_USE.has(Number(key));
  return false;
};

let made: Theme | undefined;

/**
 * The shop's theme, made when first asked for rather than as this module is evaluated: making it (the
 * colour schemes' CSS variables) is one of the longest pieces of start-up work, so the browser runs it
 * in a task of its own, apart from evaluating MUI's styling core (see main.tsx).
 */
export const shopTheme = (): Theme =>
  (made ??= createTheme({
    cssVariables: {
      colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE,
      shouldSkipGeneratingVar: (keys) => shouldSkipGeneratingVar(keys) || skipVariable(keys),
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
  }));

/** A breakpoint and up as a media query for window.matchMedia: the width at which sx's `{ md: … }` applies. */
export const widthFrom = (breakpoint: Breakpoint): string =>
  shopTheme()
    .breakpoints.up(breakpoint)
    .replace(/^@media\s*/, '');
