/**
 * The MDX compiler's output for each article, kept between builds (store.ts). Compiling MDX
 * (parsing, our Markdown plugins, highlighting, JSX generation) is most of what a rebuild repeats
 * for every unchanged article: Astro's incremental build skips rendering a page, not compiling its
 * module. @astrojs/mdx offers no cache, so this wraps the transform of its compiler plugin. The key
 * is the file's path and text (and, through the cache, the project's code and packages, which hold
 * the compiler, its plugins and the Markdown settings). Build-time only (Node).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { BuildCache } from './store.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { timed } from '../lib/build-phases.ts';

/** The Vite plugin of @astrojs/mdx that compiles `.mdx` files. */
const MDX_COMPILER = '@mdx-js/rolldown';

type Compile = (this: unknown, code: string, id: string, options?: unknown) => Promise<unknown>;

export function mdxCompileCache(cache: BuildCache): Plugin {
  const wrapped = new WeakSet<object>();
  return {
    name: 'basalt:mdx-compile-cache',
    configResolved(config) {
      // Only production builds, which make no source maps (a map would name this machine's paths).
      if (config.command !== 'build' || config.build.sourcemap) return;
      const transform = config.plugins.find((plugin) => plugin.name === MDX_COMPILER)?.transform;
      expectUpstream(
        transform && typeof transform === 'object' && typeof transform.handler === 'function',
        '@astrojs/mdx',
        `it compiles .mdx files in the transform handler of its Vite plugin "${MDX_COMPILER}"`,
        'the Vite configuration',
      );
      // Astro resolves a configuration per build environment, each with the same plugin object.
      if (wrapped.has(transform)) return;
      wrapped.add(transform);
      const compile = transform.handler as unknown as Compile;
      (transform as { handler: Compile }).handler = async function (code, id, options) {
        const key = `${cache.key(code, relative(config.root, id))}.json`;
        const hit = cache.read('mdx', key);
        if (hit) return JSON.parse(hit.toString('utf8'));
        const module = (await timed('MDX compile', () => compile.call(this, code, id, options))) ?? null;
        cache.write('mdx', key, JSON.stringify(module));
        return module;
      };
    },
  };
}
