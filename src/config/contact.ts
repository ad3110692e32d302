/** How to reach the firm: mailboxes, phone, office, hours and the reply-time promise. */

export const CONTACT = {
  /** Sales mailbox: mailto links, the form's `_to`, the failure toast. */
  email: 'sales@example.com',
  /** Where vulnerability reports go (security.txt, the terms). */
  securityEmail: 'security@example.com',
  /** Toll-free number as displayed. */
  phone: '+1 (800) 555-0134',
  /** The same number in E.164, for tel: links and structured data. */
  phoneE164: '+18005550134',
  office: { city: 'Greensboro', region: 'NC', country: 'US' },
  /**
   * The one reply-time promise the site makes, wherever it makes it. A business day, not 24 hours:
   * the office is closed on Sundays, so a round-the-clock promise would be broken every weekend.
   */
  replyWithin: 'one business day',
} as const;

/** What "one business day" means, shown beside the office hours. */
export const REPLY_TERMS =
  'Business days are Monday to Friday, except US federal holidays. A message that arrives on a weekend or a holiday is answered by the end of the next business day.';

/** The office as one line: "Greensboro, NC". */
export const OFFICE_LINE = `${CONTACT.office.city}, ${CONTACT.office.region}`;

export const PHONE_HREF = `tel:${CONTACT.phoneE164}`;

/** Office hours, in display order, in Eastern Time (EST in winter, EDT in summer: the office keeps local time). */
export const OFFICE_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM ET' },
  { days: 'Saturday', hours: '10:00 AM – 2:00 PM ET' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/**
 * What the Saturday hours are for, shown beside REPLY_TERMS: Saturday is open but not a business
 * day, so the sentence says what a visitor gets then without stretching the reply-time promise.
 */
const SATURDAY = OFFICE_HOURS.find((row) => row.days === 'Saturday')!;
export const SATURDAY_TERMS = `Saturday hours (${SATURDAY.hours.replace(' – ', ' to ')}) cover phone calls only: we answer the phone and book a first conversation, and a message sent on a Saturday is answered as on any weekend.`;
