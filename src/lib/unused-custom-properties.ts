/**
 * Tailwind's fallback that gives its internal variables initial values in browsers without
 * `@property` (which every browser we support has). The full stylesheet still carries it.
 */
export function withoutPropertiesFallback(css: string): string {
  return css.replace(/@layer properties\{@supports [^{]+\{[^{}]*\{[^{}]*\}\}\}/, '');
}

/**
 * Drops custom properties that a page's critical CSS declares but never reads (Tailwind declares
 * its whole theme on :root). The full stylesheet, loaded after the first paint, declares them all
 * again, so states that script creates later still find every variable. Build-time only.
 */
export function withoutUnusedCustomProperties(css: string): string {
  let current = css;
  for (;;) {
    const used = new Set([...current.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
    const next = current
      .replace(/([{;])\s*(--[\w-]+)\s*:[^;{}]*(?=[;}])/g, (declaration, before: string, name: string) => (used.has(name) ? declaration : before))
      // Removing a declaration leaves its separator behind: `{;` and `;;` become `{` and `;`.
      .replace(/([{;]);+/g, '$1')
      .replace(/;}/g, '}');
    if (next === current) return current;
    current = next;
  }
}
