/**
 * The blog's listing pages: one per tab, paginated. The route (src/pages/blog/[...page].astro) asks
 * here for its paths; every address comes from blogListingPath().
 */
import type { PaginateFunction } from 'astro';
import { BLOG_TABS } from '../config/blog.ts';
import { filterArticles, tabCounts } from '../lib/blog.ts';
import { BLOG_PATH, blogListingPath } from '../config/paths.ts';
import { getSummaries } from './articles.ts';
import { listingPages } from './listing-pages.ts';

/** Every listing page of every tab, each at its own address below /blog (listingPages()). */
export async function listingPaths(paginate: PaginateFunction) {
  const summaries = await getSummaries();
  const counts = tabCounts(summaries, BLOG_TABS);
  return BLOG_TABS.flatMap((tab) =>
    listingPages(paginate, filterArticles(summaries, BLOG_TABS, { tab: tab.key, query: '' }), {
      pathOf: (page) => blogListingPath(tab.key, page),
      base: BLOG_PATH,
      params: {},
      props: { tab, counts },
    }),
  );
}
