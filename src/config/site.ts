import { formEndpoint } from './inbox';

/**
 * Company facts (DECISIONS.md). Every page, layout and content helper reads them from here,
 * so the firm can change a fact in one place.
 */

export const SITE = {
  /** Company name, used in titles, the wordmark, copyright and JSON-LD. */
  name: 'Basalt Technologies',
  /** One-line positioning used as the home page description and the default meta description. */
  tagline:
    'Cloud architecture, DevOps, AI/ML, Web3 and security consulting that cuts through complexity and ships.',
  /** Canonical origin of the deployed site; comes from the build environment. */
  url: (import.meta.env.SITE_URL as string | undefined) || 'https://www.example.com',
  /** Year the firm was founded. */
  foundedYear: 2020,
  /** Year shown in the footer's copyright line. */
  copyrightYear: 2025,
  /** Language of every page. */
  locale: 'en_US',
  /** Default social-card image (1200×630) under public/. */
  defaultImage: '/og/default.png',
} as const;

export const CONTACT = {
  /** Sales mailbox: mailto links, the form's `_to`, the failure toast. */
  email: 'sales@example.com',
  /** Toll-free number as displayed. */
  phone: '+1 (800) 555-0134',
  /** The same number in E.164 for tel: links. */
  phoneHref: 'tel:+18005550134',
  /** Office location. */
  office: { city: 'Greensboro', region: 'NC', country: 'US' },
  /** Promised reply time, in hours. */
  responseHours: 24,
  /** Subject of messages sent through the contact form. */
  formSubject: 'New inquiry from the Basalt Technologies website',
} as const;

/** Office hours (SPEC.md section 9), in display order. */
export const OFFICE_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM EST' },
  { days: 'Saturday', hours: '10:00 AM – 2:00 PM EST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const FOUNDER = {
  /** Full name on the founder card. */
  name: 'Jordan Reyes',
  /** Role shown under the name. */
  role: 'Founder & Principal Cloud Architect',
  /** Years of industry experience, shown as "15+ years". */
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

/** Home page marketing figures (SPEC.md section 1). */
export const STATS = [
  { value: '100+', label: 'Projects delivered' },
  { value: '40+', label: 'Cloud migrations' },
  { value: '25+', label: 'Enterprise clients' },
  { value: '15+', label: 'Years of experience' },
] as const;

/** Where the contact and newsletter forms post: the form service, or the local inbox when none is set. */
export const FORM_ENDPOINT = formEndpoint(import.meta.env.PUBLIC_CONTACT_FORM_ENDPOINT as string | undefined).url;
