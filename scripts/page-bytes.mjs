// The byte figures of a built page that the budgets speak of (docs/architecture.md, "Budgets"):
// its HTML gzipped at level 9, the visible text of its <main> gzipped on its own, and the difference, which
// is what the page costs beyond its own words. Shared by the dist tests and the benchmark.
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/**
 * The first round trip of a new connection: ten TCP segments of 1,460 bytes, the initial congestion
 * window of Lighthouse's simulated network. A response one byte longer costs a second round trip
 * (150 ms on its phone profile) on the first paint and the largest one; the response's headers count.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/**
 * Home page: the whole HTML, gzip -9, within the first round trip. On the wire it travels as the edge
 * sends it, Brotli, some 7 % smaller than gzip -9, which leaves room for the response's headers
 * (about 700 bytes); tests/dist/hosting.test.ts counts those bytes on the runtime.
 */
export const HOME_HTML_BUDGET = FIRST_ROUND_TRIP_BYTES;
/**
 * Every page: HTML beyond the page's own text. 12,500 since the pages stopped hiding content on a
 * phone: a stacked table's cells carry their column's heading (up to 250 bytes on the article with
 * the most tables), a diagram its narrow and dark drawings and full-size view (about 200), a page
 * with a sideways row its controls and their inline script (about 450, on the service pages), and
 * every article the same closing call to action (about 200).
 */
export const OVERHEAD_BUDGET = 12_500;
/** Web font bytes before the largest paint. */
export const FONT_BUDGET = 25_000;

/** @param {string} text */
export const gzip = (text) => gzipSync(text, { level: 9 }).length;

/**
 * @param {string} html
 * @returns {{ gzip: number, text: number, overhead: number, blocking: string[] }}
 */
export function pageBytes(html) {
  const doc = parse(html);
  const main = doc.querySelector('main');
  // The page's own words: what <main> shows, not the CSS or code it carries (<style>, <script>, <template>).
  for (const hidden of main?.querySelectorAll('style, script, template') ?? []) hidden.remove();
  const text = gzip(main?.textContent ?? '');
  const total = gzip(html);
  const head = doc.querySelector('head');
  const blocking = [
    ...(head?.querySelectorAll('link[rel="stylesheet"]') ?? []).map((link) => link.getAttribute('href') ?? ''),
    ...(head?.querySelectorAll('script[src]') ?? [])
      .filter((script) => !script.hasAttribute('async') && !script.hasAttribute('defer') && script.getAttribute('type') !== 'module')
      .map((script) => script.getAttribute('src') ?? ''),
  ];
  return { gzip: total, text, overhead: total - text, blocking };
}
