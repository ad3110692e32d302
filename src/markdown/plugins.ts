import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import type { HastNode, HastPluginDefinition } from 'satteri';
import { HOUSE_SCALE, renderDiagram } from '../render/diagrams.ts';
import { diagramPath, iconClass } from '../config/paths.ts';

/** An element of the HAST tree, briefly. */
const h = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

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
 * Gives each code block a bar: its language and a "Copy code" button, there from the first paint so
 * nothing moves, and hidden until the copy script (CodeCopy.astro) finds the Clipboard API.
 */
export const codeBlockBars: HastPluginDefinition = {
  name: 'code-block-bars',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      const language = fenceLanguage(node);
      // A Mermaid fence becomes a diagram (mermaidDiagrams), not code to copy.
      if (language === 'mermaid') return;
      const label = (state: string, icon: string, value: string) =>
        h('span', { className: [state] }, [h('i', { className: iconClass(icon).split(' ') }), text(value)]);
      ctx.insertBefore(
        node,
        h('div', { className: ['code-bar'] }, [
          h('span', {}, language ? [text(language)] : []),
          h('button', { type: 'button', className: ['code-copy'] }, [label('code-copy-idle', 'Copy', 'Copy code'), label('code-copy-done', 'Check', 'Copied')]),
        ]),
      );
    },
  },
};

/**
 * When a table is stacked on a phone: the widths, in px, of a letter of a table's text (a code
 * word's are wider), of a cell's padding, and of a 390 px phone's column, less a margin.
 */
const STACK = { letter: 8, cellPadding: 24, column: 330 };

const longestWord = (value: string) => Math.max(0, ...value.split(/\s+/).map((word) => word.length));

/**
 * Wraps each table in a scrollable, focusable region named after its column headings, so a wide
 * table scrolls inside the article on a phone instead of widening the page.
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
        const columns = elements(node, 'thead')
          .flatMap((head) => elements(head, 'tr').slice(0, 1))
          .flatMap((row) => elements(row, 'th'))
          .map((cell) => ctx.textContent(cell).trim());
        const headings = columns.join(', ');
        const name = headings ? `Table ${count}: ${headings.slice(0, 90)}` : `Table ${count}`;
        // A table too wide for a phone's column even with every cell wrapped is stacked there: each body
        // cell after the first carries its column's heading (prose.css); the others keep their bytes.
        const rows = elements(node, 'tbody').flatMap((body) => elements(body, 'tr'));
        const narrowest = columns
          .map((heading, index) => Math.max(longestWord(heading), ...rows.map((row) => longestWord(ctx.textContent(elements(row, 'td')[index] ?? row)))))
          .reduce((sum, letters) => sum + letters * STACK.letter + STACK.cellPadding, 0);
        const stack = narrowest > STACK.column;
        if (stack) {
          for (const row of rows) {
            // The first cell names the row and stands as its heading, without a label.
            elements(row, 'td').forEach((cell, index) => {
              if (index > 0 && columns[index]) ctx.setProperty(cell, 'dataLabel', columns[index]);
            });
          }
        }
        // A caption names the table for everyone (visually hidden: the text around it introduces it).
        ctx.prependChild(node, h('caption', { className: ['sr-only'] }, [text(name)]));
        // A labelled <section> is a region landmark: focusable, so the keyboard can scroll it.
        ctx.wrapNode(node, h('section', { className: stack ? ['table-scroll', 'table-stack'] : ['table-scroll'], tabIndex: 0, ariaLabel: name }));
      },
    },
  };
};

/**
 * Replaces each ```mermaid fence with a figure: the diagram as static SVG images (sized, so nothing
 * shifts; lazy, below the fold), a phone's and a wide drawing in each theme (CSS shows one, so only
 * that one loads), named by its caption, its text alternative in a disclosure under it. The wide
 * drawing shows at HOUSE_SCALE, so every figure's words are one size. The picture is a button that
 * opens it in a modal <dialog> by `command`, with no script; where an engine lacks `command` (WebKit
 * before Safari 26.2) the same buttons open and close it as a popover (`popovertarget`).
 */
export const mermaidDiagrams: HastPluginDefinition = {
  name: 'mermaid-diagrams',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      if (fenceLanguage(node) !== 'mermaid') return;
      const file = ctx.fileURL ? fileURLToPath(ctx.fileURL) : undefined;
      const diagram = renderDiagram(ctx.textContent(node), file);
      const { wide, narrow } = diagram.drawings;
      const dialogId = `diagram-${diagram.id}`;
      const picture = (theme: 'light' | 'dark') =>
        h('picture', { className: [`diagram-${theme}`] }, [
          h('source', { media: '(width < 40rem)', srcSet: diagramPath(diagram.id, 'narrow', theme), width: narrow.width, height: narrow.height }),
          h('img', {
            src: diagramPath(diagram.id, 'wide', theme),
            width: Math.round(wide.width * HOUSE_SCALE),
            height: Math.round(wide.height * HOUSE_SCALE),
            alt: diagram.caption,
            loading: 'lazy',
          }),
        ]);
      ctx.replaceNode(
        node,
        h('figure', { className: ['diagram'] }, [
          h('button', { type: 'button', commandfor: dialogId, command: 'show-modal', popoverTarget: dialogId }, [
            h('span', { className: ['sr-only'] }, [text('Open full size: ')]),
            picture('light'),
            picture('dark'),
          ]),
          // Named by the caption under the picture.
          h('dialog', { id: dialogId, popover: '', ariaLabelledby: `${dialogId}-caption` }, [
            h('div', {}, [
              h('button', { type: 'button', commandfor: dialogId, command: 'close', popoverTarget: dialogId, autoFocus: true }, [
                h('i', { className: iconClass('X').split(' ') }),
                text('Close'),
              ]),
            ]),
            h('div', {}, [picture('light'), picture('dark')]),
          ]),
          h('figcaption', {}, [
            h('span', { id: `${dialogId}-caption` }, [text(diagram.caption)]),
            h('details', {}, [h('summary', {}, [text('Diagram in words')]), h('p', {}, [text(diagram.description)])]),
          ]),
        ]),
      );
    },
  },
};
