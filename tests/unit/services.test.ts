import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './helpers/frontmatter.ts';
import { catalogCards, catalogGroups, homeCards } from '../../src/lib/service-cards.ts';
import { PROJECT_OPTIONS } from '../../src/config/forms.ts';
import { PEOPLE } from '../../src/config/identity.ts';
import { stepSpan } from '../../src/lib/step-durations.ts';
import { HOME_FEATURED_COUNT, LEGACY_SERVICE_REDIRECTS, SERVICE_GROUPS } from '../../src/config/service-catalog.ts';
import { BLOG_PATH, CASE_STUDIES_PATH, CONTACT_PATH } from '../../src/config/paths.ts';
import type { ServiceData } from '../../src/schemas/service-frontmatter.ts';

const services = readFrontmatter<ServiceData>('content/services');

const ids = new Set(services.map((entry) => entry.id));
/** The ten service detail routes the site is specified with. */
const SERVICE_IDS = [
  'ai-ml-data-engineering',
  'ai-ml-solutions',
  'cloud-architecture',
  'devops-automation',
  'monitoring-observability',
  'observability',
  'process-optimization',
  'security-consulting',
  'serverless-solutions',
  'web3-development',
];
const SERVICE_ROUTES = SERVICE_IDS.map((id) => `/services/${id}`);

describe('services collection', () => {
  it('has one entry for each of the ten detail routes', () => {
    expect([...ids].sort()).toEqual(SERVICE_IDS);
  });

  it('lists every service once on /services, grouped by practice in the catalogue’s order', () => {
    const groups = catalogGroups(services);
    expect(groups.flatMap((group) => group.cards.map((card) => card.id)).sort()).toEqual(SERVICE_IDS);
    expect(groups.map((group) => group.id)).toEqual(SERVICE_GROUPS.map((group) => group.id).filter((id) => groups.some((group) => group.id === id)));
    expect(catalogCards(services).map((card) => card.id)).toEqual(groups.flatMap((group) => group.cards.map((card) => card.id)));
    for (const card of catalogCards(services)) expect(card.category, card.id).toBeDefined();
  });

  it('features on the home page the services /services puts first, in the same order', () => {
    expect(homeCards(services).map((card) => card.href)).toEqual(
      catalogCards(services)
        .slice(0, HOME_FEATURED_COUNT)
        .map((card) => card.href),
    );
    expect(homeCards(services)).toHaveLength(HOME_FEATURED_COUNT);
    // Every card leads to one of the ten service routes (listed above, independently of the cards).
    for (const card of homeCards(services)) expect(SERVICE_ROUTES).toContain(card.href);
  });

  it('orders by practice first, then by the order within it', () => {
    const entry = (id: string, group: string, order: number) => ({
      id,
      data: { title: id, description: id, icon: 'Cloud', catalog: { group, order, category: 'Operations', features: ['a', 'b', 'c'] } },
    });
    const entries = [
      entry('ops', 'operations', 1),
      entry('serverless', 'cloud', 2),
      entry('cloud', 'cloud', 1),
      entry('devops', 'delivery-security', 1),
    ] as Parameters<typeof catalogCards>[0];
    expect(catalogCards(entries).map((card) => card.id)).toEqual(['cloud', 'serverless', 'devops', 'ops']);
  });

  it('labels each contact option with the catalogue title of the service it stands for', () => {
    const titles = new Map(services.map((entry) => [entry.id, entry.data.title]));
    const mapped = PROJECT_OPTIONS.filter((option) => 'service' in option);
    expect(mapped.length).toBeGreaterThan(0);
    for (const option of mapped) expect(option.label, option.value).toBe(titles.get(option.service));
  });

  it('names one principal who leads each service page, one per practice, none leading more than three', () => {
    for (const id of ids) {
      const leads = PEOPLE.filter((person) => (person.leads as readonly string[]).includes(id)).map((person) => person.id);
      expect(leads, id).toHaveLength(1);
    }
    for (const person of PEOPLE) expect(person.leads.length, person.id).toBeLessThanOrEqual(3);
    for (const group of catalogGroups(services)) {
      const leads = new Set(group.cards.map((card) => PEOPLE.find((person) => (person.leads as readonly string[]).includes(card.id))?.id));
      expect(leads.size, group.id).toBe(1);
    }
  });

  it('adds up the process steps to the lengths the page’s answers promise', () => {
    const WEEKS_PER_MONTH = 52 / 12;
    const weeks = (steps: readonly { duration?: string | undefined }[]) =>
      steps
        .map((step) => stepSpan(step.duration))
        .reduce<{ min: number; max: number }>((sum, span) => (typeof span === 'object' ? { min: sum.min + span.min, max: sum.max + span.max } : sum), {
          min: 0,
          max: 0,
        });
    const checked = services.flatMap(({ id, data }) => {
      const answers = (data.faq?.items ?? []).map((item) => item.answer.replace(/\s+/g, ' ')).join(' ');
      const pilot = /(\d+)–(\d+) weeks end to end/.exec(answers);
      const production = /(\d+)–(\d+) months after a go decision/.exec(answers);
      if (!pilot && !production) return [];
      const steps = data.process.items;
      const pilotStep = steps.findIndex((step) => /pilot/i.test(step.title));
      expect(pilotStep, `${id}: no process step is the pilot`).toBeGreaterThanOrEqual(0);
      if (pilot) {
        // Preparation and the pilot itself; the readout after it takes days, not weeks.
        const span = weeks(steps.slice(0, pilotStep + 1));
        expect(span.min, `${id}: shortest pilot`).toBeGreaterThanOrEqual(Number(pilot[1]));
        expect(span.max, `${id}: longest pilot`).toBeLessThanOrEqual(Number(pilot[2]));
      }
      if (production) {
        const span = weeks(steps.slice(pilotStep + 1));
        expect(span.min, `${id}: shortest path to production`).toBeGreaterThanOrEqual(Number(production[1]) * WEEKS_PER_MONTH - 0.01);
        expect(span.max, `${id}: longest path to production`).toBeLessThanOrEqual(Number(production[2]) * WEEKS_PER_MONTH);
      }
      return [id];
    });
    expect(checked.length).toBeGreaterThan(0);
  });

  it('redirects the old addresses to pages that exist', () => {
    for (const target of Object.values(LEGACY_SERVICE_REDIRECTS)) expect(ids.has(target.replace('/services/', ''))).toBe(true);
  });

  it('gives Web3 development its specified sections: offerings, reasons, focus areas, questions, and calls to the contact form, case studies and blog', () => {
    const web3 = services.find((entry) => entry.id === 'web3-development')!.data;
    expect(web3.hero.badges.length).toBeGreaterThan(0);
    expect(web3.hero.actions.map((action) => action.href)).toEqual([CONTACT_PATH, CASE_STUDIES_PATH]);
    for (const section of [web3.offerings, web3.reasons, web3.focus, web3.faq]) expect(section?.items.length).toBeGreaterThan(0);
    expect(web3.cta.actions.map((action) => action.href).sort()).toEqual([BLOG_PATH, CONTACT_PATH].sort());
  });
});
