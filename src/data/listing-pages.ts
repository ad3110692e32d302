/**
 * Astro's paginate() at the site's own addresses (`pathOf(n)`: `/blog/category/web3/page/2`,
 * `/authors/<id>/page/2`) rather than its `<route>/2`: the page links are formatted with pathOf, and
 * the rest parameter `page` takes each address below `base` (nothing for `base` itself).
 */
import type { PaginateFunction, Params, Props } from 'astro';
import { LISTING_PAGE_SIZE } from '../lib/blog.ts';

interface ListingOptions<P extends Props, Q extends Params> {
  pathOf: (page: number) => string;
  base: string;
  /** The route's other parameters, such as an author's id (none for the blog). */
  params: Q;
  /** Given to every page of the listing. */
  props: P;
}

/** The paths of a listing of `items`, LISTING_PAGE_SIZE to a page. */
export function listingPages<T, P extends Props, Q extends Params>(
  paginate: PaginateFunction,
  items: readonly T[],
  { pathOf, base, params, props }: ListingOptions<P, Q>,
) {
  return paginate(items, {
    pageSize: LISTING_PAGE_SIZE,
    params,
    props,
    format: (url) => pathOf(Number(/\/(\d+)$/.exec(url)?.[1] ?? 1)),
  }).map((path) => ({ ...path, params: { ...path.params, page: pathOf(path.props.page.currentPage).slice(base.length + 1) || undefined } }));
}
