/**
 * The build configuration refuses a deployment that would fail its visitors: forms posting to a
 * visitor's own machine, or contact details that reach nobody.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/project-copy.mjs';
import { CONTACT } from '../../src/config/contact';

const FORM_SERVICE = { PUBLIC_CONTACT_FORM_ENDPOINT: 'https://forms.example/f/abc' };
const DEPLOYMENT = { SITE_URL: 'https://www.basalt.example' };

function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()) {
  const clean = { ...process.env };
  delete clean.SITE_URL;
  delete clean.PUBLIC_CONTACT_FORM_ENDPOINT;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./astro.config.mjs'); console.log('loaded')"], {
    cwd,
    encoding: 'utf8',
    env: { ...clean, ...env },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A copy of the project whose contact details are the firm's real ones (any non-reserved values). */
const realIdentity = projectCopy('basalt-identity', { content: [] });
afterAll(() => rmSync(realIdentity, { recursive: true, force: true }));
{
  const contact = join(realIdentity, 'src/config/contact.ts');
  writeFileSync(
    contact,
    readFileSync(contact, 'utf8')
      .replaceAll(CONTACT.email, 'sales@basalt-technologies.com')
      .replaceAll(CONTACT.securityEmail, 'security@basalt-technologies.com')
      .replace(CONTACT.phone, '+1 (800) 421-7730')
      .replace(CONTACT.phoneE164, '+18004217730'),
  );
}

describe('astro.config.mjs', () => {
  it('fails a deployment build (SITE_URL set) without a form service, saying what to set', () => {
    const { status, output } = loadConfig(DEPLOYMENT, realIdentity);
    expect(status).not.toBe(0);
    expect(output).toMatch(/PUBLIC_CONTACT_FORM_ENDPOINT is not set/);
    expect(output).toMatch(/Set PUBLIC_CONTACT_FORM_ENDPOINT to your form service/);
  });

  it('fails a deployment build whose contact details are placeholders, naming each setting', () => {
    const { status, output } = loadConfig({ ...DEPLOYMENT, ...FORM_SERVICE });
    expect(status).not.toBe(0);
    expect(output).toContain('the firm\'s contact details are still placeholders');
    expect(output).toContain(`CONTACT.email in src/config/contact.ts is ${CONTACT.email}`);
    expect(output).toContain(`CONTACT.phone in src/config/contact.ts is ${CONTACT.phone}`);
  });

  it('builds a deployment with a form service and real contact details, and a local build with the inbox and stand-ins', () => {
    expect(loadConfig({ ...DEPLOYMENT, ...FORM_SERVICE }, realIdentity).output).toContain('loaded');
    const local = loadConfig({});
    expect(local.status).toBe(0);
    expect(local.output).toMatch(/forms post to the local inbox/);
    expect(local.output).toMatch(/Placeholder contact details, acceptable only in a local build/);
    expect(loadConfig({ SITE_URL: 'http://localhost:4500' }).status).toBe(0);
  });
});
