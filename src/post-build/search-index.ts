/**
 * The full-text search index: Pagefind over every page that marks its body for it (articles and
 * service pages), as Starlight builds its own: one index, written into dist/ after the pages.
 * Build-time only (Node).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_PATH } from '../config/paths.ts';

/** Indexes each page (where it is linked, the file it was written to) into `dist`. */
export async function writeSearchIndex(dist: string, pages: readonly { url: string; file: string }[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: await readFile(page.file, 'utf8') });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: join(dist, SEARCH_INDEX_PATH) });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}
