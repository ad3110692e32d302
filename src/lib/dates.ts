/** Date formats used across the site. Dates are calendar dates, so they are read and shown in UTC. */

const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Dec 20, 2024": blog cards. */
export function formatShortDate(date: Date): string {
  return short.format(date);
}

/** "December 20, 2024": article headers and legal pages. */
export function formatLongDate(date: Date): string {
  return long.format(date);
}

/** "December 2024": the "Last updated" label. */
export function formatMonthYear(date: Date): string {
  return monthYear.format(date);
}

/** "2024-12-20", for `datetime` attributes. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
