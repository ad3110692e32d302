/**
 * Each page carries only the CSS its first screen needs, so the first paint waits for no
 * stylesheet and the home page arrives in one round trip. beasties finds the rules that match the
 * header and the first band (`data-beasties-container`); they are trimmed (first-paint-css.ts),
 * joined by the font faces and the registrations of the custom properties they read
 * (property-registrations.ts), and inlined at the end
 * of the head, and the head's stylesheets move right after the first screen (`data-first-screen`),
 * held there until the first paint.
 * The long-form stylesheet (`data-beasties-skip`) stays where the page put it. beasties'
 * compiler turns each stylesheet into a matching plan once per build, and its runtime reads a page
 * in one pass against it (about 1 ms a page; its DOM pass took some 35). Build-time only (Node).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CompiledSheet, compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { firstPaintCss } from './first-paint-css.ts';
import { edited, removeElement, sourceOf } from './html.ts';
import { expectUpstream } from '../lib/upstream-contract.ts';

/**
 * Rules every first paint needs whatever the first band holds: the page frame around it, the
 * chosen theme and what shows once scripting runs (global.css; the head's script marks the root,
 * which the built HTML cannot show). Without them the first paint lays out wrongly or in the wrong theme.
 */
export const ALWAYS_CRITICAL: readonly (string | RegExp)[] = ['.site-body', '.site-main', /^\.skip-link/, /^:root\[data-theme/, /^:root\[data-scripted/];

/** The first-screen CSS of a page, given its HTML and the stylesheets its head links. */
export type FirstScreenRules = (html: string, stylesheets: readonly string[]) => string;

/** Matches pages against the stylesheets under `root` (dist/), each compiled once when first linked. */
export function firstScreenRules(root: string): FirstScreenRules {
  const sheets = new Map<string, CompiledSheet>();
  const processors = new Map<string, ReturnType<typeof createProcessor>>();
  const sheet = (href: string) =>
    sheets.get(href) ?? sheets.set(href, compileSheet(readFileSync(join(root, href), 'utf8'), { href, allowRules: [...ALWAYS_CRITICAL] })).get(href)!;
  return (html, stylesheets) => {
    const key = stylesheets.join('\n');
    const processor = processors.get(key) ?? processors.set(key, createProcessor(stylesheets.map(sheet), { fonts: false, preload: false })).get(key)!;
    return processor.extract(html).css;
  };
}

/** Trimming is pure and most pages of a kind share their first-screen rules: each result is kept. */
const trimmed = new Map<string, string>();
const trimmedFirstPaintCss = (css: string) => trimmed.get(css) ?? trimmed.set(css, firstPaintCss(css)).get(css)!;

/**
 * The page with its first screen's CSS inlined and its stylesheets after that screen; `companions`
 * gives the CSS that must come with a page's trimmed rules (the font faces, the registrations they read).
 */
export const inlineFirstScreenCss = (html: string, where: string, rules: FirstScreenRules, companions: (css: string) => string): string =>
  edited(html, (doc) => {
    const links = doc.querySelectorAll('head link[rel="stylesheet"]').filter((link) => !link.hasAttribute('data-beasties-skip') && !link.hasAttribute('media'));
    // A page without a site stylesheet in its head (a redirect page) has nothing to inline.
    if (links.length === 0) return [];
    const firstScreen = doc.querySelector('body [data-first-screen]');
    if (!firstScreen) throw new Error(`${where} marks no first screen (data-first-screen): every page's first band needs it`);
    const hrefs = links.map((link) => link.getAttribute('href')!);
    const css = rules(html, hrefs);
    // The always-critical rules match any page, so nothing at all means beasties read no stylesheet.
    expectUpstream(css.length > 0, 'beasties', "its runtime's extract() returns the rules a page's containers use", where);
    // Astro's one rule for islands joins it: one <style> and one CSP hash fewer on the page.
    const islandStyles = doc.querySelectorAll('style').filter((style) => style.rawText.startsWith('astro-island,'));
    const islandCss = islandStyles.map((style) => style.rawText).join('');
    const firstPaint = trimmedFirstPaintCss(css);
    const held = HELD_BELOW_FIRST_SCREEN + (doc.querySelector('noscript[data-long-form]') ? HELD_FOR_LONG_FORM : '');
    const headEnd = html.indexOf('</head>');
    const after = firstScreen.range[1];
    return [
      ...links.map(removeElement),
      ...islandStyles.map(removeElement),
      { start: headEnd, end: headEnd, text: `<style data-first-paint>${firstPaint}${companions(firstPaint)}${held}${islandCss}</style>` },
      { start: after, end: after, text: links.map((link) => afterFirstPaint(sourceOf(html, link))).join('') },
    ];
  });

/**
 * What follows the first screen (the rest of its band's parent, what follows an article, the
 * footer) is not drawn until the site's stylesheet releases it (global.css): the stylesheets arrive
 * after the first paint, and until then that part of the page would show with the first screen's
 * rules only, a flash of unstyled text wherever a phone or a tall screen shows more than the first
 * band. A page with long-form text also holds it for the long-form stylesheet, whichever of the two
 * arrives last (`--long-form-held`, released by prose.css): drawn with the site's stylesheet alone,
 * an article's paragraph was measured as the largest paint, a second after the first. Without script
 * the stylesheets are linked where they stand, before that content, and release it the same way.
 */
export const HELD_BELOW_FIRST_SCREEN = ':where([data-first-screen],main>article,main)~*{content-visibility:hidden}';
const HELD_FOR_LONG_FORM = ':root{--long-form-held:hidden}';

/**
 * A stylesheet the first paint does not wait for: held in `<noscript data-after-paint>` and put in
 * place after the first paint (layout/AfterFirstPaint.astro). Requested any earlier, it joined the
 * largest paint's path in Lighthouse's estimate whenever it arrived before that paint. What it styles
 * below the first screen is not drawn until it has arrived (HELD_BELOW_FIRST_SCREEN).
 */
const afterFirstPaint = (link: string): string => `<noscript data-after-paint>${link}</noscript>`;
