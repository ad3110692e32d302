/**
 * Outcome figures as the studies print them: each example is worked by hand from a study's own
 * before and after (the arithmetic in the comment), not produced by the function under test.
 */
import { describe, expect, it } from 'vitest';
import { refusal, showOutcome, type OutcomeFigures } from '../../src/lib/outcome-scale.ts';

const outcome = (measure: OutcomeFigures['measure'], baseline: OutcomeFigures['baseline'], result: OutcomeFigures['result']): OutcomeFigures => ({
  measure,
  baseline,
  result,
});

describe('the change printed beside a result, worked by hand from the studies', () => {
  it.each([
    // Logistics: a recovery test abandoned after 19 hours (1,140 minutes) against 2 h 50 (170): 1,140 ÷ 170 = 6.71, a lower bound.
    [
      'recovery, abandoned before',
      outcome('task-time', { value: 19, unit: 'hour', abandoned: true }, { value: 170, unit: 'minute' }),
      '2 hours 50 minutes',
      'was abandoned after 19 hours',
      'more than 6.7× faster',
    ],
    // Logistics: downtime is time lost, not a task: 1.2 ÷ 11.5 = 0.104, so 90% less.
    [
      'downtime',
      outcome('time-lost', { value: 11.5, unit: 'hour', per: 'quarter' }, { value: 1.2, unit: 'hour', per: 'quarter' }),
      '1.2 hours a quarter',
      'was 11.5 hours a quarter',
      '90% less',
    ],
    // Logistics: $18,600 saved of $71,400 is 26.05%.
    ['cost', outcome('money', { value: 71_400, per: 'month' }, { value: 52_800, per: 'month' }), '$52,800 a month', 'was $71,400 a month', '26% less'],
    // Field service: 6 a working day × 21.7 working days = 130.2 a month, against 2 a month: 65.1.
    [
      'deployments, per working day against per month',
      outcome('count', { value: 2, per: 'month' }, { value: 6, per: 'working day', median: true }),
      '6 a working day (median)',
      'was 2 a month',
      'about 65× more',
    ],
    // Field service: 9 days = 12,960 minutes against 190 minutes: 68.2.
    ['lead time', outcome('task-time', { value: 9, unit: 'day' }, { value: 190, unit: 'minute' }), '3 hours 10 minutes', 'was 9 days', '68× faster'],
    // Field service: about 180 minutes against 11: 16.4, and no more exact than the figure before.
    [
      'time to restore, from a rough record',
      outcome('task-time', { value: 3, unit: 'hour', approximate: true }, { value: 11, unit: 'minute', median: true }),
      '11 minutes (median)',
      'was about 3 hours',
      'about 16× faster',
    ],
    // Field service: a share changes by points, 24 − 5 = 19.
    ['change failure rate', outcome('share', { value: 24 }, { value: 5 }), '5%', 'was 24%', '−19 pts'],
    // Healthtech: 3 weeks = 21 days against 4 days: 5.25.
    ['questionnaires', outcome('task-time', { value: 3, unit: 'week' }, { value: 4, unit: 'day' }), '4 days', 'was 3 weeks', '5.3× faster'],
    // Healthtech: 40 of 41 gone is 97.6%.
    ['IAM users with keys', outcome('count', { value: 41 }, { value: 1 }), '1', 'was 41', '98% fewer'],
    // Insurance: 61% to 91% is 30 points; the note stays with its figure.
    ['graded answers', outcome('share', { value: 61, note: 'earlier pilot' }, { value: 91 }), '91%', 'was 61% (earlier pilot)', '+30 pts'],
    // Insurance: 140 fewer of 310 is 45.2%.
    ['referrals', outcome('count', { value: 310, per: 'month' }, { value: 170, per: 'month' }), '170 a month', 'was 310 a month', '45% fewer'],
    // Real estate: 34 ÷ 19 = 1.79.
    [
      'transfers',
      outcome('task-time', { value: 34, unit: 'day' }, { value: 19, unit: 'day', note: 'without a token' }),
      '19 days (without a token)',
      'was 34 days',
      '1.8× faster',
    ],
  ])('%s', (_, figures, result, before, change) => {
    expect(showOutcome(figures)).toMatchObject({ result, before, change });
  });

  it('names the conversion when two rates were counted over different periods', () => {
    expect(showOutcome(outcome('count', { value: 2, per: 'month' }, { value: 6, per: 'working day' })).basis).toBe('Compared at 21.7 working days a month.');
    expect(showOutcome(outcome('count', { value: 310, per: 'month' }, { value: 170, per: 'month' })).basis).toBeNull();
  });

  it('tells a count that fell to nothing as the difference', () => {
    expect(showOutcome(outcome('count', { value: 41 }, { value: 0 })).change).toBe('41 fewer');
  });

  it('prints no change and draws no bars where a side is words', () => {
    expect(showOutcome(outcome('count', { words: 'No report' }, { value: 0 }))).toEqual({
      result: '0',
      before: 'was no report',
      change: null,
      basis: null,
      scale: null,
    });
    expect(showOutcome(outcome('count', { words: 'Assumed most' }, { words: '3 of 24 interviewed' })).change).toBeNull();
  });

  it('draws both bars on one scale, the longer one full', () => {
    // 2 a month against 130.2 a month.
    const { scale } = showOutcome(outcome('count', { value: 2, per: 'month' }, { value: 6, per: 'working day' }));
    expect(scale!.after).toBe(1);
    expect(scale!.before).toBeCloseTo(2 / 130.2, 6);
    expect(showOutcome(outcome('share', { value: 38 }, { value: 94 })).scale).toEqual({ before: 38 / 94, after: 1 });
  });
});

