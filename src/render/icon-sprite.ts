/**
 * The icon sprite (/icons.svg): lucide icons and the brand marks as `<symbol>`s that pages use with
 * `<use href="/icons.svg#Name">`. The route serves every icon (so `npm run dev` can draw any of
 * them); the production build then keeps only the symbols its pages use. Build-time only (Node).
 */
import { icons, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_PATHS } from '../lib/brand-icons.ts';

/** One lucide icon as a symbol with lucide's own stroke settings. */
function lucideSymbol(name: string): string {
  const svg = renderToStaticMarkup(createElement((icons as Record<string, LucideIcon>)[name]!));
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
}

/** A sprite of the given lucide icons (all of them by default) and every brand mark. */
export async function iconSprite(names: Iterable<string> = Object.keys(icons)): Promise<string> {
  const lucide = [...new Set(names)]
    .filter((name) => Object.hasOwn(icons, name))
    .sort()
    .map(lucideSymbol);
  const brands = Object.entries(BRAND_PATHS).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...lucide, ...brands].join('')}</svg>`;
}
