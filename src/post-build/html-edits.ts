/**
 * Built pages are parsed with a real HTML parser (node-html-parser) to find elements, and changed
 * by splicing the original text at the parsed elements' source ranges. Everything the build does
 * not touch stays byte for byte as Astro wrote it (re-serialising a parsed tree would rewrite
 * self-closing SVG elements, attribute quoting and entities).
 */
import { parse, type HTMLElement } from 'node-html-parser';

export type { HTMLElement };

const OPTIONS = { comment: true, blockTextElements: { script: true, style: true, pre: true, noscript: true } };

/**
 * Trees are only read (edits splice the text), so the last page parsed is kept: the first
 * post-build step and the facts the build records about a page read the same text.
 */
let last: { html: string; root: HTMLElement } | undefined;

/** The page as a tree whose nodes carry their `range` in `html`. */
export function parseHtml(html: string): HTMLElement {
  if (last?.html !== html) last = { html, root: parse(html, OPTIONS) };
  return last.root;
}

/** The page's `<head>` alone, parsed without the body (ranges are still offsets in `html`). */
export function parseHead(html: string): HTMLElement | null {
  const end = html.indexOf('</head>');
  return parse(end === -1 ? html : html.slice(0, end + '</head>'.length), OPTIONS).querySelector('head');
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
/** Inserts right after an element's start tag. */
export const insertAtStart = (html: string, element: HTMLElement, text: string): Edit => {
  const at = html.indexOf('>', element.range[0]) + 1;
  return { start: at, end: at, text };
};
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
