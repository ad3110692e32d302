/**
 * The form protocol, shared by the contact form, the newsletter form, the local inbox
 * (scripts/form-inbox.mjs) and the tests: which fields each form sends, how it names itself,
 * what the visitor is told, and where the local servers listen. Plain data, safe in Node and
 * in the browser.
 */
import { CONTACT } from './contact.ts';
import { SITE } from './identity.ts';

/** Ports of `npm start` and the browser tests: the site, and the local form inbox beside it. */
export const PORTS = { site: 4321, inbox: 4322 } as const;

/** The local inbox's submission address, used when no form service is configured. */
export const LOCAL_INBOX_URL = `http://localhost:${PORTS.inbox}/submit`;

/** Where forms post: the configured form service, or the local inbox when none is configured. */
export function formEndpoint(configured: string | undefined): { url: string; local: boolean } {
  return configured ? { url: configured, local: false } : { url: LOCAL_INBOX_URL, local: true };
}

/** How each form names itself in `_form_source`, so the form service (and the inbox) can tell them apart. */
export const FORM_SOURCES = { contact: 'contact_page_form', newsletter: 'footer_newsletter' } as const;
type FormSource = (typeof FORM_SOURCES)[keyof typeof FORM_SOURCES];

/** Fields the visitor must fill in, per form; the browser enforces them and the inbox checks them. */
export const REQUIRED_FIELDS: Readonly<Record<FormSource, readonly string[]>> = {
  [FORM_SOURCES.contact]: ['firstName', 'lastName', 'email', 'message'],
  [FORM_SOURCES.newsletter]: ['email'],
};

/** Every field a form may send; anything else is dropped by the inbox. */
export const KNOWN_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'project',
  'message',
  '_to',
  '_subject',
  '_replyto',
  '_gotcha',
  '_form_source',
] as const;

/** The hidden spam-trap field: people never see it, some bots fill it. The service discards such posts. */
export const SPAM_TRAP_FIELD = '_gotcha';

/** The project select: value sent to the form service and label shown, in display order. */
export const PROJECT_OPTIONS = [
  { value: '', label: 'Select a service' },
  { value: 'web3-development', label: 'Web3 Development' },
  { value: 'cloud-migration', label: 'Cloud Migration' },
  { value: 'devops-automation', label: 'DevOps & Automation' },
  { value: 'ai-engineering', label: 'AI Engineering' },
  { value: 'security-consulting', label: 'Security Consulting' },
  { value: 'data-engineering', label: 'Data Engineering' },
  { value: 'serverless', label: 'Serverless Solutions' },
  { value: 'monitoring', label: 'Monitoring & Observability' },
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
