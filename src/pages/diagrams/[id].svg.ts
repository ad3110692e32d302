import type { APIRoute, GetStaticPaths } from 'astro';
import { articleFile, getArticles } from '../../data/articles.ts';
import { mermaidBlocks, renderDiagram } from '../../render/diagrams.ts';

/**
 * /diagrams/<id>.svg: every Mermaid diagram in the articles, drawn at build time. The id is the
 * hash of the source, so a diagram that several articles share is one file, listed once.
 */
export const getStaticPaths = (async () => {
  const diagrams = new Map<string, string>();
  for (const entry of await getArticles()) {
    for (const source of mermaidBlocks(entry.body ?? '')) {
      const { id, svg } = renderDiagram(source, articleFile(entry));
      diagrams.set(id, svg);
    }
  }
  return [...diagrams].map(([id, svg]) => ({ params: { id }, props: { svg } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props }) => new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
