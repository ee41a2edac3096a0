/** A deterministic random source seeded by a string (FNV-1a hash feeding mulberry32). */
export type Random = () => number;

export const seededRandom = (seed: string): Random => {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A number in [min, max), rounded to one decimal (short SVG). */
export const between = (rand: Random, min: number, max: number): number =>
  Math.round((min + rand() * (max - min)) * 10) / 10;

export const pick = <T>(rand: Random, items: readonly T[]): T => {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
