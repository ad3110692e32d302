import type { APIRoute, GetStaticPaths } from 'astro';
import { getArticles } from '../../data/articles.ts';
import { twinFields } from '../../data/markdown-twin.ts';
import { sha256Hex } from '../../lib/digest.ts';
import { markdownTwin, type MarkdownTwin } from '../../lib/markdown-twin.ts';

/**
 * /blog/<slug>.md: each published article's Markdown twin, announced in its page's head. Keyed by
 * the fields it is written from, so a rebuild reuses every twin whose article is unchanged.
 */
export const getStaticPaths = (async () =>
  Promise.all(
    (await getArticles()).map(async (entry) => {
      const twin = await twinFields(entry);
      return { params: { slug: entry.id }, props: { twin }, cacheKey: await sha256Hex(JSON.stringify(twin)) };
    }),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ twin: MarkdownTwin }> = ({ props }) =>
  new Response(markdownTwin(props.twin), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
