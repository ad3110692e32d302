import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../lib/paths.ts';

/**
 * Builds the full-text search index of the article and service pages (the `data-pagefind-body`
 * regions) with Pagefind into dist/pagefind/. The blog loads it only when a visitor searches.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'basalt:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: root });
        if (added.errors.length) throw new Error(`Pagefind could not index dist/: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: `${root}${SEARCH_INDEX_PATH.slice(1)}` });
        if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
        await pagefind.close();
        logger.info(`search index: ${added.page_count} pages`);
      },
    },
  };
}
