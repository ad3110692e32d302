/**
 * The build configuration refuses a deployment that would fail its visitors: a form service that
 * is not https, or contact details that reach nobody. The rules are checked where they are written
 * (`readBuildEnvironment()`, `identityCheck()` in placeholders.test.ts); astro.config.mjs is loaded
 * in a process of its own only to show it applies them, since each load costs about 3 s.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/test-support/project-copy.mjs';
import { CONTACT } from '../../src/config/contact.ts';
import { readBuildEnvironment } from '../../src/config/environment.ts';

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
  it('fails a deployment build whose contact details are placeholders, naming each setting', () => {
    const { status, output } = loadConfig({ ...DEPLOYMENT, ...FORM_SERVICE });
    expect(status).not.toBe(0);
    expect(output).toContain("the firm's contact details are still placeholders");
    expect(output).toContain(`CONTACT.email in src/config/contact.ts is ${CONTACT.email}`);
    expect(output).toContain(`CONTACT.phone in src/config/contact.ts is ${CONTACT.phone}`);
  });

  it('builds a deployment with real contact details and a local build with stand-ins, warning of them', () => {
    expect(loadConfig({ ...DEPLOYMENT, ...FORM_SERVICE }, realIdentity).output).toContain('loaded');
    const local = loadConfig({});
    expect(local.status).toBe(0);
    expect(local.output).toMatch(/Placeholder contact details, acceptable only in a local build/);
  });

  it('refuses a deployment whose form service is not https, naming the variable', () => {
    const { status, output } = loadConfig({ ...DEPLOYMENT, PUBLIC_CONTACT_FORM_ENDPOINT: 'http://forms.example/f/abc' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/PUBLIC_CONTACT_FORM_ENDPOINT is http:\/\/forms\.example\/f\/abc: a deployment's forms must post over https/);
  });
});

describe('the build environment', () => {
  it('is a deployment when SITE_URL names a host other than this machine, its forms posting to the site’s Worker or to a form service', () => {
    expect(readBuildEnvironment(DEPLOYMENT)).toEqual({ site: DEPLOYMENT.SITE_URL, deploying: true, formService: undefined });
    expect(readBuildEnvironment({ ...DEPLOYMENT, ...FORM_SERVICE })).toMatchObject({ deploying: true, formService: FORM_SERVICE.PUBLIC_CONTACT_FORM_ENDPOINT });
    expect(readBuildEnvironment({ SITE_URL: 'http://localhost:4500' })).toMatchObject({ deploying: false });
    expect(readBuildEnvironment({})).toMatchObject({ deploying: false, formService: undefined });
  });

  it('refuses a deployment whose form service is not https, but not a local build', () => {
    expect(() => readBuildEnvironment({ ...DEPLOYMENT, PUBLIC_CONTACT_FORM_ENDPOINT: 'http://forms.example/f/abc' })).toThrow(
      /PUBLIC_CONTACT_FORM_ENDPOINT is http:\/\/forms\.example\/f\/abc: a deployment's forms must post over https/,
    );
    expect(readBuildEnvironment({ PUBLIC_CONTACT_FORM_ENDPOINT: 'http://localhost:8787/f' }).formService).toBe('http://localhost:8787/f');
  });

  it('refuses a SITE_URL or form address that is not a URL', () => {
    expect(() => readBuildEnvironment({ SITE_URL: 'www.basalt.example' })).toThrow(/SITE_URL is "www\.basalt\.example", which is not an absolute URL/);
    expect(() => readBuildEnvironment({ PUBLIC_CONTACT_FORM_ENDPOINT: 'formspree' })).toThrow(
      /PUBLIC_CONTACT_FORM_ENDPOINT is "formspree", which is not an absolute URL/,
    );
  });
});

describe('icon names in configuration', () => {
  it('are checked in every module of src/config, and are all lucide icons today', async () => {
    const { CONFIG_MODULES, configIconProblems } = await import('../../src/integrations/validate-config.ts');
    const files = readdirSync(new URL('../../src/config/', import.meta.url)).filter((file) => file.endsWith('.ts'));
    expect(Object.keys(CONFIG_MODULES).sort()).toEqual(files.sort());
    expect(configIconProblems()).toEqual([]);
  });

  it('stop the build with the file, the field and the name of a typo', async () => {
    const { configIconProblems } = await import('../../src/integrations/validate-config.ts');
    const values = {
      VALUES: [
        { title: 'Ownership', icon: 'Crosshair' },
        { title: 'Care', icon: 'Shield-Check' },
      ],
    };
    expect(configIconProblems({ 'values.ts': values })).toEqual([
      'src/config/values.ts: VALUES[1].icon "Shield-Check" is not a lucide icon name (use the PascalCase export name, for example ShieldCheck)',
    ]);
  });
});
