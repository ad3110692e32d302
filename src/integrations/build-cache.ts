import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pruneUnused, useCacheDir } from '../build/build-cache.ts';

/**
 * Keeps social cards and diagrams between builds in `<cacheDir>/basalt/` (src/build/build-cache.ts),
 * so a rebuild after editing one article redraws only that article's outputs.
 */
export function buildCache(): AstroIntegration {
  return {
    name: 'basalt:build-cache',
    hooks: {
      'astro:config:done': ({ config }) => {
        useCacheDir(fileURLToPath(new URL('basalt/', config.cacheDir)));
      },
      'astro:build:done': ({ logger }) => {
        const { hits, misses, removed } = pruneUnused();
        logger.info(`social cards and diagrams: ${hits} reused, ${misses} drawn, ${removed} unused removed`);
      },
    },
  };
}
