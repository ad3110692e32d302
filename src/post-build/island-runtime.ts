/**
 * Moves Astro's island runtime, which Astro writes inline into every page with an island (4.4 KB,
 * 1.8 KB gzipped: past the home page's first round trip and every page's byte budget), into one
 * file, and puts in its place a small loader (src/browser/island-loader.ts) that fetches it only
 * when an island needs it. The directives' own scripts (`client:visible`, `client:interaction`),
 * which Astro also inlines, go into the same file ahead of the runtime: an island waits for its
 * directive and the runtime together, so nothing runs later than before, and the first response
 * carries 250–620 bytes (gzip) less. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { ASSETS_PATH } from '../config/paths.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { type Edit, edited, type HTMLElement, removeElement, replaceElement } from './html.ts';

/** Astro's runtime is the inline script that registers the `astro-island` custom element. */
const RUNTIME_SIGNATURE = 'customElements.define("astro-island"';
/** A directive's script registers itself on `self.Astro` and announces it with an `astro:<name>` event. */
const DIRECTIVE_SIGNATURE = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/;

/** The runtime's file: its address under /_astro/, named by its content, and its code. */
interface IslandRuntime {
  src: string;
  code: string;
}

const loaders = new Map<string, string>();
/** The loader as inline code, for a runtime at `src`, with only the code for the islands a page has (`needs`). */
function islandLoader(src: string, needs: Record<'CHECK_STALE' | 'WATCH_VISIBLE' | 'LOAD_WHEN_IDLE', boolean>): string {
  const key = JSON.stringify([src, needs]);
  const build = () =>
    buildSync({
      entryPoints: [fileURLToPath(new URL('../browser/island-loader.ts', import.meta.url))],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      define: { ISLAND_RUNTIME_SRC: JSON.stringify(src), ...Object.fromEntries(Object.entries(needs).map(([name, value]) => [name, String(value)])) },
      // Not the project's tsconfig: its strict mode would add a "use strict" prologue to every page.
      tsconfigRaw: {},
    }).outputFiles[0]!.text.trim();
  return loaders.get(key) ?? loaders.set(key, build()).get(key)!;
}

const DEFAULT_EXPORT = ' component-export="default"';

/** An island's `component-export="default"` says what the runtime assumes when it is absent: the first response carries it once per island for nothing. */
function withoutDefaultExport(html: string, islands: HTMLElement[], runtimeCode: string, where: string): Edit[] {
  expectUpstream(
    runtimeCode.includes('getAttribute("component-export")||"default"'),
    'astro',
    'the island runtime takes an island without component-export as its default export',
    where,
  );
  return islands.flatMap((island) => {
    const at = html.indexOf(DEFAULT_EXPORT, island.range[0]);
    return at >= 0 && at < html.indexOf('>', island.range[0]) ? [{ start: at, end: at + DEFAULT_EXPORT.length, text: '' }] : [];
  });
}

/** The page with Astro's inline runtime replaced by the loader, and the runtime's file (none on a page without islands). */
export function withIslandLoader(html: string, where: string): { html: string; runtime: IslandRuntime | undefined } {
  let runtime: IslandRuntime | undefined;
  const out = edited(html, (doc) => {
    const islands = doc.querySelectorAll('astro-island');
    if (islands.length === 0) return [];
    const directives = islands.map((island) => island.getAttribute('client'));
    expectUpstream(directives.every(Boolean), 'astro', '<astro-island> elements carry a client="<directive>" attribute', where);
    const needs = {
      // A `client:interaction` island with a value (hydrate-now.ts) says when its markup is stale.
      CHECK_STALE: islands.some(
        (island) => island.getAttribute('client') === 'interaction' && (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value !== true,
      ),
      WATCH_VISIBLE: directives.includes('visible'),
      LOAD_WHEN_IDLE: directives.some((directive) => directive !== 'interaction' && directive !== 'visible'),
    };
    const script = doc.querySelectorAll('script').find((element) => !element.hasAttribute('src') && element.rawText.includes(RUNTIME_SIGNATURE));
    expectUpstream(script, 'astro', `a page with islands carries the island runtime as an inline <script> containing ${RUNTIME_SIGNATURE}`, where);
    const directiveScripts = doc.querySelectorAll('script').filter((element) => !element.hasAttribute('src') && DIRECTIVE_SIGNATURE.test(element.rawText));
    expectUpstream(
      directiveScripts.length > 0,
      'astro',
      'a page with islands carries each client directive as an inline <script> that sets (self.Astro||(self.Astro={})).<name>',
      where,
    );
    // The directives first: the runtime reads `Astro.<name>` as it defines the element.
    const code = [...directiveScripts.map((element) => element.rawText), script.rawText].join('\n');
    runtime = { src: `${ASSETS_PATH}astro-island.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code };
    // The loader goes right after the head's own inline script (the theme's), which it joins when the
    // scripts are minified (inline-scripts.ts). It only listens, so running in the head is early enough.
    const headScript = doc.querySelectorAll('head script').find((element) => !element.hasAttribute('src') && !element.hasAttribute('type'));
    const loader = `<script>${islandLoader(runtime.src, needs)}</script>`;
    const joined: Edit[] = headScript
      ? [removeElement(script), { start: headScript.range[1], end: headScript.range[1], text: loader }]
      : [replaceElement(script, loader)];
    return [...joined, ...directiveScripts.map(removeElement), ...withoutDefaultExport(html, islands, script.rawText, where)];
  });
  return { html: out, runtime };
}
