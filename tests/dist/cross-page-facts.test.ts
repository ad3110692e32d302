/**
 * One firm, one set of facts: what one built page says must not be contradicted by another, or by
 * the code it prints. Each rule is derived from the pages and the config, so it holds for the next
 * article or service as well as for the ones that once broke it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { LEGAL_VERSIONS } from '../../src/config/legal-versions.ts';
import { OFFICE_HOURS, REPLY_TERMS, SATURDAY_TERMS } from '../../src/config/contact.ts';
import { CONTACT_PATH, HOME_PATH, SERVICES_PATH, legalPath } from '../../src/config/paths.ts';
import { STATS } from '../../src/config/identity.ts';
import type { ServiceData } from '../../src/schemas/service-frontmatter.ts';
import { ARTICLE_ROUTES, LEGAL_IDS } from '../expected-site.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { page, pages } from './site.ts';

const text = (element: HTMLElement) => element.text.replace(/\s+/g, ' ').trim();
const mainOf = (route: string) => page(route).doc.querySelector('main')!;
/** The code blocks of a page as a reader copies them (the parser keeps a <pre>'s highlighting markup as raw text). */
const codeOf = (route: string) =>
  mainOf(route)
    .querySelectorAll('pre')
    .map((pre) => parse(pre.text).text);
/** The page's words outside code blocks. */
function proseOf(route: string): string {
  const main = mainOf(route).clone() as HTMLElement;
  for (const pre of main.querySelectorAll('pre')) pre.remove();
  return text(main);
}

describe('articles do what they say', () => {
  it('a capacity provider asks for the architecture and instance types the article prices and deploys', () => {
    const routes = ARTICLE_ROUTES.filter((route) => codeOf(route).some((code) => code.includes('create-capacity-provider')));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const code = codeOf(route).join('\n');
      const command = codeOf(route).find((block) => block.includes('create-capacity-provider'))!;
      const architecture = /--instance-requirements\s+\S*Architectures=(arm64|x86_64)/.exec(command)?.[1];
      expect(architecture, `${route}: the capacity provider names no architecture, so it defaults to x86_64`).toBeDefined();
      // Every function the article deploys on it runs on that architecture.
      for (const [, declared] of code.matchAll(/Architectures:\s*\[(\w+)\]/g)) expect(declared, route).toBe(architecture);
      const types = /AllowedInstanceTypes=([\w.,-]+?)(?:,[A-Z]|\s|$)/.exec(command)?.[1]?.split(',') ?? [];
      expect(types.length, `${route}: the capacity provider allows any compatible instance type`).toBeGreaterThan(0);
      // Each allowed type is one the article's bill prices.
      for (const type of types) expect(proseOf(route), `${route}: ${type}`).toContain(type);
    }
  });

  it('a function on Lambda Managed Instances is sized as AWS advises: 2 GB and one vCPU at least, and 4:1 or 8:1 for Python', () => {
    const templates = ARTICLE_ROUTES.flatMap((route) => codeOf(route).filter((code) => code.includes('LambdaManagedInstancesCapacityProviderConfig')).map((code) => ({ route, code })));
    expect(templates.length).toBeGreaterThan(0);
    for (const { route, code } of templates) {
      const memory = Number(/MemorySize:\s*(\d+)/.exec(code)?.[1]);
      const ratio = Number(/ExecutionEnvironmentMemoryGiBPerVCpu:\s*([\d.]+)/.exec(code)?.[1]);
      expect(memory, `${route}: no MemorySize, so the function asks for Lambda's 128 MB default`).toBeGreaterThanOrEqual(2048);
      expect(memory / 1024 / ratio, `${route}: fewer than one vCPU per execution environment`).toBeGreaterThanOrEqual(1);
      if (/Runtime:\s*python/.test(code)) expect([4, 8], route).toContain(ratio);
    }
  });

  it('an article’s closing offer names no length of engagement its own plan does not', () => {
    const NUMBERS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', eight: '8', ten: '10', twelve: '12' };
    const lengths = (words: string) =>
      [...words.matchAll(/\b(\d+|one|two|three|four|five|six|eight|ten|twelve)[- ](day|week|month)s?\b/gi)].map(
        ([, count, unit]) => `${NUMBERS[count!.toLowerCase()] ?? count}-${unit!.toLowerCase()}`,
      );
    for (const route of ARTICLE_ROUTES) {
      const offer = page(route).doc.querySelector('aside[aria-labelledby="article-cta-heading"] p');
      if (!offer) continue;
      const plan = new Set(lengths(mainOf(route).querySelectorAll('h1, h2').map(text).join(' ')));
      for (const length of lengths(text(offer))) expect(plan, `${route}: the offer's ${length}`).toContain(length);
    }
  });

  it('a service page an article’s call to action sends readers to links back to that article', () => {
    for (const route of ARTICLE_ROUTES) {
      const offer = page(route).doc.querySelector('aside[aria-labelledby="article-cta-heading"]');
      const services = (offer?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href')!).filter((href) => href.startsWith(`${SERVICES_PATH}/`));
      for (const service of services) {
        const links = mainOf(service)
          .querySelectorAll('a')
          .map((a) => a.getAttribute('href'));
        expect(links, `${service} does not say what ${route} offered`).toContain(route);
      }
    }
  });
});

