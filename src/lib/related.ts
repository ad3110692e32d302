/**
 * "Related reading" at the end of an article, computed instead of hand-listed: articles in the
 * same blog tab first, then the articles whose text is most alike (TF-IDF cosine similarity over
 * title, description and body), newest first on a tie.
 */
import type { ArticleCategory, BlogTab } from '../config/blog.ts';
import { inTab, type ArticleSummary } from './blog.ts';

type RelatedCandidate = Pick<ArticleSummary, 'slug' | 'category' | 'publishedDate'>;

/** Words that say nothing about a topic. */
const STOP_WORDS = new Set(
  'about after also and are aws best build from have how into more most practical practices than that the their them then there these they this what when where which while will with without would your'.split(
    ' ',
  ),
);

/** Word counts of a text: lowercased words of four letters or more, without stop words. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z][a-z0-9-]{3,}/g) ?? []) {
    if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** A text as a unit-length TF-IDF vector: term ids ascending, weights beside them. */
interface Vector {
  terms: Int32Array;
  weights: Float64Array;
}

/** Cosine similarity of two unit vectors: a merge over their sorted term ids. */
function dot(a: Vector, b: Vector): number {
  let sum = 0;
  for (let i = 0, j = 0; i < a.terms.length && j < b.terms.length; ) {
    const left = a.terms[i]!;
    const right = b.terms[j]!;
    if (left === right) sum += a.weights[i++]! * b.weights[j++]!;
    else if (left < right) i += 1;
    else j += 1;
  }
  return sum;
}

/** The specific tab (not "All") an article's category belongs to. */
function tabOf(category: ArticleCategory, tabs: readonly BlogTab[]): string | undefined {
  return tabs.find((tab) => tab.includes !== null && inTab(tab, category))?.key;
}

/** Related reading for every article of a set, from one TF-IDF model built once over all their texts. */
interface RelatedModel<T> {
  /** Up to `count` articles to read next after the article `slug`, never that article itself. */
  relatedTo(slug: string, count?: number): T[];
}

/**
 * Builds the model once: word counts, document frequencies and each text's unit vector. Each
 * question then compares one vector with its tab's (other tabs only when the tab runs short), so
 * a build that asks for every article does one model's work plus cheap dot products.
 */
export function relatedModel<T extends RelatedCandidate>(all: readonly T[], texts: ReadonlyMap<string, string>, tabs: readonly BlogTab[]): RelatedModel<T> {
  const counts = all.map((article) => termCounts(texts.get(article.slug) ?? ''));
  const documents = new Map<string, number>();
  for (const terms of counts) for (const word of terms.keys()) documents.set(word, (documents.get(word) ?? 0) + 1);
  const ids = new Map([...documents.keys()].map((word, id) => [word, id]));
  const vectors = counts.map((terms): Vector => {
    // A word found in every text weighs nothing (log 1): it is left out.
    const weighted = [...terms]
      .map(([word, count]) => [ids.get(word)!, count * Math.log(all.length / documents.get(word)!)] as const)
      .filter(([, weight]) => weight > 0)
      .sort((a, b) => a[0] - b[0]);
    const norm = Math.sqrt(weighted.reduce((sum, [, weight]) => sum + weight * weight, 0));
    return { terms: Int32Array.from(weighted, ([id]) => id), weights: Float64Array.from(weighted, ([, weight]) => weight / norm) };
  });
  const articles = all.map((article, index) => ({ article, index, tab: tabOf(article.category, tabs), time: Date.parse(article.publishedDate) }));
  const bySlug = new Map(articles.map((entry) => [entry.article.slug, entry]));
  type Scored = { entry: (typeof articles)[number]; likeness: number };
  const ranked = (own: Vector, candidates: readonly (typeof articles)[number][]): Scored[] =>
    candidates
      .map((entry) => ({ entry, likeness: dot(own, vectors[entry.index]!) }))
      .sort((a, b) => b.likeness - a.likeness || b.entry.time - a.entry.time || a.entry.article.slug.localeCompare(b.entry.article.slug));
  return {
    relatedTo(slug, count = 3) {
      const current = bySlug.get(slug);
      if (!current) throw new Error(`Related reading: no article "${slug}" in the model`);
      const own = vectors[current.index]!;
      const others = articles.filter((entry) => entry !== current);
      // Same tab first: articles of other tabs are only ranked when the tab has too few.
      const sameTab = others.filter((entry) => entry.tab === current.tab);
      const picked = ranked(own, sameTab).slice(0, count);
      if (picked.length < count)
        picked.push(
          ...ranked(
            own,
            others.filter((entry) => entry.tab !== current.tab),
          ).slice(0, count - picked.length),
        );
      return picked.map(({ entry }) => entry.article);
    },
  };
}
