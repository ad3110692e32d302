/**
 * A diagram's words drawn as outlines of Inter. beautiful-mermaid sizes boxes from a fixed table of
 * character widths and writes SVG text, which an <img> draws in whatever face the engine has: labels
 * ran past their boxes. So each label is measured in Inter, handed to the renderer padded to that
 * width (PADs, which its table counts and the drawing drops), and drawn as Inter's glyph outlines,
 * each defined once per drawing (about 5 KB compressed). Build-time only (Node).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, type Glyph, create } from 'fontkitten';
import { expectUpstream } from '../lib/upstream-contract.ts';

/** The weights the renderer draws: 500 for box labels, 400 for arrow labels. */
type Weight = 400 | 500;

/**
 * Counted by the renderer's width table as a full-width letter, drawn as nothing: a private-use
 * code point, which no label holds, and which trimming does not remove as it would a space.
 */
const PAD = '\uE000';

/** What the renderer's table assumes for a letter, per weight (beautiful-mermaid's measureTextWidth), and the sizes it draws each at. */
const TABLE = { 500: { size: 13, ratio: 0.57 }, 400: { size: 11, ratio: 0.54 } } as const;
/** Room left on each side of a label's widest line beyond what the renderer adds around it. */
const SPARE = 2;

const require = createRequire(import.meta.url);
const fonts = new Map<Weight, Font>();
function inter(weight: Weight): Font {
  if (!fonts.has(weight)) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
    fonts.set(weight, create(readFileSync(file)) as Font);
  }
  return fonts.get(weight)!;
}

/** The width of one line of text in Inter at the size the renderer draws it, as its glyphs are drawn here. */
export function lineWidth(text: string, weight: Weight): number {
  const font = inter(weight);
  return (font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) * TABLE[weight].size) / font.unitsPerEm;
}

/** The renderer's estimate of a line (its table, without the small allowance it adds per label). */
function tableWidth(text: string, weight: Weight): number {
  const NARROW = "iltfjI1!|.,:;'";
  const SEMI = '()[]{}/\\-"`';
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === ' ') units += 0.3;
    else if (char === 'W' || char === 'M') units += 1.5;
    else if ('wm@%'.includes(char)) units += 1.2;
    else if (NARROW.includes(char)) units += 0.4;
    else if (SEMI.includes(char)) units += 0.5;
    else if (char === 'r') units += 0.8;
    else if (code >= 65 && code <= 90) units += 1.2;
    else units += 1;
  }
  return units * TABLE[weight].size * TABLE[weight].ratio;
}

/** A line with as many PADs as make the renderer's estimate at least Inter's width plus the spare room. */
function padLine(line: string, weight: Weight): string {
  const missing = lineWidth(line, weight) + 2 * SPARE - tableWidth(line, weight);
  const perPad = TABLE[weight].size * TABLE[weight].ratio;
  return missing > 0 ? line + PAD.repeat(Math.ceil(missing / perPad)) : line;
}

/** One label of a diagram's code: a box's (`[…]`, `{…}`, `(…)` and the other shapes) or an arrow's (`|…|`). */
type LabelKind = 'box' | 'arrow';

/**
 * The Mermaid code with each label replaced by `change(label, kind)`. One pass over each line, left
 * to right, so a bracket inside an arrow's label is read as text; comment lines stay as they are.
 */
export function mapLabels(mermaid: string, change: (label: string, kind: LabelKind) => string): string {
  const LABEL = /\|([^|]+)\||(\[\(|\(\[|\(\(|\[|\(|\{)([^\]})|]+?)(\)\]|\]\)|\)\)|\]|\)|\})/g;
  return mermaid
    .split('\n')
    .map((line) =>
      line.trim().startsWith('%%')
        ? line
        : line.replace(LABEL, (_, arrow: string | undefined, open: string, label: string, close: string) =>
            arrow !== undefined ? `|${change(arrow, 'arrow')}|` : `${open}${change(label, 'box')}${close}`,
          ),
    )
    .join('\n');
}

/** The Mermaid code with every line of every label padded to Inter's width, at the weight the renderer draws it. */
export function padLabels(mermaid: string): string {
  return mapLabels(mermaid, (label, kind) =>
    label
      .split('<br>')
      .map((line) => padLine(line, kind === 'box' ? 500 : 400))
      .join('<br>'),
  );
}

/** Positions in pixels: a hundredth is finer than any screen draws. */
const round = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Outlines are drawn on a grid of GRID font units: a step is 0.025 px at the labels' 13 px, finer
 * than any screen shows, and the numbers are a digit shorter than Inter's 2048 units to the em.
 */
const GRID = 4;

/**
 * A glyph's outline as compact path data: relative moves on the grid, each command letter written
 * once per run, which takes about half the bytes of the absolute form fontkitten writes.
 */
