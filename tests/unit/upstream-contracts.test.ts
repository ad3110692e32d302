// The build recognises the output of astro, beasties, tailwindcss, Prism, sonner and @astrojs/mdx.
// These tests run the installed packages over small fixtures, so an upgrade that changes what the
// build relies on fails here, with the contract's message, before it can ship a page that never
// hydrates or paints.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { markdownConfigDefaults } from '@astrojs/internal-helpers/markdown';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { compile } from '@tailwindcss/node';
import mdx from '@astrojs/mdx';
import { runHighlighterWithAstro } from '@astrojs/prism/dist/highlighter';
import { afterAll, describe, expect, it } from 'vitest';
import { HELD_BELOW_FIRST_SCREEN, firstScreenRules, inlineFirstScreenCss } from '../../src/post-build/first-screen-css.ts';
import { withIslandLoader } from '../../src/post-build/island-runtime.ts';
import { mdxCacheIn } from './helpers/mdx-compile-cache.ts';
import astroConfig from '../../astro.config.mjs';
import { splitPropertyRules } from '../../src/post-build/property-registrations.ts';
import { UpstreamContractError } from '../../src/lib/upstream-contract.ts';
import { sonnerWithoutStyleInjection } from '../../src/integrations/sonner-without-style-injection.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const island = `<astro-island uid="a" component-url="/x.js" client="visible" opts='{"name":"Form","value":true}' ssr><form></form></astro-island>`;

describe('astro: the island runtime', () => {
  it('is an inline script defining <astro-island>, which the build moves to a file', () => {
    const page = `<html><head></head><body><script>${visibleDirective}</script><script>${islandRuntime}</script>${island}</body></html>`;
    const { html, runtime } = withIslandLoader(page, 'fixture');
    // The directive travels with the runtime, ahead of it.
    expect(runtime?.code).toBe(`${visibleDirective}\n${islandRuntime}`);
    expect(html).toContain(runtime!.src);
    expect(html).toContain('IntersectionObserver');
    expect(html).not.toContain('customElements.define');
    expect(html).not.toContain('self.Astro');
  });

  it('stops the build, naming astro, when a page with islands has no runtime to move', () => {
    const run = () => withIslandLoader(`<html><body><script>${visibleDirective}</script>${island}</body></html>`, 'fixture');
    expect(run).toThrow(UpstreamContractError);
    expect(run).toThrow(/^astro no longer does what the build relies on: .*inline <script>/);
  });

  it('stops the build when an island lost its directive', () => {
    const bare = island.replace(/ client="[^"]*"/, '');
    expect(() => withIslandLoader(`<html><body><script>${islandRuntime}</script>${bare}</body></html>`, 'fixture')).toThrow(/astro .*client=/);
  });

  it('stops the build when a page with islands carries no directive script to move', () => {
    expect(() => withIslandLoader(`<html><body><script>${islandRuntime}</script>${island}</body></html>`, 'fixture')).toThrow(/astro .*self\.Astro/);
  });
});

