// Each page draws its icons from a sprite of its own icons (src/post-build/page-sprite.ts).
import { describe, expect, it } from 'vitest';
import { withPageSprite } from '../../src/post-build/page-sprite.ts';
import { pageSprite } from '../../src/render/icon-sprite.ts';

const symbols = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("a page's own sprite", () => {
  const html =
    '<header><svg aria-hidden="true"><use href="/icons.svg#Menu"></use></svg><svg><use href="/icons.svg#GitHub"/></svg></header>' +
    '<svg><defs><path id="p"/></defs><use href="#p"></use></svg><svg><use href="/icons.svg#Menu"></use></svg>';

  it('points every icon of the site sprite at one sprite holding just those icons', () => {
    const { path, svg } = pageSprite(['Menu', 'GitHub']);
    expect(path).toMatch(/^\/_astro\/icons\.[0-9a-f]{10}\.svg$/);
    expect(symbols(svg)).toEqual(['Menu', 'GitHub']);
    const { html: out, icons } = withPageSprite(html);
    expect(icons).toEqual(['Menu', 'GitHub']);
    expect(out).not.toContain('/icons.svg#');
    expect(out.match(new RegExp(`${path.replaceAll('.', '\\.')}#`, 'g'))).toHaveLength(3);
    // A reference inside the page is not the sprite's.
    expect(out).toContain('<use href="#p"></use>');
  });

  it('is named by its content: the same icons share a file, other icons get another', () => {
    expect(pageSprite(['Menu', 'GitHub', 'Menu']).path).toBe(pageSprite(['GitHub', 'Menu']).path);
    expect(pageSprite(['Menu']).path).not.toBe(pageSprite(['Menu', 'X']).path);
  });
});
