/**
 * A case study's before and after figures, read from their data (a value with its measure, unit
 * and period, never from the words they print as): how each figure is printed, the word its change
 * is told in, the bars drawn beside it, and the combinations that cannot be compared at all. The
 * schema refuses an outcome `refusal()` objects to, so a page never prints one.
 */
import { WORKING_DAYS_A_MONTH, type DURATION_UNITS, type PERIODS } from '../config/case-study-limits.ts';
import type { CaseStudyData } from '../schemas/case-study-frontmatter.ts';

/** An outcome's measure and its two sides, as its frontmatter gives them. */
export type OutcomeFigures = Pick<CaseStudyData['outcomes'][number], 'measure' | 'baseline' | 'result'>;
type Figure = OutcomeFigures['baseline'];
type Measure = OutcomeFigures['measure'];
type DurationUnit = (typeof DURATION_UNITS)[number];
type Period = (typeof PERIODS)[number];

/** An outcome as a page prints it. */
export interface ShownOutcome {
  /** The figure after: "2 hours 50 minutes". */
  result: string;
  /** The figure before, as a clause: "was abandoned after 19 hours". */
  before: string;
  /** The change, in the measure's own word: "more than 6.7× faster", "26% less", "+56 pts"; null when there is none to tell. */
  change: string | null;
  /** How two figures counted over different periods were compared, when they were. */
  basis: string | null;
  /** Bar lengths as fractions of the longer one; null when the figures cannot be drawn on one scale. */
  scale: { before: number; after: number } | null;
}

const MINUTES: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440, week: 10_080 };

/** Rates counted over different periods compare only through a conversion the page states. */
const CONVERSIONS: Partial<Record<Period, Partial<Record<Period, { factor: number; basis: string }>>>> = {
  'working day': { month: { factor: WORKING_DAYS_A_MONTH, basis: `Compared at ${WORKING_DAYS_A_MONTH} working days a month.` } },
  month: { 'working day': { factor: 1 / WORKING_DAYS_A_MONTH, basis: `Compared at ${WORKING_DAYS_A_MONTH} working days a month.` } },
};

const WORDS: Record<Exclude<Measure, 'share'>, { down: string; up: string }> = {
  'task-time': { down: 'faster', up: 'slower' },
  'time-lost': { down: 'less', up: 'more' },
  count: { down: 'fewer', up: 'more' },
  money: { down: 'less', up: 'more' },
};

const DURATION: ReadonlySet<Measure> = new Set(['task-time', 'time-lost']);

const plural = (value: number, word: string) => `${value.toLocaleString('en-US')} ${word}${value === 1 ? '' : 's'}`;

function duration(value: number, unit: DurationUnit): string {
  if (unit !== 'minute' || value < 60) return plural(value, unit);
  const hours = Math.floor(value / 60);
  const minutes = value % 60;
  return minutes ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
}

/** Why an outcome's data cannot be printed or compared as it stands, or null when it can. */
export function refusal({ measure, baseline, result }: OutcomeFigures): string | null {
  for (const [side, figure] of [
    ['baseline', baseline],
    ['result', result],
  ] as const) {
    if (figure.words !== undefined) {
      const extra = (['value', 'unit', 'per', 'median', 'approximate', 'abandoned', 'note'] as const).filter((key) => figure[key] !== undefined);
      if (extra.length) return `${side} gives words and ${extra.join(', ')}: words stand in for a figure, alone`;
      continue;
    }
    if (figure.value === undefined) return `${side} gives neither a value nor words`;
    if (DURATION.has(measure) !== (figure.unit !== undefined)) return `${side}: a ${measure} figure ${DURATION.has(measure) ? 'needs' : 'takes no'} unit`;
    if (measure === 'task-time' && figure.per) return `${side}: the time a task takes has no period; time lost over a period is time-lost`;
    if (measure === 'time-lost' && !figure.per) return `${side}: time lost is counted over a period (per)`;
    if (measure === 'share' && (figure.per || figure.value > 100)) return `${side}: a share is a percentage from 0 to 100, over no period`;
    if (figure.abandoned && (side === 'result' || measure !== 'task-time')) return `${side}: only the task before can have been abandoned`;
    if (figure.abandoned && figure.approximate) return `${side}: an abandoned task's time is how long it ran, not an approximation`;
  }
  if (baseline.words !== undefined || result.words !== undefined) return null;
  if (Boolean(baseline.per) !== Boolean(result.per)) return 'one figure is counted over a period and the other is not';
  if (baseline.per && result.per && baseline.per !== result.per && !CONVERSIONS[result.per]?.[baseline.per])
    return `a rate a ${result.per} and one a ${baseline.per} are not counted over the same period, and no stated conversion joins them`;
  return null;
}

