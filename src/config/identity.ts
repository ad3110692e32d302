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
  tagline: 'Cloud architecture, DevOps, AI/ML, Web3 and security consulting that cuts through complexity and ships.',
  /** The practices in one line: the home hero's eyebrow and the default social card. */
  practices: 'Cloud · DevOps · AI/ML · Web3 · Security',
  /** The home page's h1 and the default social card's title; `accent` is highlighted on the page. */
  headline: { lead: 'Cutting through', accent: 'Complexity' },
  foundedYear: 2020,
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

/**
 * The people who lead the practices and write the articles: the authors collection is loaded
 * from this list, so a name or a role is written once. `leads` names the service pages of the
 * practice each one leads (their author page links them); `portrait`, when a photograph exists,
 * is its address under public/ (a square image), and the pages draw a monogram until then.
 */
export const PEOPLE = [
  {
    id: 'jordan-reyes',
    name: 'Jordan Reyes',
    role: 'Founder & Principal Cloud Architect',
    profileUrl: 'https://www.linkedin.com/in/jordan-reyes-basalt',
    certifications: ['AWS Certified Solutions Architect – Professional', 'Certified Kubernetes Administrator', 'HashiCorp Certified: Terraform Associate'],
    leads: ['cloud-architecture', 'serverless-solutions'],
    bio: 'Leads the cloud and serverless practice: AWS landing zones, migrations, Terraform platforms and event-driven systems, and architecture on the firm’s largest engagements. Has built infrastructure since the data-center era, from consolidation projects to multi-region AWS.',
  },
  {
    id: 'amara-okafor',
    name: 'Amara Okafor',
    role: 'Principal Consultant, Delivery & Security',
    profileUrl: 'https://www.linkedin.com/in/amara-okafor-basalt',
    certifications: ['AWS Certified Security – Specialty', 'Certified Kubernetes Security Specialist', 'CISSP'],
    leads: ['devops-automation', 'security-consulting'],
    bio: 'Leads the delivery and security practice: zero trust on AWS, delivery pipelines and progressive delivery on ECS and EKS, and the audits they must pass. Previously ran platform engineering for a payments company under PCI DSS.',
  },
  {
    id: 'rafael-moreno',
    name: 'Rafael Moreno',
    role: 'Principal Consultant, Data, AI & Web3',
    profileUrl: 'https://www.linkedin.com/in/rafael-moreno-basalt',
    certifications: ['AWS Certified Data Engineer – Associate', 'AWS Certified Machine Learning Engineer – Associate'],
    leads: ['ai-ml-solutions', 'ai-ml-data-engineering', 'web3-development'],
    bio: 'Leads the data, AI and Web3 practice: database migrations and change data capture, generative AI on Amazon Bedrock, and tokenization pilots for regulated clients.',
  },
  {
    id: 'daniel-osei',
    name: 'Daniel Osei',
    role: 'Principal Consultant, Reliability & Operations',
    profileUrl: 'https://www.linkedin.com/in/daniel-osei-basalt',
    certifications: ['AWS Certified DevOps Engineer – Professional', 'AWS Certified Solutions Architect – Professional'],
    leads: ['observability', 'monitoring-observability', 'process-optimization'],
    bio: 'Leads the reliability and operations practice: OpenTelemetry instrumentation, SLOs and on-call, and the value-stream and cloud-cost measurements behind process work. Previously ran site reliability for a logistics software company’s customer-facing platform.',
  },
] as const;

/** A person's portrait when PEOPLE gives one (none does yet), for the pages that draw people. */
export function portraitOf(person: (typeof PEOPLE)[number]): string | undefined {
  return 'portrait' in person ? String(person.portrait) : undefined;
}

/** The founder: the first of PEOPLE, with what the founder card adds. */
export const FOUNDER = {
  ...PEOPLE[0],
  /** How the copy refers to the founder after the first mention. */
  shortName: 'Jordan',
  /** The founder's own years of industry experience (not the firm's age), shown as "15+". */
  yearsExperience: 15,
} as const;

/**
 * The whole firm as it is: everyone on the payroll by role (the principals are PEOPLE), and the
 * professional certifications held across the team, each with how many people hold it. The
 * principals' own certifications are counted in these totals (a unit test keeps them consistent).
 */
