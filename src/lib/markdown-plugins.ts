import type { HastPluginDefinition } from 'satteri';

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
