// A rebuild reuses a page's post-build output only while nothing that decides it has changed, and a
// reused page still gets its island runtime file written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneUnused, useCacheDir } from '../../src/cache/store.ts';
import { firstScreenRules } from '../../src/post-build/first-screen-css.ts';
import type { IslandRuntime } from '../../src/post-build/island-runtime.ts';
import type { PipelineContext } from '../../src/post-build/pipeline.ts';
import { processPageFile, stylesheetsDigest } from '../../src/post-build/processed-pages.ts';

const cache = mkdtempSync(join(tmpdir(), 'basalt-pages-cache-'));
const dist = mkdtempSync(join(tmpdir(), 'basalt-pages-dist-'));
const file = join(dist, 'page.html');
afterAll(() => {
  useCacheDir(undefined);
  for (const dir of [cache, dist]) rmSync(dir, { recursive: true, force: true });
});

writeFileSync(join(dist, 'site.css'), '.band{color:red}.below{margin:0}');
const page = (text: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self'"><link rel="stylesheet" href="/site.css"></head><body><header class="band" data-beasties-container data-first-screen>${text}</header><script>${islandRuntime}</script><astro-island uid="a" component-url="/x.js" client="visible" opts='{"name":"Form","value":true}' ssr><form></form></astro-island><p class="below">Below</p></body></html>`;

/** Astro writes the page with `text` in its header; the pipeline processes it in place. */
async function build(text: string, pipeline = context()) {
  writeFileSync(file, page(text));
  const processed = await processPageFile(file, 'fixture', pipeline, stylesheetsDigest(dist));
  return { processed, html: readFileSync(file, 'utf8') };
}

function context(): PipelineContext {
  return {
    firstScreenRules: firstScreenRules(dist),
    propertyRules: '',
    runtimes: new Map<string, IslandRuntime>(),
    loaderFor: (src) => `load(${JSON.stringify(src)})`,
  };
}

describe('processed pages in the build cache', () => {
  beforeEach(() => useCacheDir(cache));

  it('serves a second build the same page and still names its island runtime', async () => {
    const first = context();
    const built = await build('Hi', first);
    expect(built.html).toContain('<style data-first-paint>.band{color:red}</style>');
    useCacheDir(cache);
    const second = context();
    expect(await build('Hi', second)).toEqual(built);
    // The facts and the page itself, both from the cache.
    expect(pruneUnused()).toMatchObject({ hits: 2, misses: 0 });
    expect([...second.runtimes.values()]).toEqual([...first.runtimes.values()]);
    expect(second.runtimes.size).toBe(1);
  });

  it('processes the page again when its HTML or a stylesheet changed', async () => {
    await build('Hi');
    useCacheDir(cache);
    const edited = await build('Hello');
    expect(edited.html).toContain('>Hello</header>');
    expect(edited.processed.key).not.toBe((await build('Hi')).processed.key);
    writeFileSync(join(dist, 'site.css'), '.band{color:green}.below{margin:0}');
    const restyled = await build('Hello');
    expect(restyled.html).toContain('<style data-first-paint>.band{color:green}</style>');
  });

  it('processes the page again when a build stopped between writing it and its facts', async () => {
    const { processed } = await build('Stopped');
    rmSync(join(cache, 'pages', `${processed.key}.html`));
    useCacheDir(cache);
    const again = await build('Stopped');
    expect(again.html).toContain('<style data-first-paint>');
    expect(pruneUnused().misses).toBe(2);
  });
});
