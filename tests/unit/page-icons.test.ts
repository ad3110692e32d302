// Each page links a stylesheet of its own icons (src/post-build/page-icons.ts), drawn from one stacked picture.
import { describe, expect, it } from 'vitest';
import { PAGE_ICONS_LINK, pageIconSheet, withPageIcons } from '../../src/post-build/page-icons.ts';
import { iconStylesheet, pageIconStylesheet } from '../../src/render/icon-styles.ts';
import { ISLAND_ICONS } from '../../src/lib/island-icons.ts';

/** The icon classes a sheet draws, and where each slides the picture to. */
const positions = (css: string) =>
  Object.fromEntries([...css.matchAll(/\.icon-(\w+)\{-webkit-mask-position:0 ([\d.]+)%/g)].map(([, name, at]) => [name, Number(at)]));

describe("a page's icon stylesheet", () => {
  const html =
    `<head><noscript data-after-paint><link rel="stylesheet" ${PAGE_ICONS_LINK}></noscript></head>` +
    '<header><i class="icon icon-Menu size-6"></i><i class="icon icon-GitHub size-5"></i></header><i class="iconic"></i><i class="icon icon-Menu size-6"></i>';

  it("points the layout's link at a sheet of the page's icons and the islands'", () => {
    const { html: out, icons, linksIcons } = withPageIcons(html);
    expect(icons).toEqual(['Menu', 'GitHub']);
    expect(linksIcons).toBe(true);
    const { path, css } = pageIconSheet(icons);
    expect(path).toMatch(/^\/_astro\/icons\.[0-9a-f]{10}\.css$/);
    expect(out).toContain(`<link rel="stylesheet" href="${path}">`);
    expect(out).not.toContain('data-page-icons');
    for (const name of ['Menu', 'GitHub', ...Object.values(ISLAND_ICONS)]) expect(positions(css), name).toHaveProperty(name);
  });

  it('leaves a page that links the site sheet (or none) as it is', () => {
    const page = '<i class="icon icon-Menu size-6"></i><noscript data-after-paint><link rel="stylesheet" href="/icons.css"></noscript>';
    expect(withPageIcons(page)).toEqual({ html: page, icons: ['Menu'], linksIcons: false });
  });

  it('slides each icon to its own square of the picture, first at 0 %, last at 100 %', () => {
    const css = iconStylesheet(['X', 'Menu', 'GitHub', 'NotAnIcon']);
    expect(positions(css)).toEqual({ GitHub: 0, Menu: 50, X: 100 });
    // One picture for all of them, three squares tall, sized so one square fills the box.
    expect(css.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(css).toContain("viewBox='0 0 24 72'");
    expect(css).toContain('0 0/100% 300% no-repeat');
  });

  it('is named by its content: the same icons share a file, other icons get another', () => {
    expect(pageIconStylesheet(['Menu', 'GitHub', 'Menu']).path).toBe(pageIconStylesheet(['GitHub', 'Menu']).path);
    expect(pageIconStylesheet(['Menu']).path).not.toBe(pageIconStylesheet(['Menu', 'X']).path);
  });
});
