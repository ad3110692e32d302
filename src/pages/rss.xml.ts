import rss from '@astrojs/rss';
import { CONTENT_COMPONENTS } from '../components/content/components.ts';
import { LOCALE, SITE } from '../config/identity.ts';
import { getArticles } from '../data/articles.ts';
import { feedItems } from '../data/feed.ts';
import { SITE_ORIGIN } from '../data/site.ts';
import { FEED_PATH, absoluteUrl } from '../config/paths.ts';

/** /rss.xml: the newest articles with their full text (src/data/feed.ts). */
export async function GET() {
  const articles = await getArticles();
  const newest = articles.map((entry) => entry.data.updatedDate ?? entry.data.publishedDate).sort((a, b) => b.getTime() - a.getTime())[0];
  return rss({
    title: `${SITE.name} Blog`,
    description: `Field notes on AWS architecture, DevOps, security, AI and Web3 from the engineers at ${SITE.name}.`,
    site: SITE_ORIGIN,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    items: await feedItems(CONTENT_COMPONENTS),
    customData: [
      `<language>${LOCALE.baseName.toLowerCase()}</language>`,
      newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
      `<atom:link href="${absoluteUrl(FEED_PATH, SITE_ORIGIN)}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    // Same addresses as the canonical URLs: pages are built as files, without a trailing slash.
    trailingSlash: false,
  });
}
