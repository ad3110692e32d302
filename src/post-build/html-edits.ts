/**
 * Built pages are parsed with a real HTML parser (node-html-parser) to find elements, and changed
 * by splicing the original text at the parsed elements' source ranges. Everything the build does
 * not touch stays byte for byte as Astro wrote it (re-serialising a parsed tree would rewrite
 * self-closing SVG elements, attribute quoting and entities).
 */
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { timed } from '../lib/build-phases.ts';

export type { HTMLElement };

const OPTIONS = { comment: true, blockTextElements: { script: true, style: true, pre: true, noscript: true } };
/** Elements whose content the parser keeps as one text node. */
const RAW_TEXT = new Set(Object.keys(OPTIONS.blockTextElements));

/** The page as a tree whose nodes carry their `range` in `html`. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, OPTIONS);
}

/**
 * One page as it passes through the post-build steps: its text, and its tree, parsed once. A step
 * reads the tree and hands back its edits; the document splices them into the text and carries
 * them into the tree (patchTree), so the next step reads ranges of the new text without parsing
 * the page again. An edit the tree cannot take in place drops it, to be parsed again when read.
 */
export class PageDocument {
  #html: string;
  #root: HTMLElement | undefined;
  /** Edits made to the text and not yet carried into the tree, each with the text it was made to. */
  #unpatched: { before: string; edits: readonly Edit[] }[] = [];

  constructor(html: string) {
    this.#html = html;
  }

  get html(): string {
    return this.#html;
  }

  get root(): HTMLElement {
    // Edits reach the tree when it is next read, so those of the last step to read it cost nothing.
    const root = this.#root;
    const unpatched = this.#unpatched.splice(0);
    if (root && !unpatched.every(({ before, edits }) => patchTree(root, before, edits))) this.#root = undefined;
    // Timed apart, though it runs within the step that first reads the tree.
    this.#root ??= timed('post-build: HTML parse (within the steps)', () => parseHtml(this.#html));
    return this.#root;
  }

