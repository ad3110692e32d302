/**
 * `npm run deploy` builds without the secrets of its environment and refuses a dist/ that holds the
 * value of one, whatever put it there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leakedSecrets, withoutSecrets } from '../../scripts/secrets.mjs';

const dist = mkdtempSync(join(tmpdir(), 'basalt-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ENV = {
  CLOUDFLARE_API_TOKEN: 'cf-token-0123456789abcdef',
  CLOUDFLARE_ACCOUNT_ID: 'account-0123456789',
  GITHUB_TOKEN: 'ghp_0123456789abcdef',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-0123456789',
  DB_PASSWORD: 'hunter2-hunter2',
  SITE_URL: 'https://www.basalt.example',
  CMS_AUTH_URL: 'https://auth.basalt.example',
  PATH: '/usr/bin',
};

describe('the deploy keeps secrets away from the build', () => {
  it('runs the build with every variable that names a secret removed, and the others kept', () => {
    expect(withoutSecrets(ENV)).toEqual({ SITE_URL: ENV.SITE_URL, CMS_AUTH_URL: ENV.CMS_AUTH_URL, PATH: ENV.PATH });
  });

  it('finds the value of a secret anywhere in dist/, naming the file and the variable but not the value', () => {
    mkdirSync(join(dist, 'blog'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<p>clean</p>');
    writeFileSync(join(dist, 'blog/leak.html'), `<pre>PATH=/usr/bin\nCLOUDFLARE_API_TOKEN=${ENV.CLOUDFLARE_API_TOKEN}</pre>`);
    writeFileSync(join(dist, 'rss.xml'), `<item>${ENV.DB_PASSWORD}</item>`);
    const leaks = leakedSecrets(dist, ENV);
    expect(leaks.sort()).toEqual([`${join(dist, 'blog/leak.html')}: CLOUDFLARE_API_TOKEN`, `${join(dist, 'rss.xml')}: DB_PASSWORD`]);
    expect(leaks.join()).not.toContain(ENV.CLOUDFLARE_API_TOKEN);
  });
});
