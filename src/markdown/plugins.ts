import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import type { HastNode, HastPluginDefinition } from 'satteri';
import { renderDiagram } from '../render/diagrams.ts';
import { diagramPath, iconHref } from '../config/paths.ts';

/**
 * Makes code blocks reachable by keyboard: a long line scrolls its <pre> sideways, and a
 * scrollable region that cannot take focus cannot be scrolled without a mouse (WCAG 2.1.1).
 */
export const focusableCodeBlocks: HastPluginDefinition = {
  name: 'focusable-code-blocks',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      ctx.setProperty(node, 'tabIndex', 0);
    },
  },
};

/** The language a code fence names (` ```hcl ` → `hcl`), from the class on its <code>. */
function fenceLanguage(pre: HastNode): string | undefined {
  const code = 'children' in pre ? pre.children.find((child) => child.type === 'element' && child.tagName === 'code') : undefined;
  const classes = code && 'properties' in code ? code.properties?.className : undefined;
  return Array.isArray(classes)
    ? classes
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
}

/**
 * Gives each code block a bar above it: the language, and a "Copy code" button. The bar is part of
 * the block from the first paint, so nothing moves when the button appears; the button stays hidden
 * until the article's copy handler (components/article/CodeCopy.astro) marks the page, so without
 * script or without the Clipboard API there is no button that does nothing.
 */
export const codeBlockBars: HastPluginDefinition = {
  name: 'code-block-bars',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      const language = fenceLanguage(node);
      // A Mermaid fence becomes a diagram (mermaidDiagrams), not code to copy.
      if (language === 'mermaid') return;
      const icon = (name: string): Element => ({
        type: 'element',
        tagName: 'svg',
        properties: { ariaHidden: 'true', focusable: 'false' },
        children: [{ type: 'element', tagName: 'use', properties: { href: iconHref(name) }, children: [] }],
      });
      const label = (state: string, name: string, text: string): Element => ({
        type: 'element',
        tagName: 'span',
        properties: { className: [state] },
        children: [icon(name), { type: 'text', value: text }],
      });
      ctx.insertBefore(node, {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-bar'] },
        children: [
          { type: 'element', tagName: 'span', properties: {}, children: language ? [{ type: 'text', value: language }] : [] },
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['code-copy'] },
            children: [label('code-copy-idle', 'Copy', 'Copy code'), label('code-copy-done', 'Check', 'Copied')],
          },
        ],
      });
    },
  },
};

/**
 * Wraps each table in a horizontally scrollable, focusable region, so a wide comparison table
 * scrolls inside the article on a phone instead of widening the whole page. Each region is named
 * after its column headings, so screen-reader users can tell the tables of an article apart.
 */
export const scrollableTables = (): HastPluginDefinition => {
  let count = 0;
  return {
    name: 'scrollable-tables',
    element: {
      filter: ['table'],
      visit(node, ctx) {
        count += 1;
        const elements = (parent: HastNode, tagName: string) =>
          'children' in parent ? parent.children.filter((child) => child.type === 'element' && child.tagName === tagName) : [];
        const headings = elements(node, 'thead')
          .flatMap((head) => elements(head, 'tr').slice(0, 1))
          .flatMap((row) => elements(row, 'th'))
          .map((cell) => ctx.textContent(cell).trim())
          .join(', ');
        // A caption names the table for everyone (visually hidden: the text around it introduces it).
        ctx.prependChild(node, {
          type: 'element',
          tagName: 'caption',
          properties: { className: ['sr-only'] },
          children: [{ type: 'text', value: headings ? `Table ${count}: ${headings.slice(0, 90)}` : `Table ${count}` }],
        });
        ctx.wrapNode(node, {
          type: 'element',
          // A labelled <section> is a region landmark: focusable, so the keyboard can scroll it.
          tagName: 'section',
          properties: {
            className: ['table-scroll'],
            tabIndex: 0,
            ariaLabel: headings ? `Table ${count}: ${headings.slice(0, 90)}` : `Table ${count}`,
          },
          children: [],
        });
      },
    },
  };
};

/**
 * Replaces each ```mermaid fence with a figure: the diagram as a static SVG image (with its size,
 * so nothing shifts, and lazy, since diagrams sit below the fold), named by its caption, and the
 * full text alternative in a disclosure under it, readable by everyone. No script runs in the browser.
 */
export const mermaidDiagrams: HastPluginDefinition = {
  name: 'mermaid-diagrams',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      if (fenceLanguage(node) !== 'mermaid') return;
      const file = ctx.fileURL ? fileURLToPath(ctx.fileURL) : undefined;
      const diagram = renderDiagram(ctx.textContent(node), file);
      ctx.replaceNode(node, {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['diagram'] },
        children: [
          {
            type: 'element',
            tagName: 'img',
            properties: {
              src: diagramPath(diagram.id),
              width: diagram.width,
              height: diagram.height,
              alt: diagram.caption,
              loading: 'lazy',
              decoding: 'async',
            },
            children: [],
          },
          {
            type: 'element',
            tagName: 'figcaption',
            properties: {},
            children: [
              { type: 'text', value: diagram.caption },
              {
                type: 'element',
                tagName: 'details',
                properties: {},
                children: [
                  { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: 'Diagram in words' }] },
                  { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: diagram.description }] },
                ],
              },
            ],
          },
        ],
      });
    },
  },
};
