/**
 * Contact details that only stand in for the firm's real ones (documentation mail domains, fictional
 * numbers, profile links naming no profile): a local build may carry them, a deployment must not.
 */
import { CONTACT } from './contact.ts';
import { PEOPLE, SOCIAL } from './identity.ts';

/** One stand-in value, with the setting that holds it and why it cannot be real. */
export interface Placeholder {
  /** The setting to change, as an editor finds it: `CONTACT.email in src/config/contact.ts`. */
  setting: string;
  value: string;
  reason: string;
}

/** The contact details the check reads; the configuration by default, anything in tests. */
export interface Identity {
  contact: { email: string; securityEmail: string; phone: string; phoneE164: string };
  social: readonly { name: string; href: string }[];
  people: readonly { id: string; profileUrl: string }[];
}

const CONFIGURED: Identity = { contact: CONTACT, social: SOCIAL, people: PEOPLE };

// RFC 2606 and RFC 6761 reserve these for documentation and testing: no mailbox or site there is anyone's.
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
// Numbers 555-0100 to 555-0199 in every North American area code are set aside for fiction.
const FICTIONAL_NUMBER = /^1?\d{3}55501\d{2}$/;
// Words that only ever appear in a link nobody has filled in.
const STAND_IN_WORDS = /(^|[/\-_.@])(your|yourcompany|your-company|username|handle|example|placeholder|changeme|company-name|todo)([/\-_.]|$)/i;

function mailbox(setting: string, address: string): Placeholder[] {
  const domain = address.split('@')[1] ?? '';
  if (!domain) return [{ setting, value: address, reason: 'it is not an email address' }];
  return RESERVED_DOMAIN.test(domain)
    ? [{ setting, value: address, reason: `${domain} is reserved for documentation (RFC 2606), so mail sent there never arrives` }]
    : [];
}

function phone(setting: string, number: string): Placeholder[] {
  return FICTIONAL_NUMBER.test(number.replace(/\D/g, ''))
    ? [{ setting, value: number, reason: '555-0100 to 555-0199 are reserved for fictional use in every North American area code, so the call reaches nobody' }]
    : [];
}

function profile(setting: string, href: string): Placeholder[] {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [{ setting, value: href, reason: 'it is not a web address' }];
  }
  if (RESERVED_DOMAIN.test(url.hostname)) return [{ setting, value: href, reason: `${url.hostname} is reserved for documentation (RFC 2606)` }];
  if (url.pathname.replace(/\/+$/, '') === '') return [{ setting, value: href, reason: `it is the home page of ${url.hostname}, not a profile on it` }];
  if (STAND_IN_WORDS.test(url.pathname)) return [{ setting, value: href, reason: 'it names a stand-in profile, not the firm’s own' }];
  return [];
}

/** Every contact detail in `identity` that cannot be the firm's real one; an empty list when all are. */
export function findPlaceholders(identity: Identity = CONFIGURED): Placeholder[] {
  const { contact, social, people } = identity;
  const inContact = (key: string) => `CONTACT.${key} in src/config/contact.ts`;
  const found = [
    ...mailbox(inContact('email'), contact.email),
    ...mailbox(inContact('securityEmail'), contact.securityEmail),
    ...phone(inContact('phone'), contact.phone),
    ...phone(inContact('phoneE164'), contact.phoneE164),
    ...social.flatMap((entry) => profile(`the ${entry.name} entry of SOCIAL in src/config/identity.ts`, entry.href)),
    ...people.flatMap((person) => profile(`profileUrl of ${person.id} in PEOPLE, src/config/identity.ts`, person.profileUrl)),
  ];
  if (contact.phone.replace(/\D/g, '') !== contact.phoneE164.replace(/\D/g, '')) {
    found.push({
      setting: inContact('phoneE164'),
      value: contact.phoneE164,
      reason: `it is not the number shown as CONTACT.phone (${contact.phone}), so tap-to-call dials another number`,
    });
  }
  return found;
}

/**
 * What the build does about stand-in details: a deployment (`siteUrl` given, not this machine)
 * fails with every setting to change; a local build only warns.
 */
export function identityCheck(siteUrl: string | undefined, found: Placeholder[] = findPlaceholders()): { error?: string; warning?: string } {
  if (!found.length) return {};
  const list = found.map((item) => `  - ${item.setting} is ${item.value}: ${item.reason}.`).join('\n');
  if (siteUrl) {
    return {
      error:
        `SITE_URL is ${siteUrl}, a deployment, but the firm's contact details are still placeholders:\n${list}\n` +
        'Replace each with the firm’s real detail in the file named, or leave SITE_URL unset for a local build.',
    };
  }
  return { warning: `[basalt] Placeholder contact details, acceptable only in a local build:\n${list}` };
}
