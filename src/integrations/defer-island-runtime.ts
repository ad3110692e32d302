import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../../scripts/built-pages.mjs';
import { mustHydrateNow } from './hydrate-now.ts';

const RUNTIME = /<script>((?:(?!<\/script>)[\s\S])*customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

/**
 * A few lines that stand in for Astro's island runtime until the visitor first touches, clicks,
 * focuses or types in an island (then they mark that island, so `client:interaction` hydrates it at
 * once), until an island declares that its markup is stale for this visitor (hydrate-now.ts), or,
 * on pages with an island that hydrates by itself, until the browser is idle. Then they load the
 * runtime as a cached file.
 */
const loader = (src: string, whenIdle: boolean, checkStale: boolean) =>
  `(()=>{const e=["pointerdown","keydown","focusin"],g=()=>{for(const n of e)removeEventListener(n,h,!0);if(document.querySelector("script[src='${src}']"))return;const s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.append(s)},h=t=>{const i=t.target instanceof Element&&t.target.closest("astro-island");if(i){i.dataset.touched="";g()}};for(const n of e)addEventListener(n,h,!0);${
    whenIdle ? 'addEventListener("load",()=>(window.requestIdleCallback||setTimeout)(g));' : ''
  }${
    checkStale
      ? `const m=${mustHydrateNow.toString()};addEventListener("DOMContentLoaded",()=>{for(const i of document.querySelectorAll("astro-island[client=interaction]"))if(m(JSON.parse(i.getAttribute("opts")).value,location.search,Date.now())){i.dataset.touched="";g()}});`
      : ''
  }})();`;

/**
 * Astro writes its island runtime (about 4.5 KB) inline in every page with an island. Here it moves
 * to a cached file: pages whose islands hydrate on interaction (the mobile menu, the blog explorer)
 * load it when someone uses one of them, or at once when the explorer's markup is stale for this
 * visitor; pages with a form load it once the browser is idle after the page has loaded.
 */
export function deferIslandRuntime(): AstroIntegration {
  return {
    name: 'basalt:defer-island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let deferred = 0;
        for (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          // Astro writes its runtime as the inline script that defines the astro-island element.
          const runtime = RUNTIME.exec(html);
          const directives = [...html.matchAll(/<astro-island[^>]*\sclient="([a-z]+)"/g)].map((match) => match[1]);
          if (!runtime || directives.length === 0) continue;
          const whenIdle = directives.some((directive) => directive !== 'interaction');
          // An island with a directive value other than `true` declared when it is stale.
          const checkStale = /<astro-island[^>]*\sclient="interaction"[^>]*\sopts="[^"]*&quot;value&quot;:\{/.test(html);
          const code = runtime[1]!;
          const src = `/_astro/astro-island.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          await mkdir(join(root, '_astro'), { recursive: true });
          await writeFile(join(root, src), code);
          await writeFile(file, html.replace(runtime[0], `<script>${loader(src, whenIdle, checkStale)}</script>`));
          deferred += 1;
        }
        logger.info(`island runtime deferred on ${deferred} pages`);
      },
    },
  };
}
