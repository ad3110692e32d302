// `npm run bench`: measures the budgets of docs/architecture.md. Not a test: it prints a table and
// writes it to bench/results/latest.md. `--skip-lighthouse` leaves Lighthouse out. Build time by
// number of articles is `npm run bench:scale`'s.
//
// 1. Builds dist/ with SITE_URL pointing at the local server, so canonical URLs match what
//    Lighthouse loads.
// 2. For every route: HTML gzip, the bytes beyond the page's own text, render-blocking requests in
//    <head>, and JavaScript files downloaded on a desktop (1280 px) and a phone (390 px) visit.
// 3. Lighthouse 13 (mobile, simulated throttling), three runs on each of six pages, each run followed
//    by one of the same page served bare (its HTML without any stylesheet, style, script, image or
//    icon): medians against the budgets, FCP and LCP against the bare page's, plus the scripts and
//    font bytes requested before the largest paint. The pages are asked for in Brotli, as the edge
//    sends them; the load average is printed before and after. A run Lighthouse cannot finish (it
//    now and then loses its trace here) is taken again, not counted as zeros.
// Exits non-zero when a budget is missed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { builtPages } from '../runtime/built-pages.mjs';
import { ASTRO, EDGE_ACCEPT_ENCODING, startRuntime } from '../runtime/cdn-runtime.mjs';
import { FIRST_RESPONSE_BUDGET, FONT_BUDGET, budgetMissed, pageBytes } from './page-bytes.mjs';
import { realArticleCount } from './cloned-articles.mjs';
import { CHROMIUM_ARGS, findChromium } from '../test-support/find-browser.mjs';

const PORT = 4500;
const ORIGIN = `http://localhost:${PORT}`;
const LIGHTHOUSE_PAGES = ['/', '/about', '/blog', '/contact', '/blog/zero-trust-in-aws', '/services/web3-development', '/services/monitoring-observability'];
const LIGHTHOUSE_RUNS = 3;
/** Lighthouse budgets: milliseconds for the timings, a score out of 100 for the categories. */
const LIGHTHOUSE_BUDGETS = { overBare: 50, tbt: 0, cls: 0.005, score: 100 };
/** Lighthouse's categories and metrics, by the names the figures go by. */
const SCORES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };
/** The second page: a link rested on for 300 ms and clicked, shown within this many ms of the click. */
const SECOND_PAGE = { from: '/blog/zero-trust-in-aws', to: '/blog', rest: 300, runs: 7, budget: 100 };
const missed = [];
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
/** A Markdown table of `rows`, records whose keys are the header. */
const table = (rows) => {
  const header = Object.keys(rows[0]);
  say(`| ${header.join(' | ')} |`);
  say(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) say(`| ${Object.values(row).join(' | ')} |`);
  say();
};

function build(env = {}) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [ASTRO, 'build'], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stderr || result.stdout}`);
  return (performance.now() - started) / 1000;
}

/** JavaScript files downloaded on a visit (scrolling to the bottom, so visible islands load). */
async function scriptsOnVisit(browser, route, width) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push((await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(`${ORIGIN}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
  await page.close();
  return { files: scripts.length, bytes: scripts.reduce((a, b) => a + b, 0) };
}

/**
 * The full-text search on a throttled phone (Slow 4G: 150 ms, 1.6 Mbit/s; CPU slowed 4x): the bytes
 * Pagefind downloads for a first search and the time from the keystroke to the first result. The
 * explorer loads on that first use, so the time includes its download and hydration.
 */
