/** The build configuration refuses a deployment whose forms would post to a visitor's own machine. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function loadConfig(env: Record<string, string | undefined>) {
  const clean = { ...process.env };
  delete clean.SITE_URL;
  delete clean.PUBLIC_CONTACT_FORM_ENDPOINT;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./astro.config.mjs'); console.log('loaded')"], {
    encoding: 'utf8',
    env: { ...clean, ...env },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('astro.config.mjs', () => {
  it('fails a deployment build (SITE_URL set) without a form service, saying what to set', () => {
    const { status, output } = loadConfig({ SITE_URL: 'https://www.basalt.example' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/PUBLIC_CONTACT_FORM_ENDPOINT is not set/);
    expect(output).toMatch(/Set PUBLIC_CONTACT_FORM_ENDPOINT to your form service/);
  });

  it('builds a deployment with a form service, and a local build with the inbox', () => {
    expect(loadConfig({ SITE_URL: 'https://www.basalt.example', PUBLIC_CONTACT_FORM_ENDPOINT: 'https://forms.example/f/abc' }).output).toContain('loaded');
    const local = loadConfig({});
    expect(local.status).toBe(0);
    expect(local.output).toMatch(/forms post to the local inbox/);
    expect(loadConfig({ SITE_URL: 'http://localhost:4500' }).status).toBe(0);
  });
});
