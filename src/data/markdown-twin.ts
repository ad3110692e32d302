/** The Markdown twin of each published article, from the same entry its page is built from. */
import { isoDate } from '../lib/dates.ts';
import { offerText } from '../lib/deadline-offer.ts';
import type { MarkdownTwin } from '../lib/markdown-twin.ts';
import { articlePath, canonicalUrl } from '../config/paths.ts';
import type { ArticleEntry } from './articles.ts';
import { authorOf } from './authors.ts';
import { deadlineOfferOf } from './service-pages.ts';
import { SITE_ORIGIN } from './site.ts';

/** Everything the twin of `entry` is written from: the twin is `markdownTwin()` of it, and nothing else. */
export async function twinFields(entry: ArticleEntry): Promise<MarkdownTwin> {
  const { title, description, publishedDate, updatedDate, sources } = entry.data;
  return {
    title,
    description,
    author: (await authorOf(entry)).data.name,
    published: isoDate(publishedDate),
    updated: updatedDate && isoDate(updatedDate),
    canonical: canonicalUrl(articlePath(entry.id), SITE_ORIGIN),
    sources,
    body: await withOffersWorded(entry.body ?? ''),
  };
}

/** The body with each `<DeadlineOffer of="…" />` replaced by the words the page shows on the day of the build. */
async function withOffersWorded(body: string): Promise<string> {
  const tags = [...body.matchAll(/<DeadlineOffer of="([\w-]+)" \/>/g)];
  const words = await Promise.all(tags.map(async ([, id]) => offerText(await deadlineOfferOf(id!), new Date())));
  return tags.reduce((text, [tag], index) => text.replace(tag, words[index]!), body);
}
