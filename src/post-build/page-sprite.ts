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
import { type Edit, type HTMLElement, type PageDocument, replaceElement, sourceOf } from './html-edits.ts';

/** The `<use>` elements that draw from /icons.svg, each with the symbol it names. */
function spriteUses(root: HTMLElement): { use: HTMLElement; name: string }[] {
  return root.querySelectorAll('use').flatMap((use) => {
    const [path, name] = (use.getAttribute('href') ?? '').split('#');
    return path === ICON_SPRITE_PATH && name ? [{ use, name }] : [];
  });
}

/** The symbols of /icons.svg the page draws. */
export function spriteIcons(root: HTMLElement): string[] {
  return [...new Set(spriteUses(root).map(({ name }) => name))];
}

/** Points every `<use>` of /icons.svg at the page's own sprite; none on a page already pointed. */
export function pageSpriteEdits(page: PageDocument): Edit[] {
  const uses = spriteUses(page.root);
  if (uses.length === 0) return [];
  const { path } = pageSprite(uses.map(({ name }) => name));
  return uses.map(({ use, name }) => replaceElement(use, sourceOf(page.html, use).replace(`${ICON_SPRITE_PATH}#${name}`, `${path}#${name}`)));
}
