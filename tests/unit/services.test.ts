import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './helpers/frontmatter.ts';
import { catalogCards, homeCards, moreCards } from '../../src/lib/service-cards.ts';
import { PEOPLE } from '../../src/config/identity.ts';
import { stepSpan } from '../../src/lib/step-durations.ts';
import { LEGACY_SERVICE_REDIRECTS } from '../../src/config/service-catalog.ts';
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

  it('derives the six catalogue cards in their order and categories', () => {
    expect(catalogCards(services).map((card) => [card.id, card.category])).toEqual([
      ['cloud-architecture', 'Infrastructure'],
      ['devops-automation', 'Automation'],
      ['ai-ml-data-engineering', 'AI & Data'],
      ['security-consulting', 'Security'],
      ['serverless-solutions', 'Development'],
      ['monitoring-observability', 'Operations'],
    ]);
  });

  it('orders the home cards by `home.order` (ties by id), core services before specialist practices, and leaves out services without `home`', () => {
    const entry = (id: string, order?: number, specialist?: boolean) => ({
      id,
      data: {
        title: id,
        description: id,
        icon: 'Cloud',
        ...(order !== undefined && { home: { order, features: ['a', 'b', 'c'], ...(specialist && { specialist }) } }),
      },
    });
    const cards = homeCards([entry('web3', 1, true), entry('devops', 3), entry('cloud', 2), entry('data'), entry('ai', 3), entry('iot', 0, true)]);
    expect(cards.map((card) => [card.href, card.specialist])).toEqual([
      ['/services/cloud', false],
      ['/services/ai', false],
      ['/services/devops', false],
      ['/services/iot', true],
      ['/services/web3', true],
    ]);
  });

  it('features on the home page only services that have a page, each with at least three features, and at least one specialist practice', () => {
    const cards = homeCards(services);
    // Every card leads to one of the ten service routes (listed above, independently of the cards).
    for (const card of cards) expect(SERVICE_ROUTES).toContain(card.href);
    for (const card of cards) expect(card.features.length).toBeGreaterThanOrEqual(3);
    expect(cards.filter((card) => card.specialist).length).toBeGreaterThan(0);
  });

  it('calls the same services specialist practices on /services as on the home page', () => {
    const homeSpecialists = homeCards(services).filter((card) => card.specialist);
    expect(homeSpecialists.length).toBeGreaterThan(0);
    const more = moreCards(services);
    // A specialist practice with a catalogue card would lose its label on /services.
    expect(more.filter((card) => card.specialist).map((card) => card.id)).toEqual(homeSpecialists.map((card) => card.id));
    // Marked and last, as on the home page.
    expect(more.slice(-homeSpecialists.length).every((card) => card.specialist)).toBe(true);
  });

  it('names one principal who leads each service page', () => {
    for (const id of ids) {
      const leads = PEOPLE.filter((person) => (person.leads as readonly string[]).includes(id)).map((person) => person.id);
      expect(leads, id).toHaveLength(1);
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
