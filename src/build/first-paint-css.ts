/**
 * Trims the CSS inlined for a page's first paint. Everything removed here is still in the site's
 * stylesheet, which loads right after the first screen, so it is only postponed: Tailwind's
 * fallback for browsers without `@property`, custom properties nothing reads, and rules that only
 * apply while the visitor hovers, focuses or presses something. Build-time only (Node).
 */
import postcss from 'postcss';

/** Tailwind's fallback that gives its internal variables initial values in browsers without `@property`. */
export function withoutPropertiesFallback(css: string): string {
  return css.replace(/@layer properties\{@supports [^{]+\{[^{}]*\{[^{}]*\}\}\}/, '');
}

/** Drops custom properties that the CSS declares but never reads (Tailwind declares its whole theme on :root). */
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

const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;

/** Drops rules that only apply during an interaction, and `@media (hover: hover)` blocks. */
export function withoutInteractionRules(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (rule) => {
    if (/\(\s*hover\s*:\s*hover\s*\)/.test(rule.params)) rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{[^{}]*\}/g;

/**
 * Splits a stylesheet's `@property` registrations from the rest. A stylesheet that registers custom
 * properties makes the browser recompute the style of every element when it arrives (measured:
 * 55 ms of style work for the menu's small stylesheet on the benchmark machine), so the build
 * registers them all once, in the CSS inlined for the first paint, and nowhere else.
 */
export function splitPropertyRules(css: string): { rules: Map<string, string>; rest: string } {
  const rules = new Map<string, string>();
  const rest = css.replace(PROPERTY_RULE, (rule, name: string) => {
    rules.set(name, rule);
    return '';
  });
  return { rules, rest };
}

/** All of the above, for a page's inlined critical CSS. */
export function firstPaintCss(css: string): string {
  return withoutUnusedCustomProperties(withoutInteractionRules(withoutPropertiesFallback(css)));
}