  /** The `<head>`: from the tree when it is parsed, else parsed alone, without the body (ranges are still offsets in `html`). */
  get head(): HTMLElement | null {
    if (this.#root) return this.root.querySelector('head');
    const end = this.#html.indexOf('</head>');
    return parse(end === -1 ? this.#html : this.#html.slice(0, end + '</head>'.length), OPTIONS).querySelector('head');
  }

  apply(edits: readonly Edit[]): void {
    if (edits.length === 0) return;
    const before = this.#html;
    this.#html = applyEdits(before, edits);
    if (this.#root) this.#unpatched.push({ before, edits });
  }
}

type Range = [number, number];
const setRange = (node: Node, range: Range) => {
  (node as unknown as { range: Range }).range = range;
};
const moved = (node: Node, by: number) => setRange(node, [node.range[0] + by, node.range[1] + by]);

const isRawText = (element: HTMLElement) => RAW_TEXT.has(element.rawTagName?.toLowerCase() ?? '');

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.childNodes) walk(child, visit);
}

/**
 * Carries `edits` of `html` into `root`, the tree parsed from it: each edit, last first, must
 * replace or remove an element or a text node whole, insert between two nodes, or change the text of
 * a script, style or other raw-text element. The new text is parsed alone and put in place, and
 * every range after the edit moves by the change in length. False when an edit is none of these
 * (the tree is then half changed, and the caller drops it).
 */
function patchTree(root: HTMLElement, html: string, edits: readonly Edit[]): boolean {
  // Last first, so the ranges of every edit still to come are unchanged; insertions at one
  // position go in their given order (applyEdits), so the last given is placed first.
  const order = edits.map((edit, index) => ({ ...edit, index })).sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
  for (const edit of order) if (!patchOne(root, html, edit)) return false;
  return true;
}

function patchOne(root: HTMLElement, html: string, { start, end, text }: Edit): boolean {
  // The deepest element whose content holds the edit.
  let parent = root;
  while (!isRawText(parent)) {
    const inside = parent.childNodes.find((child) =>
      start < end
        ? child.range[0] <= start && end <= child.range[1] && !(child.range[0] === start && child.range[1] === end)
        : child.range[0] < start && start < child.range[1],
    );
    if (!inside) break;
    if (inside.nodeType !== 1) return false;
    parent = inside as HTMLElement;
  }
  // Edits after this one have moved the ends of its ancestors (in the tree, not in `html`): the
  // content ends where the end tag, which no edit touches, begins.
  const content =
    parent === root
      ? { start: root.range[0], end: root.range[1] }
      : { start: startTagEnd(html, parent), end: parent.range[1] - `</${parent.rawTagName}>`.length };
  if (start < content.start || end > content.end) return false;
  const delta = text.length - (end - start);
  const added = new Set<Node>();
  if (isRawText(parent)) {
    const [node, ...more] = parent.childNodes;
    if (!node || more.length > 0 || node.nodeType !== 3 || start < node.range[0] || end > node.range[1]) return false;
    // The text as it stands, with any later edit in it already made: offsets before them still hold.
    const old = (node as Node & { rawText: string }).rawText;
    const value = old.slice(0, start - node.range[0]) + text + old.slice(end - node.range[0]);
    (node as Node & { rawText: string }).rawText = value;
    setRange(node, [node.range[0], node.range[0] + value.length]);
    added.add(node);
  } else {
    const at =
      start < end
        ? parent.childNodes.findIndex((child) => child.range[0] === start && child.range[1] === end)
        : parent.childNodes.filter((child) => child.range[1] <= start).length;
    if (at === -1) return false;
    const nodes = parse(text, OPTIONS).childNodes;
    for (const node of nodes) {
      walk(node, (inner) => {
        moved(inner, start);
        added.add(inner);
      });
      node.parentNode = parent;
    }
    parent.childNodes.splice(at, start < end ? 1 : 0, ...nodes);
  }
  if (delta !== 0) {
    walk(root, (node) => {
      if (!added.has(node) && node.range[0] >= end) moved(node, delta);
    });
    for (let ancestor: HTMLElement | null = parent; ancestor; ancestor = ancestor.parentNode)
      setRange(ancestor, [ancestor.range[0], ancestor.range[1] + delta]);
  }
  return true;
}

/** Runs a step's edits over `html` alone: the step as a function of text, for tests and one-off use. */
export function edited(html: string, edits: (doc: PageDocument) => readonly Edit[]): string {
  const doc = new PageDocument(html);
  doc.apply(edits(doc));
  return doc.html;
}

/** Replace `html.slice(start, end)` with `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export const removeElement = (element: HTMLElement): Edit => ({ start: element.range[0], end: element.range[1], text: '' });
export const replaceElement = (element: HTMLElement, text: string): Edit => ({ start: element.range[0], end: element.range[1], text });
export const insertAfter = (element: HTMLElement, text: string): Edit => ({ start: element.range[1], end: element.range[1], text });
/** Where an element's start tag ends: past its first `>` outside a quoted attribute value. */
function startTagEnd(html: string, element: HTMLElement): number {
  let quote = '';
  for (let at = element.range[0]; at < element.range[1]; at++) {
    const char = html[at]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  return element.range[1];
}

/** Inserts right after an element's start tag. */
export const insertAtStart = (html: string, element: HTMLElement, text: string): Edit => {
  const at = startTagEnd(html, element);
  return { start: at, end: at, text };
};
/** Where an element's content sits in `html`: after its start tag, before its end tag (empty for a void element). */
export function contentRange(html: string, element: HTMLElement): { start: number; end: number } {
  const start = startTagEnd(html, element);
  const end = html.lastIndexOf('</', element.range[1] - 1);
  return { start, end: Math.max(end, start) };
}

/** The element's source text, exactly as written. */
export const sourceOf = (html: string, element: HTMLElement): string => html.slice(element.range[0], element.range[1]);

/** Applies edits that do not overlap; insertions at one position keep their given order. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const ordered = edits.map((edit, index) => ({ ...edit, index })).sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
  let out = '';
  let at = 0;
  for (const edit of ordered) {
    if (edit.start < at) throw new Error(`Overlapping edits at ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
