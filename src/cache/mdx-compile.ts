/**
 * The MDX compiler's output for each article, kept between builds in the build cache
 * (store.ts). Compiling MDX (parsing, our Markdown plugins, highlighting, JSX generation) is
 * most of what a rebuild repeats for every unchanged article: Astro's incremental build skips
 * rendering a page, not compiling its module. The compiled module depends on the file's text and
 * path, on the compiler and its plugins, and on the Markdown settings: the key holds the file and
 * the digest of astro.config.mjs with every module it imports (module-graph.ts) and every installed
 * package. Build-time only (Node).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { cacheKey, cached, keepUses, recordingUses } from './store.ts';
import { moduleGraphDigest } from './module-graph.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { timed } from '../lib/build-phases.ts';

const WRAPPED = Symbol('basalt.mdx-compile-cache');

/** The Vite plugin of @astrojs/mdx that compiles `.mdx` files. */
const MDX_COMPILER = '@mdx-js/rolldown';

interface TransformResult {
  code: string;
  map?: unknown;
  meta?: unknown;
}
/** A compiled module and the cache entries its compilation used. */
interface CompiledEntry {
  module: TransformResult | null;
  uses: string[];
}
type TransformHandler = (this: unknown, code: string, id: string, options?: unknown) => Promise<TransformResult | null | undefined>;

/** Wraps the MDX compiler's transform so an unchanged file is read from the cache, not compiled. */
export function mdxCompileCache(root: string): Plugin {
  let digest: string | undefined;
  const inputsDigest = () =>
    // The configuration passes the Markdown settings and plugins to the compiler: every module it
    // imports, and every installed package, the compiler and highlighter among them.
    (digest ??= moduleGraphDigest(root, ['astro.config.mjs']));
  return {
    name: 'basalt:mdx-compile-cache',
    configResolved(config) {
      // Only production builds, which make no source maps (a map would name this machine's paths).
      if (config.command !== 'build' || config.build.sourcemap) return;
      const compiler = config.plugins.find((plugin) => plugin.name === MDX_COMPILER);
      const transform = compiler?.transform;
      expectUpstream(
        transform && typeof transform === 'object' && typeof transform.handler === 'function',
        '@astrojs/mdx',
        `it compiles .mdx files in the transform handler of its Vite plugin "${MDX_COMPILER}"`,
        'the Vite configuration',
      );
      // Astro resolves a configuration per build environment; the compiler is wrapped once.
      if (WRAPPED in transform.handler) return;
      const compile = transform.handler as unknown as TransformHandler;
      const cachedCompile: TransformHandler = async function (code, id, options) {
        const key = cacheKey(code, relative(root, id), inputsDigest());
        let fresh = false;
        const entry = await cached('mdx', `${key}.json`, async () => {
          fresh = true;
          // The Markdown plugins keep cache entries of their own (a diagram's drawing): recorded
          // with the module, so a build that reuses the module keeps them as one that compiles it.
          const { value, uses } = await recordingUses(async () => (await timed('MDX compile', () => compile.call(this, code, id, options))) ?? null);
          return Buffer.from(JSON.stringify({ module: value, uses } satisfies CompiledEntry));
        });
        const { module, uses } = JSON.parse(entry.toString('utf8')) as CompiledEntry;
        if (!fresh) keepUses(uses);
        return module;
      };
      (transform as { handler: TransformHandler }).handler = Object.assign(cachedCompile, { [WRAPPED]: true });
    },
  };
}
