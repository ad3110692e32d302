import { SITE } from '../config/site';
import { routePath } from './nav';

/** One element of `<head>`, rendered generically by Head.astro (Starlight builds its head the same way). */
export interface HeadEntry {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface PageMeta {
  /** Page title without the site name; `null` for the home page, which shows the site name alone. */
  title: string | null;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Root-relative path of the page, used for canonical and og:url. */
  path: string;
  /** Root-relative or absolute social-card image; defaults to the site card. */
  image?: string | undefined;
  /** Open Graph type. */
  type?: 'website' | 'article' | undefined;
  /** Keep the page out of search indexes (404, 500). */
  noindex?: boolean | undefined;
  /** For articles: ISO publication and modification times. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
}

/** "Page — Basalt Technologies", or the bare name on the home page. */
export function pageTitle(title: string | null): string {
  return title ? `${title} — ${SITE.name}` : `${SITE.name} — Cloud, DevOps, AI/ML, Web3 & Security Consulting`;
}

/** Absolute URL on the canonical origin for a root-relative path. */
export function absoluteUrl(path: string, origin: string = SITE.url): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** Canonical form of a page path: the route it stands for, without a trailing slash (pages are built as `about.html`). */
export const canonicalPath = routePath;

/** Every meta and link element a page's head needs for search engines and link previews. */
export function buildHead(meta: PageMeta, origin: string = SITE.url): HeadEntry[] {
  const title = pageTitle(meta.title);
  const url = absoluteUrl(canonicalPath(meta.path), origin);
  const image = absoluteUrl(meta.image ?? SITE.defaultImage, origin);
  const entries: HeadEntry[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE.name } },
    { tag: 'meta', attrs: { property: 'og:locale', content: SITE.locale } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ];
  if (meta.publishedTime) {
    entries.push({ tag: 'meta', attrs: { property: 'article:published_time', content: meta.publishedTime } });
  }
  if (meta.modifiedTime) {
    entries.push({ tag: 'meta', attrs: { property: 'article:modified_time', content: meta.modifiedTime } });
  }
  if (meta.noindex) entries.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  return entries;
}
