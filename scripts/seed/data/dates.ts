/** The catalogue's dates are counted back from this fixed day, so products and blogs are the same on every run. */
export const SEED_DATE = new Date('2026-11-01T10:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** `days` (and optionally `hours`) before `from`. */
export const before = (from: Date, days: number, hours = 0): Date =>
  new Date(from.getTime() - days * DAY_MS - hours * HOUR_MS);

/** `days` (and optionally `hours`) after `from`. */
export const after = (from: Date, days: number, hours = 0): Date => before(from, -days, -hours);

/** `days` (and optionally `hours`) before SEED_DATE. */
export const daysBefore = (days: number, hours = 0): Date => before(SEED_DATE, days, hours);

/**
 * 00:00 UTC of the day `now` falls on. The customers' history (orders, carts, new customers) counts back
 * from it, so it follows the day the seed runs and is the same all that day.
 */
export const utcDayStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
