/**
 * The service catalogue (/services) and the home page's service cards, derived from the services
 * collection: one order, the catalogue's, so the home page features exactly the services /services
 * puts first, and every card links to a page that exists.
 */
import { HOME_FEATURED_COUNT, SERVICE_GROUPS, type ServiceCategory } from '../config/service-catalog.ts';
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
  /** A specialist practice, drawn after the others of its list as one wide card. */
  specialist?: boolean;
}

/** Every entry in catalogue order: by its group's place in SERVICE_GROUPS, then by its order in the group, then by id. */
export function inCatalogOrder<E extends ServiceEntryLike>(entries: readonly E[]): E[] {
  const group = (entry: E) => SERVICE_GROUPS.findIndex(({ id }) => id === entry.data.catalog.group);
  return [...entries].sort((a, b) => group(a) - group(b) || a.data.catalog.order - b.data.catalog.order || a.id.localeCompare(b.id));
}

function card({ id, data }: ServiceEntryLike, features: string[]): ServiceCard {
  return {
    id,
    title: data.title,
    description: data.description,
    icon: data.icon,
    features,
    href: servicePath(id),
    specialist: data.catalog.specialist === true,
  };
}

/** Cards for /services: every service, in catalogue order, with its category. */
export function catalogCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  return inCatalogOrder(entries).map((entry) => ({ ...card(entry, entry.data.catalog.features), category: entry.data.catalog.category }));
}

/** The catalogue as /services shows it: each practice with its services, in catalogue order. */
export function catalogGroups(entries: readonly ServiceEntryLike[]) {
  const cards = catalogCards(entries);
  return SERVICE_GROUPS.map(({ id, title, intro }) => ({
    id,
    title,
    intro,
    cards: cards.filter((card) => entries.find((entry) => entry.id === card.id)!.data.catalog.group === id),
  })).filter((group) => group.cards.length > 0);
}

/** Cards for the home page: the first HOME_FEATURED_COUNT services of the catalogue, in its order, with their shorter home features where given. */
export function homeCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  return inCatalogOrder(entries)
    .slice(0, HOME_FEATURED_COUNT)
    .map((entry) => card(entry, entry.data.home?.features ?? entry.data.catalog.features));
}
