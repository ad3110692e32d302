/**
 * Built pages are parsed with a real HTML parser (node-html-parser) to find elements, and changed by
 * splicing the text at their source ranges, so everything a step does not touch stays byte for
 * byte as Astro wrote it. Each step parses the page afresh: no tree outlives the text it was read from.
 */
import { type HTMLElement, parse } from 'node-html-parser';

export type { HTMLElement };

/** The page as a tree whose nodes carry their `range` in `html`. */
export const parseHtml = (html: string): HTMLElement =>
  parse(html, { comment: true, blockTextElements: { script: true, style: true, pre: true, noscript: true } });

/** Replace `html.slice(start, end)` with `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** One step: the edits it makes to a page, read from the page's text and its freshly parsed tree. */
export const edited = (html: string, edits: (root: HTMLElement, html: string) => readonly Edit[]): string => applyEdits(html, edits(parseHtml(html), html));

export const removeElement = (element: HTMLElement): Edit => ({ start: element.range[0], end: element.range[1], text: '' });
export const replaceElement = (element: HTMLElement, text: string): Edit => ({ start: element.range[0], end: element.range[1], text });
export const sourceOf = (html: string, element: HTMLElement): string => html.slice(element.range[0], element.range[1]);

/** Where an element's content sits in `html`: after its start tag (past its first `>` outside quotes), before its end tag. */
export function contentRange(html: string, element: HTMLElement): { start: number; end: number } {
  const tag = /^<[^\s>]+(?:\s+[^\s=>]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?)*\s*\/?>/.exec(sourceOf(html, element));
  const start = element.range[0] + (tag?.[0].length ?? 0);
  return { start, end: Math.max(start, html.lastIndexOf('</', element.range[1] - 1)) };
}

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
