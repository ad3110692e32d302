/**
 * Where a build's time goes, by phase: compiling each article's MDX, drawing diagrams and social
 * cards, each post-build step, the search index. Each piece of work is timed on the process's
 * performance timeline, which Astro's two copies of our modules (the configuration's and the
 * bundled routes') both see, so nothing of ours is shared in memory. The post-build step logs the
 * totals as one line (`phaseSummary`), and `npm run bench:scale` reports them cold and warm.
 * Times are wall time: calls that run concurrently (Vite compiles several files at once) overlap.
 */
const PREFIX = 'basalt: ';

function record(phase: string, start: number): void {
  performance.measure(PREFIX + phase, { start, end: performance.now() });
}

/** Runs `work`, adding its wall time to `phase`. */
export function timed<T>(phase: string, work: () => T): T {
  const start = performance.now();
  let result: T;
  try {
    result = work();
  } catch (error) {
    record(phase, start);
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => record(phase, start)) as T;
  record(phase, start);
  return result;
}

/** Milliseconds and calls per phase since the last summary, which clears them. */
function phaseTotals(): { phase: string; ms: number; calls: number }[] {
  const totals = new Map<string, { ms: number; calls: number }>();
  for (const entry of performance.getEntriesByType('measure')) {
    if (!entry.name.startsWith(PREFIX)) continue;
    const phase = entry.name.slice(PREFIX.length);
    const total = totals.get(phase) ?? { ms: 0, calls: 0 };
    totals.set(phase, { ms: total.ms + entry.duration, calls: total.calls + 1 });
  }
  for (const phase of totals.keys()) performance.clearMeasures(PREFIX + phase);
  return [...totals].map(([phase, total]) => ({ phase, ...total }));
}

/** The line the build logs: `time by phase: <phase> <seconds> s (<calls>); …`, the order of first use. */
export function phaseSummary(): string {
  return `time by phase: ${phaseTotals()
    .map(({ phase, ms, calls }) => `${phase} ${(ms / 1000).toFixed(1)} s (${calls})`)
    .join('; ')}`;
}
