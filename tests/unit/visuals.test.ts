import { describe, expect, it } from 'vitest';
import { columnsFor, leadsRow } from '../../src/lib/grid.ts';
import { keepHyphenatedWords } from '../../src/lib/line-breaks.ts';
import { beforeText, changeText, outcomeScale, quantity } from '../../src/lib/outcome-scale.ts';
import { stepBars, stepSpan } from '../../src/lib/step-durations.ts';

describe('before and after bars read the figures a study prints', () => {
  it.each([
    ['9 days', { kind: 'duration', value: 9 * 1440 }],
    ['3 hours 10 minutes', { kind: 'duration', value: 190 }],
    ['Abandoned after 19 hours', { kind: 'duration', value: 19 * 60 }],
    ['6 a day (median)', { kind: 'rate', value: 6 }],
    ['310 a month', { kind: 'rate', value: 310 / 30 }],
    ['61% (earlier pilot)', { kind: 'percent', value: 61 }],
    ['$71,400', { kind: 'money', value: 71_400 }],
    ['41 active keys', { kind: 'count', value: 41 }],
    ['0', { kind: 'count', value: 0 }],
  ])('%s', (text, expected) => {
    expect(quantity(text)).toEqual(expected);
  });

  it('reads no figure from words, or from a share of a sample', () => {
    expect(quantity('No report')).toBeNull();
    expect(quantity('Assumed most')).toBeNull();
    expect(quantity('3 of 24 interviewed')).toBeNull();
  });

  it('scales both bars to the longer one, across units of the same kind', () => {
    expect(outcomeScale('9 days', '3 hours 10 minutes')).toEqual({ before: 1, after: 190 / (9 * 1440) });
    expect(outcomeScale('38%', '94%')).toEqual({ before: 38 / 94, after: 1 });
    expect(outcomeScale('2 a month', '6 a day (median)')).toEqual({ before: 2 / 30 / 6, after: 1 });
  });

  it('draws nothing when the figures are of different kinds or missing', () => {
    expect(outcomeScale('No report', '0')).toBeNull();
    expect(outcomeScale('24%', '3 days')).toBeNull();
    expect(outcomeScale('0', '0')).toBeNull();
  });
});

describe('the change printed beside a result', () => {
  it.each([
    ['9 days', '3 hours 10 minutes', '68× faster'],
    ['3 weeks', '4 days', '5.3× faster'],
    ['2 a month', '6 a day (median)', '90× more'],
    ['24%', '5%', '−19 pts'],
    ['38%', '94%', '+56 pts'],
    ['41 IAM users', '0', '−41'],
    ['$71,400', '$52,800', '−26%'],
    ['310 a month', '170 a month', '−45%'],
  ])('%s to %s reads %s', (baseline, result, expected) => {
    expect(changeText(baseline, result)).toBe(expected);
  });

  it('prints nothing for figures that cannot be compared', () => {
    expect(changeText('No report', '0')).toBeNull();
    expect(changeText('24%', '3 days')).toBeNull();
  });
});

describe('grids are sized to their count', () => {
  it('never leaves one card alone on the last row', () => {
    for (let count = 2; count <= 12; count += 1) {
      const columns = columnsFor(count);
      expect(count === columns || (count > columns && count % columns !== 1), `${count} cards in ${columns} columns`).toBe(true);
    }
  });

  it('fills the last row: five cards are one leading card and a 2×2, not 3 + 2', () => {
    expect(leadsRow(5)).toBe(true);
    expect(columnsFor(4)).toBe(2);
    for (let count = 2; count <= 12; count += 1) {
      if (!leadsRow(count)) continue;
      expect(count % columnsFor(count), `${count} cards`).not.toBe(0);
      expect((count - 1) % columnsFor(count - 1), `${count} cards, one leading`).toBe(0);
    }
    for (const count of [2, 3, 4, 6, 9, 12]) expect(leadsRow(count), `${count} cards fill their rows`).toBe(false);
  });

  it('prefers three columns, then two, then four', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(columnsFor)).toEqual([1, 2, 3, 2, 3, 3, 4, 2]);
  });
});

describe('the figure before, beside a result', () => {
  it('reads as a sentence whether the baseline is a figure, words or an acronym', () => {
    expect(beforeText('34 days')).toBe('was 34 days');
    expect(beforeText('Abandoned after 19 hours')).toBe('was abandoned after 19 hours');
    expect(beforeText('IAM users in every account')).toBe('was IAM users in every account');
  });
});

describe('titles keep their hyphenated words whole', () => {
  it('joins the letters either side of a hyphen and leaves other hyphens and the words alone', () => {
    expect(keepHyphenatedWords('Moving Tracing from the X-Ray SDK')).toBe('Moving Tracing from the X-\u2060Ray SDK');
    expect(keepHyphenatedWords('Event-Driven Architecture, 2024-2026 - a review')).toBe('Event-\u2060Driven Architecture, 2024-2026 - a review');
  });
});

describe('an engagement drawn to scale from its printed durations', () => {
  it('reads ranges, single figures, days, months and open-ended steps as weeks', () => {
    expect(stepSpan('1–2 weeks')).toEqual({ min: 1, max: 2 });
    expect(stepSpan('1 week')).toEqual({ min: 1, max: 1 });
    expect(stepSpan('2–4 weeks per wave')).toEqual({ min: 2, max: 4 });
    expect(stepSpan('3 months')).toEqual({ min: 13, max: 13 });
    expect(stepSpan('Ongoing')).toBe('open');
    expect(stepSpan('Quarterly')).toBe('open');
    expect(stepSpan(undefined)).toBeUndefined();
  });

  it('draws each step against the longest step, a sliver for the shortest, and no bar without a duration', () => {
    expect(stepBars(['1–2 weeks', '30 days', '6–10 weeks', 'Ongoing', undefined])).toEqual([
      { min: 10, max: 20 },
      { min: 42.9, max: 42.9 },
      { min: 60, max: 100 },
      'open',
      undefined,
    ]);
    expect(stepBars(['1 day', '10 weeks'])[0]).toEqual({ min: 3, max: 3 });
    expect(stepBars(['Ongoing', undefined])).toEqual(['open', undefined]);
  });
});
