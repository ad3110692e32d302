/**
 * Frontmatter of a service page (`content/services/<id>.mdx`, served at /services/<id>).
 * The structured sections live here; the MDX body is the page's overview text.
 */
import { z } from 'astro/zod';
import { SERVICE_CATEGORIES, SERVICE_GROUPS, type ServiceGroupId } from '../config/service-catalog.ts';
import { action, calendarDate, callToAction, icon, iconCard, pageBase, section, textCard } from './common.ts';

export const serviceSchema = pageBase.extend({
  /** Lucide icon for the service on cards. */
  icon,
  hero: z.strictObject({
    /** Small label above the h1, such as the practice area. */
    eyebrow: z.string(),
    /** Lead paragraph under the h1. */
    lead: z.string().min(80),
    /** Short pill badges under the lead. */
    badges: z.array(z.string()).max(6).default([]),
    /** One or two buttons; the first is the primary one. */
    actions: z.array(action).min(1).max(2),
  }),
  /** Outcome-focused cards: why a client buys this (3 to 6). */
  benefits: section(iconCard, 3, 6),
  /** What we deliver: one card per engagement type, each with its concrete features. */
  offerings: section(
    iconCard.extend({
      /** Concrete deliverables or capabilities, 2 to 6 short phrases. */
      features: z.array(z.string()).min(2).max(6),
    }),
    3,
    8,
  ),
  /** How an engagement runs: 3 to 5 ordered steps. */
  process: section(
    textCard.extend({
      /** Typical duration of the step, such as "1–2 weeks". */
      duration: z.string().optional(),
    }),
    3,
    5,
  ),
  /** Why choose us (web3 has six). */
  reasons: section(iconCard, 3, 6).optional(),
  /** Concrete use cases with the outcome a client can expect (AI/ML solutions). */
  useCases: section(
    textCard.extend({
      /** The measurable result, one short phrase. */
      outcome: z.string(),
    }),
    3,
    8,
  ).optional(),
  /** Compliance standards we map controls to (security): the standard's short name as title. */
  /** Up to ten: the security page names the general frameworks and the financial regulators' rules. */
  complianceStandards: section(textCard, 3, 10).optional(),
  /** Headline metrics with a value (observability). */
  metrics: section(
    z.strictObject({
      /** The figure as shown, such as "< 5 min". */
      value: z.string(),
      /** What the figure measures. */
      label: z.string(),
      /** One sentence of context. */
      description: z.string().min(30),
    }),
    3,
    6,
  ).optional(),
  /** Areas of a business we improve (process optimization). */
  areas: section(iconCard, 3, 8).optional(),
  /** Named methods we apply (process optimization). */
  methodologies: section(textCard, 3, 6).optional(),
  /** Architecture patterns with the AWS services behind them (serverless). */
  patterns: section(
    textCard.extend({
      /** The AWS services the pattern is built from. */
      services: z.array(z.string()).min(1).max(6),
    }),
    3,
    6,
  ).optional(),
  /** A highlighted box of focus items (web3's Real-World Asset focus). */
  focus: section(textCard, 2, 6).optional(),
  /** Frequently asked questions, rendered as disclosure widgets. */
  faq: section(
    z.strictObject({
      /** The question as a visitor would ask it. */
      question: z.string().min(10),
      /** A complete answer, one short paragraph. */
      answer: z.string().min(60),
    }),
    3,
    10,
  ).optional(),
  cta: callToAction,
  /**
   * An offer that runs against an outside deadline, such as the end of support for an SDK. Pages
   * word it from these fields and the day they are built (`<DeadlineOffer of="<id>" />` in MDX):
   * the full offer and a date to start by, the reduced scope after that date, what we offer once
   * the deadline has passed. Never write the deadline's month into the copy.
   */
  deadlineOffer: z
    .object({
      /** The day the deadline falls on (YYYY-MM-DD). */
      deadline: calendarDate,
      /** What ends that day, in lower case: "support for the AWS X-Ray SDKs and daemon". */
      subject: z.string().min(10).max(80),
      /** The fleet the full offer is sized for: "about forty services". */
      fleet: z.string().min(5).max(40),
      /** How long the full offer takes, in weeks. */
      weeks: z.number().int().min(1).max(52),
      /** Weeks kept free before the deadline. */
      marginWeeks: z.number().int().min(0).max(12),
      /** What we do for a start after the start-by date; finishes the sentence "Started later, we …". */
      reduced: z.string().min(40).max(400),
      /** What we offer once the deadline has passed, in a sentence or two. */
      after: z.string().min(40).max(400),
    })
    .optional(),
  /** The service's place in the catalogue: /services lists every service by group, and the home page features the first HOME_FEATURED_COUNT. */
  catalog: z.strictObject({
    /** The practice it belongs to (SERVICE_GROUPS in src/config/service-catalog.ts). */
    group: z.enum(SERVICE_GROUPS.map(({ id }) => id) as [ServiceGroupId, ...ServiceGroupId[]]),
    /** Position within its group, ascending. */
    order: z.number().int().min(1),
    /** Category badge on the catalogue card. */
    category: z.enum(SERVICE_CATEGORIES),
    /** Three to five features listed on the card. */
    features: z.array(z.string()).min(3).max(5),
    /** A specialist practice rather than a core service: labelled so, and drawn as one wide card after the others of its list. */
    specialist: z.boolean().optional(),
  }),
  /** Shorter features for the home page's card, for a service the home page features; without them it shows the catalogue's. */
  home: z
    .object({
      /** Three or four features listed on the card. */
      features: z.array(z.string()).min(3).max(4),
    })
    .optional(),
});

export type ServiceData = z.infer<typeof serviceSchema>;
