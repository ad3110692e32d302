/**
 * Every address on the site, decided once: page routes, social-card images and canonical URLs.
 * Browser-safe (no Astro, Node or `import.meta.env` at module level), so islands, build scripts
 * and tests import the same functions the pages use.
 */
import { ADMIN_PATH } from './cms.ts';
import { DEFAULT_TAB } from './blog.ts';

export const HOME_PATH = '/';
export const BLOG_PATH = '/blog';
export const SERVICES_PATH = '/services';
export const SOLUTIONS_PATH = '/solutions';
export const CONTACT_PATH = '/contact';
export const ABOUT_PATH = '/about';
export const CASE_STUDIES_PATH = '/case-studies';
/** The listing's band that says how each headline figure is counted; the home figures link to it. */
export const HOW_WE_COUNT_ID = 'how-we-count';
export const HOW_WE_COUNT_PATH = `${CASE_STUDIES_PATH}#${HOW_WE_COUNT_ID}`;
export const FEED_PATH = '/rss.xml';
export const SITEMAP_PATH = '/sitemap-index.xml';

/** An article's page: `/blog/<slug>`, where the slug is the MDX file name. */
export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** An article's Markdown twin: `/blog/<slug>.md`, its frontmatter and body as written (src/lib/markdown-twin.ts). */
export function articleMarkdownPath(slug: string): string {
  return `${articlePath(slug)}.md`;
}

/** The content editor (Sveltia CMS) and what it loads: not a page of the site, never indexed. */
export { ADMIN_PATH } from './cms.ts';
export const CMS_CONFIG_PATH = `${ADMIN_PATH}/config.json`;
export const CMS_SCRIPT_PATH = `${ADMIN_PATH}/sveltia-cms.js`;

/** Where the blog's listings live: `/blog/category/<tab>` for a tab, `…/page/<n>` from page 2 on. */
const BLOG_CATEGORY_PATH = `${BLOG_PATH}/category`;
const LISTING_PAGE_SEGMENT = 'page';

/** Page `page` of a paginated listing whose first page is `first`: later pages add `/page/<n>`. */
function listingPagePath(first: string, page: number): string {
  return page > 1 ? `${first}/${LISTING_PAGE_SEGMENT}/${page}` : first;
}

/**
 * A blog listing page: the tab `all` (the default tab) lists at /blog, any other tab at
 * `/blog/category/<tab>`, and page n ≥ 2 of either adds `/page/<n>`.
 */
export function blogListingPath(tab: string, page = 1): string {
  return listingPagePath(tab === DEFAULT_TAB ? BLOG_PATH : `${BLOG_CATEGORY_PATH}/${tab}`, page);
}

/** Every published article's card data as one JSON array, fetched on the blog's first search. */
export const BLOG_SUMMARIES_PATH = `${BLOG_PATH}/articles.json`;

/** A service's detail page: `/services/<id>`. */
export function servicePath(id: string): string {
  return `${SERVICES_PATH}/${id}`;
}

/** A case study's page: `/case-studies/<slug>`, where the slug is the MDX file name. */
export function caseStudyPath(slug: string): string {
  return `${CASE_STUDIES_PATH}/${slug}`;
}

/** A legal page: `/privacy`, `/terms`, `/cookies`. */
export function legalPath(id: string): string {
  return `/${id}`;
}

/** A contact-page link that preselects a project option in the form (`/contact?project=…`). */
export function contactPath(project?: string): string {
  return project ? `${CONTACT_PATH}?${new URLSearchParams({ project })}` : CONTACT_PATH;
}

/** The full-text search index (Pagefind, written by src/post-build/integration.ts) and its script, loaded only when a visitor searches. */
export const SEARCH_INDEX_PATH = '/pagefind/';
export const SEARCH_SCRIPT_PATH = `${SEARCH_INDEX_PATH}pagefind.js`;

/**
 * The site's icon stylesheet (src/pages/icons.css.ts): every icon any page or island draws. A built
 * page links a stylesheet of its own icons in its place (src/post-build/page-icons.ts).
 */
export const ICON_STYLESHEET_PATH = '/icons.css';

/** The classes that draw a lucide icon or brand mark from the icon stylesheets. */
export function iconClass(name: string): string {
  return `icon icon-${name}`;
}

/** Where the build writes files named by their content (Astro's `build.assets`), cached for good. */
export const ASSETS_PATH = '/_astro/';

/** A built page's own icon stylesheet (src/post-build/page-icons.ts), named by a digest of its content. */
export function pageIconsPath(digest: string): string {
  return `${ASSETS_PATH}icons.${digest}.css`;
}

/**
 * A diagram rendered from an article's Mermaid source (src/render/diagrams.ts): as written or
 * narrowed for a phone, in the light or the dark theme.
 */
export function diagramPath(id: string, layout: 'wide' | 'narrow' = 'wide', theme: 'light' | 'dark' = 'light'): string {
  return `/diagrams/${id}${layout === 'narrow' ? '-narrow' : ''}${theme === 'dark' ? '-dark' : ''}.svg`;
}

/** An author's page, listing their articles, and its later pages (`/authors/<id>/page/2`). */
export function authorPath(id: string, page = 1): string {
  return listingPagePath(`/authors/${id}`, page);
}

/** The route a pathname stands for: `/blog.html`, `/blog/` and `/blog` are all `/blog`; `/index.html` is `/`. */
export function routePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path || HOME_PATH;
}

/** Pages with a social card of their own (articles and services); every other page shares the default card. */
const OWN_CARD = new RegExp(`^(${BLOG_PATH}|${SERVICES_PATH})/[a-z0-9-]+$`);

/**
 * The social-card id of a page: its route without the leading slash for articles and services
 * (`blog/zero-trust-in-aws`), `default` for the rest. The card route takes it as its parameter.
 */
export function cardId(pagePath: string): string {
  const route = routePath(pagePath);
  return OWN_CARD.test(route) ? route.slice(1) : 'default';
}

/** The social-card image (1200×630 PNG) of a page. */
export function cardPath(pagePath: string): string {
  return `/og/${cardId(pagePath)}.png`;
}

/** An absolute URL on `origin` for a root-relative path. */
export function absoluteUrl(path: string, origin: string | URL): string {
  const base = String(origin);
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}

/** The canonical URL of a page: its route (no `.html`, no trailing slash) on the site's origin. */
export function canonicalUrl(pagePath: string, origin: string | URL): string {
  return absoluteUrl(routePath(pagePath), origin);
}
