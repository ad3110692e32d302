// The build recognises the output of astro, beasties, tailwindcss, Prism, sonner and @astrojs/mdx.
// These tests run the installed packages over small fixtures, so an upgrade that changes what the
// build relies on fails here, with the contract's message, before it can ship a page that never
// hydrates or paints.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { compile } from '@tailwindcss/node';
import mdx from '@astrojs/mdx';
import { runHighlighterWithAstro } from '@astrojs/prism/dist/highlighter';
import { describe, expect, it } from 'vitest';
import { firstScreenRules, inlineFirstScreenCss } from '../../src/post-build/first-screen-css';
import { deferIslandRuntime, type IslandRuntime } from '../../src/post-build/island-runtime';
import { mdxCompileCache } from '../../src/cache/mdx-compile';
import { splitPropertyRules } from '../../src/post-build/property-registrations';
import { UpstreamContractError } from '../../src/lib/upstream-contract';
import { sonnerWithoutStyleInjection } from '../../src/integrations/sonner-without-style-injection';

const island = `<astro-island uid="a" component-url="/x.js" client="visible" opts='{"name":"Form","value":true}' ssr><form></form></astro-island>`;
const loaderFor = (src: string, needs: object) => `load(${JSON.stringify(src)},${JSON.stringify(needs)})`;

describe('astro: the island runtime', () => {
  it('is an inline script defining <astro-island>, which the build moves to a file', () => {
    const runtimes = new Map<string, IslandRuntime>();
    const page = `<html><head></head><body><script>${islandRuntime}</script>${island}</body></html>`;
    const out = deferIslandRuntime(page, 'fixture', runtimes, loaderFor);
    const [runtime] = [...runtimes.values()];
    expect(runtime?.code).toBe(islandRuntime);
    expect(out).toContain(`<script>load("${runtime!.src}",{"checkStale":false,"watchVisible":true,"loadWhenIdle":false})</script>`);
    expect(out).not.toContain('customElements.define');
    // A second run recognises the processed page.
    expect(deferIslandRuntime(out, 'fixture', runtimes, loaderFor)).toBe(out);
  });

  it('stops the build, naming astro, when a page with islands has no runtime to move', () => {
    const run = () => deferIslandRuntime(`<html><body>${island}</body></html>`, 'fixture', new Map(), loaderFor);
    expect(run).toThrow(UpstreamContractError);
    expect(run).toThrow(/^astro no longer does what the build relies on: .*inline <script>/);
  });

  it('stops the build when an island lost its directive options', () => {
    const bare = island.replace(/ opts='[^']*'/, '');
    expect(() => deferIslandRuntime(`<html><body><script>${islandRuntime}</script>${bare}</body></html>`, 'fixture', new Map(), loaderFor)).toThrow(
      /astro .*opts/,
    );
  });
});

describe('beasties: first-screen CSS', () => {
  const root = mkdtempSync(join(tmpdir(), 'beasties-'));
  writeFileSync(join(root, 'site.css'), '.band{color:red}.band:hover{color:blue}.lead>.mark{margin:0}.below>.mark{margin:1px}');
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/site.css"></head><body><header class="band" data-beasties-container data-first-screen><p class="lead"><b class="mark">Hi</b></p></header><p class="below"><b class="mark">Below</b></p></body></html>';

  it('inlines the rules the first screen uses as one <style> and links the stylesheet right after that screen', () => {
    const out = inlineFirstScreenCss(page, 'fixture', firstScreenRules(root), '@property --x{syntax:"*";inherits:false}');
    expect(out).toContain('<style data-first-paint>.band{color:red}.lead>.mark{margin:0}@property --x{syntax:"*";inherits:false}</style></head>');
    expect(out).toMatch(/<\/header><link rel="stylesheet" href="\/site.css"><p class="below">/);
    expect(inlineFirstScreenCss(out, 'fixture', firstScreenRules(root), '')).toBe(out);
  });

  it('stops the build, naming beasties, when its runtime finds no rule for a first screen', () => {
    const blind = () => '';
    expect(() => inlineFirstScreenCss(page, 'fixture', blind, '')).toThrow(/^beasties no longer does what the build relies on/);
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

describe('@astrojs/mdx: the compiler the build cache wraps', () => {
  it('compiles .mdx files in the transform handler of its Vite plugin, which the cache finds by name', async () => {
    const plugins: { name: string; transform?: unknown }[] = [];
    const setup = mdx().hooks['astro:config:setup'] as (params: object) => Promise<void>;
    await setup({
      config: { root: new URL('file:///site/'), srcDir: new URL('file:///site/src/') },
      updateConfig: (config: { vite?: { plugins?: typeof plugins } }) => plugins.push(...(config.vite?.plugins ?? [])),
      addPageExtension: () => {},
      addContentEntryType: () => {},
      addRenderer: () => {},
    });
    const wrap = mdxCompileCache(process.cwd()).configResolved as (config: object) => void;
    expect(() => wrap({ command: 'build', build: { sourcemap: false }, plugins })).not.toThrow();
  });
});
