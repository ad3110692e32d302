/**
 * The only place that queries the articles collection. Pages, the feed, the social cards and the
 * blog explorer ask here, and `articlePage()` decides everything an article page shows, so the
 * layout only renders.
 */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { BLOG_TABS } from '../config/blog.ts';
import type { ArticleSummary, PullFigure } from '../lib/blog.ts';
import { categoryLabel, readTimeLabel, sortNewestFirst } from '../lib/blog.ts';
import { formatLongDate, formatMonthYear, isoDate } from '../lib/dates.ts';
import { articleMarkdownPath, articlePath, authorPath, canonicalUrl } from '../config/paths.ts';
import { heldBackReason } from '../lib/publishing.ts';
import { relatedModel } from '../lib/related.ts';
import { countWords, minutesFor } from '../lib/read-time.ts';
import type { PageMeta } from '../lib/seo.ts';
import { blogPostingJsonLd } from '../lib/structured-data.ts';
import { contentsOf, type Heading } from '../lib/toc.ts';
import { sha256Hex } from '../lib/digest.ts';
import { authorOf, type AuthorEntry } from './authors.ts';
import { FORM_ACTIONS, SITE_ORIGIN } from './site.ts';

export type ArticleEntry = CollectionEntry<'articles'>;

/** Where editors find an entry of a folder collection, for error messages. */
export function entryFile(entry: { collection: string; id: string; filePath?: string | undefined }): string {
  return entry.filePath ?? `content/${entry.collection}/${entry.id}.mdx`;
}

/** When this build runs: drafts and articles dated after it are held back in production. */
const BUILD_TIME = new Date();

/** Everything derived from all published articles together, computed once and shared by every page. */
async function buildIndex() {
  const all = await getCollection('articles');
  const held = import.meta.env.PROD
    ? all.flatMap((entry) => {
        const reason = heldBackReason(entry.data, BUILD_TIME);
        return reason ? [{ entry, reason }] : [];
      })
    : [];
  if (held.length) {
    console.info(`[articles] held back from this build: ${held.map(({ entry, reason }) => `${entry.id} (${reason})`).join(', ')}`);
  }
  const heldBack = new Set(held.map((item) => item.entry));
  const entries = sortNewestFirst(
    all.filter((entry) => !heldBack.has(entry)).map((entry) => ({ entry, publishedDate: isoDate(entry.data.publishedDate), title: entry.data.title })),
  ).map(({ entry }) => entry);
  const wordsOf = new Map(entries.map((entry) => [entry.id, countWords(entry.body ?? '')]));
  const summaries = entries.map(
    (entry): ArticleSummary => ({
      slug: entry.id,
      title: entry.data.title,
      description: entry.data.description,
      category: entry.data.category,
      icon: entry.data.icon,
      publishedDate: isoDate(entry.data.publishedDate),
      ...(entry.data.updatedDate && { updatedDate: isoDate(entry.data.updatedDate) }),
      readMinutes: minutesFor(wordsOf.get(entry.id)!),
    }),
  );
  // What "related reading" compares: each article's title, description and body.
  const texts = new Map(entries.map((entry) => [entry.id, `${entry.data.title} ${entry.data.description} ${entry.body ?? ''}`]));
  return {
    /** Newest first; `summaries` (card data) in the same order. */
    entries,
    summaries,
    summaryOf: new Map(summaries.map((summary) => [summary.slug, summary])),
    wordsOf,
    related: relatedModel(summaries, texts, BLOG_TABS),
  };
}

/** The pull figure of the article at `slug`, for the blog's lead card. */
export async function pullFigureOf(slug: string): Promise<PullFigure | undefined> {
  return (await articleIndex()).entries.find((entry) => entry.id === slug)?.data.pullFigure;
}

/**
 * Built once per production build (its content cannot change while it runs), so the build's work
 * grows linearly with the articles; `npm run dev` rebuilds it per request, to show edits.
 */
let builtIndex: ReturnType<typeof buildIndex> | undefined;
function articleIndex(): ReturnType<typeof buildIndex> {
  if (!import.meta.env.PROD) return buildIndex();
  return (builtIndex ??= buildIndex());
}

/** The articles this build publishes (every article in `npm run dev`), newest first. */
export async function getArticles(): Promise<ArticleEntry[]> {
  return (await articleIndex()).entries;
}

/** Card data for the blog explorer and article lists. */
export async function summarize(entry: ArticleEntry): Promise<ArticleSummary> {
  const summary = (await articleIndex()).summaryOf.get(entry.id);
  if (!summary) throw new Error(`${entryFile(entry)} is not published in this build`);
  return summary;
}

/** Every published article's card data, newest first. */
export async function getSummaries(): Promise<ArticleSummary[]> {
  return (await articleIndex()).summaries;
}

/**
 * Astro's incremental build key of an article page: everything it is rendered from besides its code
 * and MDX body (Astro tracks those): frontmatter, author, related reading (which any article's text
 * can move), read time, the site's addresses and the footer's year.
 */
export async function articlePageKey(entry: ArticleEntry): Promise<string> {
  const index = await articleIndex();
  return sha256Hex(
    JSON.stringify({
      data: entry.data,
      body: entry.body,
      author: (await authorOf(entry)).data,
      summary: index.summaryOf.get(entry.id),
      related: index.related.relatedTo(entry.id),
      site: [SITE_ORIGIN, FORM_ACTIONS],
      year: new Date().getFullYear(),
    }),
  );
}

/** Everything an article page shows (the layout only renders it). */
export type ArticlePage = Awaited<ReturnType<typeof articlePage>>;

/** Byline and author box. */
export function byline(author: AuthorEntry) {
  const { name, role, bio, profileUrl, portrait } = author.data;
  return { name, role, bio, profileUrl, href: authorPath(author.id), portrait };
}

/** Everything an article page shows, decided from the entry and its rendered headings. */
export async function articlePage(entry: ArticleEntry, headings: readonly Heading[]) {
  const { title, description, category, publishedDate, updatedDate } = entry.data;
  const path = articlePath(entry.id);
  const author = byline(await authorOf(entry));
  const index = await articleIndex();
  const current = await summarize(entry);
  return {
    meta: {
      title,
      description,
      path,
      type: 'article',
      publishedTime: publishedDate.toISOString(),
      modifiedTime: updatedDate?.toISOString(),
      markdownPath: articleMarkdownPath(entry.id),
    } satisfies PageMeta,
    jsonLd: [blogPostingJsonLd({ title, description, path, category, publishedDate, updatedDate, words: index.wordsOf.get(entry.id)!, author }, SITE_ORIGIN)],
    contents: contentsOf(headings, entryFile(entry)),
    readTime: readTimeLabel(current.readMinutes),
    categoryLabel: categoryLabel(BLOG_TABS, category),
    published: { iso: isoDate(publishedDate), text: formatLongDate(publishedDate) },
    updated: updatedDate && { iso: isoDate(updatedDate), text: formatLongDate(updatedDate), month: formatMonthYear(updatedDate) },
    url: canonicalUrl(path, SITE_ORIGIN),
    author,
    sources: entry.data.sources,
    related: index.related.relatedTo(current.slug),
    // The view-transition name its blog card's title shares with its heading.
    transitionName: `article-${entry.id}`,
  };
}

export { render };
