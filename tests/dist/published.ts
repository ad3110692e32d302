import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { heldBackReason } from '../../src/lib/publishing.ts';
import { contentPages, jsonLd, type BuiltPage } from './site.ts';

/** The article pages in dist/: every page that carries a BlogPosting. */
export const articlePages: BuiltPage[] = contentPages.filter((p) => jsonLd(p.doc).some((data) => data['@type'] === 'BlogPosting'));

/** The slug of an article page. */
export const slugOf = (p: BuiltPage): string => p.route.split('/').pop()!;

/** Every article file an editor wrote, with whether a production build built today holds it back. */
export function articleSources(): { slug: string; heldBack: boolean }[] {
  const dir = join('content', 'articles');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const frontmatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'))![1]!) as { draft?: boolean; publishedDate: string };
      const article = { draft: frontmatter.draft ?? false, publishedDate: new Date(`${String(frontmatter.publishedDate).slice(0, 10)}T00:00:00Z`) };
      return { slug: file.replace(/\.mdx$/, ''), heldBack: heldBackReason(article, new Date()) !== null };
    });
}
