// What the post-build pipeline (src/integrations/post-build.ts) promises about every built page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { createBeasties } from '../../src/build/first-screen-css';
import { processPage } from '../../src/build/pipeline';
import { ICON_SPRITE_PATH } from '../../src/lib/paths';
import { DIST, pages } from './site';

describe('the post-build pipeline', () => {
  it('changes nothing when it runs again over its own output', async () => {
    const context = {
      beasties: createBeasties(DIST),
      propertyRules: '',
      runtimes: new Map(),
      loaderFor: () => {
        throw new Error('a processed page asked for a new island loader');
      },
    };
    for (const { route, html } of pages) expect(await processPage(html, route, context), route).toBe(html);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s starts its head with <meta charset>, then the CSP <meta>', (_, { doc }) => {
    const [first, second] = doc.querySelector('head')!.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
    expect(first?.rawTagName).toBe('meta');
    expect(first?.getAttribute('charset')).toBe('utf-8');
    expect(second?.getAttribute('http-equiv')).toBe('content-security-policy');
  });

  it('draws every icon a page references from a symbol the sprite has', () => {
    const sprite = readFileSync(join(DIST, ICON_SPRITE_PATH), 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    for (const { route, doc } of pages) {
      for (const use of doc.querySelectorAll('use')) {
        const [path, name] = (use.getAttribute('href') ?? '').split('#');
        expect(path, route).toBe(ICON_SPRITE_PATH);
        expect(symbols.has(name), `${route} uses #${name}`).toBe(true);
      }
    }
  });
});
