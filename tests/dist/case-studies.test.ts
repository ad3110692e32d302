/**
 * Case studies in the built site, for however many studies content/ holds: each has its page, its
 * sitemap entry and structured data, links only to pages that exist, stays out of the feed, and
 * is listed wherever a buyer would look for it (the listing, its services, its lead's page).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../scripts/test-support/site-origin.mjs';
import { STATS } from '../../src/config/identity.ts';
import { CASE_STUDIES_PATH, HOW_WE_COUNT_ID, HOW_WE_COUNT_PATH, authorPath, canonicalUrl, caseStudyPath, servicePath } from '../../src/config/paths.ts';
import { showOutcome, type OutcomeFigures } from '../../src/lib/outcome-scale.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { fileFor, jsonLd, page, pages } from './site.ts';

interface StudyFrontmatter {
  title: string;
  engagement: { services: string[]; lead: string };
  outcomes: (OutcomeFigures & { metric: string; measured: string })[];
}

const studies = readFrontmatter<StudyFrontmatter>('content/case-studies');
const byStudy = studies.map((study) => [study.id, study] as const);
const text = (route: string) => page(route).doc.querySelector('main')!.text.replace(/\s+/g, ' ');
const linksOn = (route: string) => new Set(page(route).doc.querySelectorAll('main a').map((a) => a.getAttribute('href')));
const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');

describe('each case study', () => {
  it.each(byStudy)('%s has its page, titled by the study, and a sitemap entry', (id, study) => {
    expect(page(caseStudyPath(id)).doc.querySelector('h1')!.text.trim()).toBe(study.data.title);
    expect(sitemap).toContain(`<loc>${canonicalUrl(caseStudyPath(id), SITE_ORIGIN)}</loc>`);
  });

  it.each(byStudy)('%s describes itself as an Article about the services it exercised, which exist', (id, study) => {
    const article = jsonLd(page(caseStudyPath(id)).doc).find((data) => data['@type'] === 'Article')!;
    expect(article.url).toBe(canonicalUrl(caseStudyPath(id), SITE_ORIGIN));
    const about = article.about as { url: string }[];
    expect(about.map((service) => service.url)).toEqual(study.data.engagement.services.map((service) => canonicalUrl(servicePath(service), SITE_ORIGIN)));
    for (const service of study.data.engagement.services) expect(fileFor(servicePath(service)), service).toBeDefined();
  });

  it.each(byStudy)('%s links its services and its lead', (id, study) => {
    const links = linksOn(caseStudyPath(id));
    for (const service of study.data.engagement.services) expect(links.has(servicePath(service)), service).toBe(true);
    expect(links.has(authorPath(study.data.engagement.lead))).toBe(true);
  });

  it.each(byStudy)('%s shows every outcome with its baseline, result and how it was measured', (id, study) => {
    const shown = text(caseStudyPath(id));
    for (const outcome of study.data.outcomes) {
      const printed = showOutcome(outcome);
      for (const part of [outcome.metric, printed.before, printed.result, printed.change, printed.basis, outcome.measured])
        if (part) expect(shown).toContain(part.replace(/\s+/g, ' ').trim());
    }
  });

  it.each(byStudy)('%s leads its hero with the first outcome it lists, and links to all of them', (id, study) => {
    const hero = page(caseStudyPath(id)).doc.querySelector('main [data-first-screen]')!;
    const shown = hero.text.replace(/\s+/g, ' ');
    const [headline] = study.data.outcomes;
    const printed = showOutcome(headline!);
    for (const part of [headline!.metric, printed.result, printed.before, headline!.measured]) expect(shown).toContain(part.replace(/\s+/g, ' ').trim());
    const outcomes = page(caseStudyPath(id)).doc.querySelector('main [aria-labelledby="outcomes"]')!;
    expect(outcomes.querySelectorAll('li')).toHaveLength(study.data.outcomes.length);
    expect(hero.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('#outcomes');
  });

  it.each(byStudy)('%s prints no multiple its own figures do not give', (id) => {
    // Read back from the page, not from the data: each "N× faster" or "N× more" beside a result
    // must follow from the two durations printed with it (the only figures a reader can check it by).
    const minutes = (words: string) =>
      [...words.matchAll(/([\d.,]+) (minute|hour|day|week)s?/g)].reduce(
        (sum, [, n, unit]) => sum + Number(n!.replace(/,/g, '')) * { minute: 1, hour: 60, day: 1440, week: 10_080 }[unit as 'minute'],
        0,
      );
    const cards = page(caseStudyPath(id)).doc.querySelectorAll('main [aria-labelledby="outcomes"] li');
    for (const card of cards) {
      // The figure after, its change and the figure before are the spans of the card's first line.
      const [after, change, before] = card.querySelector('p')!.querySelectorAll('span').map((span) => span.text.trim());
      const multiple = /^(more than |about )?([\d.]+)× (faster|slower)$/.exec(change ?? '');
      if (!multiple) continue;
      const ratio = minutes(before!) / minutes(after!);
      if (multiple[1] === 'more than ') expect(ratio, `${after} ${change} ${before}`).toBeGreaterThan(Number(multiple[2]));
      else expect(Math.abs(ratio - Number(multiple[2])) / ratio, `${after} ${change} ${before}`).toBeLessThan(0.05);
    }
  });

  it('is never in the feed', () => {
    expect(readFileSync('dist/rss.xml', 'utf8')).not.toContain(CASE_STUDIES_PATH);
  });
});

describe('where case studies are listed', () => {
  it('the listing links every study and is in the sitemap', () => {
    const links = linksOn(CASE_STUDIES_PATH);
    for (const { id } of studies) expect(links.has(caseStudyPath(id)), id).toBe(true);
    expect(sitemap).toContain(`<loc>${canonicalUrl(CASE_STUDIES_PATH, SITE_ORIGIN)}</loc>`);
  });

  it('the listing says how each headline figure is counted', () => {
    const band = page(CASE_STUDIES_PATH).doc.querySelector(`[aria-labelledby="${HOW_WE_COUNT_ID}"]`)!;
    const shown = band.text.replace(/\s+/g, ' ');
    for (const stat of STATS) for (const part of [stat.value, stat.label, stat.counted]) expect(shown).toContain(part);
  });

  it('each service page links exactly the studies that name it', () => {
    for (const route of pages.map((p) => p.route).filter((r) => /^\/services\/[^/]+$/.test(r))) {
      const service = route.slice('/services/'.length);
      const linked = [...linksOn(route)].filter((href) => href?.startsWith(`${CASE_STUDIES_PATH}/`)).sort();
      const expected = studies.filter((study) => study.data.engagement.services.includes(service)).map((study) => caseStudyPath(study.id)).sort();
      expect(linked, route).toEqual(expected);
    }
  });

  it('each author page links exactly the studies that person led', () => {
    for (const route of pages.map((p) => p.route).filter((r) => r.startsWith('/authors/'))) {
      const author = route.slice('/authors/'.length);
      const linked = [...linksOn(route)].filter((href) => href?.startsWith(`${CASE_STUDIES_PATH}/`)).sort();
      expect(linked, route).toEqual(studies.filter((study) => study.data.engagement.lead === author).map((study) => caseStudyPath(study.id)).sort());
    }
  });

  it('"View Our Work", "View Case Studies" and the home figures lead to the studies', () => {
    const link = (route: string, label: string) => page(route).doc.querySelectorAll('main a').find((a) => a.text.trim() === label)?.getAttribute('href');
    expect(link('/', 'View Our Work')).toBe(CASE_STUDIES_PATH);
    expect(link('/services/web3-development', 'View Case Studies')).toBe(CASE_STUDIES_PATH);
    expect(linksOn('/').has(HOW_WE_COUNT_PATH)).toBe(true);
  });

  it('the footer lists the case studies on every page', () => {
    for (const { route, doc } of pages) expect(doc.querySelectorAll('footer a').some((a) => a.getAttribute('href') === CASE_STUDIES_PATH), route).toBe(true);
  });
});
