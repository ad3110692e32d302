/**
 * Who the firm is: name, positioning, founding, founder, social profiles and the headline figures.
 * Every page, layout, feed and card reads these from here, so a fact changes in one place.
 * The site's origin is not here: it is Astro's `site` setting (astro.config.mjs).
 */

export const SITE = {
  /** Trading name: titles, the wordmark, copyright, feeds, JSON-LD. */
  name: 'Basalt Technologies',
  /** The legal entity behind the site, named in the legal pages and the footer. */
  legalName: 'Basalt Technologies, LLC',
  /** One-line positioning: the home page's description and the footer. */
  tagline:
    'Cloud architecture, DevOps, AI/ML, Web3 and security consulting that cuts through complexity and ships.',
  /** The practices in one line: the home hero's eyebrow and the default social card. */
  practices: 'Cloud · DevOps · AI/ML · Web3 · Security',
  /** The home page's h1 and the default social card's title; `accent` is highlighted on the page. */
  headline: { lead: 'Cutting through', accent: 'Complexity' },
  /** Year the firm was founded. */
  foundedYear: 2020,
  /** Year shown in the footer's copyright line. */
  copyrightYear: 2025,
  /** Language of every page (BCP 47). Open Graph's `en_US` and the feed's `en-us` derive from it. */
  lang: 'en',
  /** The site's icon under public/, used as the publisher logo in structured data. */
  logo: '/icon-512.png',
} as const;

/** The home headline as one line of text (the social card, titles). */
export const HEADLINE = `${SITE.headline.lead} ${SITE.headline.accent}`;

/** The site's language with its likely region, from `SITE.lang` alone: `en` → `en-US`. */
export const LOCALE = new Intl.Locale(SITE.lang).maximize();
/** Open Graph's locale form, `en_US`. */
export const OG_LOCALE = `${LOCALE.language}_${LOCALE.region}`;

export const FOUNDER = {
  /** Full name on the founder card and in structured data. */
  name: 'Jordan Reyes',
  /** How the copy refers to the founder after the first mention. */
  shortName: 'Jordan',
  /** Role shown under the name. */
  role: 'Founder & Principal Cloud Architect',
  /** The founder's own years of industry experience (not the firm's age), shown as "15+". */
  yearsExperience: 15,
  /** Public profile the card links to. */
  profileUrl: 'https://www.linkedin.com/in/jordan-reyes-basalt',
  /** Certifications shown as badges. */
  badges: [
    'AWS Certified Solutions Architect – Professional',
    'Certified Kubernetes Administrator',
    'HashiCorp Certified: Terraform Associate',
  ],
} as const;

/** Company social profiles, shown in the footer and listed in JSON-LD `sameAs`. */
export const SOCIAL = [
  { name: 'Twitter', href: 'https://x.com/basalttech' },
  { name: 'GitHub', href: 'https://github.com/basalt-technologies' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/basalt-technologies' },
] as const;

/** Headline figures of the home page. The last is the founder's experience and says so. */
export const STATS = [
  { value: '100+', label: 'Projects delivered' },
  { value: '40+', label: 'Cloud migrations' },
  { value: '25+', label: 'Enterprise clients' },
  { value: `${FOUNDER.yearsExperience}+`, label: 'Years of founder experience' },
] as const;
