/**
 * Diagrams written as Mermaid in an article's body, rendered to static SVG at build time by
 * beautiful-mermaid (no browser needed). The markdown plugin replaces each ```mermaid fence with
 * a figure pointing at `/diagrams/<id>.svg`; the /diagrams route serves the same SVG. Both find the
 * diagram by the hash of its source, so they agree without sharing state. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { BASALT, CTA, SURFACE, light } from '../config/colors.ts';
import { timed } from '../lib/build-phases.ts';

export interface Diagram {
  /** Hash of the source: the file name under /diagrams/. */
  id: string;
  /** One sentence shown under the picture. */
  caption: string;
  /** The picture's content in words: the image's text alternative. */
  description: string;
  svg: string;
  width: number;
  height: number;
}

/** Light colours from the site's palette; the dark theme inverts the picture in CSS. */
const COLORS = { bg: light(SURFACE), fg: light(BASALT[900]), accent: CTA, line: light(BASALT[500]), border: light(BASALT[300]), surface: light(BASALT[50]) };
const FONT_STACK = "'Inter', 'Helvetica Neue', Arial, system-ui, sans-serif";
const HEADER = /^%%\s*(caption|description):\s*(.+)$/;

/** Every ```mermaid fence in an MDX body, as the code inside it. */
export function mermaidBlocks(body: string): string[] {
  return [...body.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
}

const cache = new Map<string, Diagram>();

/** The SVG of a diagram's Mermaid code (without its caption lines), as the page embeds it. */
function drawSvg(mermaid: string): string {
  // An <img> cannot fetch the web font the renderer asks for: name local fonts instead.
  return renderMermaidSVG(mermaid, COLORS)
    .replace(/@import url\([^)]*\);\s*/g, '')
    .replace(/font-family:[^;}]*/g, `font-family: ${FONT_STACK}`);
}

/**
 * Renders one diagram. Its first lines must be `%% caption: …` and `%% description: …` (Mermaid
 * comments, so the source stays valid Mermaid); a missing one or a syntax error throws, naming `file`.
 */
export function renderDiagram(source: string, file = 'an article'): Diagram {
  const code = source.trim();
  const id = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const cached = cache.get(id);
  if (cached) return cached;

  const lines = code.split('\n');
  const header: Record<string, string> = {};
  while (lines.length && HEADER.test(lines[0]!.trim())) {
    const [, key, value] = HEADER.exec(lines.shift()!.trim())!;
    header[key!] = value!.trim();
  }
  const { caption, description } = header;
  if (!caption || !description) {
    throw new Error(`${file}: a mermaid diagram needs "%% caption: …" and "%% description: …" as its first lines (it starts "${lines[0] ?? ''}")`);
  }
  const mermaid = lines.join('\n');
  let svg: string;
  try {
    svg = timed('diagrams drawn', () => drawSvg(mermaid));
  } catch (error) {
    throw new Error(`${file}: the diagram "${caption}" is not valid Mermaid: ${error instanceof Error ? error.message : String(error)}`);
  }
  const width = Math.ceil(Number(/<svg[^>]*?\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 0));
  const height = Math.ceil(Number(/<svg[^>]*?\sheight="([\d.]+)"/.exec(svg)?.[1] ?? 0));
  if (!width || !height) throw new Error(`${file}: the diagram "${caption}" rendered without a size`);
  const diagram = { id, caption, description, svg, width, height };
  cache.set(id, diagram);
  return diagram;
}
