import type { APIRoute, GetStaticPaths } from 'astro';
import { entryFile, getArticles } from '../../data/articles.ts';
import { diagramPath } from '../../config/paths.ts';
import { diagramId, mermaidBlocks, renderDiagram } from '../../render/diagrams.ts';

type Props = { source: string; file: string; layout: 'wide' | 'narrow'; theme: 'light' | 'dark' };

/**
 * /diagrams/<id>.svg and its narrow and dark versions, the id the hash of the source (a diagram
 * several articles share is listed once). Listing draws nothing; the source's hash is the `cacheKey`,
 * so a rebuild reuses every unchanged diagram.
 */
export const getStaticPaths = (async () => {
  const paths = new Map<string, { params: { id: string }; props: Props; cacheKey: string }>();
  for (const entry of await getArticles()) {
    for (const source of mermaidBlocks(entry.body ?? '')) {
      const id = diagramId(source);
      for (const layout of ['wide', 'narrow'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          const name = diagramPath(id, layout, theme).replace(/^\/diagrams\/|\.svg$/g, '');
          paths.set(name, { params: { id: name }, props: { source, file: entryFile(entry), layout, theme }, cacheKey: id });
        }
      }
    }
  }
  return [...paths.values()];
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props: { source, file, layout, theme } }) =>
  new Response(renderDiagram(source, file).drawings[layout][theme], { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
