/**
 * Frontmatter of a case study (`content/case-studies/<slug>.mdx`, served at /case-studies/<slug>).
 * The structured facts live here (client, engagement, approach, outcomes); the MDX body tells the
 * story, including what went wrong and what we would do differently.
 */
import { reference } from 'astro:content';
import { z } from 'astro/zod';
import { CLIENT_REGIONS, CLIENT_SIZES, DURATION_UNITS, MAX_TEAM_SIZE, OUTCOME_MEASURES, PERIODS } from '../config/case-study-limits.ts';
import { SITE } from '../config/identity.ts';
import { calendarDate, icon, pageBase, textCard } from './common.ts';

/** A role such as "VP of Engineering": a comma or two capitalized words in a row read as a person's name. */
const roleOnly = z
  .string()
  .min(3)
  .max(60)
  .refine((role) => !role.includes(',') && !/\b[A-Z][a-z]+ [A-Z][a-z]+\b/.test(role), {
    error: (issue) => `"${String(issue.input)}" looks like a name; give the role only, in sentence case (for example "VP of engineering")`,
  });

/**
 * One side of an outcome: a value with what it counts, or words where there was no figure. Pages
 * print it from these fields ("Abandoned after 19 hours", "6 a working day (median)").
 */
const figure = z.strictObject({
  value: z
    .number()
    .min(0)
    .describe('The number: a duration in the unit below, a count, US dollars or a percentage, as the measure says. Leave empty when words stand in.')
    .optional(),
  unit: z.enum(DURATION_UNITS).describe('For task-time and time-lost only: the unit of the value. 190 minutes prints as “3 hours 10 minutes”.').optional(),
  per: z.enum(PERIODS).describe('For time-lost, and for a count or money over a period: the period the value is counted over.').optional(),
  median: z.boolean().describe('The value is the median of the measurements; printed “(median)”.').optional(),
  approximate: z.boolean().describe('The records give the value only roughly; printed “About …”.').optional(),
  abandoned: z.boolean().describe('Before only, for task-time: the task never finished, and the value is how long it ran until it was stopped.').optional(),
  note: z.string().min(3).max(30).describe('A few words printed in brackets after the figure, such as “earlier pilot”.').optional(),
  words: z.string().min(2).max(40).describe('Words in place of a figure where there was none, such as “No report”; set nothing else beside them.').optional(),
});

const caseStudyFields = pageBase.extend({
  /** Lucide icon on the study's card. */
  icon,
  /** When the study was written up and published (YYYY-MM-DD), after the engagement ended; the listing shows the newest first. */
  publishedDate: calendarDate,
  /** The client, described so that nobody can name them. */
  client: z.strictObject({
    industry: z.string().min(3).max(50).describe('The client’s trade in a few words, such as “Regional healthcare network”. No names, no brands.'),
    size: z.enum(CLIENT_SIZES),
    region: z.enum(CLIENT_REGIONS).describe('As wide as a region, never a city.'),
  }),
  problem: z.string().min(150).max(700).describe('One paragraph in the client’s terms: what hurt, and what it cost them.'),
  /** Who did the work, for how long, and under which services. */
  engagement: z.strictObject({
    year: z.number().int().min(SITE.foundedYear).describe('The year the engagement started.'),
    weeks: z.number().int().min(2).max(78).describe('From kickoff to handover.'),
    team: z
      .array(
        z.strictObject({
          /** The role in sentence case, singular: "Senior platform engineer". */
          role: roleOnly,
          count: z.number().int().min(1).max(4).describe('How many people held this role.'),
        }),
      )
      .min(1)
      .max(4)
      .refine((team) => team.reduce((sum, member) => sum + member.count, 0) <= MAX_TEAM_SIZE, {
        error: `a team of more than ${MAX_TEAM_SIZE} people is not how we staff an engagement`,
      })
      .describe(`The firm’s people on it, by role and never by name: ${MAX_TEAM_SIZE} people at most in all, which the build checks.`),
    services: z.array(reference('services')).min(1).max(3).describe('The services the engagement exercised. Each of their pages lists the study.'),
    /** An id from PEOPLE in src/config/identity.ts. */
    lead: reference('authors').describe('Who ran the engagement. Their author page lists the study.'),
  }),
  approach: z.array(textCard).min(3).max(5).describe('How we went about it, in the order it happened.'),
  // A pair of figures that cannot be compared as given (src/lib/outcome-scale.ts, `refusal`) stops the build, naming the study.
  outcomes: z
    .array(
      z.strictObject({
        metric: z.string().min(3).max(60).describe('What was measured, in a few words: “Median deploy lead time”.'),
        /** Its kinds: src/config/case-study-limits.ts. */
        measure: z
          .enum(OUTCOME_MEASURES)
          .describe(
            'What both figures are: task-time (how long one task takes), time-lost (such as downtime a quarter), count, money (US dollars) or share (a percentage). It decides the word the change is told in.',
          ),
        baseline: figure,
        result: figure,
        measured: z.string().min(40).max(280).describe('How and over what period, so that a reader can judge the figure.'),
      }),
    )
    .min(2)
    .max(5)
    .describe('What changed: each figure with where it started and how it was measured.'),
  /** Optional words from the client, attributed to a role, never a name. */
  quote: z
    .object({
      text: z.string().min(40).max(320).describe('The quotation, without quotation marks.'),
      /** Who said it, by role: "Director of infrastructure". */
      role: roleOnly,
    })
    .optional(),
  articles: z.array(reference('articles')).max(4).describe('Articles that go deeper into techniques the engagement used.').default([]),
});

export const caseStudySchema = caseStudyFields.superRefine((study, ctx) => {
  // A study is written up after the work, so its date cannot precede the earliest day the
  // engagement could have ended: 1 January of its year plus its length.
  const earliestEnd = Date.UTC(study.engagement.year, 0, 1) + study.engagement.weeks * 7 * 24 * 60 * 60 * 1000;
  if (study.publishedDate.getTime() < earliestEnd) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishedDate'],
      message: `publishedDate ${study.publishedDate.toISOString().slice(0, 10)} is before the engagement (started ${study.engagement.year}, ${study.engagement.weeks} weeks) could have ended; date a study when it was written up`,
    });
  }
});

export type CaseStudyData = z.infer<typeof caseStudySchema>;
