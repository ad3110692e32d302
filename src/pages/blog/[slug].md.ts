import type { APIRoute, GetStaticPaths } from 'astro';
import { getArticles, type ArticleEntry } from '../../data/articles.ts';
import { articleMarkdown } from '../../data/markdown-twin.ts';

/** /blog/<slug>.md: each published article's Markdown twin, announced in its page's head. */
export const getStaticPaths = (async () => (await getArticles()).map((entry) => ({ params: { slug: entry.id }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: ArticleEntry }> = async ({ props }) =>
  new Response(await articleMarkdown(props.entry), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
