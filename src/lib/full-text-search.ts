/**
 * The blog's full-text search: Pagefind's index of every article and service page, loaded the
 * first time a visitor searches (never at page load), with each shard of a large site's index. Browser-only; the index is built by
 * the post-build step (src/post-build/integration.ts).
 */
import { SEARCH_SCRIPT_PATH, SEARCH_SHARDS_PATH, routePath } from '../config/paths.ts';
interface FullTextSection {
  title: string;
  /** Page route with the heading's anchor, such as /blog/terraform-state-management#state-locking. */
  href: string;
  /** HTML: plain text with the matching words in <mark>. */
  excerpt: string;
}

export interface FullTextMatch {
  title: string;
  /** Page route, such as /services/web3-development. */
  href: string;
  excerpt: string;
  /** Up to three sections of the page where the words occur, nearest heading first. */
  sections: FullTextSection[];
}

interface PagefindResult {
  data(): Promise<{
    url: string;
    excerpt: string;
    meta: { title?: string };
    sub_results?: { title: string; url: string; excerpt: string }[];
  }>;
}
interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  mergeIndex(path: string, options: { baseUrl: string }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** Marks the page that runs the full-text search: its CSP allows WebAssembly (src/post-build/csp-hashes.ts). */
export const FULL_TEXT_SEARCH_MARKER = 'data-full-text-search';

let loading: Promise<Pagefind> | undefined;

/** The other shards of a large site's index, merged into the first (src/post-build/search-index.ts). */
async function mergedShards(): Promise<string[]> {
  const response = await fetch(SEARCH_SHARDS_PATH);
  if (!response.ok) throw new Error(`${SEARCH_SHARDS_PATH} answered ${response.status}`);
  return (await response.json()) as string[];
}

/** Loads Pagefind and every shard of the index once, on the first search; a failed load is tried again on the next. */
function pagefind(): Promise<Pagefind> {
  loading ??= Promise.all([import(/* @vite-ignore */ SEARCH_SCRIPT_PATH) as Promise<Pagefind>, mergedShards()])
    .then(async ([module, shards]) => {
      await module.options({ baseUrl: '/' });
      await Promise.all(shards.map((path) => module.mergeIndex(path, { baseUrl: '/' })));
      return module;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Pagefind's `/blog/x.html#id` as the site links it: `/blog/x#id`. */
function siteHref(url: string): string {
  const [path = '', hash] = url.split('#');
  return `${routePath(path)}${hash ? `#${hash}` : ''}`;
}

/** The pages whose text matches `query`, best first, each with the sections where it matches. */
export async function searchFullText(query: string, limit = 8): Promise<FullTextMatch[]> {
  const search = await (await pagefind()).search(query);
  if (!search) return [];
  const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => ({
    title: page.meta.title ?? siteHref(page.url),
    href: siteHref(page.url),
    excerpt: page.excerpt,
    sections: (page.sub_results ?? [])
      .filter((section) => section.url.includes('#'))
      .slice(0, 3)
      .map((section) => ({ title: section.title, href: siteHref(section.url), excerpt: section.excerpt })),
  }));
}
