/**
 * The privacy policy tells visitors what the collector does with their submissions: where they are
 * kept (Cloudflare D1) and for how long (LEAD_RETENTION_MONTHS, which the Worker's scheduled job
 * applies). A change to either side that the other does not follow fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_RETENTION_MONTHS } from '../../src/config/forms.ts';

const policy = readFileSync(new URL('../../content/legal/privacy.mdx', import.meta.url), 'utf8');
const section = (id: string) => {
  const start = policy.indexOf(`{#${id}}`);
  const end = policy.indexOf('\n## ', start);
  return policy.slice(start, end === -1 ? undefined : end);
};

describe('the privacy policy and the collector', () => {
  it('names Cloudflare D1 as where form submissions are kept', () => {
    expect(section('contact-form')).toContain('Cloudflare D1');
    expect(section('how-information-is-shared')).toContain('Cloudflare D1');
  });

  it('states the retention the scheduled job applies', () => {
    const retention = section('how-long-we-keep-information');
    expect(retention).toContain(`deleted automatically ${LEAD_RETENTION_MONTHS} months after it arrives`);
    for (const months of retention.matchAll(/(\d+) months/g)) expect(Number(months[1])).toBe(LEAD_RETENTION_MONTHS);
  });
});
