import type { HastNode, HastPluginDefinition } from 'satteri';

/**
 * Prism marks every token `class="token <type>…"`, thousands in a code-heavy article, while the
 * colours tell nine groups apart: each token's class becomes its group's two-letter name (code.css),
 * and a token of no group keeps a bare span. Build-time only.
 */

/** Colour groups, in priority order: the first type of a token that belongs to one decides. */
const GROUPS: Record<string, readonly string[]> = {
  tc: ['comment', 'prolog', 'doctype', 'cdata'],
  tk: ['keyword'],
  ty: ['regex', 'important'],
  tf: ['atrule', 'attr-value', 'function', 'class-name'],
  tn: ['boolean', 'number'],
  ts: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
  tr: ['property', 'tag', 'constant', 'symbol', 'deleted'],
  to: ['operator', 'entity', 'url', 'variable'],
  tp: ['punctuation'],
};

/** The colour group of a token's types, or undefined when none has a colour. */
export function tokenGroup(types: readonly string[]): string | undefined {
  return Object.keys(GROUPS).find((group) => types.some((type) => GROUPS[group]!.includes(type)));
}

/** Sätteri plugin, after Prism: each token span gets its group's class, on the syntax tree, never in finished HTML. */
export const compactCodeTokens: HastPluginDefinition = {
  name: 'compact-code-tokens',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      const visit = (parent: HastNode) => {
        if (!('children' in parent)) return;
        for (const child of parent.children) {
          if (child.type !== 'element') continue;
          const classes = child.properties?.className;
          if (child.tagName === 'span' && Array.isArray(classes) && classes[0] === 'token') {
            const group = tokenGroup(classes.slice(1).map(String));
            ctx.setProperty(child, 'className', group ? [group] : null);
          }
          visit(child);
        }
      };
      visit(node);
    },
  },
};
