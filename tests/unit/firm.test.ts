/** The firm's figures agree with each other wherever the site states them. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABOUT_VALUES, HOME_VALUES, SECURITY_POSTURE, TIMELINE } from '../../src/config/about.ts';
import { HEADCOUNT, ON_CALL, PEOPLE, SITE, TEAM } from '../../src/config/identity.ts';
import { OBSIDIAN_EDGE, OBSIDIAN_EDGE_SLA, UPCOMING_SOLUTIONS } from '../../src/config/solutions.ts';
import { isIconName } from '../../src/schemas/icon-names.ts';

describe('the team', () => {
  it('counts every principal, and the headcount is the sum of the roles', () => {
    expect(TEAM.roles.find((row) => row.role.startsWith('Principal'))?.count).toBe(PEOPLE.length);
    expect(HEADCOUNT).toBe(TEAM.roles.reduce((sum, row) => sum + row.count, 0));
  });

  it('includes each principal’s certifications in the team totals, never more holders than people', () => {
    for (const person of PEOPLE) {
      for (const name of person.certifications) {
        const holdersAmongPrincipals = PEOPLE.filter((other) => (other.certifications as readonly string[]).includes(name)).length;
        const row = TEAM.certifications.find((entry) => entry.name === name);
        expect(row, `${person.id}: ${name} is missing from TEAM.certifications`).toBeDefined();
        expect(row!.holders).toBeGreaterThanOrEqual(holdersAmongPrincipals);
      }
    }
    for (const row of TEAM.certifications) expect(row.holders).toBeLessThanOrEqual(HEADCOUNT);
  });
});

describe('the timeline', () => {
  it('has one milestone a year, from the founding on', () => {
    expect(TIMELINE.map((item) => item.year)).toEqual(TIMELINE.map((_, index) => SITE.foundedYear + index));
  });
});

describe('the Obsidian Edge service level', () => {
  it('pays more credit the further uptime falls, starting at the target', () => {
    const { uptime, credits } = OBSIDIAN_EDGE_SLA;
    expect(credits[0]!.below).toBe(uptime);
    for (let i = 1; i < credits.length; i++) {
      expect(credits[i]!.below).toBeLessThan(credits[i - 1]!.below);
      expect(credits[i]!.credit).toBeGreaterThan(credits[i - 1]!.credit);
    }
  });
});

describe('the on-call rotation', () => {
  it('is drawn from people the team table counts, and every page promising a page at any hour gives its acknowledgement time', () => {
    expect(ON_CALL.engineers).toBeLessThanOrEqual(HEADCOUNT);
    const pages = ['content/services', 'content/articles'].flatMap((dir) =>
      readdirSync(dir).map((file) => ({ file: `${dir}/${file}`, text: readFileSync(`${dir}/${file}`, 'utf8').replace(/\s+/g, ' ') })),
    );
    const promises = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/acknowledge\w* (?:it )?within (\d+) minutes/g)].map((match) => ({ file, minutes: Number(match[1]) })),
    );
    expect(promises.length).toBeGreaterThan(0);
    for (const promise of promises) expect(promise, promise.file).toEqual({ file: promise.file, minutes: ON_CALL.acknowledgeMinutes });
  });
});

describe('icons named in the configuration', () => {
  it('are lucide icons, so no card shows an empty tile', () => {
    const cards = [
      ...SECURITY_POSTURE,
      ...ABOUT_VALUES,
      ...HOME_VALUES,
      ...OBSIDIAN_EDGE.features,
      ...OBSIDIAN_EDGE.technology,
      ...OBSIDIAN_EDGE.commitments,
      ...UPCOMING_SOLUTIONS,
    ];
    expect(cards.filter((card) => !isIconName(card.icon)).map((card) => card.icon)).toEqual([]);
  });
});
