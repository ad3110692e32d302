// The post-build steps change a page by splicing its text at the parsed elements' source ranges
// (src/post-build/html-edits.ts). That holds only if every range is exactly its element's source:
// a no-op edit at every element, through the document the steps share, must give the same bytes
// back, in pages with scripts, styles, code blocks, inline SVG, comments and entities.
import { describe, expect, it } from 'vitest';
import {
  contentRange,
  type HTMLElement,
  insertAfter,
  insertAtStart,
  PageDocument,
  parseHtml,
  removeElement,
  replaceElement,
  sourceOf,
} from '../../src/post-build/html-edits.ts';
import { type PipelineStep, checkStepOrder } from '../../src/post-build/pipeline.ts';

export const TRICKY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tom &amp; Jerry&#x27;s &lt;page&gt;</title>
<style>a > b, .x[data-y="</p>"]::after { content: "<b>&amp;"; }</style>
<script>if (a < b && "</div>".length > 0) { document.write('<p>'); }</script>
<script type="application/ld+json">{"name":"A &amp; B < C"}</script>
<!-- a comment with <div> and & in it -->
</head><body><main data-first-screen><h1 title="a > b &quot;quoted&quot;">Caf&eacute; &nbsp;&mdash; &#8212;</h1>
<pre><code class="language-html"><span class="tk">&lt;div&gt;</span>
  indented &amp; kept    spaces</code></pre>