async function searchFigures(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  let files = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/pagefind/')) return;
    files += 1;
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(`${ORIGIN}/blog`, { waitUntil: 'networkidle' });
  const started = Date.now();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('rollback');
  await page.getByText(/pages? mentions? “rollback”/).waitFor({ timeout: 60_000 });
  const firstResult = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  const indexBytes = readdirSync('dist/pagefind', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/-ui\.|component|modular|highlight/.test(entry.name))
    .reduce((sum, entry) => sum + readFileSync(join(entry.parentPath, entry.name)).length, 0);
  return { firstResult, bytes, files, indexBytes };
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * How soon the next page is shown after a click on a link the pointer rested on for 300 ms: from
 * the click (the old page's event time) to the new page's first contentful paint, both read as
 * wall-clock times; the new page's activationStart shows it came from a prerender. Measured with
 * puppeteer-core (Chromium turns prerendering off for pages Playwright drives), desktop width, no
 * throttling, with and without reduced motion (the cross-document view transition animates the
 * arrival). The same click with the rule set withheld, as browsers without the API navigate, is
 * the comparison.
 */
async function secondPageFigures() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const firstPaint = () =>
    new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0];
        const { activationStart } = performance.getEntriesByType('navigation')[0];
        if (paint) resolve({ at: performance.timeOrigin + paint.startTime, activationStart });
      }).observe({ type: 'paint', buffered: true });
    });
  /** One click: how long after it the next page was shown, and whether a prerender was activated. */
  const click = async ({ prerender, reducedMotion }) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${ORIGIN}${SECOND_PAGE.from}`, { waitUntil: 'networkidle0' });
    // Without the rule set (a removed rule-set script takes its rules with it) the browser has
    // nothing to prerender: the click loads the page as browsers without the API do.
    if (!prerender) await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
    let clickedAt = Number.NaN;
    page.on('console', (message) => {
      const [word, time] = message.text().split(' ');
      if (word === 'clicked') clickedAt = Number(time);
    });
    await page.evaluate(() => addEventListener('click', (event) => console.log(`clicked ${performance.timeOrigin + event.timeStamp}`), { capture: true }));
    const link = await page.$(`header a[href="${SECOND_PAGE.to}"]`);
    await link.hover();
    await sleep(SECOND_PAGE.rest);
    await Promise.all([page.waitForNavigation(), link.click()]);
    const paint = await page.evaluate(firstPaint);
    await page.close();
    return { shown: paint.at - clickedAt, prerendered: paint.activationStart > 0 };
  };
  const rows = [];
  try {
    for (const reducedMotion of [false, true]) {
      for (const prerender of [true, false]) {
        const runs = [];
        for (let run = 0; run < SECOND_PAGE.runs; run += 1) runs.push(await click({ prerender, reducedMotion }));
        const shown = median(runs.map((run) => run.shown));
        const prerendered = runs.filter((run) => run.prerendered).length;
        if (prerender && prerendered < SECOND_PAGE.runs)
          missed.push(`second page: ${SECOND_PAGE.runs - prerendered} of ${SECOND_PAGE.runs} clicks were not served from a prerender`);
        if (prerender && shown > SECOND_PAGE.budget)
          missed.push(`second page${reducedMotion ? ' (reduced motion)' : ''}: shown ${Math.round(shown)} ms after the click`);
        rows.push({
          navigation: prerender ? 'prerendered on intent' : 'without the rule set (ordinary load)',
          motion: reducedMotion ? 'reduced' : 'view transition',
          [`click to first contentful paint (≤ ${SECOND_PAGE.budget})`]: `${Math.round(shown)} ms`,
          'each run': runs.map((run) => Math.round(run.shown)).join(' / '),
          'activated from a prerender': prerender ? `${prerendered} of ${SECOND_PAGE.runs}` : '–',
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function lighthouseRun(lighthouse, port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.values(SCORES),
    // The page as the edge sends it to Chromium (Brotli), not as the local runtime would (gzip).
    extraHeaders: { 'Accept-Encoding': EDGE_ACCEPT_ENCODING },
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
  const value = (id) => {
    const figure = lhr.audits[id]?.numericValue;
    if (figure === undefined) throw new Error(`Lighthouse gave no ${id} (${lhr.audits[id]?.errorMessage ?? 'no audit'})`);
    return figure;
  };
  const figures = (ids, of) => Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, of(id)]));
  // Request times are observed, so compare them with the observed largest paint.
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const before = requests.filter((request) => (request.networkRequestTime ?? request.startTime ?? 0) < observedLcp);
  return {
    ...figures(SCORES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    ...figures(METRICS, value),
    scriptsBeforeLcp: before.filter((request) => request.resourceType === 'Script').length,
    fontBytesBeforeLcp: before.filter((request) => request.resourceType === 'Font').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/**
 * The pages as they would be served bare: their HTML without any stylesheet, style, script, image
 * or icon, in a folder a second runtime serves with the site's own headers. What a page's own words
 * cost on this machine; the budget is what the site adds to them.
 */
function bareSite(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'basalt-bare-'));
  const RESOURCES = /<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<svg[\s\S]*?<\/svg>|<(?:link|img|source)\b[^>]*>/g;
  for (const { route, html } of pages) {
    const file = join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html.replace(RESOURCES, ''));
  }
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  copyFileSync(join('dist', '_headers'), join(dir, '_headers'));
  return dir;
}

/** Lighthouse's figures for `url` in a fresh browser (nothing cached from the run before). */
async function lighthouseOnce(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  for (let failures = 0; ; ) {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      return await lighthouseRun(lighthouse, chrome.port, url);
    } catch (error) {
      // Now and then Lighthouse cannot read its own trace here (NO_NAVSTART, NO_LCP): that run has
      // no figures, and counting it as zeros would flatter the median, so it is taken again.
      failures += 1;
      if (failures > LIGHTHOUSE_RUNS) throw error;
      say(`(${url}: ${/** @type {Error} */ (error).message}; run taken again)`);
    } finally {
      chrome.kill();
    }
  }
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function lighthouseRuns(pages) {
  const rows = [];
  say(`Load average before: ${loadAverage()}.`);
  say();
  const bareDir = bareSite(pages.filter((page) => LIGHTHOUSE_PAGES.includes(page.route)));
  const bareServer = await startRuntime({ dir: bareDir, port: PORT + 1 });
  try {
    for (const route of LIGHTHOUSE_PAGES) rows.push(await lighthouseRow(route));
  } finally {
    await bareServer.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
  say(`Load average after: ${loadAverage()}.`);
  say();
  return rows;
}

/** One page's row: its runs interleaved with the bare page's, so both meet the same moments of the machine. */
async function lighthouseRow(route) {
  const runs = [];
  const bare = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    runs.push(await lighthouseOnce(`${ORIGIN}${route}`));
    bare.push(await lighthouseOnce(`http://localhost:${PORT + 1}${route}`));
  }
  const medianOf = (of, key) => median(of.map((run) => run[key]));
  const figures = {
    ...Object.fromEntries([...Object.keys(SCORES), ...Object.keys(METRICS)].map((key) => [key, medianOf(runs, key)])),
    scripts: Math.max(...runs.map((run) => run.scriptsBeforeLcp)),
    fonts: Math.max(...runs.map((run) => run.fontBytesBeforeLcp)),
  };
  const over = { fcp: figures.fcp - medianOf(bare, 'fcp'), lcp: figures.lcp - medianOf(bare, 'lcp') };
  const misses = [
    ...['fcp', 'lcp'].filter((key) => over[key] > LIGHTHOUSE_BUDGETS.overBare).map((key) => `${key.toUpperCase()} ${Math.round(over[key])} ms over bare`),
    figures.tbt > LIGHTHOUSE_BUDGETS.tbt && `TBT ${Math.round(figures.tbt)} ms`,
    figures.cls > LIGHTHOUSE_BUDGETS.cls && `CLS ${figures.cls.toFixed(3)}`,
    ...Object.keys(SCORES)
      .filter((key) => figures[key] < LIGHTHOUSE_BUDGETS.score)
      .map((key) => `${key} ${figures[key]}`),
    figures.scripts > 0 && !['/contact', '/'].includes(route) && `${figures.scripts} scripts before LCP`,
    figures.fonts > FONT_BUDGET && `${figures.fonts} font bytes before LCP`,
  ].filter(Boolean);
  for (const miss of misses) missed.push(`${route}: ${miss}`);
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  const versus = (key) =>
    `${Math.round(figures[key])} / ${Math.round(medianOf(bare, key))} ms (${over[key] >= 0 ? '+' : '−'}${Math.abs(Math.round(over[key]))})`;
  return {
    page: route,
    perf·a11y·BP·SEO: `${figures.performance}·${figures.accessibility}·${figures.bestPractices}·${figures.seo}`,
    [`FCP / bare (≤ +${LIGHTHOUSE_BUDGETS.overBare})`]: versus('fcp'),
    [`LCP / bare (≤ +${LIGHTHOUSE_BUDGETS.overBare})`]: versus('lcp'),
    'TBT (0)': `${Math.round(figures.tbt)} ms`,
    'CLS (≤ 0.005)': figures.cls.toFixed(3),
    'scripts before LCP': figures.scripts,
    'font before LCP': `${(figures.fonts / 1024).toFixed(1)} KB`,
    'LCP of each run': runs.map((run) => `${Math.round(run.lcp)}`).join(' / '),
    budgets: misses.length ? misses.join(', ') : 'all met',
    'failing binary audits': failing.join(', ') || '—',
  };
}

