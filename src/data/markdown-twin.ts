/** The Markdown twin of each published article, from the same entry its page is built from. */
import { isoDate } from '../lib/dates.ts';
import { markdownTwin } from '../lib/markdown-twin.ts';
import { articlePath, canonicalUrl } from '../config/paths.ts';
import type { ArticleEntry } from './articles.ts';
import { authorOf } from './authors.ts';
import { SITE_ORIGIN } from './site.ts';

export async function articleMarkdown(entry: ArticleEntry): Promise<string> {
  const { title, description, publishedDate, updatedDate, sources } = entry.data;
  return markdownTwin({
    title,
    description,
    author: (await authorOf(entry)).data.name,
    published: isoDate(publishedDate),
    updated: updatedDate && isoDate(updatedDate),
    canonical: canonicalUrl(articlePath(entry.id), SITE_ORIGIN),
    sources,
    body: entry.body ?? '',
  });
}
