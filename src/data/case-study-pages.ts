/**
 * The only place that queries the case-studies collection. The listing, each study's page, the
 * service pages and the author pages ask here, so what a study links to is decided once.
 */
import { getCollection, getEntry, render, type CollectionEntry } from 'astro:content';
import { HOME_PROOF_STUDIES } from '../config/home-proof.ts';
import { STATS } from '../config/identity.ts';
import { clientLabel, engagementLabel, teamLabel, teamSize } from '../lib/case-study-labels.ts';
import { formatLongDate, isoDate } from '../lib/dates.ts';
import { showOutcome, type ShownOutcome } from '../lib/outcome-scale.ts';
import { CASE_STUDIES_PATH, caseStudyPath, servicePath } from '../config/paths.ts';
import type { PageMeta } from '../lib/seo.ts';
import { caseStudyJsonLd, itemListJsonLd } from '../lib/structured-data.ts';
import { byline, entryFile, getArticles, summarize } from './articles.ts';
import { getServices } from './service-pages.ts';
import { SITE_ORIGIN } from './site.ts';
type CaseStudyEntry = CollectionEntry<'case-studies'>;
type Data = CaseStudyEntry['data'];

/**
 * Astro only logs a reference to an entry that does not exist, and the page would then link to
 * nothing. A study's references are its evidence, so a wrong id stops the build, naming the field.
 */
async function checkReferences(entries: readonly CaseStudyEntry[]): Promise<void> {
  const services = new Set((await getServices()).map((service) => service.id));
  const articles = new Set((await getCollection('articles')).map((article) => article.id));
  const problems = entries.flatMap((entry) => [
    ...entry.data.engagement.services.flatMap(({ id }, index) =>
      services.has(id) ? [] : [`${entryFile(entry)}: engagement.services.${index} is "${id}", which is not a service (no content/services/${id}.mdx)`],
    ),
    ...entry.data.articles.flatMap(({ id }, index) =>
      articles.has(id) ? [] : [`${entryFile(entry)}: articles.${index} is "${id}", which is not an article (no content/articles/${id}.mdx)`],
    ),
  ]);
  if (problems.length) throw new Error(`Case studies refer to pages that do not exist:\n${problems.join('\n')}`);
}

let checked: Promise<CaseStudyEntry[]> | undefined;

/** Every case study, newest first (then by title), with its references checked. */
export function getCaseStudies(): Promise<CaseStudyEntry[]> {
  checked ??= (async () => {
    const entries = await getCollection('case-studies');
    await checkReferences(entries);
    return entries.sort((a, b) => b.data.publishedDate.getTime() - a.data.publishedDate.getTime() || a.data.title.localeCompare(b.data.title));
  })();
  return checked;
}

/** An outcome as every page prints it: what was measured, the figures, their change and how it was measured. */
type StudyOutcome = ShownOutcome & { metric: string; measured: string };

function outcomesOf(entry: CaseStudyEntry): StudyOutcome[] {
  return entry.data.outcomes.map((outcome) => {
    try {
      return { metric: outcome.metric, measured: outcome.measured, ...showOutcome(outcome) };
    } catch (error) {
      throw new Error(`${entryFile(entry)}: outcome "${outcome.metric}" cannot be printed`, { cause: error });
    }
  });
}

/** What a study's card shows on the listing, a service page and an author page. */
export type CaseStudyCard = Awaited<ReturnType<typeof card>>;

/** The services a study exercised, as links, in the order the study lists them. */
async function servicesOf(entry: CaseStudyEntry) {
  const services = await getServices();
  return entry.data.engagement.services.map(({ id }) => {
    const service = services.find((candidate) => candidate.id === id)!;
    return { title: service.data.title, href: servicePath(id) };
  });
}

async function leadOf(entry: CaseStudyEntry) {
  const author = await getEntry(entry.data.engagement.lead);
  if (!author)
    throw new Error(`${entryFile(entry)}: engagement.lead is "${entry.data.engagement.lead.id}", which is not one of PEOPLE in src/config/identity.ts`);
  return author;
}

