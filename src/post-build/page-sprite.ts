/**
 * Each page draws its icons from a sprite of its own (src/render/icon-sprite.ts). A browser parses an
 * external sprite whole, as a document of its own, on the page's main thread, and waits for it
 * before it draws any icon: the site's sprite, every icon any page draws (128 symbols, 45 KB), cost
 * every page's load 20–30 ms of parsing and styling, where a page draws 18 icons on average.
 * Pages that draw the same icons share one file. Islands keep drawing from /icons.svg, which holds
 * every icon they can draw. Build-time only (Node).
 */
import { ICON_SPRITE_PATH } from '../config/paths.ts';
import { pageSprite } from '../render/icon-sprite.ts';
import { edited } from './html.ts';

/**
 * The page with every `<use>` of /icons.svg pointed at its own sprite, and the icons it draws (for
 * that sprite and the site's).
 */
export function withPageSprite(html: string): { html: string; icons: string[] } {
  let icons: string[] = [];
  const out = edited(html, (doc) => {
    const uses = doc.querySelectorAll('use').filter((use) => use.getAttribute('href')?.startsWith(`${ICON_SPRITE_PATH}#`));
    icons = [...new Set(uses.map((use) => use.getAttribute('href')!.slice(ICON_SPRITE_PATH.length + 1)))];
    if (icons.length === 0) return [];
    const { path } = pageSprite(icons);
    return uses.map((use) => {
      const start = html.indexOf(`${ICON_SPRITE_PATH}#`, use.range[0]);
      return { start, end: start + ICON_SPRITE_PATH.length, text: path };
    });
  });
  return { html: out, icons };
}
