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
  /** The number: a duration in `unit`, a count, US dollars or a percentage, as the outcome's measure says. */
  value: z.number().min(0).optional(),
  /** For task-time and time-lost: the unit of the value. 190 minutes prints as "3 hours 10 minutes". */
  unit: z.enum(DURATION_UNITS).optional(),
  /** For time-lost, and counts or money over a period: the period the value is counted over. */
  per: z.enum(PERIODS).optional(),
  /** The value is the median of the measurements: printed "(median)". */
  median: z.boolean().optional(),
  /** The client's records give the value only roughly: printed "About …", and its change "about". */
  approximate: z.boolean().optional(),
  /** Before only, for task-time: the task never finished, and the value is how long it ran until it was abandoned. */
  abandoned: z.boolean().optional(),
  /** A few words printed after the figure in brackets: "earlier pilot". */
  note: z.string().min(3).max(30).optional(),
  /** Words in place of a figure, where there was none: "No report". Nothing else may be set beside them. */
  words: z.string().min(2).max(40).optional(),
});

const caseStudyFields = pageBase.extend({
  /** Lucide icon on the study's card. */
  icon,
  /** When the study was written up and published (YYYY-MM-DD), after the engagement ended; the listing shows the newest first. */
  publishedDate: calendarDate,
  /** The client, described so that nobody can name them. */
  client: z.strictObject({
    /** The client's trade in a few words, such as "Regional healthcare network". No names, no brands. */
    industry: z.string().min(3).max(50),
    size: z.enum(CLIENT_SIZES),
    /** Where the client is, as wide as a region. */
    region: z.enum(CLIENT_REGIONS),
  }),
  /** The situation in one paragraph, in the client's terms: what hurt, and what it cost them. */
  problem: z.string().min(150).max(700),
  /** Who did the work, for how long, and under which services. */
  engagement: z.strictObject({
    /** The year the engagement started; not before the firm was founded. */
    year: z.number().int().min(SITE.foundedYear),
    /** Length of the engagement in weeks, from kickoff to handover. */
    weeks: z.number().int().min(2).max(78),
    /** The firm's people on it, by role (never by name), with how many of each. */
    team: z
      .array(
        z.strictObject({
          /** The role in sentence case, singular: "Senior platform engineer". */
          role: roleOnly,
          /** How many people held it. */
          count: z.number().int().min(1).max(4),
        }),
      )
      .min(1)
      .max(4)
      .refine((team) => team.reduce((sum, member) => sum + member.count, 0) <= MAX_TEAM_SIZE, {
        error: `a team of more than ${MAX_TEAM_SIZE} people is not how we staff an engagement`,
      }),
    /** The services it exercised: ids of files in content/services. The service pages list the study. */
    services: z.array(reference('services')).min(1).max(3),
    /** The practice lead who ran it: an id from PEOPLE in src/config/identity.ts. Their author page lists the study. */
    lead: reference('authors'),
  }),
  /** How we went about it: three to five steps, in order. */
  approach: z.array(textCard).min(3).max(5),
  /**
   * What changed, each figure with where it started and how it was measured. A pair of figures that
   * cannot be compared as given (src/lib/outcome-scale.ts, `refusal`) stops the build, naming the study.
   */
  outcomes: z
    .array(
      z.strictObject({
        /** What was measured, in a few words: "Median deploy lead time". */
        metric: z.string().min(3).max(60),
        /** What kind of figure both sides are (src/config/case-study-limits.ts): it decides the unit, the period and the word the change is told in. */
        measure: z.enum(OUTCOME_MEASURES),
        baseline: figure,
        result: figure,
        /** How and over what period it was measured, so a reader can judge it. */
        measured: z.string().min(40).max(280),
      }),
    )
    .min(2)
    .max(5),
  /** Optional words from the client, attributed to a role, never a name. */
  quote: z
    .object({
      /** The quotation, without quotation marks. */
      text: z.string().min(40).max(320),
      /** Who said it, by role: "Director of infrastructure". */
      role: roleOnly,
    })
    .optional(),
  /** Articles that go deeper into techniques the engagement used: slugs of files in content/articles. */
  articles: z.array(reference('articles')).max(4).default([]),
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
