import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../src/config/identity.ts';
import { HOME_FEATURED_COUNT } from '../../src/config/service-catalog.ts';
import { authorPath, servicePath } from '../../src/config/paths.ts';
import type { ServiceData } from '../../src/schemas/service-frontmatter.ts';
import { SERVICE_IDS as IDS } from '../expected-site.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { page } from './site.ts';

/** Visible text of <main>, whitespace collapsed. */
const mainText = (route: string) => page(route).doc.querySelector('main')!.text.replace(/\s+/g, ' ').trim();

describe('service pages', () => {
  it.each(IDS)('/services/%s has a hero, benefits, offerings, a 3–5 step process, a call to action and real copy', (id) => {
    const { doc } = page(`/services/${id}`);
    for (const section of ['overview', 'benefits', 'offerings', 'process']) expect(doc.getElementById(section), section).not.toBeNull();
    const steps = doc.querySelectorAll('[aria-labelledby="process"] ol > li');
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(doc.querySelectorAll('section[aria-labelledby^="cta-"] a').length).toBeGreaterThan(0);
    expect(mainText(`/services/${id}`).length).toBeGreaterThanOrEqual(1500);
  });

  it.each(IDS)('/services/%s opens with its engagement beside the headline: each step, its duration, a bar to scale and who leads', (id) => {
    const { doc } = page(`/services/${id}`);
    const hero = doc.querySelector('main [data-first-screen]')!;
    const glance = hero.querySelectorAll('ol > li');
    const steps = doc.querySelectorAll('[aria-labelledby="process"] ol > li');
    expect(glance).toHaveLength(steps.length);
    for (const [index, step] of steps.entries()) {
      // The process band prints each step's title in its h3 and its duration beside it.
      const title = step.querySelector('h3')!.text.replace(/^\s*Step \d+:\s*/, '').trim();
      expect(glance[index]!.text).toContain(title.replace(/\s+/g, ' '));
      expect(glance[index]!.querySelectorAll('svg rect, svg line').length).toBeGreaterThan(0);
    }
    // Every engagement has a principal accountable for it, so every service page names one.
    const lead = PEOPLE.find((person) => (person.leads as readonly string[]).includes(id));
    expect(lead, `no principal in PEOPLE leads ${id}`).toBeDefined();
    const leadLinks = hero.querySelectorAll(`a[href="${authorPath(lead!.id)}"]`);
    expect(leadLinks.length).toBe(1);
    expect(leadLinks[0]!.parentNode!.text.replace(/\s+/g, ' ')).toContain(`Led by ${lead!.name}`);
  });

  it('has the extra sections each page is specified with', () => {
    const has = (id: string, section: string) => page(`/services/${id}`).doc.getElementById(section) !== null;
    expect(has('ai-ml-solutions', 'use-cases')).toBe(true);
    expect(has('security-consulting', 'compliance')).toBe(true);
    expect(has('observability', 'metrics')).toBe(true);
    expect(has('process-optimization', 'areas')).toBe(true);
    expect(has('process-optimization', 'methodologies')).toBe(true);
    expect(has('serverless-solutions', 'patterns')).toBe(true);
    for (const section of ['reasons', 'focus', 'faq']) expect(has('web3-development', section), section).toBe(true);
  });

  it('shares no paragraph between two service pages', () => {
    const seen = new Map<string, string>();
    for (const id of IDS) {
      // Shared by design: a study's card appears on each service it exercised, and the line naming
      // a practice's lead (linking to their page) on each service that practice offers.
      const paragraphs = page(`/services/${id}`)
        .doc.querySelectorAll('main p')
        .filter((p) => !p.closest('[aria-labelledby="case-studies"]') && !p.querySelector('a[href^="/authors/"]'))
        .map((p) => p.text.replace(/\s+/g, ' ').trim());
      for (const text of paragraphs.filter((t) => t.length > 60)) {
        expect(seen.get(text), `"${text.slice(0, 60)}…" on ${id}`).toBeUndefined();
        seen.set(text, id);
      }
      for (const text of new Set(paragraphs)) if (!seen.has(text)) seen.set(text, id);
    }
  });
});

describe('service catalogue', () => {
  /** The service links of a page's cards, in page order. */
  const cardLinks = (route: string, within: string) =>
    page(route)
      .doc.querySelectorAll(`${within} li a`)
      .filter((a) => a.text.includes('Learn More'))
      .map((a) => a.getAttribute('href'));

  it('shows every service on /services once, grouped by practice, each card with its category badge', () => {
    const cards = cardLinks('/services', 'main section[aria-labelledby^="practice-"]');
    expect([...cards].sort()).toEqual(IDS.map((id) => servicePath(id)).sort());
    const services = readFrontmatter<ServiceData>('content/services');
    for (const section of page('/services').doc.querySelectorAll('main section[aria-labelledby^="practice-"]')) {
      const group = section.getAttribute('aria-labelledby')!.slice('practice-'.length);
      for (const li of section.querySelectorAll('li').filter((item) => item.querySelector('a')?.text.includes('Learn More'))) {
        const id = li.querySelector('a')!.getAttribute('href')!.slice('/services/'.length);
        const data = services.find((service) => service.id === id)!.data;
        expect(data.catalog.group, id).toBe(group);
        expect(li.text, id).toContain(data.catalog.category);
      }
    }
  });

  it('features on the home page the services /services puts first, in the same order', () => {
    const home = cardLinks('/', '#services');
    expect(home.length).toBe(HOME_FEATURED_COUNT);
    expect(home).toEqual(cardLinks('/services', 'main section[aria-labelledby^="practice-"]').slice(0, home.length));
  });
});
