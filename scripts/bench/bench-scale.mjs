// `npm run bench:scale -- 1200`: how the build grows with the number of articles. Not a test.
//   --runs N         cold builds of the site and of the floor, in turn (default 1); medians
//   --skip-baseline  leaves out the 120-article builds (and the per-article check), when an earlier run has their figures
//   --keep           keeps the temporary projects, to look at their dist/
//   --cache-savings  rebuilds after further one-article edits with each cache left out in turn
//
// In copies of the project holding N cloned articles it builds cold, edits one article and builds
// warm, and builds a bare Astro + MDX project over the same files: the floor for this machine,
// built before each cold build of the site so that a drift in the machine's speed moves both.
// Ratios are judged on CPU seconds, which other work on a shared machine moves less than wall
// seconds, though still by a fifth from one hour to the next: near a target, use --runs 3. The
// targets (TARGETS) are judged at 1,200 articles or more, where fixed costs no longer dominate;
// stale output (a card or page still showing the old title) fails at any size.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { COMPONENTS } from '../../src/config/content-model.ts';
import { articleMarkdownPath, articlePath } from '../../src/config/paths.ts';
import { keepHyphenatedWords } from '../../src/lib/line-breaks.ts';
import { linkPackages, projectCopy } from '../test-support/project-copy.mjs';
import { writeClonedArticles } from './cloned-articles.mjs';

const TARGETS = { coldVsFloor: 2, memoryVsFloor: 1.5, perArticleGrowth: 1.5, warmVsCold: 0.25 };
/** The size the targets are set for: below it, fixed costs dominate and the figures are reported only. */
const TARGET_ARTICLES = 1200;
const BASELINE = 120;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, keep: { type: 'boolean' }, 'skip-baseline': { type: 'boolean' }, 'cache-savings': { type: 'boolean' } },
});
const count = Number(positionals[0] ?? TARGET_ARTICLES);
const runs = Number(options.runs);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:scale -- <number of articles> [--runs <builds, 1 or more>] [--skip-baseline] [--keep] [--cache-savings]');
  process.exit(2);
}

/** The copy's configuration, with Astro's incremental build left out. */
const WITHOUT_INCREMENTAL_BUILD =
  "import config from './astro.config.mjs';\nexport default { ...config, experimental: { ...config.experimental, incrementalBuild: false } };\n";

/**
 * Runs `astro build` in `dir` under /usr/bin/time: wall and CPU seconds, peak resident memory, the
 * log. `skip` leaves out caches: `astro` (Astro's incremental build), `mdx` (the compiled MDX),
 * `pages` (the processed pages).
 */
function build(dir, label, { cold = false, skip = [] } = {}) {
  // A cold build starts with no build caches, no content store and no earlier output.
  if (cold) for (const folder of ['node_modules/.astro', 'dist']) rmSync(join(dir, folder), { recursive: true, force: true });
  if (skip.includes('mdx')) rmSync(join(dir, 'node_modules/.astro/mdx-compile'), { recursive: true, force: true });
  if (skip.includes('pages')) rmSync(join(dir, 'node_modules/.astro/processed-pages'), { recursive: true, force: true });
  if (skip.includes('astro')) writeFileSync(join(dir, 'astro.bench.mjs'), WITHOUT_INCREMENTAL_BUILD);
  const config = skip.includes('astro') ? ['--config', 'astro.bench.mjs'] : [];
  process.stdout.write(`  ${label}… `);
  const timing = join(dir, '.build-time');
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', timing, join(dir, 'node_modules/.bin/astro'), 'build', ...config], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  const log = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) {
    console.error(`\n${log.slice(-4000)}`);
    throw new Error(`${label}: the build failed`);
  }
  const [wall, user, system, kilobytes] = readFileSync(timing, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  const seconds = user + system;
  console.log(`${wall.toFixed(1)} s wall, ${seconds.toFixed(1)} s CPU, ${(kilobytes / 1024).toFixed(0)} MB`);
  return { wall, seconds, megabytes: kilobytes / 1024, log };
}

