/** Design primitives: the only place raw colours, fonts and radii are written down. */

/** Rose clay: the brand colour (buttons, links, highlights). */
export const rose = {
  50: '#fcf4f2',
  100: '#f7e4df',
  200: '#eec8be',
  300: '#e1a699',
  400: '#d08676',
  500: '#b96a5b',
  600: '#9b5246',
  700: '#7e4137',
  800: '#5f312a',
  900: '#42221d',
} as const;

/** Deep plum: secondary accents. */
export const plum = {
  50: '#f8f2f5',
  100: '#eddfe6',
  200: '#d9bfcd',
  300: '#bf98ad',
  400: '#9f7089',
  500: '#7f516a',
  600: '#663e55',
  700: '#4e2e41',
  800: '#38212f',
  900: '#25161f',
} as const;

/** Warm neutrals: cream backgrounds, espresso text. */
export const sand = {
  50: '#fdfbf8',
  100: '#faf6f1',
  200: '#f3ece4',
  300: '#e8ddd1',
  400: '#d2c3b4',
  500: '#ab9b8c',
  600: '#7f7065',
  700: '#5b4f47',
  800: '#3a322d',
  900: '#231d1a',
} as const;

/** Rich charcoal with a hint of plum: dark-mode surfaces. */
export const charcoal = {
  950: '#141112',
  900: '#1b1718',
  800: '#231e20',
  700: '#2e282a',
  600: '#3c3537',
  500: '#524a4c',
} as const;

export const gold = { light: '#e6cf9f', main: '#b8955a', dark: '#8a6a36' } as const;

export const status = {
  success: { light: '#6f9a7a', main: '#3f7150', dark: '#2b5238' },
  error: { light: '#e0897f', main: '#b3402f', dark: '#8a2c1f' },
  warning: { light: '#e7bb6c', main: '#a86b12', dark: '#7a4c0b' },
  info: { light: '#8fb0c8', main: '#3f6787', dark: '#2c4a62' },
} as const;

/** The colour each scheme paints before React starts (kept equal to index.html and theme-init.js). */
export const pageBackground = { light: sand[100], dark: charcoal[950] } as const;

export const fonts = {
  heading: '"Playfair Display", "Playfair Display Fallback", Georgia, serif',
  body: '"Jost", "Jost Fallback", "Helvetica Neue", Arial, sans-serif',
} as const;

export const radii = { sm: 6, md: 12, lg: 20, pill: 999 } as const;

/** What covers the page behind a drawer or a dialog. */
export const scrim = { backgroundColor: 'rgba(28, 18, 18, 0.45)', backdropFilter: 'blur(4px)' } as const;
