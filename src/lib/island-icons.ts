/**
 * The icons the islands draw from the sprite (`SpriteIcon.tsx`). An island may draw one the built
 * page does not show (the search's "no matches", the menu's close icon, a listing's page links), so
 * the sprite keeps all of these whatever the built pages use, as it keeps the article cards' icons.
 */
export const ISLAND_ICONS = {
  openMenu: 'Menu',
  closeMenu: 'X',
  send: 'Send',
  search: 'Search',
  noMatches: 'SearchX',
  previousPage: 'ChevronLeft',
  nextPage: 'ChevronRight',
} as const;
