/** Frontmatter of an article (`content/articles/<slug>.mdx`); the file name is the URL slug. */
import { reference } from 'astro:content';
import { z } from 'astro/zod';
import { ARTICLE_CATEGORIES } from '../config/blog.ts';
import { calendarDate, callToAction, icon, pageBase, source } from './common.ts';

export const articleSchema = pageBase.extend({
  /** One of the eight article categories; decides which blog tab lists it. */
  category: z.enum(ARTICLE_CATEGORIES),
  /** Lucide icon on the article's card. */
  icon,
  /** First publication (YYYY-MM-DD); orders the blog newest first and drives "Recent". */
  publishedDate: calendarDate,
  updatedDate: calendarDate.describe('Only for a substantive revision: shows “Last updated” with this month.').optional(),
  /** Closing call to action after the body, such as a consultation offer. */
  cta: callToAction.optional(),
  /** Who wrote it: an id from the authors collection (src/config/identity.ts, PEOPLE). */
  author: reference('authors'),
  pullFigure: z
    .strictObject({
      value: z
        .string()
        .min(1)
        .max(24)
        .describe('A number the article states, exactly as written there: “4 hours”, “99.99%”. The build checks the text has it.'),
      label: z.string().min(12).max(90).describe('What it counts, read after the number: “to notify the regulator of a major incident”.'),
    })
    .describe('Drawn large on the card while this article leads the blog.')
    .optional(),
  /** "Further reading", in the order shown. */
  sources: z.array(source).min(3).max(6).describe('Three to six primary sources: official documentation, standards, regulators.'),
  /**
   * A draft shows in `npm run dev` with a "Draft" banner and never in a production build. An
   * article dated in the future is held back the same way until a build on or after that date.
   */
  draft: z.boolean().default(false),
  notAdvice: z.boolean().describe('Adds the notice that the article is not financial, legal or investment advice.').default(false),
});