function outline(glyph: Glyph): string {
  const LETTER = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' } as const;
  let x = 0;
  let y = 0;
  let start = [0, 0];
  let last = '';
  let d = '';
  for (const { command, args } of glyph.path.commands) {
    const letter = LETTER[command];
    const numbers: number[] = [];
    for (let i = 0; i < args.length; i += 2) numbers.push(Math.round(args[i]! / GRID) - x, Math.round(args[i + 1]! / GRID) - y);
    if (args.length) {
      x = Math.round(args.at(-2)! / GRID);
      y = Math.round(args.at(-1)! / GRID);
    }
    if (command === 'moveTo') start = [x, y];
    const text = numbers.map((n, i) => (n < 0 || i === 0 ? String(n) : ` ${n}`)).join('');
    d += (letter === last && letter !== 'm' ? (numbers[0]! < 0 ? '' : ' ') : letter) + text;
    last = letter;
    // After a close the pen is back at the subpath's start, which the next relative move counts from.
    if (command === 'closePath') [x, y] = start as [number, number];
  }
  return d;
}

/** One drawing's glyph outlines, each defined once, and the <use> elements that place them. */
class Glyphs {
  private readonly defined = new Map<string, string>();

  /** A line of text as glyph references in grid units from its start, and its width in font units. */
  line(text: string, weight: Weight): { uses: string; width: number } {
    const font = inter(weight);
    let x = 0;
    let uses = '';
    for (const glyph of font.glyphsForString(text)) {
      const id = `g${weight === 500 ? 'm' : 'r'}${glyph.id}`;
      if (!this.defined.has(id)) this.defined.set(id, outline(glyph));
      // A space is only an advance; an empty outline is never placed.
      if (this.defined.get(id)) uses += `<use href="#${id}"${x ? ` x="${Math.round(x / GRID)}"` : ''}/>`;
      x += glyph.advanceWidth;
    }
    return { uses, width: x };
  }

  /** The <defs> of every glyph placed so far. */
  defs(): string {
    const paths = [...this.defined].filter(([, d]) => d).map(([id, d]) => `<path id="${id}" d="${d}"/>`);
    return paths.length ? `<defs>${paths.join('')}</defs>` : '';
  }
}

const TEXT = /<text x="([\d.-]+)" y="([\d.-]+)" ([^>]*?)(?: dy="([\d.-]+)")?>((?:(?!<\/text>)[\s\S])*)<\/text>/g;
const TSPAN = /<tspan x="[\d.-]+" dy="([\d.-]+)">([^<]*)<\/tspan>/g;
const attribute = (attributes: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[entity]!);

/**
 * The renderer's SVG with its <text> elements (single lines, or <tspan> lines) replaced by glyph
 * outlines at the same place, size, anchor and colour, the PADs dropped, and its font rules
 * removed. Fails naming the diagram if any text is left that this does not recognise.
 */
export function outlineText(svg: string, where: string): string {
  const glyphs = new Glyphs();
  // The renderer writes positions to sixteen digits; a hundredth of a pixel is as good.
  const rounded = svg.replace(/\d+\.\d{3,}/g, (number) => round(Number(number)));
  const drawn = rounded.replace(TEXT, (_match, x: string, y: string, attributes: string, dy: string | undefined, content: string) => {
    const size = Number(attribute(attributes, 'font-size'));
    const weight: Weight = Number(attribute(attributes, 'font-weight')) >= 500 ? 500 : 400;
    const anchor = attribute(attributes, 'text-anchor') ?? 'start';
    const fill = attribute(attributes, 'fill') ?? 'currentColor';
    const lines: { text: string; dy: number }[] = [];
    if (dy !== undefined) lines.push({ text: content, dy: Number(dy) });
    let offset = 0;
    for (const [, lineDy, text] of dy === undefined ? content.matchAll(TSPAN) : []) {
      offset += Number(lineDy);
      lines.push({ text: text!, dy: offset });
    }
    expectUpstream(
      size > 0 &&
        lines.length > 0 &&
        lines.length === (dy === undefined ? content.split('<tspan ').length - 1 : 1) &&
        !lines.some(({ text }) => text.includes('<')),
      'beautiful-mermaid',
      'a label is <text x y font-size font-weight dy>plain text</text> or a <text> of plain <tspan x dy> lines',
      where,
    );
    const unitsPerEm = inter(weight).unitsPerEm;
    const scale = Math.round(((size * GRID) / unitsPerEm) * 1e6) / 1e6;
    const placed = lines.map(({ text, dy: lineDy }) => {
      const { uses, width } = glyphs.line(unescapeXml(text.replaceAll(PAD, '')), weight);
      const pixels = (width * size) / unitsPerEm;
      const start = Number(x) - (anchor === 'middle' ? pixels / 2 : anchor === 'end' ? pixels : 0);
      return `<g transform="translate(${round(start)} ${round(Number(y) + lineDy)}) scale(${scale} -${scale})">${uses}</g>`;
    });
    return `<g fill="${fill}">${placed.join('')}</g>`;
  });
  expectUpstream(!/<text[\s>]/.test(drawn), 'beautiful-mermaid', 'every label is drawn as <text> in the form outlineText reads', where);
  return drawn
    .replace(/@import url\([^)]*\);\s*/g, '')
    .replace(/\s*text \{ font-family:[^}]*\}/g, '')
    .replace(/<\/style>/, `</style>\n${glyphs.defs()}`)
    .replaceAll(PAD, '');
}
