// The load the form benchmark sends (scripts/bench/bench-form.mjs): `total` submissions, `concurrency` at
// a time, each retried until it is acknowledged, as a visitor would press "Send" again after an
// error. What was acknowledged, how long each acknowledgement took and how many attempts failed
// is the result; the caller counts what the collector stored.

/** The p-th percentile (0 to 100) of sorted numbers, nearest rank. */
function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * @param {{
 *   url: string,
 *   total: number,
 *   concurrency: number,
 *   body: (n: number) => FormData,
 *   headers?: (n: number) => Record<string, string>,
 *   afterAcks?: { count: number, run: () => Promise<void> },
 *   giveUpMs?: number,
 * }} options
 */
export async function sendLoad({ url, total, concurrency, body, headers = () => ({}), afterAcks, giveUpMs = 120_000 }) {
  const acknowledged = new Set();
  const latencies = [];
  let failures = 0;
  /** Failed attempts by status ('network' when no answer came). */
  const statuses = {};
  let next = 0;
  /** @type {Promise<void> | undefined} */
  let interruption;
  const started = performance.now();
  const deadline = Date.now() + giveUpMs;
  async function worker() {
    while (next < total) {
      const n = next++;
      while (Date.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(url, {
            method: 'POST',
            body: body(n),
            headers: { Accept: 'application/json', ...headers(n) },
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          if (response.ok) {
            latencies.push(performance.now() - sent);
            acknowledged.add(n);
            if (afterAcks && !interruption && acknowledged.size >= afterAcks.count) interruption = afterAcks.run();
            break;
          }
          failures += 1;
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        } catch {
          failures += 1;
          statuses.network = (statuses.network ?? 0) + 1;
        }
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (interruption) await interruption;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    acknowledged,
    failures,
    statuses,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  };
}
