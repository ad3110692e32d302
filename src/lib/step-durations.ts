/**
 * A process step's printed duration ("1–2 weeks", "30 days", "2–4 weeks per wave", "Ongoing") read
 * as a span of weeks, so a service's engagement can be drawn to scale from the words its page
 * prints. A duration without a figure ("Ongoing", "Quarterly") is open: it runs on after the rest.
 */
type StepSpan = { min: number; max: number } | 'open';

const WEEKS: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12 };

/** The span a duration states; none when the step prints no duration. */
export function stepSpan(duration: string | undefined): StepSpan | undefined {
  if (!duration) return undefined;
  const figure = duration.match(/^(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s+(day|week|month)s?\b/i);
  if (!figure) return 'open';
  const weeks = WEEKS[figure[3]!.toLowerCase()]!;
  return { min: Number(figure[1]) * weeks, max: Number(figure[2] ?? figure[1]) * weeks };
}

/** A step's bar: its shortest and longest length, in percent of the longest step's longest. */
type StepBar = { min: number; max: number } | 'open' | undefined;

export function stepBars(durations: readonly (string | undefined)[]): StepBar[] {
  const spans = durations.map(stepSpan);
  const longest = Math.max(...spans.map((span) => (typeof span === 'object' ? span.max : 0)));
  if (!(longest > 0)) return spans.map((span) => (span === 'open' ? span : undefined));
  // One decimal is a tenth of a percent of the bar; a sliver stays visible however short the step.
  const percent = (weeks: number) => Number(Math.max((weeks / longest) * 100, 3).toFixed(1));
  return spans.map((span) => (typeof span === 'object' ? { min: percent(span.min), max: percent(span.max) } : span));
}
