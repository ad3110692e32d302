/**
 * The blog's listing pages: one per tab, paginated. The route (src/pages/blog/[...page].astro) asks
 * here for its paths; every address comes from blogListingPath().
 */
import type { PaginateFunction } from 'astro';
import { BLOG_TABS, type BlogTab } from '../config/blog';
import { LISTING_PAGE_SIZE, filterArticles, tabCounts, type ArticleSummary } from '../lib/blog';
import { BLOG_PATH, blogListingPath } from '../lib/paths';
import { getArticles, summarize } from './articles';

export interface ListingProps {
  tab: BlogTab;
  /** Articles per tab key, for the badges on the tabs. */
  counts: Record<string, number>;
}

/** Every published article's card data, newest first. */
export async function articleSummaries(): Promise<ArticleSummary[]> {
  return Promise.all((await getArticles()).map(summarize));
}

/**
 * Every listing page of every tab. Astro's paginate() slices each tab's articles and names the
 * pages after the route's own `page` parameter; the rest parameter then takes the listing's real
 * address below /blog (`category/web3/page/2`, or nothing for /blog itself), and the page's links
 * are rewritten to the same addresses.
 */
export async function listingPaths(paginate: PaginateFunction) {
  const summaries = await articleSummaries();
  const counts = tabCounts(summaries, BLOG_TABS);
  return BLOG_TABS.flatMap((tab) =>
    paginate(filterArticles(summaries, BLOG_TABS, { tab: tab.key, query: '' }), {
      pageSize: LISTING_PAGE_SIZE,
      props: { tab, counts } satisfies ListingProps,
      format: (url) => blogListingPath(tab.key, Number(/\/(\d+)$/.exec(url)?.[1] ?? 1)),
    }).map((path) => {
      const address = blogListingPath(tab.key, path.props.page.currentPage);
      return { ...path, params: { page: address.slice(BLOG_PATH.length + 1) || undefined } };
    }),
  );
}