export const TEAM = {
  /** Month the figures were last checked, shown beside them. */
  asOf: '2026-11',
  roles: [
    { role: 'Principal consultants', count: PEOPLE.length, note: 'One of them leads every engagement, from the first workshop to the handover.' },
    { role: 'Senior engineers', count: 6, note: 'Cloud, platform, data and smart-contract engineers, each with at least eight years in the trade.' },
    { role: 'Delivery and operations', count: 2, note: 'Engagement management, security operations and the firm’s own infrastructure.' },
  ],
  certifications: [
    { name: 'AWS Certified Solutions Architect – Professional', holders: 5 },
    { name: 'AWS Certified DevOps Engineer – Professional', holders: 3 },
    { name: 'AWS Certified Security – Specialty', holders: 2 },
    { name: 'AWS Certified Data Engineer – Associate', holders: 2 },
    { name: 'AWS Certified Machine Learning Engineer – Associate', holders: 1 },
    { name: 'Certified Kubernetes Administrator', holders: 3 },
    { name: 'Certified Kubernetes Security Specialist', holders: 1 },
    { name: 'HashiCorp Certified: Terraform Associate', holders: 6 },
    { name: 'CISSP', holders: 1 },
  ],
} as const;

/** Everyone at the firm, principals included. */
export const HEADCOUNT = TEAM.roles.reduce((sum, row) => sum + row.count, 0);

/**
 * Who answers a page outside office hours. Every promise of a page at any hour on the site (a Web3
 * operations retainer, Obsidian Edge while CME Globex is open) rides on this one rotation, so those
 * pages and /about describe the same people.
 */
export const ON_CALL = {
  /** The principals and the senior engineers take turns; delivery and operations staff run the tooling, not the pager. */
  engineers: TEAM.roles[0].count + TEAM.roles[1].count,
  /** Minutes within which the engineer on call acknowledges a critical page. */
  acknowledgeMinutes: 30,
} as const;

/** The rotation in one paragraph, shown under the team's headcount on /about. */
export const ON_CALL_STORY = `One rotation answers every page we promise: critical alerts under a Web3 operations retainer, and Obsidian Edge while CME Globex is open. Our ${TEAM.roles[0].count} principals and ${TEAM.roles[1].count} senior engineers take it in weekly turns, a week as primary and then a week as secondary, so each of the ${ON_CALL.engineers} carries the pager about two weeks in every ${ON_CALL.engineers} and acknowledges a critical page within ${ON_CALL.acknowledgeMinutes} minutes. Everything else waits for business hours, and when we shadow a client's own rotation during a handover, we do it in their business hours.`;

/** Company social profiles, shown in the footer and listed in JSON-LD `sameAs`. */
export const SOCIAL = [
  { name: 'Twitter', href: 'https://x.com/basalttech' },
  { name: 'GitHub', href: 'https://github.com/basalt-technologies' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/basalt-technologies' },
] as const;

/**
 * Headline figures of the home page. The last is the founder's experience and says so. `unit` is
 * what one of each is, shown beside the figure on the home page; `counted` is how each is counted
 * in full, shown on the case-studies page the figures link to.
 */
export const STATS = [
  {
    value: '100+',
    label: 'Projects delivered',
    unit: `Signed statements of work completed since ${SITE.foundedYear}`,
    counted: `Signed statements of work completed since ${SITE.foundedYear}. An extension or a renewal of the same statement of work is not counted again.`,
  },
  {
    value: '40+',
    label: 'Cloud migrations',
    unit: 'Application systems cut over to production on AWS',
    counted: 'Application systems cut over to production on AWS under those statements of work, counted per system moved, not per server or database.',
  },
  {
    value: '25+',
    label: 'Enterprise clients',
    unit: 'Client organizations of 1,000 or more employees',
    counted: 'Distinct client organizations of 1,000 or more employees that signed at least one statement of work. Subsidiaries of one group count once.',
  },
  {
    value: `${FOUNDER.yearsExperience}+`,
    label: 'Years of founder experience',
    unit: `${FOUNDER.name}'s own years in infrastructure and cloud`,
    counted: `${FOUNDER.name}'s own years in infrastructure and cloud engineering, including the years before he founded the firm in ${SITE.foundedYear}.`,
  },
] as const;