describe('the firm describes itself the same way on every page', () => {
  /** The hrefs of the cards a page labels "Specialist practice". */
  const specialistCards = (route: string) =>
    mainOf(route)
      .querySelectorAll('li')
      .filter((li) => /Specialist practice/.test(text(li)));
  const hrefs = (cards: HTMLElement[]) => [...new Set(cards.map((card) => card.querySelector('a')?.getAttribute('href')))].sort();

  it('/services calls the same services specialist practices as the home page, and no others', () => {
    const home = hrefs(specialistCards(HOME_PATH));
    expect(home.length).toBeGreaterThan(0);
    expect(hrefs(specialistCards(SERVICES_PATH))).toEqual(home);
    const titles = specialistCards(SERVICES_PATH).map((card) => text(card.querySelector('h3, h2')!));
    const main = mainOf(SERVICES_PATH).clone() as HTMLElement;
    for (const card of main.querySelectorAll('li').filter((li) => /Specialist practice/.test(text(li)))) card.remove();
    for (const sentence of text(main).split(/(?<=[.!?])\s+/).filter((words) => /specialist/i.test(words))) {
      expect(
        titles.some((title) => sentence.includes(title)),
        `"${sentence}" calls a service specialist that the home page does not`,
      ).toBe(true);
    }
  });

  it('/ and /services tell the DevOps Research and Assessment (DORA) metrics apart from the EU regulation', () => {
    for (const route of [HOME_PATH, SERVICES_PATH]) {
      const words = text(mainOf(route));
      const bare = [...words.matchAll(/DORA/g)].filter(({ index }) => !words.slice(0, index).endsWith('EU ') && !words.slice(0, index).endsWith('DevOps Research and Assessment ('));
      expect(
        bare.map(({ index }) => words.slice(Math.max(0, index - 40), index + 20)),
        route,
      ).toEqual([]);
    }
  });

  it('/contact says what the open hours outside business days cover', () => {
    const words = text(mainOf(CONTACT_PATH));
    expect(words).toContain(REPLY_TERMS);
    // Saturday is open but not a business day: the page says what it is for.
    if (OFFICE_HOURS.some((row) => row.days === 'Saturday' && /\d/.test(row.hours))) expect(words).toContain(SATURDAY_TERMS);
  });
});

