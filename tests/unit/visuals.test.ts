import { describe, expect, it } from 'vitest';
import { columnsFor, leadsRow } from '../../src/lib/grid.ts';
import { keepHyphenatedWords } from '../../src/lib/line-breaks.ts';
import { stepBars, stepSpan } from '../../src/lib/step-durations.ts';

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
