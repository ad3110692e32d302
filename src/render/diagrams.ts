/**
 * Mermaid diagrams of an article's body drawn as static SVG at build time by beautiful-mermaid, four
 * times: as written and narrowed for a phone, each in the light and the dark theme. The markdown
 * plugin's figure and the /diagrams route both find a diagram by its source's hash, so they agree
 * without sharing state. Build-time only (Node).
 */
import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { BASALT, CTA, EMBER, SURFACE, dark, light } from '../config/colors.ts';
import { UpstreamContractError } from '../lib/upstream-contract.ts';
import { mapLabels, outlineText, padLabels } from './diagram-labels.ts';

export interface Diagram {
  /** Hash of the source: the file names under /diagrams/ start with it. */
  id: string;
  /** One sentence shown under the picture. */
  caption: string;
  /** The picture's content in words: the image's text alternative. */
  description: string;
  /** As the source lays it out (wide screens, and the full-size view), and narrowed for a phone's column. */
  drawings: Record<DrawingKind, Drawing>;
}

type DrawingKind = 'wide' | 'narrow';
/** One way of drawing a diagram: its SVG on the light page and on the dark one, and its size. */
type Drawing = ReturnType<typeof drawBoth>;

/**
 * The widest a phone drawing may be: a 390 px phone's article column. Drawn no wider, the diagram
 * shows at its own size there, labels at 11 and 13 px.
 */
export const PHONE_COLUMN = 350;

/**
 * The house scale: a wide drawing is shown at most this much larger than drawn (labels at 14.6 and
 * 12.4 px, under body text's 17), and smaller only where the column is narrower than that. One scale
 * for every figure, so the same words are the same size in every diagram.
 */
export const HOUSE_SCALE = 1.125;

/**
 * The site's palette for each theme: the page's surface behind, text and lines in its greys, the
 * arrows in its accent, boxes a step off the surface. Drawn once per theme, so the dark page shows
 * a drawing made for it rather than an inverted light one.
 */
const PALETTE = {
  light: { bg: light(SURFACE), fg: light(BASALT[900]), accent: CTA, line: light(BASALT[500]), border: light(BASALT[300]), surface: light(BASALT[50]) },
  dark: { bg: dark(SURFACE), fg: dark(BASALT[900]), accent: dark(EMBER[600]), line: dark(BASALT[500]), border: dark(BASALT[300]), surface: dark(BASALT[100]) },
};
type Spacing = { padding?: number; nodeSpacing?: number; layerSpacing?: number };
const HEADER = /^%%\s*(caption|description):\s*(.+)$/;
/**
 * A phone drawing: words wrapped at these widths, then less margin and space between boxes, until it
 * fits; a diagram drawn across (LR) is tried top to bottom first, since a phone scrolls down.
 */
const WRAP_WIDTHS = [18, 16, 14, 12, 10, 8];
/**
 * A wide drawing's margins and the room between its ranks: the figure's frame is the margin, so the
 * drawing keeps little of its own, and a tight rank spacing keeps a chain within one screen.
 */
const WIDE_SPACING: Spacing = { padding: 8, layerSpacing: 16 };
const NARROW_SPACINGS: Spacing[] = [
  { padding: 8, nodeSpacing: 12, layerSpacing: 24 },
  { padding: 4, nodeSpacing: 8, layerSpacing: 16 },
  { padding: 2, nodeSpacing: 4, layerSpacing: 16 },
];
const ACROSS = /^(\s*(?:flowchart|graph)\s+)(?:LR|RL)\b/m;

/** Every ```mermaid fence in an MDX body, as the code inside it. */
export function mermaidBlocks(body: string): string[] {
  return [...body.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
}

const cache = new Map<string, Diagram>();

/** The hash of a diagram's source: its files' names start with it, and the same source always draws the same files. */
export function diagramId(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 12);
}

/** The words of each label broken into lines of at most `width` characters where they can be (a `<br>` the author wrote is a space here). */
function wrapLabels(mermaid: string, width: number): string {
  return mapLabels(mermaid, (label) => {
    const lines: string[] = [];
    for (const word of label.replaceAll('<br>', ' ').split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines.join('<br>');
  });
}

const sizeOf = (svg: string) => ({
  width: Math.ceil(Number(/<svg[^>]*?\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 0)),
  height: Math.ceil(Number(/<svg[^>]*?\sheight="([\d.]+)"/.exec(svg)?.[1] ?? 0)),
});

/** A diagram's Mermaid code (without its caption lines) drawn in each theme as the page embeds it, and its size. */
function drawBoth(mermaid: string, where: string, spacing: Spacing) {
  const draw = (theme: keyof typeof PALETTE) => outlineText(renderMermaidSVG(padLabels(mermaid), { ...PALETTE[theme], ...spacing }), where);
  const lightSvg = draw('light');
  return { light: lightSvg, dark: draw('dark'), ...sizeOf(lightSvg) };
}

/**
 * The diagram as written, and for a phone the first wrapping of its words that fits the column
 * (the narrowest tried when none does). The layout engine rejects some spacings for some graphs;
 * those are skipped.
 */
function drawAll(mermaid: string, where: string): Record<DrawingKind, Drawing> {
  const wide = drawBoth(mermaid, where, WIDE_SPACING);
  if (wide.width <= PHONE_COLUMN) return { wide, narrow: wide };
  const layouts = ACROSS.test(mermaid) ? [mermaid.replace(ACROSS, '$1TD'), mermaid] : [mermaid];
  let narrow: Drawing | undefined;
  for (const layout of layouts) {
    for (const spacing of NARROW_SPACINGS) {
      for (const width of WRAP_WIDTHS) {
        let drawing: Drawing;
        try {
          drawing = drawBoth(wrapLabels(layout, width), where, spacing);
        } catch (error) {
          if (error instanceof UpstreamContractError) throw error;
          continue;
        }
        if (!narrow || drawing.width < narrow.width) narrow = drawing;
        if (drawing.width <= PHONE_COLUMN) return { wide, narrow: drawing };
      }
    }
  }
  return { wide, narrow: narrow ?? wide };
}

/**
 * Renders one diagram. Its first lines must be `%% caption: …` and `%% description: …` (Mermaid
 * comments, so the source stays valid Mermaid); a missing one or a syntax error throws, naming `file`.
 */
export function renderDiagram(source: string, file = 'an article'): Diagram {
  const code = source.trim();
  const id = diagramId(code);
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
  let drawings: Record<DrawingKind, Drawing>;
  try {
    drawings = drawAll(mermaid, file);
  } catch (error) {
    if (error instanceof UpstreamContractError) throw error;
    throw new Error(`${file}: the diagram "${caption}" is not valid Mermaid: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!drawings.wide.width || !drawings.wide.height) throw new Error(`${file}: the diagram "${caption}" rendered without a size`);
  const diagram = { id, caption, description, drawings };
  cache.set(id, diagram);
  return diagram;
}
