import type { APIRoute, GetStaticPaths } from 'astro';
import { articleFile, getArticles } from '../../data/articles';
import { mermaidBlocks, renderDiagram } from '../../build/diagrams';

/** /diagrams/<id>.svg: every Mermaid diagram in the articles, drawn at build time. */
export const getStaticPaths = (async () =>
  (await getArticles()).flatMap((entry) =>
    mermaidBlocks(entry.body ?? '').map((source) => {
      const { id, svg } = renderDiagram(source, articleFile(entry));
      return { params: { id }, props: { svg } };
    }),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props }) =>
  new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
