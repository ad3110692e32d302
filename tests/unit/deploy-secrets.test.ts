/**
 * `npm run deploy` builds without the secrets of its environment and refuses a dist/ that holds the
 * value of one, whatever put it there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodings, leakedSecrets, secretsOf, withoutSecrets } from '../../scripts/commands/secrets.mjs';
import { isLocalHost } from '../../src/config/environment.ts';

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
    const leaks = leakedSecrets(dist, secretsOf(ENV));
    expect(leaks.sort()).toEqual([`${join(dist, 'blog/leak.html')}: CLOUDFLARE_API_TOKEN`, `${join(dist, 'rss.xml')}: DB_PASSWORD`]);
    expect(leaks.join()).not.toContain(ENV.CLOUDFLARE_API_TOKEN);
  });

  it('finds a secret however it was encoded, at any place in a longer encoded text', () => {
    const token = ENV.CLOUDFLARE_API_TOKEN;
    const { exact, anyCase } = encodings(token);
    for (const prefix of ['', 'a', 'ab', 'PATH=/usr/bin\0']) {
      const environ = `${prefix}CLOUDFLARE_API_TOKEN=${token}\0HOME=/root`;
      expect(exact.some((needle) => Buffer.from(environ).toString('base64').includes(needle))).toBe(true);
      expect(exact.some((needle) => Buffer.from(environ).toString('base64url').includes(needle))).toBe(true);
    }
    // Hand-worked: "cf-token-" is 63 66 2d 74 6f 6b 65 6e 2d.
    expect(anyCase).toContain('63662d746f6b656e2d30313233343536373839616263646566');
    expect(anyCase).toContain('%63%66%2d%74%6f%6b%65%6e%2d%30%31%32%33%34%35%36%37%38%39%61%62%63%64%65%66');
  });
});

describe('the deploy refuses a build for a local or private address', () => {
  it.each([
    'localhost',
    'app.localhost',
    '127.1',
    '0x7f.1',
    '2130706433',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '10.20.30.40',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '[fd12::1]',
    '[fe80::1]',
    '0.0.0.0',
  ])('%s is local', (host) => {
    expect(isLocalHost(new URL(`https://${host}/`).hostname)).toBe(true);
  });

  it.each(['www.basalt.tech', '8.8.8.8', '172.32.0.1', '[2606:4700:4700::1111]'])('%s is public', (host) => {
    expect(isLocalHost(new URL(`https://${host}/`).hostname)).toBe(false);
  });
});
