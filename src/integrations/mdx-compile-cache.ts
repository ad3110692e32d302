/**
 * The MDX compiler's output for each file, kept between builds in Astro's cache directory: Astro's
 * incremental build skips rendering an unchanged page, not compiling it, and at 1,200 articles the
 * compile is most of a one-article rebuild (docs/architecture.md). Wraps the compiler's Vite plugin;
 * keyed by the file's path and text and the project's code (kept-outputs.ts). Production builds only.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { keptOutputs } from './kept-outputs.ts';

/** The Vite plugin of @astrojs/mdx that compiles `.mdx` files. */
const MDX_COMPILER = '@mdx-js/rolldown';

type Compile = (this: unknown, code: string, id: string, options?: unknown) => Promise<unknown>;

/**
 * The integration: it wraps the compiler when Vite resolves the build's configuration, and when the
 * build is done removes the entries the build did not use and logs what it reused.
 */
export function mdxCompileCache(): AstroIntegration {
  let kept: ReturnType<typeof keptOutputs> | undefined;
  const wrapped = new WeakSet<object>();

  const plugin: Plugin = {
    name: 'basalt:mdx-compile-cache',
    configResolved(config) {
      // Only production builds, which make no source maps (a map would name this machine's paths).
      if (config.command !== 'build' || config.build.sourcemap) return;
      const transform = config.plugins.find((candidate) => candidate.name === MDX_COMPILER)?.transform;
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
      (transform as { handler: Compile }).handler = async function (source, id, options) {
        return kept!.reuse([source, relative(config.root, id)], async () => (await compile.call(this, source, id, options)) ?? null);
      };
    },
  };

  return {
    name: 'basalt:mdx-compile-cache',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        kept = keptOutputs(fileURLToPath(new URL('mdx-compile/', config.cacheDir)), fileURLToPath(config.root));
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': ({ logger }) => {
        logger.info(`compiled MDX: ${kept!.sweep()}`);
      },
    },
  };
}
