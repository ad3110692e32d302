/** The contact form's options and hidden values (SPEC.md section 3, DECISIONS.md "Contact form"). */
import { CONTACT } from './site';

/** The project select: value sent to the form service and label shown, in SPEC.md's order. */
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
  { value: 'other', label: 'Other' },
] as const;

/** Hidden fields sent with every contact submission. */
export const CONTACT_HIDDEN_FIELDS = {
  _to: CONTACT.email,
  _subject: CONTACT.formSubject,
  _replyto: '',
  _form_source: 'contact_page_form',
} as const;

/** Toast texts (SPEC.md section 8). */
export const CONTACT_MESSAGES = {
  successTitle: 'Message sent successfully!',
  successDescription: `We'll get back to you within ${CONTACT.responseHours} hours.`,
  failureTitle: 'Failed to send message',
  failureDescription: `Please try again or contact us directly at ${CONTACT.email}`,
} as const;