say(`# Benchmark — ${new Date().toISOString()}`);
say();
say(`Node ${process.version}, ${process.platform}, ${cpus().length} cores.`);
say();
say(`Production build of the site (${realArticleCount()} articles): ${build({ SITE_URL: ORIGIN }).toFixed(1)} s`);
say();

// Served on the CDN's own runtime, with dist/_headers and dist/_redirects applied.
const server = await startRuntime({ dir: 'dist', port: PORT });
try {
  const pages = builtPages();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  for (const page of pages) {
    const bytes = pageBytes(page.html);
    const desktop = await scriptsOnVisit(browser, page.route, 1280);
    const phone = await scriptsOnVisit(browser, page.route, 390);
    const over = budgetMissed(page.route, page.html);
    if (over) missed.push(over);
    if (bytes.blocking.length) missed.push(`${page.route}: render-blocking ${bytes.blocking.join(', ')}`);
    rows.push({
      route: page.route,
      'first response as served': bytes.served.toLocaleString('en-US'),
      [`beyond its own text (≤ ${FIRST_RESPONSE_BUDGET.toLocaleString('en-US')} except hubs)`]: bytes.overhead.toLocaleString('en-US'),
      'render-blocking requests': bytes.blocking.length,
      'JS files, desktop': `${desktop.files} (${(desktop.bytes / 1024).toFixed(1)} KB)`,
      'JS files, phone': `${phone.files} (${(phone.bytes / 1024).toFixed(1)} KB)`,
    });
  }
  const search = await searchFigures(browser);
  await browser.close();
  const secondPage = await secondPageFigures();
  say('## Every route');
  say();
  table(rows);

  say('## Full-text search on a throttled phone');
  say();
  table([
    {
      'index and engine on the server': `${(search.indexBytes / 1024).toFixed(0)} KB`,
      'downloaded by a first search': `${(search.bytes / 1024).toFixed(0)} KB in ${search.files} files`,
      'first keystroke to first result (loading the explorer and the engine, 200 ms pause included)': `${search.firstResult} ms`,
    },
  ]);

  say(`## The second page: ${SECOND_PAGE.from} → ${SECOND_PAGE.to}, the pointer resting ${SECOND_PAGE.rest} ms on the link, median of ${SECOND_PAGE.runs}`);
  say();
  table(secondPage);

  if (!process.argv.includes('--skip-lighthouse')) {
    say(`## Lighthouse (mobile, simulated throttling), median of ${LIGHTHOUSE_RUNS} runs`);
    say();
    table(await lighthouseRuns(pages));
  }
} finally {
  await server.close();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `${lines.join('\n')}\n`);
console.log('Written to bench/results/latest.md');
// Leave dist/ as a normal build (canonical URLs from SITE_URL or the default).
if (existsSync('dist')) build();
if (missed.length) {
  console.error(`\nBudgets missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\nEvery measured budget is met.');