describe('beasties: first-screen CSS', () => {
  const root = mkdtempSync(join(tmpdir(), 'beasties-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'site.css'), '.band{color:red}.band:hover{color:blue}.lead>.mark{margin:0}.below>.mark{margin:1px}');
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/site.css"></head><body><header class="band" data-beasties-container data-first-screen><p class="lead"><b class="mark">Hi</b></p></header><p class="below"><b class="mark">Below</b></p></body></html>';

  it('inlines the rules the first screen uses as one <style>, holding what follows, and links the stylesheet right after that screen for after the first paint', () => {
    const out = inlineFirstScreenCss(page, 'fixture', firstScreenRules(root), () => '@property --x{syntax:"*";inherits:false}');
    expect(out).toContain(
      `<style data-first-paint>.band{color:red}.lead>.mark{margin:0}@property --x{syntax:"*";inherits:false}${HELD_BELOW_FIRST_SCREEN}</style></head>`,
    );
    expect(out).toMatch(/<\/header><noscript data-after-paint><link rel="stylesheet" href="\/site.css"><\/noscript><p class="below">/);
  });

  it('stops the build, naming beasties, when its runtime finds no rule for a first screen', () => {
    const blind = () => '';
    expect(() => inlineFirstScreenCss(page, 'fixture', blind, () => '')).toThrow(/^beasties no longer does what the build relies on/);
  });
});

describe('tailwindcss: @property registrations', () => {
  it('are top-level rules the build can take out of a stylesheet', async () => {
    const require = createRequire(import.meta.url);
    const base = join(require.resolve('tailwindcss/package.json'), '..');
    const compiler = await compile('@import "tailwindcss/theme";@import "tailwindcss/utilities";', { base, onDependency: () => {} });
    const css = compiler.build(['shadow-sm']);
    const { rules, rest } = splitPropertyRules(css);
    expect(rules.has('--tw-shadow')).toBe(true);
    expect(rules.has('--tw-ring-offset-width')).toBe(true);
    expect(rest).not.toContain('@property');
    expect(rest).toContain('.shadow-sm');
  });
});

describe('Prism: token markup', () => {
  it('marks each token with class="token <type>", which the Markdown pipeline compacts', async () => {
    const { html } = await runHighlighterWithAstro('bash', 'aws s3 ls "s3://bucket" # list');
    expect(html).toMatch(/<span class="token string">/);
    expect(html).toMatch(/<span class="token comment">/);
  });
});

describe('sonner: run-time style injection', () => {
  it('is one __insertCSS call the Vite plugin can remove', () => {
    const require = createRequire(import.meta.url);
    const id = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');
    const code = readFileSync(id, 'utf8');
    const plugin = sonnerWithoutStyleInjection() as { transform: (code: string, id: string) => { code: string } | null };
    const result = plugin.transform(code, id);
    expect(result?.code).not.toMatch(/__insertCSS\("/);
  });
});

describe('@astrojs/mdx: the compiler the MDX compile cache wraps', () => {
  const FIXTURE = fileURLToPath(new URL('./fixtures/contract-article.mdx', import.meta.url));

  /** A fresh build's MDX compiler, with the project's Markdown settings, wrapped by the cache. */
  async function compiler(build: ReturnType<typeof mdxCacheIn>): Promise<(code: string, id: string) => Promise<{ code: string; meta?: unknown } | null>> {
    const plugins: { name: string; configResolved?: unknown; transform?: unknown }[] = [];
    const integration = mdx({ optimize: true });
    const root = pathToFileURL(`${ROOT}/`);
    const config = { root, srcDir: new URL('src/', root), markdown: { ...markdownConfigDefaults, ...astroConfig.markdown } };
    await (integration.hooks['astro:config:setup'] as (params: object) => Promise<void>)({
      config,
      updateConfig: (update: { vite?: { plugins?: typeof plugins } }) => plugins.push(...(update.vite?.plugins ?? [])),
      addPageExtension: () => {},
      addContentEntryType: () => {},
      addRenderer: () => {},
    });
    await (integration.hooks['astro:config:done'] as (params: object) => Promise<void>)({ config, logger: { warn: () => {} } });
    const resolved = { command: 'build', build: { sourcemap: false }, plugins };
    const mdxPlugin = plugins.find((plugin) => plugin.name === '@mdx-js/rolldown')!;
    (mdxPlugin.configResolved as (config: object) => void)(resolved);
    (build.plugin.configResolved as (config: object) => void)({ ...resolved, root: ROOT });
    const { handler } = mdxPlugin.transform as { handler: (code: string, id: string) => Promise<{ code: string; meta?: unknown } | null> };
    return (code, id) => handler.call({}, code, id);
  }

  /** The cache's entries after a build has pruned what it did not use. */
  const entriesOf = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();

  it('compiles an article in the transform handler of its Vite plugin; through the cache the module is the same as cold', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'basalt-mdx-contract-'));
    const source = readFileSync(FIXTURE, 'utf8');
    try {
      const coldBuild = mdxCacheIn(cache, ROOT);
      const cold = await (await compiler(coldBuild))(source, FIXTURE);
      // The Markdown plugins ran: a table region, a code bar, Prism's compacted tokens, the diagram.
      expect(cold?.code).toContain('table-scroll');
      expect(cold?.code).toContain('code-bar');
      expect(cold?.code).toMatch(/\/diagrams\/[0-9a-f]{12}\.svg/);
      expect(coldBuild.done()).toBe('compiled MDX: 0 reused, 1 made, 0 unused removed');
      expect(entriesOf(cache).filter((entry) => entry.startsWith('mdx-compile/'))).toHaveLength(1);

      const warmBuild = mdxCacheIn(cache, ROOT);
      const warm = await (await compiler(warmBuild))(source, FIXTURE);
      expect(warmBuild.done()).toBe('compiled MDX: 1 reused, 0 made, 0 unused removed');
      expect(warm).toEqual(cold);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
