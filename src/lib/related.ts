/**
 * "Related reading" at the end of an article, computed instead of hand-listed: articles in the
 * same blog tab first, then the articles whose text is most alike (TF-IDF cosine similarity over
 * title, description and body), newest first on a tie.
 */
import type { ArticleCategory, BlogTab } from '../config/blog';
import { inTab } from './blog';

export interface RelatedCandidate {
  slug: string;
  category: ArticleCategory;
  /** ISO date (YYYY-MM-DD). */
  publishedDate: string;
}

/** Words that say nothing about a topic. */
const STOP_WORDS = new Set(
  'about after also and are aws best build from have how into more most practical practices than that the their them then there these they this what when where which while will with without would your'.split(' '),
);

/** Word counts of a text: lowercased words of four letters or more, without stop words. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z][a-z0-9-]{3,}/g) ?? []) {
    if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** How alike two texts are, 0 to 1, given how many documents each word appears in. */
function cosine(a: Map<string, number>, b: Map<string, number>, idf: (word: string) => number): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [word, count] of a) {
    const weight = count * idf(word);
    normA += weight * weight;
    const other = b.get(word);
    if (other) dot += weight * other * idf(word);
  }
  for (const [word, count] of b) normB += (count * idf(word)) ** 2;
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** The specific tab (not "All") an article's category belongs to. */
function tabOf(category: ArticleCategory, tabs: readonly BlogTab[]): string | undefined {
  return tabs.find((tab) => tab.includes !== null && inTab(tab, category))?.key;
}

/** Up to `count` articles to read next after `current`, never `current` itself; `texts` holds each article's text by slug. */
export function relatedArticles<T extends RelatedCandidate>(
  current: T,
  all: readonly T[],
  texts: ReadonlyMap<string, string>,
  tabs: readonly BlogTab[],
  count = 3,
): T[] {
  const terms = new Map(all.map((article) => [article.slug, termCounts(texts.get(article.slug) ?? '')]));
  const documents = new Map<string, number>();
  for (const counts of terms.values()) for (const word of counts.keys()) documents.set(word, (documents.get(word) ?? 0) + 1);
  const idf = (word: string) => Math.log(all.length / (documents.get(word) ?? all.length));
  const own = terms.get(current.slug)!;
  const tab = tabOf(current.category, tabs);
  return all
    .filter((candidate) => candidate.slug !== current.slug)
    .map((candidate) => ({
      candidate,
      sameTab: tabOf(candidate.category, tabs) === tab ? 1 : 0,
      likeness: cosine(own, terms.get(candidate.slug)!, idf),
    }))
    .sort(
      (a, b) =>
        b.sameTab - a.sameTab ||
        b.likeness - a.likeness ||
        Date.parse(b.candidate.publishedDate) - Date.parse(a.candidate.publishedDate) ||
        a.candidate.slug.localeCompare(b.candidate.slug),
    )
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
