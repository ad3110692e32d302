// `npm run bench`: measures the budgets of docs/architecture.md. Not a test: it prints a table and
// writes it to bench/results/latest.md.
//
//   node scripts/bench.mjs                 everything (about 10 minutes on 2 cores)
//   node scripts/bench.mjs --skip-scale    without the 120/1200-article build timings
//   node scripts/bench.mjs --skip-lighthouse
//   node scripts/bench.mjs --scale-only    only the 12/120/1200-article build timings
//
// 1. Builds dist/ with SITE_URL pointing at the local server, so canonical URLs match what
//    Lighthouse loads.
// 2. For every route: HTML bytes (raw, gzip), render-blocking requests in <head>, the gzip bytes
//    up to the end of the <h1> plus blocking CSS (one 14.6 KB round trip), and JavaScript files
//    downloaded on a desktop (1280 px) and a phone (390 px) visit.
// 3. Lighthouse (mobile, simulated throttling) on the home page, /blog, /contact and one article.
// 4. Build time with 12, 120 and 1,200 articles: synthetic copies in a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { builtPages } from './built-pages.mjs';
import { projectCopy } from './project-copy.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';

const args = new Set(process.argv.slice(2));
const PORT = 4500;
const ORIGIN = `http://localhost:${PORT}`;
const ASTRO = join(process.cwd(), 'node_modules/astro/bin/astro.mjs');
const LIGHTHOUSE_PAGES = ['/', '/blog', '/contact', '/blog/zero-trust-in-aws'];
const BUDGET_CRITICAL_BYTES = 14_600;
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
const table = (header, rows) => {
  say(`| ${header.join(' | ')} |`);
  say(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say();
};
const gz = (text) => gzipSync(text, { level: 9 }).length;

function build(cwd, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [ASTRO, 'build'], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`astro build failed in ${cwd}:\n${result.stderr || result.stdout}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Static figures from the built HTML. */
function staticFigures({ route, html }) {
  const head = html.slice(0, html.indexOf('</head>'));
  const blockingCss = [...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const blockingJs = [...head.matchAll(/<script(?![^>]*\b(?:async|defer|type="module"|type="application\/ld\+json")\b)[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const h1End = html.indexOf('</h1>') + '</h1>'.length;
  const cssBytes = blockingCss.reduce((sum, href) => sum + gz(readFileSync(join('dist', href))), 0);
  return {
    route,
    raw: Buffer.byteLength(html),
    gzip: gz(html),
    blocking: blockingCss.length + blockingJs.length,
    critical: gz(html.slice(0, h1End)) + cssBytes,
  };
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

async function lighthouseRuns() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      const { lhr } = await lighthouse(`${ORIGIN}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id) => `${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      rows.push([
        route,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        ms('first-contentful-paint'),
        ms('largest-contentful-paint'),
        ms('total-blocking-time'),
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        failing.join(', ') || '—',
      ]);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** A copy of the project whose content holds `count` articles (the twelve, repeated under new slugs). */
function syntheticProject(count) {
  const dir = projectCopy(`basalt-bench-${count}`, { content: readdirSync('content').filter((folder) => folder !== 'articles') });
  mkdirSync(join(dir, 'content/articles'), { recursive: true });
  const sources = readdirSync('content/articles').filter((f) => f.endsWith('.mdx'));
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    const copy = Math.floor(i / sources.length);
    const name = copy === 0 ? source : source.replace(/\.mdx$/, `-${copy}.mdx`);
    const text = readFileSync(join('content/articles', source), 'utf8').replace(/^title: (.*)$/m, (line, title) =>
      copy ? `title: ${JSON.stringify(`${title.replace(/^"|"$/g, '').slice(0, 70)} (${copy})`)}` : line,
    );
    writeFileSync(join(dir, 'content/articles', name), text);
  }
  return dir;
}

async function scale() {
  say('## Build time by number of articles');
  say();
  const rows = [];
  for (const count of [12, 120, 1200]) {
    const dir = syntheticProject(count);
    try {
      const seconds = build(dir);
      rows.push([count, `${seconds.toFixed(1)} s`, `${((seconds * 1000) / count).toFixed(0)} ms`]);
      console.log(`  ${count} articles: ${seconds.toFixed(1)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  table(['articles', 'build time', 'per article'], rows);
}

async function measurePages() {
  const buildSeconds = build(process.cwd(), { SITE_URL: ORIGIN });
  say(`Production build of the site (12 articles): ${buildSeconds.toFixed(1)} s`);
  say();

  const server = spawn(process.execPath, [ASTRO, 'preview', '--port', String(PORT)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let serverOutput = '';
  server.stdout.on('data', (chunk) => (serverOutput += chunk));
  server.stderr.on('data', (chunk) => (serverOutput += chunk));
  try {
    let up = false;
    for (let i = 0; i < 100 && !up; i += 1) {
      up = await fetch(`${ORIGIN}/`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 200));
    }
    // Astro refuses a second preview server for the same project (stop `npm start` first).
    if (!up) throw new Error(`The preview server did not start on ${ORIGIN}:\n${serverOutput}`);

    const pages = builtPages();
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const rows = [];
    let over = 0;
    for (const page of pages) {
      const figures = staticFigures(page);
      const desktop = await scriptsOnVisit(browser, page.route, 1280);
      const phone = await scriptsOnVisit(browser, page.route, 390);
      if (figures.critical > BUDGET_CRITICAL_BYTES) over += 1;
      rows.push([
        page.route,
        figures.raw.toLocaleString('en-US'),
        figures.gzip.toLocaleString('en-US'),
        figures.blocking,
        figures.critical.toLocaleString('en-US'),
        `${desktop.files} (${(desktop.bytes / 1024).toFixed(1)} KB)`,
        `${phone.files} (${(phone.bytes / 1024).toFixed(1)} KB)`,
      ]);
    }
    await browser.close();
    say('## Every route');
    say();
    table(['route', 'HTML bytes', 'HTML gzip', 'render-blocking requests', 'gzip to end of h1 + blocking CSS', 'JS files, desktop', 'JS files, phone'], rows);
    say(`Routes over the ${BUDGET_CRITICAL_BYTES.toLocaleString('en-US')}-byte first-round-trip budget: ${over}.`);
    say();

    if (!args.has('--skip-lighthouse')) {
      say('## Lighthouse (mobile, simulated throttling)');
      say();
      table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'failing binary audits'], await lighthouseRuns());
    }
  } finally {
    server.kill();
  }
}

async function main() {
  say(`# Benchmark — ${new Date().toISOString()}`);
  say();
  say(`Node ${process.version}, ${process.platform}, ${(await import('node:os')).cpus().length} cores.`);
  say();

  if (!args.has('--scale-only')) await measurePages();
  if (!args.has('--skip-scale')) await scale();

  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', `${lines.join('\n')}\n`);
  console.log('Written to bench/results/latest.md');
  // Leave dist/ as a normal build (canonical URLs from SITE_URL or the default).
  if (existsSync('dist')) build(process.cwd());
}

await main();
