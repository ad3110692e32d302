/**
 * Frontmatter of a service page (`content/services/<id>.mdx`, served at /services/<id>).
 * The structured sections live here; the MDX body is the page's overview text.
 */
import { z } from 'astro/zod';
import { SERVICE_CATEGORIES } from '../config/service-catalog.ts';
import { action, callToAction, icon, iconCard, pageBase, section, textCard } from './common.ts';

export const serviceSchema = pageBase.extend({
  /** Lucide icon for the service on cards. */
  icon,
  /** The page's opening block. */
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
  /** Closing call to action. */
  cta: callToAction,
  /** Listing on /services; absent means the service is not among the catalogue's main cards. */
  catalog: z
    .object({
      /** Category badge on the catalogue card. */
      category: z.enum(SERVICE_CATEGORIES),
      /** Position in the catalogue, ascending. */
      order: z.number().int().min(1),
      /** Three to five features listed on the card. */
      features: z.array(z.string()).min(3).max(5),
    })
    .optional(),
  /** Listing in the home page's services section; absent means not on the home page. */
  home: z
    .object({
      /** Position among the home cards, ascending. */
      order: z.number().int().min(1),
      /** Three or four features listed on the card. */
      features: z.array(z.string()).min(3).max(4),
      /**
       * A specialist practice rather than a core service: its card follows the core cards, one row
       * wide and labelled as such, so the grid starts where most buyers start.
       */
      specialist: z.boolean().optional(),
    })
    .optional(),
});

export type ServiceData = z.infer<typeof serviceSchema>;
