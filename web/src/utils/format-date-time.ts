/**
 * An ISO timestamp as "Nov 25, 2026, 2:05 PM" (in the visitor's time zone unless one is given). Kept
 * apart from format.ts, whose chunk every public page loads: only signed-in screens show times.
 */
export const formatDateTime = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
};
