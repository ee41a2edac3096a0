import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fonts } from './tokens';

const heading = { fontFamily: fonts.heading, fontWeight: 500 } as const;

export const typography: TypographyVariantsOptions = {
  fontFamily: fonts.body,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 500,
  h1: { ...heading, fontSize: 'clamp(2.4rem, 1.6rem + 3.6vw, 4.5rem)', lineHeight: 1.08, letterSpacing: '-0.015em' },
  h2: { ...heading, fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)', lineHeight: 1.12, letterSpacing: '-0.01em' },
  h3: { ...heading, fontSize: 'clamp(1.65rem, 1.35rem + 1.3vw, 2.4rem)', lineHeight: 1.2 },
  h4: { ...heading, fontSize: 'clamp(1.4rem, 1.25rem + 0.7vw, 1.85rem)', lineHeight: 1.25 },
  h5: { ...heading, fontSize: '1.3rem', lineHeight: 1.3 },
  h6: { ...heading, fontSize: '1.1rem', lineHeight: 1.35 },
  subtitle1: { fontSize: '1.075rem', lineHeight: 1.6, fontWeight: 400 },
  subtitle2: { fontSize: '0.95rem', lineHeight: 1.5, fontWeight: 500, letterSpacing: '0.02em' },
  body1: { fontSize: '1rem', lineHeight: 1.7 },
  body2: { fontSize: '0.9rem', lineHeight: 1.65 },
  button: { fontWeight: 500, letterSpacing: '0.06em', textTransform: 'none' },
  overline: { fontWeight: 500, fontSize: '0.75rem', letterSpacing: '0.24em', lineHeight: 2 },
  caption: { fontSize: '0.8rem', letterSpacing: '0.02em' },
};
