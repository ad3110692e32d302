import type { HastNode, HastPluginDefinition } from 'satteri';

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
