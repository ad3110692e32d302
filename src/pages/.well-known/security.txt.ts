import type { APIRoute } from 'astro';
import { CONTACT } from '../../config/contact.ts';
import { SITE } from '../../config/identity.ts';
import { SITE_ORIGIN } from '../../data/site.ts';
import { absoluteUrl, legalPath } from '../../config/paths.ts';

/** How long a published security.txt stays valid (RFC 9116 asks for less than a year); every build renews it. */
const VALID_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a vulnerability, and under which policy. */
export const GET: APIRoute = () => {
  const expires = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
  const lines = [
    `# Security contact for ${SITE.legalName}. Please do not send vulnerability reports to the sales mailbox.`,
    `Contact: mailto:${CONTACT.securityEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${SITE.lang}`,
    `Policy: ${absoluteUrl(`${legalPath('terms')}#security`, SITE_ORIGIN)}`,
    `Canonical: ${absoluteUrl('/.well-known/security.txt', SITE_ORIGIN)}`,
  ];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
