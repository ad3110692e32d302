/** The only place that queries the authors collection: author entries and their articles. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { ArticleEntry } from './articles.ts';

export type AuthorEntry = CollectionEntry<'authors'>;

export async function getAuthors(): Promise<AuthorEntry[]> {
  return getCollection('authors');
}

/** The author of an article; the schema already checked that the id exists. */
export async function authorOf(article: ArticleEntry): Promise<AuthorEntry> {
  const author = await getEntry(article.data.author);
  if (!author) throw new Error(`${article.id}: unknown author "${article.data.author.id}"`);
  return author;
}

/** Initials for the avatar: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
