/**
 * The icon stylesheets: each lucide icon or brand mark as a class (`icon icon-<Name>`) that paints
 * the element in its text colour through the icon as a mask. Each built page links a stylesheet of
 * its own icons (src/post-build/page-icons.ts), put in place after the first paint; an icon costs the
 * page's HTML one empty element and no request before that paint. Build-time only.
 */
import { createHash } from 'node:crypto';
import { icons, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_PATHS } from '../lib/brand-icons.ts';
import { pageIconsPath } from '../config/paths.ts';

/** Where each icon's 24 by 24 square sits in its sheet's picture: one under the other. */
const SIZE = 24;

const drawings = new Map<string, string>();

/** One icon's attributes and shapes, for an `<svg` placed in a sheet's picture; rendered once per build, as many sheets share it. */
function drawing(name: string): string {
  let inner = drawings.get(name);
  if (inner === undefined) {
    const brand = BRAND_PATHS[name as keyof typeof BRAND_PATHS];
    const lucide = () =>
      renderToStaticMarkup(createElement((icons as Record<string, LucideIcon>)[name]!))
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '');
    // lucide's own stroke settings; the mask reads only where the drawing is opaque, so black will do.
    inner = brand
      ? `viewBox="0 0 24 24"><path d="${brand}"/>`
      : `viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide()}`;
    drawings.set(name, inner);
  }
  return inner;
}

/** An SVG as a CSS `url()`: only what a data URL must escape is escaped, so it stays short. */
const dataUrl = (svg: string) => `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%\n]/g, encodeURIComponent)}")`;

const isIcon = (name: string) => Object.hasOwn(icons, name) || Object.hasOwn(BRAND_PATHS, name);

/**
 * A stylesheet of the named lucide icons and brand marks; every one of both when no names are given.
 * Its icons are one picture, stacked 24 by 24, that each icon element masks with and slides to its
 * own square: a browser builds one SVG document for the page's icons, where a picture per icon cost
 * it one each (some 4 ms apiece on a phone). Forced colours keep the text colour an icon paints
 * in, and print keeps it although print drops backgrounds.
 */
export function iconStylesheet(names?: Iterable<string>): string {
  const wanted = [...new Set(names ?? [...Object.keys(icons), ...Object.keys(BRAND_PATHS)])].filter(isIcon).sort();
  if (wanted.length === 0) return '';
  const squares = wanted.map((name, index) => `<svg y="${index * SIZE}" width="${SIZE}" height="${SIZE}" ${drawing(name)}</svg>`);
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${wanted.length * SIZE}">${squares.join('')}</svg>`;
  const classes = wanted.map((name) => `.icon-${name}`).join(',');
  const shared = `${classes}{--icon:${dataUrl(picture)};background-color:currentColor;-webkit-mask:var(--icon) 0 0/100% ${wanted.length * 100}% no-repeat;mask:var(--icon) 0 0/100% ${wanted.length * 100}% no-repeat;forced-color-adjust:none;print-color-adjust:exact}`;
  // A mask position in percent slides the picture by that share of what it overhangs the box.
  const position = (index: number) => `${wanted.length > 1 ? +((index / (wanted.length - 1)) * 100).toFixed(4) : 0}%`;
  const own = wanted.map((name, index) => `.icon-${name}{-webkit-mask-position:0 ${position(index)};mask-position:0 ${position(index)}}`);
  return shared + own.join('');
}

const pageSheets = new Map<string, { path: string; css: string }>();

/**
 * The stylesheet of one page's icons and its address, named by its content: pages that draw the same
 * icons share the file, and a file's name changes whenever its rules do, so it is cached for good.
 */
export function pageIconStylesheet(names: Iterable<string>): { path: string; css: string } {
  const key = [...new Set(names)].sort().join(',');
  const sheet = (css: string) => ({ path: pageIconsPath(createHash('sha256').update(css).digest('hex').slice(0, 10)), css });
  return pageSheets.get(key) ?? pageSheets.set(key, sheet(iconStylesheet(key.split(',')))).get(key)!;
}
