/**
 * How many columns a grid of cards gets on wide screens: the first of three, two or four that
 * leaves no card alone on the last row (a lone card reads as an afterthought). One card takes
 * the full width. A count that every choice leaves alone (13, 25: one more than a multiple of
 * twelve) gets three.
 */
export function columnsFor(count: number): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1;
  for (const columns of [3, 2, 4] as const) if (count === columns || (count > columns && count % columns !== 1)) return columns;
  return 3;
}

/**
 * A list of browsable peers (offerings, product features, reasons) as one row that scrolls sideways
 * on a phone, the next item showing at the edge (`.snap-row` in global.css), and a grid from 640 px.
 * Evidence (outcomes, a timeline, values, the home services) is never one. Wrap the list in
 * ui/SideRow.astro, which shows the position and the previous and next buttons, and give it
 * `sideRowAttributes()`.
 */
export const SIDE_ROW = 'snap-row sm:grid';

/** A sideways row's name, a tab stop so a keyboard can scroll it, and the mark its controls find it by. */
export const sideRowAttributes = (label: string) => ({ 'aria-label': label, tabindex: 0, 'data-side-list': '' }) as const;

/**
 * Whether the first card leads across the full row, so that the rest fill whole rows: a count that
 * no choice of columns fills (five would be 3 + 2) but that one fewer does (five as one and a 2×2).
 */
export function leadsRow(count: number): boolean {
  return count > 4 && count % columnsFor(count) !== 0 && (count - 1) % columnsFor(count - 1) === 0;
}

/** Tailwind classes for that many columns: two from tablets, the full count from laptops. */
export function gridColumnsClass(count: number): string {
  const lead = leadsRow(count);
  const columns = columnsFor(lead ? count - 1 : count);
  const classes = {
    1: '',
    2: 'md:grid-cols-2',
    3: count === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-3',
    4: 'md:grid-cols-2 lg:grid-cols-4',
  }[columns];
  // `.lead-row` (global.css) spans the first card across the row and keeps its text to a measure.
  return lead ? `${classes} lead-row` : classes;
}
