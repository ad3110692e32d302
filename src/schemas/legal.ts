/** Frontmatter of a legal page (`content/legal/<id>.mdx`): /privacy, /terms, /cookies. */
import type { z } from 'astro/zod';
import { calendarDate, pageBase } from './common.ts';

export const legalSchema = pageBase.extend({
  /** Date the policy took effect (YYYY-MM-DD), shown under the title. */
  effectiveDate: calendarDate,
});

export type LegalData = z.infer<typeof legalSchema>;
