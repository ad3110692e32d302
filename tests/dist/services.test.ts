import { describe, expect, it } from 'vitest';
import { SERVICE_IDS as IDS } from '../expected-site.ts';
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
      // The case-study cards are shared by design: a study appears on each service it exercised.
      const paragraphs = page(`/services/${id}`).doc.querySelectorAll('main p').filter((p) => !p.closest('[aria-labelledby="case-studies"]')).map((p) => p.text.replace(/\s+/g, ' ').trim());
      for (const text of paragraphs.filter((t) => t.length > 60)) {
        expect(seen.get(text), `"${text.slice(0, 60)}…" on ${id}`).toBeUndefined();
        seen.set(text, id);
      }
      for (const text of new Set(paragraphs)) if (!seen.has(text)) seen.set(text, id);
    }
  });
});

describe('service catalogue', () => {
  const cardsIn = (labelledby: string) =>
    page('/services').doc.querySelectorAll(`section[aria-labelledby="${labelledby}"] li`).filter((li) => li.querySelector('a')?.text.includes('Learn More'));

  it('shows six cards with their category badges and links', () => {
    const cards = cardsIn('catalogue-heading').filter((li) => li.querySelector('a')?.text.includes('Learn More'));
    expect(cards.map((card) => card.querySelector('a')!.getAttribute('href'))).toEqual([
      '/services/cloud-architecture',
      '/services/devops-automation',
      '/services/ai-ml-data-engineering',
      '/services/security-consulting',
      '/services/serverless-solutions',
      '/services/monitoring-observability',
    ]);
    const badges = cards.map((card) => card.querySelector('span.rounded-full')?.text.trim());
    expect(badges).toEqual(['Infrastructure', 'Automation', 'AI & Data', 'Security', 'Development', 'Operations']);
  });

  it('reaches every other service page from a "More practices" band', () => {
    const more = cardsIn('more-practices-heading').map((card) => card.querySelector('a')!.getAttribute('href'));
    const main = cardsIn('catalogue-heading').map((card) => card.querySelector('a')!.getAttribute('href'));
    expect([...main, ...more].sort()).toEqual(IDS.map((id) => `/services/${id}`).sort());
    expect(page('/services').doc.getElementById('more-practices-heading')?.parentNode?.text).toContain('More practices');
  });
});
