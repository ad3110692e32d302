/**
 * The only place that queries the services collection. The catalogue, the home cards, the social
 * cards and the service pages ask here; `servicePage()` decides what a service page shows.
 */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { SITE } from '../config/identity.ts';
import { servicePath } from '../config/paths.ts';
import type { PageMeta } from '../lib/seo.ts';
import { catalogGroups, homeCards, inCatalogOrder } from '../lib/service-cards.ts';
import { faqPageJsonLd, serviceJsonLd } from '../lib/structured-data.ts';
import { SITE_ORIGIN } from './site.ts';

export type ServiceEntry = CollectionEntry<'services'>;

/** Every service, in the catalogue's order, so every list of services (llms.txt, the editor's choices) reads as /services does. */
export async function getServices(): Promise<ServiceEntry[]> {
  return inCatalogOrder(await getCollection('services'));
}

/** The listings built from the collection: the catalogue by practice and the home cards, its first services. */
export async function serviceListings() {
  const entries = await getServices();
  return { groups: catalogGroups(entries), home: homeCards(entries) };
}

/** A service's offer against a deadline, for `<DeadlineOffer of="<id>" />`; an id without one stops the build. */
export async function deadlineOfferOf(id: string): Promise<NonNullable<Data['deadlineOffer']>> {
  const entry = (await getServices()).find((service) => service.id === id);
  if (!entry?.data.deadlineOffer) throw new Error(`<DeadlineOffer of="${id}" />: content/services/${id}.mdx gives no deadlineOffer`);
  return entry.data.deadlineOffer;
}

type Data = ServiceEntry['data'];
type Tone = 'white' | 'muted' | 'dark';

/** A band of a service page built from one frontmatter section, and how it is drawn. */
export type ServiceSectionData = {
  /** Anchor and heading id. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string | undefined;
  tone: Tone;
} & (
  | { kind: 'icon-cards'; items: Data['benefits']['items'] }
  | { kind: 'offerings'; items: Data['offerings']['items'] }
  | { kind: 'text-cards'; items: { title: string; description: string; outcome?: string; services?: string[] }[]; numbered: boolean }
  | { kind: 'metrics'; items: NonNullable<Data['metrics']>['items'] }
);

/** The optional and list sections of a service page, in the order they appear. */
function sectionsOf(data: Data): ServiceSectionData[] {
  const band = <T>(id: string, eyebrow: string, tone: Tone, section: { title: string; intro?: string | undefined; items: T }) => ({
    id,
    eyebrow,
    tone,
    ...section,
  });
  const { benefits, offerings, useCases, complianceStandards, metrics, patterns, areas, methodologies, reasons } = data;
  const sections: (ServiceSectionData | undefined)[] = [
    { ...band('benefits', 'Benefits', 'muted', benefits), kind: 'icon-cards' },
    { ...band('offerings', 'What we deliver', 'white', offerings), kind: 'offerings' },
    useCases && { ...band('use-cases', 'Use cases', 'muted', useCases), kind: 'text-cards', numbered: false },
    complianceStandards && { ...band('compliance', 'Compliance standards', 'muted', complianceStandards), kind: 'text-cards', numbered: false },
    metrics && { ...band('metrics', 'Metrics', 'dark', metrics), kind: 'metrics' },
    patterns && { ...band('patterns', 'Patterns', 'muted', patterns), kind: 'text-cards', numbered: false },
    areas && { ...band('areas', 'Focus areas', 'muted', areas), kind: 'icon-cards' },
    methodologies && { ...band('methodologies', 'Methodologies', 'white', methodologies), kind: 'text-cards', numbered: true },
    reasons && { ...band('reasons', `Why ${SITE.name}`, 'dark', reasons), kind: 'icon-cards' },
  ];
  return sections.filter((section) => section !== undefined);
}

/** Everything a service page shows beyond its frontmatter sections. */
export function servicePage(entry: ServiceEntry) {
  const { title, description, catalog, faq } = entry.data;
  const path = servicePath(entry.id);
  /** The process band's background: white after a dark band, muted otherwise. */
  const processTone: Tone = entry.data.reasons || entry.data.metrics ? 'white' : 'muted';
  return {
    meta: { title, description, path } satisfies PageMeta,
    jsonLd: [serviceJsonLd({ title, description, path, category: catalog?.category }, SITE_ORIGIN), ...(faq ? [faqPageJsonLd(faq.items)] : [])],
    /** Heading of the overview band: "<service> at <company>". */
    overviewTitle: `${title} at ${SITE.name}`,
    sections: sectionsOf(entry.data),
    processTone,
  };
}
export type ServicePage = ReturnType<typeof servicePage>;

export { render };
