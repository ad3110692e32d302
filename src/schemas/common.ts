/**
 * Pieces every collection's schema is built from. Each field carries a doc comment or a description
 * (`.describe()`, the content editor's hint too) written for editors, who meet them in build errors.
 */
import { z } from 'astro/zod';
import { isIconName } from './icon-names.ts';

/** A lucide icon, by its PascalCase export name (for example `ShieldCheck`). */
export const icon = z.string().refine(isIconName, {
  error: (issue) => `"${String(issue.input)}" is not a lucide icon name (use the PascalCase export name, for example ShieldCheck)`,
});

/** A link inside the site: a root-relative path, checked against the built pages by the dist tests. */
const internalHref = z.string().regex(/^\/[a-z0-9\-/#?=&]*$/, 'must be a root-relative path such as /contact');

/** A button or link: visible label and target. */
export const action = z.strictObject({
  label: z.string().min(2),
  href: internalHref.describe('A page of this site, such as /contact.'),
});

/** A closing call to action: a heading, a sentence or two, one or two buttons (the first is primary). */
export const callToAction = z.strictObject({
  title: z.string().min(3),
  /** One or two sentences under it. */
  description: z.string().min(40),
  /** One or two buttons; the first is the primary one. */
  actions: z.array(action).min(1).max(2),
});

/** A title and a description without an icon: steps, methods, standards, focus items. */
export const textCard = z.strictObject({
  title: z.string().min(3).describe('A few words.'),
  description: z.string().min(40).describe('One to three sentences.'),
});

/** An icon, a short title and one or two sentences: benefits, reasons, areas. */
export const iconCard = textCard.extend({
  /** Lucide icon shown beside the title. */
  icon,
});

/**
 * A primary source an article cites: documentation, a standard, a regulator's page. Links leave
 * the site, so they are checked for form here (https only) but never fetched by the build.
 */
export const source = z.strictObject({
  title: z.string().min(3),
  /** Who publishes it: "AWS Identity and Access Management User Guide", "NIST". */
  publisher: z.string().min(2),
  /** Its address; https only. */
  url: z.url({ protocol: /^https$/, error: 'must be a full https:// address' }),
});

/** A titled section holding `min` to `max` `item`s; `intro` is an optional lead paragraph. */
export function section<T extends z.ZodType>(item: T, min: number, max: number) {
  return z.strictObject({
    title: z.string().min(3),
    /** Lead paragraph under the heading. */
    intro: z.string().optional(),
    items: z.array(item).min(min).max(max),
  });
}

/** True when `YYYY-MM-DD` names a day that exists (not 2024-02-30, not 2024-13-45). */
function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * A calendar date written `YYYY-MM-DD`. YAML would turn `2024-02-30` into March 1st before any
 * schema saw it, so the field is checked as written: a day that does not exist fails the build.
 */
export const calendarDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((text) => isCalendarDay(text), {
      error: (issue) => `${String(issue.input)} is not a real calendar day`,
    })
    .transform((text) => new Date(`${text}T00:00:00Z`)),
);

/** Fields every page-like collection shares: what the page is called and how it is summarized. */
export const pageBase = z.strictObject({
  title: z.string().min(3).max(80).describe('The page’s only heading and the first half of its browser title.'),
  /** Summary for the meta description, link previews and cards: 50–160 characters. */
  description: z.string().min(50).max(160),
});
