/**
 * The service catalogue (/services) and the home page's service cards, derived from the services
 * collection so that every card links to a page that exists.
 */
import type { ServiceCategory } from '../config/services';

/** The part of a service entry the listings need; a CollectionEntry<'services'> fits it. */
export interface ServiceEntryLike {
  id: string;
  data: {
    title: string;
    description: string;
    icon: string;
    catalog?: { category: ServiceCategory; order: number; features: string[] } | undefined;
    home?: { order: number; features: string[] } | undefined;
  };
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  features: string[];
  href: string;
}

export interface CatalogCard extends ServiceCard {
  category: ServiceCategory;
}

/** The route of a service's detail page. */
export function serviceHref(id: string): string {
  return `/services/${id}`;
}

/** Entries that have a listing (`catalog` or `home`), in its order, as cards plus the listing. */
function listed<L extends { order: number; features: string[] }>(
  entries: readonly ServiceEntryLike[],
  listingOf: (data: ServiceEntryLike['data']) => L | undefined,
): { card: ServiceCard; listing: L }[] {
  return entries
    .flatMap(({ id, data }) => {
      const listing = listingOf(data);
      return listing ? [{ id, data, listing }] : [];
    })
    .sort((a, b) => a.listing.order - b.listing.order || a.id.localeCompare(b.id))
    .map(({ id, data, listing }) => ({
      card: { id, title: data.title, description: data.description, icon: data.icon, features: listing.features, href: serviceHref(id) },
      listing,
    }));
}

/** Cards for /services: entries with `catalog`, in catalogue order, with their category. */
export function catalogCards(entries: readonly ServiceEntryLike[]): CatalogCard[] {
  return listed(entries, (data) => data.catalog).map(({ card, listing }) => ({ ...card, category: listing.category }));
}

/** Cards for the home page's services section: entries with `home`, in home order. */
export function homeCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  return listed(entries, (data) => data.home).map(({ card }) => card);
}
