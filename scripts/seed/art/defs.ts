import { darken, lighten } from './color';

/** Collects the gradients of one picture and hands out `url(#id)` references (one id per use). */
export interface Defs {
  /** Left-to-right shading that makes a flat shape look round (bottles, tubes, cases). */
  cylinder(color: string): string;
  /** A sphere-like shading with the light from the top left. */
  radial(color: string): string;
  /** A two-colour gradient along the direction (x1, y1) -> (x2, y2) in the shape's box. */
  linear(from: string, to: string, direction?: [number, number, number, number]): string;
  toString(): string;
}

export const createDefs = (): Defs => {
  const entries = new Map<string, { id: string; svg: string }>();
  const add = (key: string, make: (id: string) => string): string => {
    let entry = entries.get(key);
    if (!entry) {
      const id = `g${entries.size}`;
      entry = { id, svg: make(id) };
      entries.set(key, entry);
    }
    return `url(#${entry.id})`;
  };
  const stops = (list: [number, string][]): string =>
    list.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('');
  return {
    cylinder: (c) =>
      add(`c${c}`, (id) =>
        [
          `<linearGradient id="${id}">`,
          stops([
            [0, darken(c, 0.22)],
            [0.3, lighten(c, 0.28)],
            [0.55, c],
            [1, darken(c, 0.3)],
          ]),
          '</linearGradient>',
        ].join(''),
      ),
    radial: (c) =>
      add(`r${c}`, (id) =>
        [
          `<radialGradient id="${id}" cx=".35" cy=".35" r=".8">`,
          stops([
            [0, lighten(c, 0.35)],
            [1, darken(c, 0.18)],
          ]),
          '</radialGradient>',
        ].join(''),
      ),
    linear: (from, to, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
      add(`l${from}${to}${x1}${y1}${x2}${y2}`, (id) =>
        [
          `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`,
          stops([
            [0, from],
            [1, to],
          ]),
          '</linearGradient>',
        ].join(''),
      ),
    toString: () => [...entries.values()].map((e) => e.svg).join(''),
  };
};
