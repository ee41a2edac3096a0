import { describe, expect, it } from 'vitest';
import { formatDate } from '../format-date';

/** What the browser's own date formatter writes, for the same instants, in UTC or the local time zone. */
const intl = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });

/** One instant every 7 hours and 13 minutes across 1999 to 2030: every month, hour and leap day. */
const instants = Array.from({ length: 38_000 }, (_, index) =>
  new Date(Date.UTC(1999, 0, 1) + index * (7 * 60 + 13) * 60_000).toISOString(),
);

describe('formatDate', () => {
  it('writes the date with the month in words', () => {
    expect(formatDate('2023-11-20T23:00:00.000Z', 'UTC')).toBe('November 20, 2023');
  });

  it('writes a date of early in the month without a leading zero', () => {
    expect(formatDate('2024-03-04T10:00:00.000Z', 'UTC')).toBe('March 4, 2024');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes what the browser’s formatter writes, in UTC and in the local time zone', () => {
    const [utc, local] = [intl('UTC'), intl()];
    expect(instants.filter((iso) => formatDate(iso, 'UTC') !== utc.format(new Date(iso)))).toEqual([]);
    expect(instants.filter((iso) => formatDate(iso) !== local.format(new Date(iso)))).toEqual([]);
  });
});
