/**
 * Each author's page, paginated as the blog's listings are: /authors/<id> says who they are and
 * which engagements they led, with their newest articles; the rest follow on /authors/<id>/page/2
 * and on, so a page stays the same size however much they write. The route
 * (src/pages/authors/[id]/[...page].astro) asks here for its paths; every address comes from
 * authorPath().
 */
import type { PaginateFunction } from 'astro';
import { LISTING_PAGE_SIZE } from '../lib/blog';
import { authorPath } from '../lib/paths';
import { getArticles, summarize } from './articles';
import { getAuthors, type AuthorEntry } from './authors';
import { caseStudiesLedBy, type CaseStudyCard } from './case-studies';

export interface AuthorListingProps {
  author: AuthorEntry;
  /** The author's published articles, counted on every page. */
  total: number;
  /** The engagements they led, shown on the first page. */
  studies: CaseStudyCard[];
}

/**
 * Every page of every author. Astro's paginate() slices their articles, newest first, and names the
 * later pages after the route's rest parameter, which takes `page/<n>` (nothing for the first).
 */
export async function authorListingPaths(paginate: PaginateFunction) {
  const [authors, articles] = await Promise.all([getAuthors(), getArticles()]);
  const pages = await Promise.all(
    authors.map(async (author) => {
      const theirs = await Promise.all(articles.filter((article) => article.data.author.id === author.id).map(summarize));
      const studies = await caseStudiesLedBy(author.id);
      return paginate(theirs, {
        pageSize: LISTING_PAGE_SIZE,
        params: { id: author.id },
        props: { author, total: theirs.length, studies } satisfies AuthorListingProps,
        format: (url) => authorPath(author.id, Number(/\/(\d+)$/.exec(url)?.[1] ?? 1)),
      }).map((path) => {
        const address = authorPath(author.id, path.props.page.currentPage);
        return { ...path, params: { id: author.id, page: address.slice(authorPath(author.id).length + 1) || undefined } };
      });
    }),
  );
  return pages.flat();
}
