/**
 * Design primitives: the only place raw colours, fonts and radii are written down (the brand's
 * palettes live in the contract, which the shop's mail dresses in too).
 */
import { charcoal, sand } from '@shop/contract';

export { charcoal, plum, rose, sand } from '@shop/contract';

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
