/** Date formats used across the site. Dates are calendar dates, so they are read and shown in UTC. */
const format = (options: Intl.DateTimeFormatOptions): ((date: Date) => string) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format;

/** "Dec 20, 2024": blog cards. */
export const formatShortDate = format({ month: 'short', day: 'numeric', year: 'numeric' });

/** "December 20, 2024": article headers and legal pages. */
export const formatLongDate = format({ month: 'long', day: 'numeric', year: 'numeric' });

/** "December 2024": the "Last updated" label. */
export const formatMonthYear = format({ month: 'long', year: 'numeric' });

/** "2024-12-20", for `datetime` attributes. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
