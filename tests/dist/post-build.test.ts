// What the post-build pipeline (src/post-build/integration.ts) promises about every built page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { firstPaintCss } from '../../src/post-build/first-paint-css.ts';
import { ALWAYS_CRITICAL, firstScreenRules } from '../../src/post-build/first-screen-css.ts';
import { applyEdits, parseHtml, removeElement, sourceOf } from '../../src/post-build/html.ts';
import { BLOG_SUMMARIES_PATH, ICON_SPRITE_PATH } from '../../src/config/paths.ts';
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
      const links = doc
        .querySelectorAll('body link[rel="stylesheet"]')
        .filter((link) => !link.hasAttribute('data-beasties-skip') && !link.hasAttribute('media'));
      const hrefs = links.map((link) => link.getAttribute('href')!);
      const style = doc.querySelector('style[data-first-paint]')!;
      // The page as Astro linked it: the stylesheets in the head, no inlined CSS.
      const linked = applyEdits(html, [...links.map(removeElement), { ...removeElement(style), text: links.map((link) => sourceOf(html, link)).join('') }]);
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

  const symbolsIn = (path: string) => new Set([...readFileSync(join(DIST, path), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

  // A browser parses an external sprite whole on the page's main thread: a page's sprite holds its icons and no others.
  it("draws every icon of a page from a sprite of just that page's icons", () => {
    const pageSprites = new Set<string>();
    for (const { route, doc } of pages) {
      const hrefs = doc.querySelectorAll('use').map((use) => (use.getAttribute('href') ?? '').split('#'));
      if (hrefs.length === 0) continue;
      const paths = new Set(hrefs.map(([path]) => path));
      expect([...paths], route).toEqual([expect.stringMatching(/^\/_astro\/icons\.[0-9a-f]{10}\.svg$/)]);
      const [path] = paths;
      expect([...symbolsIn(path!)].sort(), route).toEqual([...new Set(hrefs.map(([, name]) => name))].sort());
      pageSprites.add(path!);
    }
    // Pages that draw the same icons share one sprite.
    expect(pageSprites.size).toBeLessThan(pages.length);
  });

  // The islands draw from /icons.svg whatever the page they are on: the menu's icons, the search's,
  // and any article's card the blog's search or tabs bring up.
  it('keeps every icon an island can draw in the site sprite', () => {
    const site = symbolsIn(ICON_SPRITE_PATH);
    const articles = JSON.parse(readFileSync(join(DIST, BLOG_SUMMARIES_PATH), 'utf8')) as { icon: string }[];
    for (const name of [...Object.values(ISLAND_ICONS), ...Object.values(CARD_ICONS), ...articles.map(({ icon }) => icon)]) {
      expect(site.has(name), `/icons.svg has #${name}`).toBe(true);
    }
  });
});
