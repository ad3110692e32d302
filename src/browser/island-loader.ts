/**
 * Stands in for Astro's island runtime (1.8 KB gzipped inline, more than the first round trip can
 * carry), which the build moves into one cached file (src/post-build/island-runtime.ts), and loads
 * it when an island needs it: a `client:interaction` island on the first interaction inside it
 * (marked `data-touched`) or at once when its markup is stale for this visitor; a `client:visible`
 * one within a screen of the viewport; any other when the browser is idle. ISLAND_RUNTIME_SRC is
 * defined by the build, which bundles this.
 */
import { INTERACTION_EVENTS as EVENTS, mustHydrateNow } from '../lib/hydrate-now.ts';

declare const ISLAND_RUNTIME_SRC: string;
/** What the page's islands need; the bundler drops the code for what a page does not have. */
declare const CHECK_STALE: boolean;
declare const WATCH_VISIBLE: boolean;
declare const LOAD_WHEN_IDLE: boolean;

let loaded = false;

function loadRuntime(): void {
  if (loaded) return;
  loaded = true;
  for (const type of EVENTS) removeEventListener(type, onInteraction, true);
  const script = document.createElement('script');
  script.src = ISLAND_RUNTIME_SRC;
  document.head.append(script);
}

function onInteraction(event: Event): void {
  const island = event.target instanceof Element ? event.target.closest<HTMLElement>('astro-island') : null;
  if (!island) return;
  island.dataset.touched = '';
  loadRuntime();
}

function directiveValue(island: HTMLElement): unknown {
  try {
    return (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
  } catch {
    return undefined;
  }
}

for (const type of EVENTS) addEventListener(type, onInteraction, true);

if (CHECK_STALE) {
  addEventListener('DOMContentLoaded', () => {
    for (const island of document.querySelectorAll<HTMLElement>('astro-island[client=interaction]')) {
      if (!mustHydrateNow(directiveValue(island), location.search, Date.now())) continue;
      island.dataset.touched = '';
      loadRuntime();
    }
  });
}

if (WATCH_VISIBLE) {
  addEventListener('DOMContentLoaded', () => {
    const nearing = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearing.disconnect();
        loadRuntime();
      },
      { rootMargin: '100% 0px' },
    );
    // Islands are display: contents and have no box of their own: watch what they contain.
    for (const island of document.querySelectorAll('astro-island[client=visible]')) for (const child of island.children) nearing.observe(child);
  });
}

if (LOAD_WHEN_IDLE) addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(loadRuntime));
