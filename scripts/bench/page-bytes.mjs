// The byte figures of a built page that the budgets speak of (docs/architecture.md, "Budgets"): its
// first response as the local runtime serves it (the HTML gzipped at the runtime's level, plus the
// status line, every response header and the chunk framing), and the same minus the visible text of
// its <main> gzipped on its own: what the page costs beyond its own words. Shared by the dist tests
// and the benchmark; tests/dist/hosting.test.ts checks both assumptions below on the runtime.
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/**
 * The first round trip of a new connection: ten TCP segments of 1,460 bytes, the initial congestion
 * window of Lighthouse's simulated network. A response one byte longer costs a second round trip
 * (150 ms on its phone profile) on the first paint and the largest one.
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;
/** A page's first response: the first round trip with a kilobyte to spare. */
export const FIRST_RESPONSE_BUDGET = FIRST_ROUND_TRIP_BYTES - 1_000;
/**
 * The gzip level of the local runtime (workerd answers `Accept-Encoding: gzip, deflate, br, zstd`,
 * Chromium's, with gzip). Every client and host has gzip; the edge's Brotli is smaller.
 */
const RUNTIME_GZIP_LEVEL = 6;
/**
 * What a page's answer carries besides its gzip body: status line, every header the runtime sends
 * (the hosting rules' and its own: ETag, CF-Cache-Status, Transfer-Encoding; 624 bytes) and the
 * chunk framing (18 to 25 bytes at a hub's size). Read from the runtime by tests/dist/hosting.test.ts.
 */
export const RESPONSE_HEAD_BYTES = 650;
/** Web font bytes before the largest paint. */
export const FONT_BUDGET = 25_000;

/** The home page and the index and hub pages: the whole first response counts, their text included. */
const HUB = /^\/(services|case-studies|blog|solutions|about|contact)?$|^\/blog\/(category|page)\//;
/** @param {string} route */
export const isHub = (route) => HUB.test(route);

/** @param {string} text */
export const gzip = (text) => gzipSync(text, { level: RUNTIME_GZIP_LEVEL }).length;

/**
 * @param {string} html
 * @returns {{ served: number, text: number, overhead: number, blocking: string[] }}
 *   served: the first response as served; overhead: the same minus the page's own <main> text.
 */
export function pageBytes(html) {
  const doc = parse(html);
  const main = doc.querySelector('main');
  // The page's own words: what <main> shows, not the CSS or code it carries (<style>, <script>, <template>).
  for (const hidden of main?.querySelectorAll('style, script, template') ?? []) hidden.remove();
  const text = gzip(main?.textContent ?? '');
  const served = gzip(html) + RESPONSE_HEAD_BYTES;
  const head = doc.querySelector('head');
  const blocking = [
    ...(head?.querySelectorAll('link[rel="stylesheet"]') ?? []).map((link) => link.getAttribute('href') ?? ''),
    ...(head?.querySelectorAll('script[src]') ?? [])
      .filter((script) => !script.hasAttribute('async') && !script.hasAttribute('defer') && script.getAttribute('type') !== 'module')
      .map((script) => script.getAttribute('src') ?? ''),
  ];
  return { served, text, overhead: served - text, blocking };
}

/**
 * The budget a page misses, as a sentence, or undefined: a hub's whole first response, any other
 * page's beyond its own text.
 * @param {string} route
 * @param {string} html
 */
export function budgetMissed(route, html) {
  const bytes = pageBytes(html);
  if (isHub(route)) return bytes.served > FIRST_RESPONSE_BUDGET ? `${route}: ${bytes.served} bytes as served (≤ ${FIRST_RESPONSE_BUDGET})` : undefined;
  return bytes.overhead > FIRST_RESPONSE_BUDGET ? `${route}: ${bytes.overhead} bytes beyond its text (≤ ${FIRST_RESPONSE_BUDGET})` : undefined;
}
