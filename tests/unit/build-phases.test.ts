// The build logs where its time went as one line (src/lib/build-phases.ts), which `npm run
// bench:scale` reads back by its format: each phase's seconds and calls, awaited work included.
import { describe, expect, it } from 'vitest';
import { phaseSummary, timed } from '../../src/lib/build-phases.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('build phases', () => {
  it('adds up each phase over its calls, waiting for work that returns a promise, and starts again after each summary', async () => {
    expect(timed('sync phase', () => 42)).toBe(42);
    expect(await timed('async phase', () => pause(120).then(() => 'done'))).toBe('done');
    await timed('async phase', () => pause(120));
    const summary = phaseSummary();
    expect(summary).toMatch(/^time by phase: sync phase 0\.\d s \(1\); async phase (\d+\.\d) s \(2\)$/);
    expect(Number(/async phase (\d+\.\d)/.exec(summary)![1])).toBeGreaterThanOrEqual(0.2);
    expect(phaseSummary()).toBe('time by phase: ');
  });

  it('records a phase whose work throws, and lets the error through', () => {
    expect(() =>
      timed('failing phase', () => {
        throw new Error('broken page');
      }),
    ).toThrow('broken page');
    expect(phaseSummary()).toMatch(/^time by phase: failing phase 0\.\d s \(1\)$/);
  });
});
