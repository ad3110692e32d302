/**
 * Each author's pages, paginated as the blog's listings are, so a page stays the same size however
 * much they write: /authors/<id> (who they are, the engagements they led, their newest articles),
 * then /authors/<id>/page/2 and on, every address from authorPath().
 */
import type { PaginateFunction } from 'astro';
import { authorPath } from '../config/paths.ts';
import { getArticles, summarize } from './articles.ts';
import { getAuthors } from './authors.ts';
import { caseStudiesLedBy } from './case-study-pages.ts';
import { listingPages } from './listing-pages.ts';

/** Every page of every author, their articles newest first, each at its own address (listingPages()). */
export async function authorListingPaths(paginate: PaginateFunction) {
  const [authors, articles] = await Promise.all([getAuthors(), getArticles()]);
  const pages = await Promise.all(
    authors.map(async (author) => {
      const theirs = await Promise.all(articles.filter((article) => article.data.author.id === author.id).map(summarize));
      const studies = await caseStudiesLedBy(author.id);
      return listingPages(paginate, theirs, {
        pathOf: (page) => authorPath(author.id, page),
        base: authorPath(author.id),
        params: { id: author.id },
        props: { author, total: theirs.length, studies },
      });
    }),
  );
  return pages.flat();
}
