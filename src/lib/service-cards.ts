/**
 * The service catalogue (/services) and the home page's service cards, derived from the services
 * collection so that every card links to a page that exists.
 */
import type { ServiceCategory } from '../config/service-catalog.ts';
import type { ServiceData } from '../schemas/service-frontmatter.ts';
import { servicePath } from '../config/paths.ts';

/** What the listings read from an entry of the services collection; a CollectionEntry<'services'> fits it. */
interface ServiceEntryLike {
  id: string;
  data: Pick<ServiceData, 'title' | 'description' | 'icon' | 'catalog' | 'home'>;
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  features: string[];
  href: string;
  /** Category badge, on the catalogue's cards only. */
  category?: ServiceCategory | undefined;
  /** A specialist practice, drawn after the core services as one wide card (home page only). */
  specialist?: boolean;
}

/** A listing's entries in its order (ties by id), each with the listing that put it there. */
function listed<L extends { order: number }>(entries: readonly ServiceEntryLike[], listingOf: (data: ServiceEntryLike['data']) => L | undefined) {
  return entries
    .flatMap((entry) => {
      const listing = listingOf(entry.data);
      return listing ? [{ entry, listing }] : [];
    })
    .sort((a, b) => a.listing.order - b.listing.order || a.entry.id.localeCompare(b.entry.id));
}

function card({ id, data }: ServiceEntryLike, features: string[]): ServiceCard {
  return { id, title: data.title, description: data.description, icon: data.icon, features, href: servicePath(id) };
}

/** Cards for /services: entries with `catalog`, in catalogue order, with their category. */
export function catalogCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  return listed(entries, (data) => data.catalog).map(({ entry, listing }) => ({ ...card(entry, listing.features), category: listing.category }));
}

/** Cards for the home page's services section: entries with `home`, core services first, each group in home order. */
export function homeCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  const cards = listed(entries, (data) => data.home).map(({ entry, listing }) => ({
    ...card(entry, listing.features),
    specialist: listing.specialist === true,
  }));
  return [...cards.filter((card) => !card.specialist), ...cards.filter((card) => card.specialist)];
}

/**
 * The services /services lists below its main cards ("More services"): every service without a
 * catalogue card, so every service page is reachable from the catalogue. A specialist practice is
 * marked and placed last, as on the home page, so the two pages call the same services specialist.
 */
export function moreCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  const cards = entries
    .filter(({ data }) => !data.catalog)
    .sort((a, b) => a.data.title.localeCompare(b.data.title))
    .map((entry) => ({ ...card(entry, entry.data.home?.features ?? []), specialist: entry.data.home?.specialist === true }));
  return [...cards.filter((card) => !card.specialist), ...cards.filter((card) => card.specialist)];
}
