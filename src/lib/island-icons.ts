/**
 * The icons the islands draw (`IslandIcon.tsx`). An island may draw one the built page does not show
 * (the search's "no matches", the menu's close icon, a listing's page links), so every page's icon
 * stylesheet keeps all of these whatever the page draws, as it keeps the article cards' icons.
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
