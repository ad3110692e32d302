import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CACHE_DIR_DEFINE, pruneUnused, useCacheDir } from './store.ts';
import { mdxCompileCache } from './mdx-compile.ts';

/**
 * Keeps compiled MDX, social cards, diagrams and processed pages between builds in `<cacheDir>/basalt/`
 * (src/cache/store.ts), so a rebuild after editing one article redraws and reprocesses only
 * what that edit changed. It must be the last integration: when the build is done it removes the
 * entries no one used, and an integration after it would find its entries gone.
 */
export function buildCache(): AstroIntegration {
  return {
    name: 'basalt:build-cache',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        // The bundled routes (social cards, diagrams) run their own copy of the store: the folder
        // reaches it as a constant in their code.
        const dir = fileURLToPath(new URL('basalt/', config.cacheDir));
        updateConfig({ vite: { plugins: [mdxCompileCache(fileURLToPath(config.root))], define: { [CACHE_DIR_DEFINE]: JSON.stringify(dir) } } });
      },
      'astro:config:done': ({ config }) => {
        useCacheDir(fileURLToPath(new URL('basalt/', config.cacheDir)));
      },
      'astro:build:done': ({ logger }) => {
        const { hits, misses, removed } = pruneUnused();
        logger.info(
          `build cache (compiled MDX, diagrams, processed pages, search shards; the routes' social cards count apart): ${hits} reused, ${misses} drawn, ${removed} unused removed`,
        );
      },
    },
  };
}
