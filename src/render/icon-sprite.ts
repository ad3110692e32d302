/**
 * The icon sprites: lucide icons and the brand marks as `<symbol>`s for `<use href="…#Name">`. Each
 * built page draws from a sprite of its own icons (src/post-build/page-sprite.ts). Build-time only.
 */
import { createHash } from 'node:crypto';
import { icons, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_PATHS } from '../lib/brand-icons.ts';
import { pageSpritePath } from '../config/paths.ts';

const lucideSymbols = new Map<string, string>();

/** One lucide icon as a symbol with lucide's own stroke settings, rendered once per build: many sprites share it. */
function lucideSymbol(name: string): string {
  let symbol = lucideSymbols.get(name);
  if (symbol === undefined) {
    const svg = renderToStaticMarkup(createElement((icons as Record<string, LucideIcon>)[name]!));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    symbol = `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
    lucideSymbols.set(name, symbol);
  }
  return symbol;
}

/** A sprite of the named lucide icons and brand marks, in name order; every one of both when no names are given. */
export function iconSprite(names?: Iterable<string>): string {
  const wanted = names ? new Set(names) : new Set([...Object.keys(icons), ...Object.keys(BRAND_PATHS)]);
  const sorted = [...wanted].sort();
  const lucide = sorted.filter((name) => Object.hasOwn(icons, name)).map(lucideSymbol);
  const brands = sorted
    .filter((name): name is keyof typeof BRAND_PATHS => Object.hasOwn(BRAND_PATHS, name))
    .map((name) => `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${BRAND_PATHS[name]}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...lucide, ...brands].join('')}</svg>`;
}

const pageSprites = new Map<string, { path: string; svg: string }>();

/**
 * The sprite of one page's icons and its address, named by its content: pages that draw the same
 * icons share the file, and a file's name changes whenever its symbols do, so it is cached for good.
 */
export function pageSprite(names: Iterable<string>): { path: string; svg: string } {
  const key = [...new Set(names)].sort().join(',');
  const sprite = (svg: string) => ({ path: pageSpritePath(createHash('sha256').update(svg).digest('hex').slice(0, 10)), svg });
  return pageSprites.get(key) ?? pageSprites.set(key, sprite(iconSprite(key.split(',')))).get(key)!;
}
