/** Every seeded date is counted back from this fixed day, so the demo data is the same on every run. */
export const SEED_DATE = new Date('2026-11-01T10:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` (and optionally `hours`) before SEED_DATE. */
export const daysBefore = (days: number, hours = 0): Date =>
  new Date(SEED_DATE.getTime() - days * DAY_MS - hours * 60 * 60 * 1000);
