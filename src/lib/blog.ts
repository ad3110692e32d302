/**
 * Blog rules: order, badges, tab counts, search, listing pages and old addresses.
 * The same functions run in unit tests, at build time and in the BlogExplorer island.
 */
import type { ArticleCategory, BlogTab } from '../config/blog.ts';

/** What a card needs to know about an article: plain, serialisable data. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  category: ArticleCategory;
  /** Lucide icon name, drawn from the icon stylesheets, so the island ships no icon set. */
  icon: string;
  /** ISO date (YYYY-MM-DD) of first publication. */
  publishedDate: string;
  /** ISO date (YYYY-MM-DD) of the last substantive revision, when there was one. */
  updatedDate?: string;
  /** Computed read time in whole minutes. */
  readMinutes: number;
}

/** An article's headline number and what it counts (its `pullFigure`), drawn on the blog's lead card. */
export interface PullFigure {
  value: string;
  label: string;
}

/**
 * The icons of an article card and of the listing's summary, drawn from the icon stylesheets (each
 * card would otherwise repeat their paths). The explorer shows cards and badges the page was not
 * built with (search results, a Recent badge the visitor's clock adds), so every page's icon
 * stylesheet keeps these whatever the page draws.
 */
export const CARD_ICONS = { readTime: 'Clock', open: 'ArrowRight', featured: 'Star', recent: 'Sparkles' } as const;
interface BlogState {
  tab: string;
  query: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query-string names of the blog's state: `?q=` on any listing; `?category=` only in old addresses. */
export const BLOG_PARAMS = Object.freeze({ query: 'q', tab: 'category' });

/** An article is Featured when its read time is 15 minutes or more. */
const FEATURED_MIN_MINUTES = 15;

/** An article is Recent when it was published within this many days of "now". */
const RECENT_DAYS = 30;

export function articleCount(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export function isFeatured(readMinutes: number): boolean {
  return readMinutes >= FEATURED_MIN_MINUTES;
}

/**
 * When an article is Recent: from its publication to RECENT_DAYS after it (`until` excluded). The
 * server render, the explorer and recentUnchangedBetween (the island loader's check) all derive from it.
 */
function recentSpan(publishedDate: string): { from: number; until: number } {
  const from = Date.parse(publishedDate);
  return { from, until: from + RECENT_DAYS * DAY_MS + 1 };
}

export function isRecent(publishedDate: string, now: number): boolean {
  const { from, until } = recentSpan(publishedDate);
  return now >= from && now < until;
}

/**
 * The clock times around `at` for which every Recent badge reads as it does at `at`: from the
 * last change at or before `at` to the next one after it (a bound is left out when there is none).
 * A page rendered at build time is right for visitors whose clock is in that span.
 */
export function recentUnchangedBetween(publishedDates: readonly string[], at: number): { from?: number; until?: number } {
  const changes = publishedDates.flatMap((date) => {
    const { from, until } = recentSpan(date);
    return [from, until];
  });
  const before = changes.filter((time) => time <= at);
  const after = changes.filter((time) => time > at);
  return {
    ...(before.length > 0 && { from: Math.max(...before) }),
    ...(after.length > 0 && { until: Math.min(...after) }),
  };
}

/** Newest first by publication date; ties by title so the order is stable. */
export function sortNewestFirst<T extends Pick<ArticleSummary, 'publishedDate' | 'title'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate) || a.title.localeCompare(b.title));
}

/** The tab for a key, falling back to "All" for unknown keys (a hand-edited URL, an old link). */
export function findTab(tabs: readonly BlogTab[], key: string): BlogTab {
  const tab = tabs.find((candidate) => candidate.key === key) ?? tabs.find((candidate) => candidate.includes === null);
  if (!tab) throw new Error('The blog tabs need an "All" tab (includes: null)');
  return tab;
}

export function inTab(tab: BlogTab, category: ArticleCategory): boolean {
  return tab.includes === null || tab.includes.includes(category);
}

/**
 * The label a card or an article header gives a category: the name of the tab that lists it, so
 * a reader who sees "Cloud Architecture" on a card finds the article under that tab.
 */
export function categoryLabel(tabs: readonly BlogTab[], category: ArticleCategory): string {
  return tabs.find((tab) => tab.includes?.includes(category))?.name ?? category;
}

/** Search text as the blog reads it: trimmed and lowercased; empty means no search. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function matchesQuery(article: Pick<ArticleSummary, 'title' | 'description' | 'category'>, query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return [article.title, article.description, article.category].some((field) => field.toLowerCase().includes(needle));
}

export function filterArticles<T extends Pick<ArticleSummary, 'title' | 'description' | 'category' | 'publishedDate'>>(
  articles: readonly T[],
  tabs: readonly BlogTab[],
  state: BlogState,
): T[] {
  const tab = findTab(tabs, state.tab);
  return sortNewestFirst(articles.filter((article) => inTab(tab, article.category) && matchesQuery(article, state.query)));
}

/** Article count per tab key (the badges on the tabs), independent of the search. */
export function tabCounts(articles: readonly Pick<ArticleSummary, 'category'>[], tabs: readonly BlogTab[]): Record<string, number> {
  return Object.fromEntries(tabs.map((tab) => [tab.key, articles.filter((article) => inTab(tab, article.category)).length]));
}

export function emptyState(state: BlogState): { title: string; message: string } {
  return normalizeQuery(state.query)
    ? { title: 'No articles found', message: 'Try adjusting your search terms' }
    : { title: 'No articles in this category yet', message: 'Check back soon, or browse all articles.' };
}

/** Cards on one listing page: four rows of three on a desktop, and a short scroll on a phone. */
export const LISTING_PAGE_SIZE = 12;

/** How a listing page names itself in its title: "Blog", "Web3 articles", "…: Page 2". */
export function listingTitle(tab: BlogTab, page: number): string {
  const name = tab.includes === null ? 'Blog' : `${tab.name} articles`;
  return page > 1 ? `${name}: Page ${page}` : name;
}

/** A gap in the page links, shown as an ellipsis. */
export const PAGE_GAP = 'gap';

/** The page links of a listing, short at any size: 1 … 4 5 6 … 100 (every page is reached through the next-page links). */
export function pageLinks(current: number, last: number): (number | typeof PAGE_GAP)[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, last])].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return wanted.flatMap((page, index) => {
    const previous = wanted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows that page rather than an ellipsis.
    return page === previous + 2 ? [previous + 1, page] : [PAGE_GAP, page];
  });
}

/**
 * Where an address of the first blog (`/blog?category=web3&q=zero`) is now: the tab's own listing,
 * with every other parameter and the fragment kept; null when the address names no tab.
 * Self-contained on purpose: /blog inlines this function's source as a script, so the old address
 * moves before anything is painted, with or without the explorer.
 */
export function legacyListingAddress(search: string, hash: string, tabParam: string, listings: Record<string, string>, fallback: string): string | null {
  const params = new URLSearchParams(search);
  const key = params.get(tabParam);
  if (key === null) return null;
  params.delete(tabParam);
  const rest = params.toString();
  return `${Object.hasOwn(listings, key) ? listings[key] : fallback}${rest ? `?${rest}` : ''}${hash}`;
}