/**
 * Where a build's time went, by phase, read from Astro's own log: bundling ("Building static
 * entrypoints" until it rearranges the server assets; the MDX compile runs here), rendering (until
 * Astro's last "Completed"; social cards are the /og routes), split by kind of route with Astro's
 * per-route times, and what runs after rendering. Wall seconds from the log's time stamps.
 */
function breakdown(log) {
  const stamped = /^(\d\d):(\d\d):(\d\d) (.*)$/gm;
  const lines = [...log.matchAll(stamped)].map(([, h, m, s, text]) => ({ at: Number(h) * 3600 + Number(m) * 60 + Number(s), text }));
  const started = lines[0]?.at ?? 0;
  const bundling = lines.find((line) => /Building static entrypoints/.test(line.text))?.at;
  const rendering = lines.find((line) => /Rearranging server assets/.test(line.text))?.at;
  const rendered = lines.findLast((line) => /\[build\] ✓ Completed in/.test(line.text))?.at;
  const done = lines.at(-1)?.at ?? 0;
  const routes = new Map();
  for (const [, path, ms] of log.matchAll(/[├└]─ (\/[^ ]*) \(\+(\d+)ms\)/g)) {
    const kind = /^\/blog\/./.test(path) ? '/blog/<slug>' : `/${path.split('/')[1]}`.replace(/\.[a-z]+$/, '');
    routes.set(kind, (routes.get(kind) ?? 0) + Number(ms) / 1000);
  }
  const top = [...routes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, s]) => `${kind} ${s.toFixed(1)} s`);
  const span = (from, to) => (from !== undefined && to !== undefined ? `${to - from} s` : '–');
  return [
    `    content sync and checks: ${span(started, bundling)}`,
    `    bundling: ${span(bundling, rendering)}`,
    `    rendering: ${span(rendering, rendered)} (${top.join(', ')})`,
    `    after rendering (sitemap, post-build, search index, editor): ${span(rendered, done)}`,
  ].join('\n');
}

/** A copy of the site with `n` generated articles. */
function siteProject(n) {
  const dir = projectCopy(`basalt-scale-${n}`, { content: readdirSync('content').filter((folder) => folder !== 'articles') });
  return { dir, slugs: writeClonedArticles(join(dir, 'content/articles'), n) };
}

/** Edits one article's title and body, builds again on the last build's cache, and checks nothing shown is stale. */
function editedRebuild({ dir, slugs }, n) {
  const edited = slugs[Math.floor(slugs.length / 2)];
  const file = join(dir, 'content/articles', `${edited}.mdx`);
  const card = join(dir, 'dist/og/blog', `${edited}.png`);
  const cardBefore = readFileSync(card);
  const text = readFileSync(file, 'utf8');
  const revised = `${/^title: "?(.*?)"?$/m.exec(text)[1].slice(0, 70)}, revised`;
  writeFileSync(
    file,
    `${text.replace(/^title: .*$/m, () => `title: ${JSON.stringify(revised)}`)}\nRevised after a reader asked how this holds up at ten times the traffic.\n`,
  );
  const warm = build(dir, `${n} articles, warm (one article edited)`);
  // Every page that links the edited article (its own, related reading elsewhere, the listings)
  // must show the new title: a page reused from the last build must not carry the old one.
  const linking = globSync(['dist/blog.html', 'dist/blog/**/*.html'], { cwd: dir })
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((html) => html.includes(`href="${articlePath(edited)}"`) || html.includes(articleMarkdownPath(edited)));
  // As HTML writes it, and as a card shows it (its hyphenated words kept whole).
  const shown = [revised, keepHyphenatedWords(revised)].flatMap((title) => [
    title,
    title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;'),
  ]);
  const stalePages = linking.filter((html) => !shown.some((title) => html.includes(title))).length;
  return { warm, staleCard: readFileSync(card).equals(cardBefore), stalePages, linking: linking.length };
}

/** The caches, by what build() leaves out to measure each. */
const CACHES = { astro: "Astro's incremental build (pages and cards not rendered again)", mdx: 'compiled MDX', pages: 'processed pages' };

/**
 * What each cache saves: a one-article edit rebuilt with the cache left out, against the same
 * edit rebuilt with every cache, each after a fresh edit so every build has the same work to redo.
 */
