/**
 * The whole `<head>` of a page as data: charset to social tags, in order. Head.astro renders the
 * list with one loop, so every page's head is decided here and tested without a browser.
 */
import { SURFACE, dark, light } from '../config/colors.ts';
import { OG_LOCALE, SITE } from '../config/identity.ts';
import { FEED_PATH, canonicalUrl, cardPath, absoluteUrl } from '../config/paths.ts';

/** One element of `<head>`: a tag, its attributes and, for `<title>`, its text. */
export interface HeadEntry {
  tag: 'meta' | 'link' | 'title';
  attrs: Record<string, string>;
  text?: string;
  /** Put in place after the first paint (AfterFirstPaint.astro): nothing the first screen needs. */
  afterPaint?: boolean;
}

export interface PageMeta {
  /** Page title without the site name; `null` for the home page, which shows the site name alone. */
  title: string | null;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Root-relative path of the page: canonical URL, og:url, social card and breadcrumbs follow from it. */
  path: string;
  /** Open Graph type. */
  type?: 'website' | 'article' | undefined;
  /** Keep the page out of search indexes (404, 500). */
  noindex?: boolean | undefined;
  /** For articles: ISO publication and modification times. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
  /** For articles: the Markdown twin (`/blog/<slug>.md`), announced as an alternate. */
  markdownPath?: string | undefined;
}

/** Browser UI colour: the header's surface, in each theme. */
export const THEME_COLORS = { light: light(SURFACE), dark: dark(SURFACE) } as const;

/** "Page — <company>", or the company name and positioning on the home page. */
export function pageTitle(title: string | null): string {
  return title ? `${title} — ${SITE.name}` : `${SITE.name} — Cloud, DevOps, AI/ML, Web3 & Security Consulting`;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadEntry => ({ tag: 'meta', attrs: { [key]: name, content } });
const link = (attrs: Record<string, string>): HeadEntry => ({ tag: 'link', attrs });

/** Every element of a page's head, in document order. */
export function buildHead(page: PageMeta, origin: string | URL): HeadEntry[] {
  const title = pageTitle(page.title);
  const url = canonicalUrl(page.path, origin);
  const image = absoluteUrl(cardPath(page.path), origin);
  const imageAlt = page.title ? `${page.title}: ${SITE.name} social card` : `${SITE.name} social card`;
  return [
    { tag: 'meta', attrs: { charset: 'utf-8' } },
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', page.description),
    link({ rel: 'canonical', href: url }),
    ...(page.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    link({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
    link({ rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' }),
    link({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }),
    { ...link({ rel: 'manifest', href: '/site.webmanifest' }), afterPaint: true },
    ...Object.entries(THEME_COLORS).map(
      ([scheme, color]): HeadEntry => ({
        tag: 'meta',
        attrs: { name: 'theme-color', content: color, media: `(prefers-color-scheme: ${scheme})`, 'data-color': color },
      }),
    ),
    link({ rel: 'alternate', type: 'application/rss+xml', title: `${SITE.name} blog`, href: FEED_PATH }),
    ...(page.markdownPath ? [link({ rel: 'alternate', type: 'text/markdown', title: 'This article in Markdown', href: page.markdownPath })] : []),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', SITE.name),
    // Open Graph reads a page without og:locale as en_US (ogp.me): the tag is written only for another locale.
    ...(OG_LOCALE === 'en_US' ? [] : [meta('property', 'og:locale', OG_LOCALE)]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', imageAlt),
    // X reads og:title, og:description and og:image where its own tags are missing (its cards
    // markup reference): only the card type and the image's description have no Open Graph twin.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', imageAlt),
    ...(page.publishedTime ? [meta('property', 'article:published_time', page.publishedTime)] : []),
    ...(page.modifiedTime ? [meta('property', 'article:modified_time', page.modifiedTime)] : []),
  ];
}
