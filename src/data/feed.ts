/**
 * The items of rss.xml: the newest articles, each with its whole text rendered once more for feed
 * readers. Only the newest FEED_ITEM_LIMIT are rendered, so the feed costs the same build time and
 * bytes whether the blog has fifty articles or five thousand.
 */
import type { RSSFeedItem } from '@astrojs/rss';
import { getContainerRenderer } from '@astrojs/mdx/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { FEED_ITEM_LIMIT } from '../config/blog.ts';
import { feedHtml } from '../lib/feed-html.ts';
import { articlePath, canonicalUrl } from '../config/paths.ts';
import { getArticles, render, type ArticleEntry } from './articles.ts';
import { authorOf } from './authors.ts';
import { SITE_ORIGIN } from './site.ts';

const escapeXml = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** An article's body as HTML a feed reader can show on its own, with the content components the page hands it too. */
async function articleHtml(container: AstroContainer, entry: ArticleEntry, components: Record<string, unknown>): Promise<string> {
  const { Content } = await render(entry);
  return feedHtml(await container.renderToString(Content, { props: { components } }), canonicalUrl(articlePath(entry.id), SITE_ORIGIN));
}

/** The feed's items, newest first, with the full text in `content:encoded`, rendered with the components pages hand their content. */
export async function feedItems(components: Record<string, unknown>): Promise<RSSFeedItem[]> {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const newest = (await getArticles()).slice(0, FEED_ITEM_LIMIT);
  return Promise.all(
    newest.map(async (entry) => ({
      title: entry.data.title,
      description: entry.data.description,
      link: articlePath(entry.id),
      pubDate: entry.data.publishedDate,
      categories: [entry.data.category],
      // RSS's own <author> must be an email address; Dublin Core names the writer.
      customData: `<dc:creator>${escapeXml((await authorOf(entry)).data.name)}</dc:creator>`,
      content: await articleHtml(container, entry, components),
    })),
  );
}