function cacheSavings({ dir, slugs }, n) {
  const file = join(dir, 'content/articles', `${slugs[Math.floor(slugs.length / 3)]}.mdx`);
  let round = 0;
  const rebuild = (skip, label) => {
    round += 1;
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nA reader's question answered, round ${round}.\n`);
    return build(dir, `${n} articles, warm, ${label}`, { skip }).seconds;
  };
  const base = rebuild([], 'every cache');
  return Object.entries(CACHES).map(([skip, name]) => {
    const without = rebuild([skip], `without ${skip}`);
    return { name, base, without, saves: without - base };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One build standing for several: the median of each figure, and the log of the last. */
const medianBuild = (builds) => ({
  ...Object.fromEntries(['wall', 'seconds', 'megabytes'].map((key) => [key, median(builds.map((build) => build[key]))])),
  log: builds.at(-1).log,
});

/**
 * The site and the floor with `n` articles: `runs` cold builds of each, in turn, then the site's
 * rebuild after an edit. The cold/floor ratio is the median of each pair's.
 */
function measure(n) {
  const site = siteProject(n);
  const floorDir = floorProject(n);
  try {
    const pairs = [];
    for (let run = 1; run <= runs; run += 1) {
      const of = runs > 1 ? ` (${run} of ${runs})` : '';
      const floor = build(floorDir, `${n} articles, bare Astro + MDX floor${of}`, { cold: true });
      const cold = build(site.dir, `${n} articles, cold${of}`, { cold: true });
      pairs.push({ floor, cold });
    }
    const rebuilt = editedRebuild(site, n);
    const blog = readFileSync(join(site.dir, 'dist/blog.html'));
    return {
      savings: options['cache-savings'] && n === count ? cacheSavings(site, n) : [],
      n,
      cold: medianBuild(pairs.map((pair) => pair.cold)),
      floor: medianBuild(pairs.map((pair) => pair.floor)),
      ratio: median(pairs.map((pair) => pair.cold.seconds / pair.floor.seconds)),
      ...rebuilt,
      blog: { raw: blog.length, gzip: gzipSync(blog).length },
      conflicts: [...pairs.map((pair) => pair.cold), rebuilt.warm].some((build) => /conflicts with/.test(build.log)),
    };
  } finally {
    if (!options.keep) for (const dir of [site.dir, floorDir]) rmSync(dir, { recursive: true, force: true });
  }
}

const FLOOR_CONFIG = `import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
export default defineConfig({ integrations: [mdx()] });
`;
const FLOOR_COLLECTION = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
export const collections = { articles: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/articles' }) }) };
`;
const FLOOR_PAGE = `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('articles')).map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<html lang="en"><head><meta charset="utf-8"><title>{entry.data.title}</title></head><body><h1>{entry.data.title}</h1><Content components={${JSON.stringify(
  // The components the content model names, each a plain element here: the floor renders the words, not the site's parts.
  Object.fromEntries(Object.keys(COMPONENTS).map((name) => [name, 'span'])),
)}} /></body></html>
`;

/** Bare Astro with MDX over the same `n` articles: one plain page each. */
function floorProject(n) {
  const dir = mkdtempSync(join(tmpdir(), `astro-floor-${n}-`));
  linkPackages(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'astro-floor', private: true, type: 'module' }));
  writeFileSync(join(dir, 'astro.config.mjs'), FLOOR_CONFIG);
  mkdirSync(join(dir, 'src/pages/blog'), { recursive: true });
  writeFileSync(join(dir, 'src/content.config.ts'), FLOOR_COLLECTION);
  writeFileSync(join(dir, 'src/pages/blog/[slug].astro'), FLOOR_PAGE);
  // The site's Markdown reads `## Heading {#id}` as an id; plain MDX would read `{#id}` as code.
  writeClonedArticles(join(dir, 'content/articles'), n, (text) => text.replace(/^(#{2,6} .*?)\s*\{#[\w-]+\}$/gm, '$1'));
  return dir;
}

if (!existsSync('/usr/bin/time')) throw new Error('bench:scale needs /usr/bin/time (Debian package "time") for peak memory');
const skipBaseline = options['skip-baseline'];
console.log(
  `Build benchmark: ${count} articles${count > BASELINE && !skipBaseline ? `, and ${BASELINE} for the per-article cost` : ''}${runs > 1 ? `; ${runs} cold builds of each, medians` : ''}`,
);
const site = measure(count);
const baseline = count <= BASELINE ? site : skipBaseline ? undefined : measure(BASELINE);

/** CPU milliseconds an article of a build with `n`. */
const perArticle = (build, n) => (build.seconds * 1000) / n;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const both = (build) => `${build.seconds.toFixed(1)} s (${build.wall.toFixed(1)} s wall)`;
const memory = (build) => `${build.megabytes.toFixed(0)} MB`;
const row = (cells) => console.log(`| ${cells.join(' | ')} |`);
const measured = [...new Set([baseline ?? site, site])];
console.log();
row(['', 'cold build, CPU', 'warm build, CPU', 'peak memory', 'per article, CPU', '/blog raw', '/blog gzip']);
row(Array(7).fill('---'));
for (const { n, cold, warm, floor, blog } of measured) {
  row([`site, ${n} articles`, both(cold), both(warm), memory(cold), `${perArticle(cold, n).toFixed(0)} ms`, kb(blog.raw), kb(blog.gzip)]);
  row([`bare Astro + MDX, ${n}`, both(floor), '–', memory(floor), `${perArticle(floor, n).toFixed(0)} ms`, '–', '–']);
}
console.log(`\nWhere the cold build of ${count} articles spent its time:\n${breakdown(site.cold.log)}`);
console.log(`\nWhere the warm build spent its time:\n${breakdown(site.warm.log)}`);

if (site.savings.length) {
  console.log(`\nWhat each cache saves on a rebuild after a one-article edit, ${count} articles (CPU):`);
  for (const { name, base, without, saves } of site.savings)
    console.log(`    ${name}: ${saves.toFixed(1)} s (${without.toFixed(1)} s without it, ${base.toFixed(1)} s with it)`);
}

const missed = [];
/** A target is judged at its size: below TARGET_ARTICLES the figure is shown, not judged. */
const check = (ok, text, n = count) => {
  const judged = n >= TARGET_ARTICLES;
  console.log(`${ok ? 'met   ' : judged ? 'MISSED' : 'above '} ${text}`);
  if (!ok && judged) missed.push(text);
};
console.log(`\nTargets are judged at ${TARGET_ARTICLES} articles or more; below that they are shown ("above" when missed).`);
check(
  site.ratio <= TARGETS.coldVsFloor,
  `cold build ${site.cold.seconds.toFixed(1)} s CPU is ${site.ratio.toFixed(2)}× the floor's ${site.floor.seconds.toFixed(1)} s (≤ ${TARGETS.coldVsFloor}×)`,
);
check(
  site.cold.megabytes <= TARGETS.memoryVsFloor * site.floor.megabytes,
  `peak memory ${site.cold.megabytes.toFixed(0)} MB ≤ ${TARGETS.memoryVsFloor}× floor ${site.floor.megabytes.toFixed(0)} MB`,
);
if (baseline && baseline !== site)
  check(
    perArticle(site.cold, count) <= TARGETS.perArticleGrowth * perArticle(baseline.cold, baseline.n),
    `per article ${perArticle(site.cold, count).toFixed(0)} ms at ${count} ≤ ${TARGETS.perArticleGrowth}× ${perArticle(baseline.cold, baseline.n).toFixed(0)} ms at ${baseline.n}`,
  );
for (const run of measured) {
  check(
    run.warm.seconds <= TARGETS.warmVsCold * run.cold.seconds,
    `warm ${run.warm.seconds.toFixed(1)} s ≤ ${TARGETS.warmVsCold * 100}% of cold ${run.cold.seconds.toFixed(1)} s at ${run.n}`,
    run.n,
  );
  // Stale output is wrong at any size.
  const correct = (ok, text) => check(ok, text, Number.POSITIVE_INFINITY);
  correct(!run.staleCard, `the edited article's social card was redrawn at ${run.n}`);
  correct(run.stalePages === 0, `all ${run.linking} pages that link the edited article show its new title at ${run.n} (${run.stalePages} stale)`);
  correct(!run.conflicts, `no route-conflict warning at ${run.n}`);
}
process.exit(missed.length ? 1 : 0);
