/**
 * Reads a case study's before and after figures ("9 days", "3 hours 10 minutes", "24%",
 * "$71,400", "310 a month") as quantities, so a bar chart can be drawn from the words the study
 * prints. Figures of different kinds, or words without a figure ("No report"), give no bars.
 */
type QuantityKind = 'money' | 'percent' | 'rate' | 'duration' | 'count';

interface Quantity {
  kind: QuantityKind;
  value: number;
}

const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10_080, month: 43_200, year: 525_600 };
const PER_DAY: Record<string, number> = { day: 1, week: 1 / 7, month: 1 / 30, year: 1 / 365 };

const number = (text: string) => Number(text.replaceAll(',', ''));

/** The quantity a figure states, or null when it states none. */
export function quantity(text: string): Quantity | null {
  const money = text.match(/\$\s?([\d,]+(?:\.\d+)?)/);
  if (money) return { kind: 'money', value: number(money[1]!) };
  const percent = text.match(/([\d.]+)\s?%/);
  if (percent) return { kind: 'percent', value: number(percent[1]!) };
  const rate = text.match(/([\d,.]+)\s+(?:a|an|per)\s+(day|week|month|year)\b/);
  if (rate) return { kind: 'rate', value: number(rate[1]!) * PER_DAY[rate[2]!]! };
  const durations = [...text.matchAll(/([\d,.]+)\s+(minute|hour|day|week|month|year)s?\b/g)];
  if (durations.length) return { kind: 'duration', value: durations.reduce((sum, [, n, unit]) => sum + number(n!) * MINUTES[unit!]!, 0) };
  const count = text.match(/^\D*?([\d,]+(?:\.\d+)?)/);
  if (count && !/\bof\b/.test(text)) return { kind: 'count', value: number(count[1]!) };
  return null;
}

/** Bar lengths for a before and an after figure, as fractions of the longer one; null when they cannot be compared. */
export function outcomeScale(baseline: string, result: string): { before: number; after: number } | null {
  const [before, after] = [quantity(baseline), quantity(result)];
  if (!before || !after || before.kind !== after.kind) return null;
  const longest = Math.max(before.value, after.value);
  if (!(longest > 0)) return null;
  return { before: before.value / longest, after: after.value / longest };
}

/**
 * The figure before as the cards print it beside the result: "was 34 days", and for a baseline in
 * words "was abandoned after 19 hours" ("from" reads wrong before words; acronyms keep their case).
 */
export function beforeText(baseline: string): string {
  const word = /^[A-Z][a-z]/.test(baseline);
  return `was ${word ? baseline[0]!.toLowerCase() + baseline.slice(1) : baseline}`;
}
