import type { APIRoute, GetStaticPaths } from 'astro';
import { articleFile, getArticles } from '../../data/articles.ts';
import { diagramPath } from '../../config/paths.ts';
import { mermaidBlocks, renderDiagram } from '../../render/diagrams.ts';

/**
 * /diagrams/<id>.svg and its narrow and dark versions: every Mermaid diagram in the articles, drawn
 * at build time. The id is the hash of the source, so a diagram that several articles share is one
 * set of files, listed once.
 */
export const getStaticPaths = (async () => {
  const files = new Map<string, string>();
  for (const entry of await getArticles()) {
    for (const source of mermaidBlocks(entry.body ?? '')) {
      const { id, drawings } = renderDiagram(source, articleFile(entry));
      for (const layout of ['wide', 'narrow'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          files.set(diagramPath(id, layout, theme).replace(/^\/diagrams\/|\.svg$/g, ''), drawings[layout][theme]);
        }
      }
    }
  }
  return [...files].map(([id, svg]) => ({ params: { id }, props: { svg } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props }) => new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
