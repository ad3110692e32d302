/**
 * Trims the CSS inlined for a page's first paint. Everything removed here is still in the site's
 * stylesheet, which loads right after the first screen, so it is only postponed: Tailwind's
 * property registrations and their fallback for browsers without `@property`, custom properties nothing reads, transitions, rules
 * that only apply while the visitor hovers, focuses or presses something, the closed menu's, print
 * and hover blocks, what stops motion when nothing moves, and fallbacks of variables the theme
 * always declares.
 * Works on the parsed CSS (postcss), never on its text. Build-time only (Node).
 */
import postcss, { type AtRule, type Node, type Root } from 'postcss';
import valueParser from 'postcss-value-parser';

/**
 * Tailwind's fallback that gives its internal variables initial values in browsers without
 * `@property`, and the registrations themselves: the page gets those its first paint reads
 * (property-registrations.ts), not all the site's stylesheet makes.
 */
function dropProperties(root: Root): void {
  root.walkAtRules('layer', (layer) => {
    if (layer.params === 'properties' && layer.nodes?.every((node) => node.type === 'atrule' && node.name === 'supports')) layer.remove();
  });
  root.walkAtRules('property', (rule) => void rule.remove());
}

/** A `var()` read of a custom property, its name captured. */
export const VAR_READ = /var\(\s*(--[\w-]+)/g;

/** Drops custom properties that the CSS declares but never reads (Tailwind declares its whole theme on :root). */
function dropUnusedCustomProperties(root: Root): void {
  for (;;) {
    const used = new Set<string>();
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(VAR_READ)) used.add(match[1]!);
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

/** Media blocks the first paint has no use for: hover styles and print. */
const POSTPONED_MEDIA = /^(print|.*\(\s*hover\s*:\s*hover\s*\).*)$/;

/** Drops the selectors POSTPONED matches (and the rules left with none), and the POSTPONED_MEDIA blocks. */
function dropPostponedRules(root: Root): void {
  root.walkAtRules('media', (rule) => {
    if (POSTPONED_MEDIA.test(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !POSTPONED.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

const REDUCED_MOTION = /prefers-reduced-motion\s*:\s*reduce/;
const inReducedMotion = (node: Node): boolean => {
  for (let at = node.parent; at; at = at.parent) if (at.type === 'atrule' && REDUCED_MOTION.test((at as AtRule).params)) return true;
  return false;
};

/**
 * Drops what stops motion for visitors who ask (`prefers-reduced-motion: reduce`) when nothing
 * left moves: with transitions gone, only an animation or smooth scrolling would. The site's
 * stylesheet carries the block for everything else.
 */
function dropIdleMotionBlocks(root: Root): void {
  let moves = false;
  root.walkDecls(/^(animation|scroll-behavior)/, (decl) => void (moves ||= !inReducedMotion(decl) && decl.value !== 'auto'));
  if (!moves) root.walkAtRules('media', (rule) => void (REDUCED_MOTION.test(rule.params) && rule.remove()));
}

const dropTransitions = (root: Root) => root.walkDecls(/^transition(-|$)/, (decl) => void decl.remove());

/**
 * Drops Tailwind's colour-mix versions of opacity colours (`bg-white/5`) where they repeat
 * their fallback: Tailwind writes each such colour first as a plain value (for browsers without
 * `color-mix()`), then again as `color-mix()` of the theme's variable inside `@supports`. The theme
 * declares its colours only on :root, so both compute the same colour.
 */
function dropRepeatedColorMix(root: Root): void {
  root.walkAtRules('supports', (block) => {
    if (!/color-mix/.test(block.params)) return;
    const fallback = block.prev();
    const repeats = block.nodes?.every(
      (rule) =>
        rule.type === 'rule' &&
        fallback?.type === 'rule' &&
        fallback.selector === rule.selector &&
        rule.nodes.every((decl) => decl.type === 'decl' && fallback.nodes.some((own) => own.type === 'decl' && own.prop === decl.prop)),
    );
    if (repeats) block.remove();
  });
}

/** Drops `@keyframes` no kept rule names: the closed menu's slide-in, for one. */
function dropUnusedKeyframes(root: Root): void {
  const named = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) named.add(word);
  });
  root.walkAtRules('keyframes', (rule) => void (named.has(rule.params) || rule.remove()));
}

/** Removes rules and at-rules left with nothing inside, innermost first. */
function dropEmptyBlocks(root: Root): void {
  for (let removed = true; removed; ) {
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
 * Drops the fallback of a `var()` whose property `:root` declares, which every element inherits:
 * Tailwind's base names a dozen fonts for the family the theme always sets.
 */
function dropDeadFallbacks(root: Root): void {
  const declared = new Set<string>();
  root.walkRules((rule) => void (rule.selectors.includes(':root') && rule.walkDecls(/^--/, (decl) => void declared.add(decl.prop))));
  root.walkDecls((decl) => {
    const value = valueParser(decl.value);
    value.walk((node) => void (node.type === 'function' && node.value === 'var' && declared.has(node.nodes[0]?.value ?? '') && node.nodes.splice(1)));
    decl.value = value.toString();
  });
}

/** All of the above, for a page's inlined critical CSS, printed without the whitespace postcss adds around edited nodes. */
export function firstPaintCss(css: string): string {
  const root = postcss.parse(css);
  for (const step of [
    dropProperties,
    dropPostponedRules,
    dropTransitions,
    dropIdleMotionBlocks,
    dropRepeatedColorMix,
    dropDeadFallbacks,
    dropUnusedCustomProperties,
    dropUnusedKeyframes,
    dropEmptyBlocks,
  ])
    step(root);
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') node.raws.between = ':';
    if (node.type === 'rule' || node.type === 'atrule') node.raws.semicolon = false;
  });
  root.raws.after = '';
  root.raws.semicolon = false;
  return root.toString();
}