/** A figure as printed: "2 hours 50 minutes", "6 a working day (median)", "$71,400 a month", "61% (earlier pilot)". */
function figureText(measure: Measure, figure: Figure): string {
  if (figure.words !== undefined) return figure.words;
  const value = figure.value!;
  let text =
    figure.unit !== undefined
      ? duration(value, figure.unit)
      : measure === 'money'
        ? `$${value.toLocaleString('en-US')}`
        : measure === 'share'
          ? `${value}%`
          : value.toLocaleString('en-US');
  if (figure.per) text += ` a ${figure.per}`;
  if (figure.median) text += ' (median)';
  if (figure.note) text += ` (${figure.note})`;
  if (figure.abandoned) return `Abandoned after ${text}`;
  if (figure.approximate) return `About ${text}`;
  return text;
}

/** "was 34 days", "was abandoned after 19 hours", "was IAM users" (words lose their capital; acronyms keep theirs). */
function beforeText(text: string): string {
  return `was ${/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text}`;
}

/** A figure's value in a unit both sides share: minutes for durations, the baseline's period for rates. */
function comparable(figure: Figure, period: Period | undefined): number {
  const value = figure.unit !== undefined ? figure.value! * MINUTES[figure.unit] : figure.value!;
  if (!figure.per || !period || figure.per === period) return value;
  return value * CONVERSIONS[figure.per]![period]!.factor;
}

/** A multiple to one decimal below ten, whole from ten ("5.3", "68"); a lower bound rounds down. */
function times(ratio: number, lowerBound = false): string {
  const round = lowerBound ? Math.floor : Math.round;
  return ratio < 10 ? String(round(ratio * 10) / 10) : String(round(ratio));
}

/** An outcome as the pages print it, or an error naming why its data cannot be compared. */
export function showOutcome(outcome: OutcomeFigures): ShownOutcome {
  const problem = refusal(outcome);
  if (problem) throw new Error(problem);
  const { measure, baseline, result } = outcome;
  const shown = { result: figureText(measure, result), before: beforeText(figureText(measure, baseline)) };
  if (baseline.words !== undefined || result.words !== undefined) return { ...shown, change: null, basis: null, scale: null };
  const period = baseline.per;
  const [before, after] = [comparable(baseline, period), comparable(result, period)];
  const basis = period && result.per !== period ? CONVERSIONS[result.per!]![period]!.basis : null;
  const longest = Math.max(before, after);
  const scale = longest > 0 ? { before: before / longest, after: after / longest } : null;
  return { ...shown, change: changeText(measure, baseline, result, before, after, basis !== null), basis, scale };
}

function changeText(measure: Measure, baseline: Figure, result: Figure, before: number, after: number, converted: boolean): string | null {
  if (before === after || !(before > 0)) return null;
  if (measure === 'share') return `${after > before ? '+' : '−'}${Number(Math.abs(after - before).toFixed(1))} pts`;
  const words = WORDS[measure];
  const about = baseline.approximate || result.approximate || converted ? 'about ' : '';
  if (baseline.abandoned) {
    // The task before never finished: how much faster is known only as a lower bound.
    return after > 0 && after < before ? `more than ${times(before / after, true)}× ${words.down}` : null;
  }
  if (measure === 'task-time') return after < before ? `${about}${times(before / after)}× ${words.down}` : `${about}${times(after / before)}× ${words.up}`;
  if (after === 0) return measure === 'count' ? `${before.toLocaleString('en-US')} ${words.down}` : `100% ${words.down}`;
  if (after < before) return `${about}${Math.round((1 - after / before) * 100)}% ${words.down}`;
  return after / before >= 2 ? `${about}${times(after / before)}× ${words.up}` : `${about}${Math.round((after / before - 1) * 100)}% ${words.up}`;
}
