/**
 * Trims the CSS inlined for a page's first paint. Everything removed here is still in the site's
 * stylesheet, which loads right after the first screen, so it is only postponed: Tailwind's
 * fallback for browsers without `@property`, custom properties nothing reads, transitions, rules
 * that only apply while the visitor hovers, focuses or presses something, the closed menu's, and
 * fallbacks of variables the theme always declares.
 * Works on the parsed CSS (postcss), never on its text. Build-time only (Node).
 */
import postcss, { type Root } from 'postcss';

/** Tailwind's fallback that gives its internal variables initial values in browsers without `@property`. */
function dropPropertiesFallback(root: Root): void {
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties' && layer.nodes?.every((node) => node.type === 'atrule' && node.name === 'supports')) layer.remove();
  });
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;

/** Drops custom properties that the CSS declares but never reads (Tailwind declares its whole theme on :root). */
function dropUnusedCustomProperties(root: Root): void {
  for (;;) {
    const used = new Set<string>();
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(VAR_USE)) used.add(match[1]!);
    });
    let removed = false;
    root.walkDecls(/^--/, (decl) => {
      if (used.has(decl.prop)) return;
      decl.remove();
      removed = true;
    });
    if (!removed) return;
  }
}

/**
 * Rules that only apply during an interaction, and the mobile menu's panel and backdrop (global.css),
 * drawn only once the visitor opens the menu: a closed popover and an empty element until then.
 */
const POSTPONED = /:(hover|focus|focus-visible|focus-within|active)\b|\.(menu-panel|menu-backdrop)(?![\w-])/;

/** Drops the selectors POSTPONED matches (and the rules left with none), and `@media (hover: hover)` blocks. */
function dropPostponedRules(root: Root): void {
  root.walkAtRules('media', (rule) => {
    if (/\(\s*hover\s*:\s*hover\s*\)/.test(rule.params)) rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !POSTPONED.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

/**
 * Drops transitions. A transition only acts when a property changes after the first paint, and the
 * site's stylesheet (with them) arrives right after that paint: a first-screen element's rules are
 * all inlined, so the arriving stylesheet changes none of its properties and nothing animates.
 */
const dropTransitions = (root: Root) => root.walkDecls(/^transition(-|$)/, (decl) => void decl.remove());

/** Removes rules and at-rules left with nothing inside, innermost first. */
function dropEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * Drops the fallback of a `var()` whose property the CSS declares on `:root`, where every element
 * inherits it: Tailwind's base gives the page's font family one naming eight fonts and four emoji
 * faces, never used while the theme declares `--default-font-family`.
 */
function dropDeadFallbacks(root: Root): void {
  const declared = new Set<string>();
  root.walkRules((rule) => {
    if (rule.selectors.includes(':root')) rule.each((node) => void (node.type === 'decl' && node.prop.startsWith('--') && declared.add(node.prop)));
  });
  root.walkDecls((decl) => {
    let value = decl.value;
    for (let at = value.indexOf('var('); at !== -1; at = value.indexOf('var(', at + 4)) {
      const comma = /^var\(\s*(--[\w-]+)\s*,/.exec(value.slice(at));
      if (!comma || !declared.has(comma[1]!)) continue;
      // The fallback runs to the parenthesis that closes this var().
      let depth = 1;
      let end = at + comma[0].length;
      for (; end < value.length && depth > 0; end += 1) depth += value[end] === '(' ? 1 : value[end] === ')' ? -1 : 0;
      value = `${value.slice(0, at)}var(${comma[1]})${value.slice(end)}`;
    }
    decl.value = value;
  });
}

/** All of the above, for a page's inlined critical CSS, printed without the whitespace postcss adds around edited nodes. */
export function firstPaintCss(css: string): string {
  const root = postcss.parse(css);
  for (const step of [dropPropertiesFallback, dropPostponedRules, dropTransitions, dropDeadFallbacks, dropUnusedCustomProperties, dropEmptyBlocks]) step(root);
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') node.raws.between = ':';
    if (node.type === 'rule' || node.type === 'atrule') node.raws.semicolon = false;
  });
  return root.toString();
}
