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

/** A multiple to one decimal below ten, whole from ten ("5.3", "68"). */
const times = (ratio: number) => (ratio < 10 ? String(Number(ratio.toFixed(1))) : String(Math.round(ratio)));

/**
 * The change from before to after, printed beside a result so a cut of 98% never rests on a bar
 * too short to see: percentages as points ("+56 pts"), a count that went to zero as the difference
 * ("−41"), a change of at least half as a multiple ("68× faster" for times, "90× more" otherwise)
 * and a smaller one as a percentage ("−26%"). Null when the figures cannot be compared.
 */
export function changeText(baseline: string, result: string): string | null {
  const [before, after] = [quantity(baseline), quantity(result)];
  if (!before || !after || before.kind !== after.kind || !(before.value > 0) || before.value === after.value) return null;
  const sign = after.value > before.value ? '+' : '−';
  if (before.kind === 'percent') return `${sign}${Number(Math.abs(after.value - before.value).toFixed(1))} pts`;
  if (after.value === 0) return before.kind === 'count' ? `−${before.value.toLocaleString('en-US')}` : '−100%';
  const ratio = after.value / before.value;
  const duration = before.kind === 'duration';
  if (ratio <= 0.5) return `${times(1 / ratio)}× ${duration ? 'faster' : 'less'}`;
  if (ratio >= 2) return `${times(ratio)}× ${duration ? 'longer' : 'more'}`;
  return `${sign}${Math.round(Math.abs(ratio - 1) * 100)}%`;
}
