/**
 * Built pages are parsed with a real HTML parser (node-html-parser) to find elements, and changed
 * by splicing the original text at the parsed elements' source ranges. Everything the build does
 * not touch stays byte for byte as Astro wrote it (re-serialising a parsed tree would rewrite
 * self-closing SVG elements, attribute quoting and entities).
 */
import { parse, type HTMLElement } from 'node-html-parser';

export type { HTMLElement };

const OPTIONS = { comment: true, blockTextElements: { script: true, style: true, pre: true, noscript: true } };

/** The page as a tree whose nodes carry their `range` in `html`. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, OPTIONS);
}

/**
 * One page as it passes through the post-build steps: its text, and its tree parsed once per
 * version of the text. A step reads the tree and hands back its edits; the document splices them
 * into the text, and the next step that reads the tree gets it parsed again, so no step ever reads
 * ranges of a text that has changed under it.
 */
export class PageDocument {
  #html: string;
  #root: HTMLElement | undefined;

  constructor(html: string) {
    this.#html = html;
  }

  get html(): string {
    return this.#html;
  }

  get root(): HTMLElement {
    this.#root ??= parseHtml(this.#html);
    return this.#root;
  }

  /** The `<head>`: from the tree when it is parsed, else parsed alone, without the body (ranges are still offsets in `html`). */
  get head(): HTMLElement | null {
    if (this.#root) return this.#root.querySelector('head');
    const end = this.#html.indexOf('</head>');
    return parse(end === -1 ? this.#html : this.#html.slice(0, end + '</head>'.length), OPTIONS).querySelector('head');
  }

  apply(edits: readonly Edit[]): void {
    if (edits.length === 0) return;
    this.#html = applyEdits(this.#html, edits);
    this.#root = undefined;
  }
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
