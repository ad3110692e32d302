/**
 * One firm, one set of facts: what one built page says must not be contradicted by another, or by
 * the code it prints. Each rule is derived from the pages and the config, so it holds for the next
 * article or service as well as for the ones that once broke it.
 */
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { LEGAL_VERSIONS } from '../../src/config/legal-versions.ts';
import { OFFICE_HOURS, REPLY_TERMS, SATURDAY_TERMS } from '../../src/config/contact.ts';
import { CONTACT_PATH, HOME_PATH, SERVICES_PATH, legalPath } from '../../src/config/paths.ts';
import { ARTICLE_ROUTES, LEGAL_IDS } from '../expected-site.ts';
import { page } from './site.ts';

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

describe('legal pages', () => {
  it.each(LEGAL_IDS)('/%s shows the effective date of its newest recorded version', (id) => {
    const time = mainOf(legalPath(id)).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(LEGAL_VERSIONS[id]?.[0]?.effectiveDate);
  });
});
