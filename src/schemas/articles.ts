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
  /** Last substantive revision (YYYY-MM-DD); shown as "Last updated Month YYYY" when present. */
  updatedDate: calendarDate.optional(),
  /** Closing call to action after the body, such as a consultation offer. */
  cta: callToAction.optional(),
  /** Who wrote it: an id from the authors collection (src/config/identity.ts, PEOPLE). */
  author: reference('authors'),
  /**
   * The article's headline number, drawn large on its card when it leads the blog: a figure its
   * text states word for word (the build checks), and what it counts.
   */
  pullFigure: z
    .strictObject({
      /** As the text writes it: "4 hours", "$0.0000166667", "99.99%". */
      value: z.string().min(1).max(24),
      /** What it counts, as a phrase that follows the figure: "to notify the regulator of a major incident". */
      label: z.string().min(12).max(90),
    })
    .optional(),
  /** "Further reading": 3 to 6 primary sources the article rests on, in the order shown. */
  sources: z.array(source).min(3).max(6),
  /**
   * A draft shows in `npm run dev` with a "Draft" banner and never in a production build. An
   * article dated in the future is held back the same way until a build on or after that date.
   */
  draft: z.boolean().default(false),
  /** Show the notice that the article is educational, not financial, legal or investment advice. */
  notAdvice: z.boolean().default(false),
});
