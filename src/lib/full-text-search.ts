/**
 * The blog's full-text search: Pagefind's index of every article and service page, loaded the
 * first time a visitor searches (never at page load). Browser-only; the index is built by
 * the post-build step (src/post-build/integration.ts).
 */
import { SEARCH_SCRIPT_PATH, routePath } from '../config/paths.ts';

export interface FullTextMatch {
  title: string;
  /** Page route, such as /services/web3-development; a section's has the heading's anchor (/blog/terraform-state-management#state-locking). */
  href: string;
  /** HTML: plain text with the matching words in <mark>. */
  excerpt: string;
  /** Up to three sections of the page where the words occur, nearest heading first. */
  sections: Omit<FullTextMatch, 'sections'>[];
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
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** Marks the page that runs the full-text search: its CSP allows WebAssembly (src/post-build/csp-hashes.ts). */
export const FULL_TEXT_SEARCH_MARKER = 'data-full-text-search';

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once, on the first search; a failed load is tried again on the next. */
function pagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ SEARCH_SCRIPT_PATH) as Promise<Pagefind>)
    .then(async (module) => {
      await module.options({ baseUrl: '/' });
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
