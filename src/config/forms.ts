/**
 * The form protocol, shared by the forms, the Worker that collects them and the tests: where each
 * posts, its fields and their lengths, what the visitor is told. Safe in Node, browser and Worker.
 */
import { CONTACT } from './contact.ts';
import { SITE } from './identity.ts';

/** The port of `npm start` and the browser tests. */
export const PORTS = { site: 4321 } as const;

/** Where each form posts on the site's own origin: the Worker (wrangler.jsonc runs it for /api/* only). */
export const FORM_PATHS = { contact: '/api/contact', newsletter: '/api/newsletter' } as const;
export type FormKind = keyof typeof FORM_PATHS;

/**
 * Where the forms post: the site's own Worker, or, when `PUBLIC_CONTACT_FORM_ENDPOINT` names a
 * third-party form service, that service for both forms (`_form_source` tells them apart).
 */
export function formEndpoint(configured: string | undefined): { contact: string; newsletter: string; service: boolean } {
  return configured ? { contact: configured, newsletter: configured, service: true } : { ...FORM_PATHS, service: false };
}

/** How each form names itself in `_form_source`, so the form service (and the inbox) can tell them apart. */
export const FORM_SOURCES = { contact: 'contact_page_form', newsletter: 'footer_newsletter' } as const;

/**
 * The one schema of what a visitor types, which the island's inputs and the Worker (src/lib/lead.ts)
 * both follow, so they never disagree. An email address is at most 254 characters (RFC 5321).
 */
export const LEAD_FIELDS = {
  firstName: { maxLength: 100, required: true },
  lastName: { maxLength: 100, required: true },
  email: { maxLength: 254, required: true },
  company: { maxLength: 200, required: false },
  project: { maxLength: 40, required: false },
  message: { maxLength: 5000, required: true },
} as const;
export type LeadField = keyof typeof LEAD_FIELDS;

/** The fields each form sends the visitor's words in; the newsletter asks only for the address. */
export const FORM_FIELDS: Readonly<Record<FormKind, readonly LeadField[]>> = {
  contact: ['firstName', 'lastName', 'email', 'company', 'project', 'message'],
  newsletter: ['email'],
};

/**
 * A submission's id, made by the island once per message and sent again with every retry of it, so
 * the collector stores a message once however often it arrives. A post without script has none and
 * is given one.
 */
export const SUBMISSION_ID_FIELD = '_submission_id';

/** The largest request body the collector reads: the form's longest fields fit several times over. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How long a stored submission is kept before the collector's daily job deletes it; the privacy
 * policy (content/legal/privacy.mdx) states the same.
 */
export const LEAD_RETENTION_MONTHS = 24;

/** The hidden spam-trap field: people never see it, some bots fill it. Such posts are answered as sent and stored nowhere. */
export const SPAM_TRAP_FIELD = '_gotcha';

/**
 * The project select: the value sent to the form service (kept as the first site sent it, so
 * stored and mailed inquiries stay comparable), the label shown, and the catalogue service the
 * value stands for. Each label is that service's catalogue title, which a unit test holds it to.
 */
export const PROJECT_OPTIONS = [
  { value: '', label: 'Select a service' },
  { value: 'web3-development', label: 'Web3 Development', service: 'web3-development' },
  { value: 'cloud-migration', label: 'Cloud Architecture', service: 'cloud-architecture' },
  { value: 'devops-automation', label: 'DevOps & Automation', service: 'devops-automation' },
  { value: 'ai-engineering', label: 'AI/ML Solutions', service: 'ai-ml-solutions' },
  { value: 'security-consulting', label: 'Security Consulting', service: 'security-consulting' },
  { value: 'data-engineering', label: 'AI/ML & Data Engineering', service: 'ai-ml-data-engineering' },
  { value: 'serverless', label: 'Serverless Solutions', service: 'serverless-solutions' },
  { value: 'monitoring', label: 'Monitoring & Observability', service: 'monitoring-observability' },
  { value: 'obsidian-edge', label: 'Obsidian Edge trial or demo' },
  { value: 'other', label: 'Other' },
] as const;
type ProjectOption = (typeof PROJECT_OPTIONS)[number]['value'];

/** The project option a contact link preselects with `?project=` (the product's trial and demo buttons). */
export function projectFromSearch(search: string): ProjectOption | undefined {
  const wanted = new URLSearchParams(search).get('project');
  return PROJECT_OPTIONS.find((option) => option.value && option.value === wanted)?.value;
}

/** Hidden fields sent with every contact submission. */
export const CONTACT_HIDDEN_FIELDS = {
  _to: CONTACT.email,
  _subject: `New inquiry from the ${SITE.name} website`,
  _replyto: '',
  _form_source: FORM_SOURCES.contact,
} as const;

/** Hidden fields sent with every newsletter subscription. */
export const NEWSLETTER_HIDDEN_FIELDS = {
  _to: CONTACT.email,
  _subject: 'Newsletter subscription',
  _form_source: FORM_SOURCES.newsletter,
} as const;

/** What the visitor is told after sending the contact form. */
export const CONTACT_MESSAGES = {
  successTitle: 'Message sent successfully!',
  successDescription: `We'll get back to you within ${CONTACT.replyWithin}.`,
  failureTitle: 'Failed to send message',
  failureDescription: `Please try again or contact us directly at ${CONTACT.email}`,
} as const;

/** The failure toast's text when the form service explains what to fix (for example an invalid email). */
export function fixAndRetryDescription(serviceError: string): string {
  return `${serviceError.replace(/[.!]?$/, '.')} Please correct it and send the form again, or contact us directly at ${CONTACT.email}`;
}
