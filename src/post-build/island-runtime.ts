/**
 * Moves Astro's island runtime (about 4.5 KB, written inline in every page with an island) into one
 * cached file, and puts in its place a small loader (src/scripts/island-loader.ts) that fetches it
 * only when an island needs it. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { buildSync } from 'esbuild';
import { contentRange, edited, type Edit, type HTMLElement, type PageDocument, removeElement, replaceElement } from './html-edits.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { ASSETS_PATH } from '../config/paths.ts';

/** Astro's runtime is the inline script that registers the `astro-island` custom element. */
const RUNTIME_SIGNATURE = 'customElements.define("astro-island"';
/** The runtime file's folder and name: the loader names it, so a second run over a processed page recognises the loader by it. */
const RUNTIME_FILE = `${ASSETS_PATH}astro-island.`;

/** The island loader this step wrote, recognised by the runtime file it names. */
export const isIslandLoader = (script: HTMLElement) => !script.hasAttribute('src') && script.rawText.includes(RUNTIME_FILE);
const LOADER_ENTRY = fileURLToPath(new URL('../scripts/island-loader.ts', import.meta.url));

export interface IslandRuntime {
  /** The runtime file's address under /_astro/, named by its content. */
  src: string;
  /** The runtime's code, for that file. */
  code: string;
}

/** What a page's islands need from the loader. */
export interface LoaderNeeds {
  /** A `client:interaction` island declares when its markup is stale (a directive value other than true). */
  checkStale: boolean;
  /** A `client:visible` island. */
  watchVisible: boolean;
  /** An island with any other directive (idle, load, media). */
  loadWhenIdle: boolean;
}

/** The loader as inline code, for a runtime at `src`, with only the code the page needs. */
export function islandLoader(src: string, needs: LoaderNeeds): string {
  const { outputFiles } = buildSync({
    entryPoints: [LOADER_ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: {
      ISLAND_RUNTIME_SRC: JSON.stringify(src),
      CHECK_STALE: String(needs.checkStale),
      WATCH_VISIBLE: String(needs.watchVisible),
      LOAD_WHEN_IDLE: String(needs.loadWhenIdle),
    },
    // Not the project's tsconfig: its strict mode would add a "use strict" prologue to every page.
    tsconfigRaw: {},
  });
  return outputFiles[0]!.text.trim();
}

const scriptText = (script: HTMLElement) => script.rawText;

/** What the page's islands need; every island must carry the directive and options the loader reads. */
function loaderNeeds(islands: HTMLElement[], where: string): LoaderNeeds {
  const needs: LoaderNeeds = { checkStale: false, watchVisible: false, loadWhenIdle: false };
  for (const island of islands) {
    const directive = island.getAttribute('client');
    expectUpstream(directive, 'astro', '<astro-island> elements carry a client="<directive>" attribute', where);
    let options: { value?: unknown } | undefined;
    try {
      options = JSON.parse(island.getAttribute('opts') ?? '') as { value?: unknown };
    } catch {
      options = undefined;
    }
    expectUpstream(
      options && typeof options === 'object' && 'value' in options,
      'astro',
      '<astro-island> elements carry opts=\'{"name","value"}\' as JSON',
      where,
    );
    if (directive === 'interaction') needs.checkStale ||= options.value !== true;
    else if (directive === 'visible') needs.watchVisible = true;
    else needs.loadWhenIdle = true;
  }
  return needs;
}

/**
 * The edits that replace Astro's inline runtime by the loader. `runtimes` receives the runtime code
 * (the same on every page of a build) so the caller writes its file once.
 */
export function islandRuntimeEdits(
  page: PageDocument,
  where: string,
  runtimes: Map<string, IslandRuntime>,
  loaderFor: (src: string, needs: LoaderNeeds) => string,
): Edit[] {
  const doc = page.root;
  const islands = doc.querySelectorAll('astro-island');
  if (islands.length === 0) return [];
  const needs = loaderNeeds(islands, where);
  const scripts = doc.querySelectorAll('script');
  if (scripts.some(isIslandLoader)) return [];
  const runtime = scripts.find((script) => !script.hasAttribute('src') && scriptText(script).includes(RUNTIME_SIGNATURE));
  expectUpstream(runtime, 'astro', `a page with islands carries the island runtime as an inline <script> containing ${RUNTIME_SIGNATURE}`, where);
  const code = scriptText(runtime);
  const digest = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const src = `${RUNTIME_FILE}${digest}.js`;
  runtimes.set(src, { src, code });
  const edits: Edit[] = [replaceElement(runtime, `<script>${loaderFor(src, needs)}</script>`)];
  // Astro's one rule for islands joins the first-paint CSS the first-screen step inlined (the
  // pipeline runs that step first: this one declares it needs it): one <style> and one CSP hash
  // fewer on every page.
  const islandStyle = doc.querySelectorAll('style').find((style) => style.rawText === ISLAND_STYLES);
  const firstPaint = doc.querySelector('head style[data-first-paint]');
  if (islandStyle && firstPaint) {
    const { end } = contentRange(page.html, firstPaint);
    edits.push(removeElement(islandStyle), { start: end, end, text: ISLAND_STYLES });
  }
  return edits;
}

/** The page with Astro's inline runtime replaced by the loader. */
export const deferIslandRuntime = (
  html: string,
  where: string,
  runtimes: Map<string, IslandRuntime>,
  loaderFor: (src: string, needs: LoaderNeeds) => string,
): string => edited(html, (doc) => islandRuntimeEdits(doc, where, runtimes, loaderFor));