<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"/><use href="/icons.svg#Copy"/><circle cx="1" cy="1" r="1"></circle></svg>
<p>Text<br>with a break, an <img src="/a.png" alt="a &lt; b"> image and <a href="/x?a=1&amp;b=2">a link</a>.</p>
<textarea name="t">&lt;not a tag&gt;</textarea><noscript><p>No script</p></noscript>
</main></body></html>`;

function elements(root: HTMLElement): HTMLElement[] {
  return root.childNodes.filter((node): node is HTMLElement => node.nodeType === 1).flatMap((element) => [element, ...elements(element)]);
}

describe('edits at parsed source ranges', () => {
  const doc = new PageDocument(TRICKY_PAGE);
  const all = elements(doc.root);

  it('finds every kind of element the pages carry', () => {
    const tags = new Set(all.map((element) => element.rawTagName.toLowerCase()));
    for (const tag of ['style', 'script', 'pre', 'svg', 'path', 'use', 'br', 'img', 'textarea', 'noscript']) expect(tags).toContain(tag);
  });

  it.each(elements(new PageDocument(TRICKY_PAGE).root).map((element, index) => [`${index} <${element.rawTagName}>`, index] as const))(
    'gives each element its exact source as its range: %s',
    (_, index) => {
      const element = all[index]!;
      const source = sourceOf(TRICKY_PAGE, element);
      // The range starts at the element's start tag and ends with its end tag (or the start tag's end).
      expect(source.startsWith(`<${element.rawTagName}`)).toBe(true);
      expect(source).toMatch(new RegExp(`(</${element.rawTagName}>|>)$`, 'i'));
      const { start, end } = contentRange(TRICKY_PAGE, element);
      // The content of an element whose text the steps rewrite (scripts, styles) is its text exactly.
      if (['script', 'style', 'pre', 'textarea'].includes(element.rawTagName.toLowerCase())) expect(TRICKY_PAGE.slice(start, end)).toBe(element.rawText);
      else
        expect(TRICKY_PAGE.slice(end, element.range[1])).toMatch(
          element.isVoidElement || source.endsWith('/>') ? /^$/ : new RegExp(`^</${element.rawTagName}>$`, 'i'),
        );
      // A no-op edit through the shared document: the element replaced by itself, and nothing
      // inserted at its content's start and end.
      const page = new PageDocument(TRICKY_PAGE);
      page.apply([replaceElement(element, source)]);
      page.apply([
        { start, end: start, text: '' },
        { start: end, end, text: '' },
      ]);
      expect(page.html).toBe(TRICKY_PAGE);
    },
  );

  it('gives the next step ranges of the new text after an edit', () => {
    const page = new PageDocument(TRICKY_PAGE);
    const h1 = page.root.querySelector('h1')!;
    const source = sourceOf(TRICKY_PAGE, h1);
    page.apply([{ start: h1.range[0], end: h1.range[0], text: '<p>inserted</p>' }]);
    expect(sourceOf(page.html, page.root.querySelector('h1')!)).toBe(source);
    expect(page.root.querySelector('p')!.text).toBe('inserted');
  });
});

// The steps' edits are carried into the parsed tree rather than parsed again (a page is parsed
// once): after every shape of edit the steps make, at every element, the tree must be the one a
// fresh parse of the new text gives, element for element, range for range.
describe('edits carried into the parsed tree', () => {
  /** Each element's tag, range and (for scripts and styles) text, in document order. */
  const shape = (root: HTMLElement): string[] =>
    elements(root).map((element) => `${element.rawTagName} ${element.range} ${['script', 'style'].includes(element.rawTagName) ? element.rawText : ''}`);
  const OUTER = new Set(['html', 'head', 'body']);
  const targets = elements(parseHtml(TRICKY_PAGE))
    .map((element, index) => [`${index} <${element.rawTagName}>`, index] as const)
    .filter(([name]) => !OUTER.has(name.split('<')[1]!.slice(0, -1)));
  const edits: Record<string, (html: string, element: HTMLElement) => { start: number; end: number; text: string }[]> = {
    removed: (_, element) => [removeElement(element)],
    replaced: (_, element) => [replaceElement(element, '<meta name="x" content="a &amp; b">')],
    'followed by new elements': (_, element) => [insertAfter(element, '<link rel="stylesheet" href="/a.css"><b>new</b>')],
    'given new first content': (html, element) => (element.isVoidElement ? [] : [insertAtStart(html, element, '<i>first</i>')]),
    'given new text (scripts and styles)': (html, element) =>
      ['script', 'style'].includes(element.rawTagName)
        ? [
            { ...contentRange(html, element), text: 'a{b:c}' },
            { start: element.range[0], end: element.range[0], text: '<br>' },
          ]
        : [],
  };
  it('keeps the tree equal to a fresh parse after several edits at once, two of them in one style', () => {
    const page = new PageDocument(TRICKY_PAGE);
    const tree = page.root;
    const head = tree.querySelector('head')!;
    const style = tree.querySelector('style')!;
    const script = tree.querySelector('script')!;
    const { start, end } = contentRange(page.html, style);
    const headEnd = page.html.lastIndexOf('</head>');
    page.apply([
      { start, end: start + 1, text: 'main' },
      { start: end, end, text: ' .added { color: red }' },
      { ...contentRange(page.html, script), text: 'x()' },
      { start: headEnd, end: headEnd, text: '<style data-first-paint>p{}</style>' },
      insertAtStart(page.html, head, '<meta charset="utf-8">'),
      insertAfter(tree.querySelector('h1')!, '<link rel="stylesheet" href="/a.css">'),
    ]);
    expect(page.root).toBe(tree);
    expect(shape(page.root)).toEqual(shape(parseHtml(page.html)));
    expect(page.root.querySelector('style')!.rawText).toBe(`main${TRICKY_PAGE.slice(start + 1, end)} .added { color: red }`);
  });

  for (const [kind, edit] of Object.entries(edits)) {
    it.each(targets)(`keeps the tree equal to a fresh parse when an element is ${kind}: %s`, (_, index) => {
      const page = new PageDocument(TRICKY_PAGE);
      const tree = page.root;
      page.apply(edit(page.html, elements(tree)[index]!));
      expect(page.root, 'the edit was carried into the tree, not parsed again').toBe(tree);
      expect(shape(page.root)).toEqual(shape(parseHtml(page.html)));
    });
  }
});

describe('the order of the post-build steps', () => {
  const step = (name: string, needs: string[], provides: string[]) => ({ name, needs, provides, edits: () => [] }) as unknown as PipelineStep;

  it('is checked: a step that needs what a later step provides is refused, naming both', () => {
    const style = step('first-screen CSS', [], ['first-paint style']);
    const runtime = step('island runtime', ['first-paint style'], []);
    expect(() => checkStepOrder([style, runtime])).not.toThrow();
    expect(() => checkStepOrder([runtime, style])).toThrow(
      'Post-build step "island runtime" needs the first-paint style of "first-screen CSS", which runs after it',
    );
    expect(() => checkStepOrder([runtime])).toThrow('needs the first-paint style, which no step provides');
  });
});
