import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { SITE } from '../config/site';
import { articleHref, getArticles } from '../data/articles';

/** /rss.xml: every article, newest first. */
export async function GET(context: APIContext) {
  const articles = await getArticles();
  return rss({
    title: `${SITE.name} Blog`,
    description: 'Field notes on AWS architecture, DevOps, security, AI and Web3 from the engineers at Basalt Technologies.',
    site: context.site ?? SITE.url,
    items: articles.map((entry) => ({
      title: entry.data.title,
      description: entry.data.description,
      link: articleHref(entry.id),
      pubDate: entry.data.publishedDate,
      categories: [entry.data.category],
    })),
    customData: '<language>en-us</language>',
    // Same addresses as the canonical URLs: pages are built as files, without a trailing slash.
    trailingSlash: false,
  });
}
