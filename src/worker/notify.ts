/**
 * Telling the sales mailbox of a lead, through the `send_email` binding (Cloudflare Email Service).
 * Plain text only: nothing a visitor typed becomes markup anywhere. Locally, wrangler's runtime
 * prints the message in `npm start`'s terminal and keeps it as a file under .wrangler/.
 */
import { CONTACT } from '../config/contact.ts';
import { CONTACT_HIDDEN_FIELDS, NEWSLETTER_HIDDEN_FIELDS, PROJECT_OPTIONS } from '../config/forms.ts';
import { SITE } from '../config/identity.ts';
import { type LeadRow, markNotified, markUndelivered } from './store.ts';

/** The sender: the site's own address on the firm's mail domain, which must be onboarded to Email Service. */
const SENDER = { email: `website@${CONTACT.email.split('@')[1]}`, name: `${SITE.name} website` };

/** One line of a header: no line breaks or other control characters can reach it. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** The message the sales mailbox receives for `lead`; a reply goes to the visitor. */
function leadEmail(lead: LeadRow): EmailMessageBuilder {
  const project = PROJECT_OPTIONS.find((option) => option.value && option.value === lead.project)?.label;
  const name = [lead.first_name, lead.last_name].filter(Boolean).join(' ');
  const subject =
    lead.form === 'contact'
      ? `${CONTACT_HIDDEN_FIELDS._subject}: ${oneLine(name)}${lead.company ? ` (${oneLine(lead.company)})` : ''}`
      : `${NEWSLETTER_HIDDEN_FIELDS._subject}: ${oneLine(lead.email)}`;
  const lines = [
    lead.form === 'contact' ? `${name} wrote through the contact form.` : `${lead.email} subscribed to the newsletter.`,
    '',
    ...(lead.form === 'contact'
      ? [
          `Name: ${name}`,
          `Email: ${lead.email}`,
          `Company: ${lead.company ?? '(not given)'}`,
          `Service of interest: ${project ?? '(not chosen)'}`,
          '',
          lead.message ?? '',
        ]
      : [`Email: ${lead.email}`]),
    '',
    `Received ${lead.received_at}, lead ${lead.id}. Every lead is kept in Cloudflare D1: npm run leads lists them.`,
  ];
  return { from: SENDER, to: CONTACT.email, replyTo: lead.email, subject: oneLine(subject).slice(0, 200), text: lines.join('\n') };
}

/** Sends the message for `lead` and records the outcome on its row; never throws. */
export async function notifyLead(env: Env, lead: LeadRow): Promise<boolean> {
  try {
    await env.EMAIL.send(leadEmail(lead));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`lead ${lead.id}: the sales mailbox could not be told (${reason}); the scheduled job retries it`);
    await markUndelivered(env.DB, lead.id, reason).catch(() => {});
    return false;
  }
  await markNotified(env.DB, lead.id, new Date().toISOString()).catch((error) =>
    console.error(`lead ${lead.id}: sent, but not marked as sent (${error}); it may be sent again`),
  );
  return true;
}
