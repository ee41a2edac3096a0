/** Small colour arithmetic for the generated pictures (hex in, hex out). */
type Rgb = [number, number, number];
type Hsl = [number, number, number];

const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));

const toRgb = (hex: string): Rgb => {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = ([r, g, b]: Rgb): string =>
  '#' +
  [r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

const rgbToHsl = ([r, g, b]: Rgb): Hsl => {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
};

const hslToRgb = ([h, s, l]: Hsl): Rgb => {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b]: Rgb =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
};

/** `a` moved towards `b` by `t` (0..1). */
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
};

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

export const lightness = (c: string): number => rgbToHsl(toRgb(c))[2];

/** The same colour with its hue turned by `degrees`, and its saturation and lightness set when given. */
export const shade = (c: string, degrees: number, saturation?: number, light?: number): string => {
  const [h, s, l] = rgbToHsl(toRgb(c));
  return toHex(hslToRgb([h + degrees, clamp(saturation ?? s), clamp(light ?? l)]));
};