describe('combinations that are refused', () => {
  it.each([
    ['a task time over a period', outcome('task-time', { value: 9, unit: 'day', per: 'month' }, { value: 2, unit: 'day', per: 'month' }), /has no period/],
    ['time lost without a period', outcome('time-lost', { value: 11.5, unit: 'hour' }, { value: 1.2, unit: 'hour' }), /counted over a period/],
    ['a duration without its unit', outcome('task-time', { value: 9 }, { value: 2, unit: 'day' }), /needs unit/],
    ['a count with a duration unit', outcome('count', { value: 2, unit: 'day' }, { value: 6 }), /takes no unit/],
    ['a rate a working day against one a week', outcome('count', { value: 10, per: 'week' }, { value: 6, per: 'working day' }), /same period/],
    ['a rate a calendar day against one a month', outcome('count', { value: 2, per: 'month' }, { value: 6, per: 'day' }), /same period/],
    ['a rate against a total', outcome('count', { value: 2, per: 'month' }, { value: 6 }), /period and the other is not/],
    ['a result that never finished', outcome('task-time', { value: 9, unit: 'day' }, { value: 2, unit: 'day', abandoned: true }), /only the task before/],
    ['an abandoned cost', outcome('money', { value: 9, abandoned: true }, { value: 2 }), /only the task before/],
    [
      'an abandoned task given as approximate',
      outcome('task-time', { value: 19, unit: 'hour', abandoned: true, approximate: true }, { value: 3, unit: 'hour' }),
      /not an approximation/,
    ],
    ['a share over 100', outcome('share', { value: 38 }, { value: 140 }), /0 to 100/],
    ['a share per month', outcome('share', { value: 38, per: 'month' }, { value: 40, per: 'month' }), /0 to 100/],
    ['words with a value beside them', outcome('count', { words: 'No report', value: 3 }, { value: 0 }), /words stand in for a figure/],
    ['a side with nothing', outcome('count', {}, { value: 0 }), /neither a value nor words/],
  ])('%s', (_, figures, reason) => {
    expect(refusal(figures)).toMatch(reason);
    expect(() => showOutcome(figures)).toThrow(reason);
  });

  it('accepts every combination the studies use', () => {
    expect(refusal(outcome('count', { value: 2, per: 'month' }, { value: 6, per: 'working day', median: true }))).toBeNull();
    expect(refusal(outcome('task-time', { value: 19, unit: 'hour', abandoned: true }, { value: 170, unit: 'minute' }))).toBeNull();
  });
});
