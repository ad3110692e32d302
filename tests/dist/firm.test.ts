/** The firm is shown as configured: the team's figures on /about, the product's named brokers, the year of the build. */
import { describe, expect, it } from 'vitest';
import { HEADCOUNT, PEOPLE, SITE, TEAM } from '../../src/config/identity.ts';
import { OBSIDIAN_EDGE, OBSIDIAN_EDGE_BROKERS } from '../../src/config/solutions.ts';
import { ABOUT_PATH } from '../../src/config/paths.ts';
import { page, pages } from './site.ts';

const text = (route: string) => page(route).doc.querySelector('main')!.structuredText.replace(/\s+/g, ' ');

describe('/about', () => {
  const about = text(ABOUT_PATH);

  it('states the headcount by role and every certification held, with its holders', () => {
    expect(about).toContain(`${HEADCOUNT} people`);
    for (const row of TEAM.roles) expect(about).toContain(`${row.count} ${row.role}`);
    for (const row of TEAM.certifications) expect(about).toMatch(new RegExp(`${row.name.replace(/[.*+?()[\]]/g, '\\$&')} ?${row.holders} holders?`));
  });

  it('shows each principal’s certifications and how engineers reach client accounts', () => {
    for (const person of PEOPLE) for (const name of person.certifications) expect(about).toContain(name);
    expect(page(ABOUT_PATH).doc.querySelector('section#security h2')?.text).toBeTruthy();
  });
});

describe(OBSIDIAN_EDGE.href, () => {
  it('names every supported broker and defines its figures', () => {
    const product = text(OBSIDIAN_EDGE.href);
    for (const broker of OBSIDIAN_EDGE_BROKERS) expect(product).toContain(`${broker.name}, over the ${broker.api}`);
    expect(page(OBSIDIAN_EDGE.href).doc.querySelector('a[href="#commitments"]')).not.toBeNull();
    expect(product).not.toMatch(/24\/7|around the clock|15\+/);
  });
});

describe('the footer', () => {
  it('dates the copyright with the year of the build on every page', () => {
    const notice = `© ${new Date().getFullYear()} ${SITE.legalName}`;
    for (const { route, doc } of pages) expect(doc.querySelector('footer[aria-labelledby="footer-heading"]')?.text ?? '', route).toContain(notice);
  });
});
