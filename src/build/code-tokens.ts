/**
 * Prism marks every token of a code block with `class="token <type>…"`, and code-heavy articles
 * carry thousands of them. The colours only distinguish nine groups, so the build rewrites each
 * token's class to its group's two-letter name (src/styles/code.css colours those). Tokens of no
 * group keep a bare span. Build-time only.
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

const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, types]) => types.map((type) => [type, group] as const)));
const ORDER = Object.keys(GROUPS);

/** The colour group of a token's types, or undefined when none has a colour. */
export function tokenGroup(types: readonly string[]): string | undefined {
  const groups = types.map((type) => GROUP_OF.get(type)).filter((group): group is string => Boolean(group));
  return groups.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0];
}

/** The page with every Prism token span reduced to its colour group's class. */
export function compactCodeTokens(html: string): string {
  return html.replace(/<span class="token ([a-z -]+)">/g, (_, types: string) => {
    const group = tokenGroup(types.split(' '));
    return group ? `<span class="${group}">` : '<span>';
  });
}