async function card(entry: CaseStudyEntry) {
  const { title, description, icon, client } = entry.data;
  return {
    slug: entry.id,
    href: caseStudyPath(entry.id),
    title,
    description,
    icon,
    /** "Industry · size · region". */
    client: clientLabel(client),
    /** The first outcome: the figure the study leads with. */
    headline: outcomesOf(entry)[0]!,
    services: await servicesOf(entry),
    lead: (await leadOf(entry)).data.name,
  };
}

/** Cards of the studies the home page's hero leads with (HOME_PROOF_STUDIES), in that order. */
export async function homeProofStudies(): Promise<CaseStudyCard[]> {
  const studies = await getCaseStudies();
  return Promise.all(
    HOME_PROOF_STUDIES.map((id) => {
      const entry = studies.find((study) => study.id === id);
      if (!entry) throw new Error(`src/config/home-proof.ts: HOME_PROOF_STUDIES names "${id}", which is not in content/case-studies`);
      return card(entry);
    }),
  );
}

const cardsOf = async (wanted: (engagement: Data['engagement']) => boolean) =>
  Promise.all((await getCaseStudies()).filter((entry) => wanted(entry.data.engagement)).map(card));

/** Cards of the studies that exercised a service: the service page lists them. */
export const caseStudiesOfService = (serviceId: string) => cardsOf(({ services }) => services.some(({ id }) => id === serviceId));

/** Cards of the studies a person led: their author page lists them. */
export const caseStudiesLedBy = (authorId: string) => cardsOf(({ lead }) => lead.id === authorId);

/**
 * The /case-studies page: every study, led by the one the home page leads with (the first of
 * HOME_PROOF_STUDIES) and the rest newest first, then how the headline figures are counted.
 */
export async function caseStudyListing() {
  const studies = await getCaseStudies();
  const lead = studies.findIndex((study) => study.id === HOME_PROOF_STUDIES[0]);
  const ordered = lead > 0 ? [studies[lead]!, ...studies.filter((_, index) => index !== lead)] : studies;
  const cards = await Promise.all(ordered.map(card));
  return {
    meta: {
      title: 'Case Studies',
      description: 'Engagements we have run, told with the figures before and after, how each was measured, what went wrong and what we would change.',
      path: CASE_STUDIES_PATH,
    } satisfies PageMeta,
    jsonLd: [itemListJsonLd(cards, SITE_ORIGIN)],
    cards,
    /** The home page's headline figures, each with how it is counted. */
    counts: STATS.map(({ value, label, counted }) => ({ value, label, description: counted })),
  };
}

/** Everything a study's page shows, decided from its entry. */
export async function caseStudyPage(entry: CaseStudyEntry) {
  const { title, description, publishedDate, client, engagement, problem, approach, quote } = entry.data;
  const path = caseStudyPath(entry.id);
  const lead = byline(await leadOf(entry));
  const services = await servicesOf(entry);
  const published = await getArticles();
  const articles = entry.data.articles.flatMap(({ id }) => published.filter((article) => article.id === id));
  return {
    meta: { title, description, path, type: 'article', publishedTime: publishedDate.toISOString() } satisfies PageMeta,
    jsonLd: [caseStudyJsonLd({ title, description, path, publishedDate, services, author: lead }, SITE_ORIGIN)],
    published: { iso: isoDate(publishedDate), text: formatLongDate(publishedDate) },
    /** The at-a-glance facts: client, engagement, team. */
    facts: [
      { label: 'Client', value: clientLabel(client) },
      { label: 'Engagement', value: engagementLabel(engagement.weeks, engagement.year) },
      { label: `Team of ${teamSize(engagement.team)}`, value: teamLabel(engagement.team) },
    ],
    services,
    lead,
    problem,
    approach,
    outcomes: outcomesOf(entry),
    quote,
    /** Published articles on the techniques it used; an article held back from this build is left out. */
    articles: await Promise.all(articles.map(summarize)),
  };
}
export type CaseStudyPage = Awaited<ReturnType<typeof caseStudyPage>>;

export { render };
