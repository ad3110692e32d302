/**
 * Build-time access to the articles collection with everything derived from it: read time,
 * contents, card data. Pages, the feed and the explorer all read articles through here.
 */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import type { ArticleSummary } from '../lib/blog';
import { sortNewestFirst } from '../lib/blog';
import { isoDate } from '../lib/dates';
import { iconSvg } from '../lib/icons';
import { countWords, readMinutes } from '../lib/read-time';

export type ArticleEntry = CollectionEntry<'articles'>;

/** Where editors find an article, for error messages. */
export function articleFile(entry: ArticleEntry): string {
  return entry.filePath ?? `content/articles/${entry.id}.mdx`;
}

export function articleHref(slug: string): string {
  return `/blog/${slug}`;
}

/** All articles, newest first. */
export async function getArticles(): Promise<ArticleEntry[]> {
  const entries = await getCollection('articles');
  return sortNewestFirst(
    entries.map((entry) => ({ entry, publishedDate: isoDate(entry.data.publishedDate), title: entry.data.title })),
  ).map(({ entry }) => entry);
}

export function articleWords(entry: ArticleEntry): number {
  return countWords(entry.body ?? '');
}

export function articleMinutes(entry: ArticleEntry): number {
  return readMinutes(entry.body ?? '');
}

/** Card data for the blog explorer. */
export async function summarize(entry: ArticleEntry): Promise<ArticleSummary> {
  return {
    slug: entry.id,
    title: entry.data.title,
    description: entry.data.description,
    category: entry.data.category,
    iconSvg: await iconSvg(entry.data.icon, 'size-5'),
    publishedDate: isoDate(entry.data.publishedDate),
    readMinutes: articleMinutes(entry),
  };
}

export { render };
