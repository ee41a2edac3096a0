const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An ISO timestamp as "March 4, 2024": in UTC when asked for (every date the server renders, so the
 * browser writes the same day whatever the visitor's time zone), else in the visitor's time zone.
 * Written by hand rather than with Intl.DateTimeFormat: making a date formatter loads the browser's
 * calendar data, 10 to 14 ms of the first render that shows a date on a slow phone. Apart from
 * format.ts, whose chunk every page loads: only posts, reviews and the panel show dates.
 */
export const formatDate = (iso: string, timeZone?: 'UTC'): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] =
    timeZone === 'UTC'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${MONTHS[month] ?? ''} ${day}, ${year}`;
};
