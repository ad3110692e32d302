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

/** Cards for /services: entries with `catalog`, in catalogue order. */
export function catalogCards(entries: readonly ServiceEntryLike[]): CatalogCard[] {
  return entries
    .flatMap(({ id, data }) => (data.catalog ? [{ id, data, listing: data.catalog }] : []))
    .sort((a, b) => a.listing.order - b.listing.order || a.id.localeCompare(b.id))
    .map(({ id, data, listing }) => ({
      id,
      title: data.title,
      description: data.description,
      icon: data.icon,
      features: listing.features,
      category: listing.category,
      href: serviceHref(id),
    }));
}

/** Cards for the home page's services section: entries with `home`, in home order. */
export function homeCards(entries: readonly ServiceEntryLike[]): ServiceCard[] {
  return entries
    .flatMap(({ id, data }) => (data.home ? [{ id, data, listing: data.home }] : []))
    .sort((a, b) => a.listing.order - b.listing.order || a.id.localeCompare(b.id))
    .map(({ id, data, listing }) => ({
      id,
      title: data.title,
      description: data.description,
      icon: data.icon,
      features: listing.features,
      href: serviceHref(id),
    }));
}
