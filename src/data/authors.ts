/** The only place that queries the authors collection: author entries and their articles. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { PEOPLE } from '../config/identity.ts';
import { servicePath } from '../config/paths.ts';
import { getServices } from './service-pages.ts';

export type AuthorEntry = CollectionEntry<'authors'>;

export async function getAuthors(): Promise<AuthorEntry[]> {
  return getCollection('authors');
}

/** The author of an article; the schema already checked that the id exists. */
export async function authorOf(article: CollectionEntry<'articles'>): Promise<AuthorEntry> {
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

/** The service pages of the practice an author leads, as links; a wrong id stops the build, naming the person. */
export async function practicesLedBy(author: AuthorEntry): Promise<{ title: string; href: string }[]> {
  const services = await getServices();
  return author.data.leads.map((id) => {
    const service = services.find((candidate) => candidate.id === id);
    if (!service) throw new Error(`leads of ${author.id} in PEOPLE, src/config/identity.ts: "${id}" is not a service (no content/services/${id}.mdx)`);
    return { title: service.data.title, href: servicePath(id) };
  });
}

/** The principal who leads a service's practice, if one is named for it in PEOPLE. */
export function practiceLead(serviceId: string): (typeof PEOPLE)[number] | undefined {
  return PEOPLE.find((person) => (person.leads as readonly string[]).includes(serviceId));
}
