// What the post-build pipeline (src/post-build/integration.ts) promises about every built page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { firstPaintCss } from '../../src/post-build/first-paint-css.ts';
import { ALWAYS_CRITICAL, firstScreenRules } from '../../src/post-build/first-screen-css.ts';
import { applyEdits, parseHtml, removeElement } from '../../src/post-build/html.ts';
import { BLOG_SUMMARIES_PATH, ICON_STYLESHEET_PATH } from '../../src/config/paths.ts';
import { CARD_ICONS } from '../../src/lib/blog.ts';
import { ISLAND_ICONS } from '../../src/lib/island-icons.ts';
import { DIST, pages } from './site.ts';

describe('the post-build pipeline', () => {
  // The build matches pages against compiled stylesheets in one pass (beasties' runtime), which
  // counts a selector only when its chain starts inside a first-screen element. beasties' DOM
  // matcher, slower, also counts chains that start at that element: were a page to use such a
  // selector, the first paint would miss its rules. Both must agree on every page.
  it.each(pages.filter((p) => p.doc.querySelector('style[data-first-paint]')).map((p) => [p.route, p] as const))(
    '%s inlines the rules beasties finds when it reads the page as a DOM',
    async (_, { html, doc }) => {
      // The page as Astro linked it: the stylesheets in the head, no inlined CSS, and none of what
      // waits for the first paint, which beasties would read as linked: the site's stylesheets, moved
      // after the first screen, go back to the head; the long-form and icon sheets stay out.
      const held = doc.querySelectorAll('noscript[data-after-paint]');
      const moved = held.filter((n) => n.rawText.includes('rel="stylesheet"') && !n.rawText.includes('data-beasties-skip') && !/\/icons[.]/.test(n.rawText));
      const hrefs = moved.map((n) => /href="([^"]+)"/.exec(n.rawText)![1]!);
      const style = doc.querySelector('style[data-first-paint]')!;
      const linked = applyEdits(html, [
        ...held.map(removeElement),
        { ...removeElement(style), text: hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('') },
      ]);
      const classic = await new Beasties({ path: DIST, publicPath: '/', preload: 'body', fonts: false, logLevel: 'silent', allowRules: [...ALWAYS_CRITICAL] }).process(linked);
      const inlined = parseHtml(classic).querySelectorAll('head style').at(-1)!.rawText;
      expect(firstPaintCss(firstScreenRules(DIST)(linked, hrefs))).toBe(firstPaintCss(inlined));
    },
  );

  it.each(pages.map((p) => [p.route, p] as const))('%s starts its head with <meta charset>, then the CSP <meta>', (_, { doc }) => {
    const [first, second] = doc.querySelector('head')!.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
    expect(first?.rawTagName).toBe('meta');
    expect(first?.getAttribute('charset')).toBe('utf-8');
    expect(second?.getAttribute('http-equiv')).toBe('content-security-policy');
  });

  /** The icon classes a stylesheet draws. */
  const drawnBy = (path: string) => new Set([...readFileSync(join(DIST, path), 'utf8').matchAll(/\.icon-(\w+)\{-webkit-mask-position/g)].map((match) => match[1]));
  /** The icon stylesheet a page puts in place after its first paint. */
  const iconSheetOf = (doc: HTMLElement) =>
    doc
      .querySelectorAll('noscript[data-after-paint]')
      .flatMap((held) => [...held.rawText.matchAll(/<link rel="stylesheet" href="([^"]*icons[^"]*\.css)"/g)].map((match) => match[1]!));

  // A page's sheet holds its own icons and those its islands may draw, and no others.
  it("draws every icon of a page from a stylesheet of just that page's icons", () => {
    const sheets = new Set<string>();
    for (const { route, doc } of pages) {
      const drawn = new Set(doc.querySelectorAll('.icon').flatMap((icon) => icon.classList.value.flatMap((name) => /^icon-(.+)$/.exec(name)?.[1] ?? [])));
      const linked = iconSheetOf(doc);
      if (drawn.size === 0 && linked.length === 0) continue;
      expect(linked, route).toHaveLength(1);
      const [path] = linked;
      if (path === ICON_STYLESHEET_PATH) continue;
      expect(path, route).toMatch(/^\/_astro\/icons\.[0-9a-f]{10}\.css$/);
      expect([...drawnBy(path!)].sort(), route).toEqual([...new Set([...drawn, ...Object.values(ISLAND_ICONS), ...Object.values(CARD_ICONS)])].sort());
      sheets.add(path!);
    }
    // Pages that draw the same icons share one sheet.
    expect(sheets.size).toBeLessThan(pages.length);
  });

  // The blog's search brings up any article's card: its listings link the site's sheet, which holds
  // every icon an island can draw and every article's.
  it("links the site's icon stylesheet where the search is, holding every icon an island can draw", () => {
    const site = drawnBy(ICON_STYLESHEET_PATH);
    const articles = JSON.parse(readFileSync(join(DIST, BLOG_SUMMARIES_PATH), 'utf8')) as { icon: string }[];
    for (const name of [...Object.values(ISLAND_ICONS), ...Object.values(CARD_ICONS), ...articles.map(({ icon }) => icon)]) {
      expect(site.has(name), `/icons.css draws .icon-${name}`).toBe(true);
    }
    const listings = pages.filter((p) => p.doc.querySelector('astro-island[component-url*="/BlogExplorer."]'));
    expect(listings.length).toBeGreaterThan(0);
    for (const { route, doc } of listings) expect(iconSheetOf(doc), route).toEqual([ICON_STYLESHEET_PATH]);
  });
});
