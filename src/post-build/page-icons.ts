/**
 * Each page links a stylesheet of its own icons (src/render/icon-styles.ts), with the islands' and
 * the article cards' so they can draw what the built page does not show. The site's, every icon any
 * page draws, stays for the blog's search, which brings up any article's card. Pages that draw the
 * same icons share one file. Build-time only (Node).
 */
import { ICON_STYLESHEET_PATH } from '../config/paths.ts';
import { CARD_ICONS } from '../lib/blog.ts';
import { ISLAND_ICONS } from '../lib/island-icons.ts';
import { pageIconStylesheet } from '../render/icon-styles.ts';
import { edited } from './html.ts';

/** The layout's link to the icon stylesheet, which a built page points at its own. */
export const PAGE_ICONS_LINK = `href="${ICON_STYLESHEET_PATH}" data-page-icons`;

const ICON_CLASS = /^icon-(.+)$/;

/** The stylesheet of a page that draws `icons`: those, the islands' and the cards'. */
export const pageIconSheet = (icons: readonly string[]) => pageIconStylesheet([...icons, ...Object.values(ISLAND_ICONS), ...Object.values(CARD_ICONS)]);

/** The page with its icon link pointed at a stylesheet of its icons, and the icons it draws. */
export function withPageIcons(html: string): { html: string; icons: string[]; linksIcons: boolean } {
  let icons: string[] = [];
  let linksIcons = false;
  const out = edited(html, (doc) => {
    const drawn = doc.querySelectorAll('.icon').flatMap((element) => element.classList.value.flatMap((name) => ICON_CLASS.exec(name)?.[1] ?? []));
    icons = [...new Set(drawn)];
    const at = html.indexOf(PAGE_ICONS_LINK);
    if (at < 0) return [];
    linksIcons = true;
    const { path } = pageIconSheet(icons);
    return [{ start: at, end: at + PAGE_ICONS_LINK.length, text: `href="${path}"` }];
  });
  return { html: out, icons, linksIcons };
}