describe('figures about our offers and results have one source', () => {
  const services = readFrontmatter<ServiceData>('content/services');
  const offers = services.flatMap(({ id, data }) => (data.deadlineOffer ? [{ id, offer: data.deadlineOffer }] : []));
  /** "February 25, 2027" or "25 February 2027" as YYYY-MM-DD. */
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const datesIn = (words: string) =>
    [...words.matchAll(/\b(?:(\d{1,2}) ([A-Z][a-z]+) (\d{4})|([A-Z][a-z]+) (\d{1,2}), (\d{4}))\b/g)].flatMap(([, d1, m1, y1, m2, d2, y2]) => {
      const month = MONTHS.indexOf((m1 ?? m2)!);
      return month < 0 ? [] : [`${y1 ?? y2}-${String(month + 1).padStart(2, '0')}-${String(d1 ?? d2).padStart(2, '0')}`];
    });

  it('every page that dates the end of the X-Ray SDKs’ support gives the deadline in the service’s data', () => {
    const deadline = String(offers.find(({ id }) => id === 'observability')!.offer.deadline).slice(0, 10);
    let pagesChecked = 0;
    for (const { route } of pages) {
      const words = text(mainOf(route));
      if (!words.includes('X-Ray')) continue;
      const sentences = words.split(/(?<=[.!?])\s+/).filter((sentence) => /support (ends|ended)|end of support|lose support/i.test(sentence));
      for (const sentence of sentences) {
        // The maintenance date a year earlier is its own fact; every other date in the sentence is the deadline.
        for (const date of datesIn(sentence).filter((d) => !sentence.includes('maintenance') || d !== '2026-02-25')) expect(date, `${route}: "${sentence}"`).toBe(deadline);
        if (datesIn(sentence).length) pagesChecked += 1;
      }
    }
    expect(pagesChecked).toBeGreaterThan(0);
  });

  it('a deadline offer reads the same wherever it is made, and names its deadline', () => {
    const shown = pages.flatMap(({ route, doc }) => doc.querySelectorAll('[data-deadline-offer]').map((p) => ({ route, words: text(p) })));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(new Set(shown.map(({ words }) => words)).size, shown.map(({ route }) => route).join(', ')).toBe(1);
    for (const { route, words } of shown) expect(datesIn(words), route).toContain(String(offers[0]!.offer.deadline).slice(0, 10));
  });

  it('no page repeats the fleet or the length of the deadline offer in its own words', () => {
    for (const { offer } of offers)
      for (const route of pages.map((p) => p.route)) {
        const main = mainOf(route).clone() as HTMLElement;
        for (const p of main.querySelectorAll('[data-deadline-offer]')) p.remove();
        expect(text(main), route).not.toMatch(new RegExp(`fits a quarter|${offer.fleet}`));
      }
  });

  it('llms.txt lists the services in the order /services shows them', () => {
    const catalogue = page(SERVICES_PATH)
      .doc.querySelectorAll('main section[aria-labelledby^="practice-"] li a')
      .filter((a) => a.text.includes('Learn More'))
      .map((a) => a.getAttribute('href'));
    const llms = readFileSync('dist/llms.txt', 'utf8');
    const section = llms.slice(llms.indexOf('## Services'), llms.indexOf('##', llms.indexOf('## Services') + 2));
    expect([...section.matchAll(/\]\(https?:\/\/[^/]+(\/services\/[\w-]+)\)/g)].map(([, path]) => path)).toEqual(catalogue);
  });

  it('prose that counts our migrations gives the figure the home page counts', () => {
    const migrations = STATS.find((stat) => /migrations/i.test(stat.label))!.value;
    for (const { route } of pages)
      for (const [, figure] of text(mainOf(route)).matchAll(/(\d+\+?) (?:cloud )?migrations\b/gi)) expect(figure, route).toBe(migrations);
  });

  it('the home page prints each headline result exactly as its study does', () => {
    const evidence = page(HOME_PATH).doc.querySelector('[aria-labelledby="home-work-heading"]')!;
    const items = evidence.querySelectorAll('li');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const href = item.querySelector('a')!.getAttribute('href')!;
      const study = page(href).doc.querySelector('main [aria-labelledby="outcomes"] li')!;
      const figures = (root: HTMLElement) =>
        root
          .querySelectorAll('span')
          .map((span) => text(span))
          .filter((words) => /\d/.test(words));
      for (const figure of figures(study.querySelector('p')!)) expect(text(item), href).toContain(figure);
    }
  });
});

describe('legal pages', () => {
  it.each(LEGAL_IDS)('/%s shows the effective date of its newest recorded version', (id) => {
    const time = mainOf(legalPath(id)).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(LEGAL_VERSIONS[id]?.[0]?.effectiveDate);
  });
});
