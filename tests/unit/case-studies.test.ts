/**
 * Case studies as editors write them: every study in content/ tells its story at the house length,
 * with the setbacks and the lessons, and the team and client lines read as a buyer would expect.
 */
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './helpers/frontmatter.ts';
import { REQUIRED_SECTIONS, STUDY_WORDS } from '../../src/config/case-study-limits.ts';
import { clientLabel, teamLabel, teamSize } from '../../src/lib/case-study-labels.ts';
import { countWords } from '../../src/lib/read-time.ts';

interface StudyFrontmatter {
  client: { industry: string; size: string; region: string };
  engagement: { services: string[] };
  problem: string;
  outcomes: { measure: string; baseline: { value?: number; unit?: string }; result: { value?: number; unit?: string } }[];
}

const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10_080 };

const studies = readFrontmatter<StudyFrontmatter>('content/case-studies');

describe('case studies in content/', () => {
  it('has at least four, across at least four services', () => {
    expect(studies.length).toBeGreaterThanOrEqual(4);
    expect(new Set(studies.flatMap((study) => study.data.engagement.services)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(studies.map((study) => [study.id, study] as const))(`%s tells its story in ${STUDY_WORDS.min}–${STUDY_WORDS.max} words`, (_, study) => {
    const words = countWords(study.body);
    expect(words).toBeGreaterThanOrEqual(STUDY_WORDS.min);
    expect(words).toBeLessThanOrEqual(STUDY_WORDS.max);
  });

  it.each(studies.map((study) => [study.id, study] as const))('%s says what went wrong and what we would do differently', (_, study) => {
    for (const section of REQUIRED_SECTIONS) expect(study.body, section.title).toContain(`## ${section.title} {#${section.id}}`);
  });
});

describe('a study’s prose repeats its figures as its data gives them', () => {
  it.each(studies.map((study) => [study.id, study] as const))('%s: a median its story states is one of its task times', (_, study) => {
    const times = study.data.outcomes
      .filter((outcome) => outcome.measure === 'task-time')
      .flatMap((outcome) => [outcome.baseline, outcome.result])
      .filter((figure) => figure.value !== undefined && figure.unit)
      .map((figure) => figure.value! * MINUTES[figure.unit!]!);
    const prose = `${study.data.problem} ${study.body}`.replace(/\s+/g, ' ');
    for (const sentence of prose.split(/(?<=[.!?]) /).filter((words) => /\bmedian\b/i.test(words)))
      for (const [, value, unit] of sentence.matchAll(/(\d[\d,.]*) (minute|hour|day|week)s?\b/g))
        expect(times, `"${sentence}"`).toContain(Number(value!.replace(/,/g, '')) * MINUTES[unit!]!);
  });
});

describe('how a study describes its team and client', () => {
  const team = [
    { role: 'Principal cloud architect', count: 1 },
    { role: 'Senior cloud engineer', count: 2 },
  ];

  it('counts everyone on the team', () => {
    expect(teamSize(team)).toBe(3);
  });

  it('writes roles in running text, plural where there are several', () => {
    expect(teamLabel(team)).toBe('1 principal cloud architect, 2 senior cloud engineers');
  });

  it('describes the client by trade, size and region only', () => {
    expect(clientLabel({ industry: 'Regional logistics', size: '200–1,000 employees', region: 'US Southeast' })).toBe(
      'Regional logistics · 200–1,000 employees · US Southeast',
    );
  });
});
