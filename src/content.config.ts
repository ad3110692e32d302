import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ARTICLE_CATEGORIES } from './config/blog';
import { SERVICE_CATEGORIES } from './config/services';
import { isIconName } from './lib/icons';

/** Where editors' files live; tests and the build benchmark point it at generated fixtures. */
const CONTENT_ROOT = process.env.CONTENT_DIR ?? './content';

/** A lucide icon, by its PascalCase export name (for example `ShieldCheck`). */
const icon = z.string().refine(isIconName, {
  error: (issue) => `"${String(issue.input)}" is not a lucide icon name (use the PascalCase export name, for example ShieldCheck)`,
});

/** A link inside the site: a root-relative path, checked against the built pages by the dist tests. */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'must be a root-relative path such as /contact');

/** A button or link: visible label and target. */
const action = z.object({
  /** Visible text of the button. */
  label: z.string().min(2),
  /** Where it leads; every action leads somewhere (DECISIONS.md). */
  href: internalHref,
});

/** An icon, a short title and one or two sentences: benefits, reasons, areas. */
const iconCard = z.object({
  /** Lucide icon shown beside the title. */
  icon,
  /** Short title, a few words. */
  title: z.string().min(3),
  /** One or two sentences. */
  description: z.string().min(40),
});

/** A title and a description without an icon: steps, methodologies, FAQ-like rows. */
const textCard = z.object({
  /** Short title, a few words. */
  title: z.string().min(3),
  /** One to three sentences. */
  description: z.string().min(40),
});

/** A titled section holding a list; `intro` is an optional lead paragraph. */
function section<T extends z.ZodType>(item: T, min: number, max = 12) {
  return z.object({
    /** Section heading (h2). */
    title: z.string().min(3),
    /** Lead paragraph under the heading. */
    intro: z.string().optional(),
    /** The section's entries, in display order. */
    items: z.array(item).min(min).max(max),
  });
}

/** Fields every collection shares (Astro Cactus style): what the page is called and how it is summarised. */
const baseSchema = z.object({
  /** Page title: the h1 and the first half of `<title>`. */
  title: z.string().min(3).max(80),
  /** Summary for meta description, link previews and cards: 50–160 characters. */
  description: z.string().min(50).max(160),
});

const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: `${CONTENT_ROOT}/articles` }),
  schema: baseSchema.extend({
    /** One of SPEC.md's eight article categories; decides which blog tab lists it. */
    category: z.enum(ARTICLE_CATEGORIES),
    /** Lucide icon on the article's card. */
    icon,
    /** First publication (YYYY-MM-DD); orders the blog newest first and drives "Recent". */
    publishedDate: z.coerce.date(),
    /** Last substantive revision; shown as "Last updated Month YYYY" when present. */
    updatedDate: z.coerce.date().optional(),
    /** Closing call to action after the body, such as a consultation offer. */
    cta: z
      .object({
        /** Heading of the closing box. */
        title: z.string(),
        /** One or two sentences under it. */
        description: z.string().min(40),
        /** One or two buttons; the first is the primary one. */
        actions: z.array(action).min(1).max(2),
      })
      .optional(),
    /** Show the notice that the article is educational, not financial, legal or investment advice. */
    notAdvice: z.boolean().default(false),
  }),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: `${CONTENT_ROOT}/legal` }),
  schema: baseSchema.extend({
    /** Date the policy took effect (YYYY-MM-DD), shown under the title. */
    effectiveDate: z.coerce.date(),
  }),
});

const services = defineCollection({
  loader: glob({ pattern: '*.mdx', base: `${CONTENT_ROOT}/services` }),
  schema: baseSchema.extend({
    /** Lucide icon for the service on cards. */
    icon,
    /** The page's opening block. */
    hero: z.object({
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
    /** Compliance standards we map controls to (security). */
    complianceStandards: section(
      z.object({
        /** Standard's short name, such as "SOC 2 Type II". */
        name: z.string(),
        /** What we do for it, one or two sentences. */
        description: z.string().min(40),
      }),
      3,
      8,
    ).optional(),
    /** Headline metrics with a value (observability). */
    metrics: section(
      z.object({
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
    /** Areas of a business we improve (process optimisation). */
    areas: section(iconCard, 3, 8).optional(),
    /** Named methods we apply (process optimisation). */
    methodologies: section(textCard, 3, 6).optional(),
    /** Architecture patterns with the services behind them (serverless). */
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
      z.object({
        /** The question as a visitor would ask it. */
        question: z.string().min(10),
        /** A complete answer, one short paragraph. */
        answer: z.string().min(60),
      }),
      3,
      10,
    ).optional(),
    /** Closing call to action. */
    cta: z.object({
      /** Heading of the closing band. */
      title: z.string(),
      /** One or two sentences under it. */
      description: z.string().min(40),
      /** One or two buttons. */
      actions: z.array(action).min(1).max(2),
    }),
    /** Listing on /services; absent means the service is not in the catalogue. */
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
      })
      .optional(),
  }),
});

export const collections = { articles, legal, services };
