import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_RESPONSE_BUDGET, FONT_BUDGET, isHub, pageBytes } from '../../scripts/bench/page-bytes.mjs';
import { type HTMLElement, parse } from 'node-html-parser';
import { HELD_BELOW_FIRST_SCREEN } from '../../src/post-build/first-screen-css.ts';
import { pages } from './site.ts';

/**
 * The stylesheets a page puts in place after its first paint (`<noscript data-after-paint>`), the
 * icon sheet aside: the site's and, for long-form text, one more.
 */
const heldStylesheets = (root: HTMLElement) =>
  root
    .querySelectorAll('noscript[data-after-paint]')
    .flatMap((held) => parse(held.rawText).querySelectorAll('link[rel="stylesheet"]'))
    .filter((link) => !/\/icons[.]/.test(link.getAttribute('href')!));

const hubs = pages.filter((p) => isHub(p.route));

describe('byte budgets: the first response as the runtime serves it (its gzip, status line and headers)', () => {
  it('counts the home page, every index and hub page whole', () => {
    expect(hubs.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/services', '/case-studies', '/blog', '/solutions', '/about', '/contact']));
    expect(hubs.some((p) => p.route.startsWith('/blog/category/'))).toBe(true);
  });

  it.each(hubs.map((p) => [p.route, p] as const))(`%s, a hub, arrives whole within ${FIRST_RESPONSE_BUDGET} bytes`, (_route, p) => {
    expect(pageBytes(p.html).served).toBeLessThanOrEqual(FIRST_RESPONSE_BUDGET);
  });

  it.each(pages.map((p) => [p.route, p] as const))(`%s costs at most ${FIRST_RESPONSE_BUDGET} bytes beyond its own text, with nothing blocking the first paint`, (_route, p) => {
    const bytes = pageBytes(p.html);
    expect(bytes.overhead).toBeLessThanOrEqual(FIRST_RESPONSE_BUDGET);
    expect(bytes.blocking).toEqual([]);
  });

  it(`ships at most ${FONT_BUDGET} bytes of web font (none: the pages use the system's fonts, declared over local() only)`, () => {
    const fonts = readdirSync('dist/_astro').filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
    const bytes = fonts.reduce((sum, font) => sum + statSync(join('dist/_astro', font)).size, 0);
    expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);
    for (const p of pages) {
      for (const [face] of p.html.matchAll(/@font-face\{[^}]*\}/g)) expect(face, p.route).not.toMatch(/url\(/);
    }
  });

  // Each stylesheet more is a request more after the first paint before the page below the first
  // screen is drawn (it waits for all of them, first-screen-css.ts).
  it.each(pages.map((p) => [p.route, p] as const))("%s waits for at most two stylesheets: the site's and, for long-form text, one more", (_route, p) => {
    const held = heldStylesheets(p.doc);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(2);
  });

  // Any stylesheet requested before the largest paint joins its path in Lighthouse's estimate: every
  // one is put in place after the first paint, and the first paint holds what it would style.
  it.each(pages.map((p) => [p.route, p] as const))('%s requests no stylesheet before its first paint, and holds what follows its first screen', (_route, p) => {
    expect(p.doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(p.doc.querySelector('style[data-first-paint]')!.textContent).toContain(HELD_BELOW_FIRST_SCREEN);
  });

  // Registering a custom property restyles the whole page. The site's stylesheet does that anyway
  // as it arrives (its universal rules match every element), so it alone registers; a page's first
  // paint registers, ahead of it, every property its inlined CSS reads, so both compute alike.
  it('registers custom properties in the site stylesheet only, and before the first paint those the page reads', () => {
    const registering = readdirSync('dist/_astro').filter((file) => file.endsWith('.css') && readFileSync(join('dist/_astro', file), 'utf8').includes('@property'));
    expect(registering).toHaveLength(1);
    const site = readFileSync(join('dist/_astro', registering[0]!), 'utf8');
    const registered = new Set([...site.matchAll(/@property (--[\w-]+)/g)].map((match) => match[1]));
    for (const p of pages) {
      expect(p.html, p.route).toContain(`/_astro/${registering[0]}`);
      const firstPaint = p.doc.querySelector('style[data-first-paint]')!.textContent;
      const inlined = new Set([...firstPaint.matchAll(/@property (--[\w-]+)/g)].map((match) => match[1]));
      const read = new Set([...firstPaint.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]).filter((name) => registered.has(name)));
      expect([...inlined].sort(), p.route).toEqual([...read].sort());
    }
  });
});
