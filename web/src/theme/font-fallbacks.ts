/**
 * Local fonts sized to stand in for the brand fonts until they arrive (theme/web-fonts loads them after
 * the first paint): Arial's metrics (Helvetica and Liberation Sans share them) for Jost, Times New
 * Roman's (Liberation Serif shares them) for Playfair Display. size-adjust makes a line of shop text as
 * wide as in the brand font, measured in Chromium on a sample of the shop's own texts; the other
 * overrides are the brand fonts' ascent and descent, divided by size-adjust as CSS @font-face requires.
 * Keep them in step with tokens.fonts: a new weight or font needs its own measured face here.
 */
interface FallbackFace {
  family: string;
  local: string[];
  weight: number;
  style: 'normal' | 'italic';
  sizeAdjust: number;
  ascent: number;
  descent: number;
}

const sans = ['Arial', 'Helvetica', 'Liberation Sans'];
const serif = ['Times New Roman', 'Times', 'Liberation Serif'];
const serifItalic = ['Times New Roman Italic', 'Times-Italic', 'Liberation Serif Italic'];

// Jost: ascent 1.07, descent 0.375 (em); Playfair Display: 1.082 and 0.251.
const faces: FallbackFace[] = [
  {
    family: 'Jost Fallback',
    local: sans,
    weight: 400,
    style: 'normal',
    sizeAdjust: 0.952,
    ascent: 1.07,
    descent: 0.375,
  },
  {
    family: 'Jost Fallback',
    local: sans,
    weight: 500,
    style: 'normal',
    sizeAdjust: 0.992,
    ascent: 1.07,
    descent: 0.375,
  },
  {
    family: 'Playfair Display Fallback',
    local: serif,
    weight: 500,
    style: 'normal',
    sizeAdjust: 1.113,
    ascent: 1.082,
    descent: 0.251,
  },
  {
    family: 'Playfair Display Fallback',
    local: serifItalic,
    weight: 400,
    style: 'italic',
    sizeAdjust: 1.054,
    ascent: 1.082,
    descent: 0.251,
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export const fontFallbackFaces = faces
  .map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};` +
      `src:${face.local.map((name) => `local("${name}")`).join(',')};size-adjust:${percent(face.sizeAdjust)};` +
      `ascent-override:${percent(face.ascent / face.sizeAdjust)};descent-override:${percent(face.descent / face.sizeAdjust)};` +
      'line-gap-override:0%}',
  )
  .join('');
