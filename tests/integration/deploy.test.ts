/**
 * `npm run deploy` never builds with the deploy token in its environment, and stops before wrangler
 * when dist/ holds the token in any encoding or was built for a local address. Each case runs the
 * real script in a project copy, with no network: every case here ends before wrangler is started.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/test-support/project-copy.mjs';

const run = promisify(execFile);
const TOKEN = 'cf-deploy-token-4f1c9a7e2b8d6035';
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy with only the content a build needs: the legal pages and services, no articles or studies. */
function copy(): string {
  const dir = projectCopy('basalt-deploy', { keep: (path) => !path.startsWith('articles/') && !path.startsWith('case-studies/') });
  made.push(dir);
  return dir;
}

/** `npm run deploy` in `dir`, its exit status and everything it printed. */
async function deploy(dir: string, env: Record<string, string>, input?: string) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/TOKEN|SECRET|KEY|PASSWORD|^VITEST|^NODE_ENV$|^MODE$/.test(name)));
  const child = run(process.execPath, [join(dir, 'scripts/commands/deploy.mjs')], { cwd: dir, encoding: 'utf8', env: { ...base, NO_COLOR: '1', ...env } });
  if (input !== undefined) child.child.stdin?.end(input);
  else child.child.stdin?.end();
  return child.then(
    ({ stdout, stderr }) => ({ status: 0, output: `${stdout}\n${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({ status: error.code, output: `${error.stdout}\n${error.stderr}` }),
  );
}

/** A dist/ of one page built for `origin`, holding `body`. */
function fakeDist(dir: string, origin: string, body: string) {
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist/index.html'), `<!doctype html><link rel="canonical" href="${origin}/"><p>${body}</p>`);
}

describe('npm run deploy', () => {
  it('with the token in its environment, refuses to build and says how to deploy', async () => {
    const dir = copy();
    const { status, output } = await deploy(dir, { CLOUDFLARE_API_TOKEN: TOKEN, SITE_URL: 'https://www.basalt.tech' });
    expect(status).toBe(1);
    expect(output).toContain('never builds with the token in its environment');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it.each([
    ['as written', (environ: string) => environ],
    ['base64-encoded with the rest of the environment', (environ: string) => Buffer.from(environ).toString('base64')],
    ['base64url-encoded', (environ: string) => Buffer.from(`x${environ}`).toString('base64url')],
    ['hex-encoded', (environ: string) => Buffer.from(environ).toString('hex').toUpperCase()],
    ['URL-encoded', (environ: string) => encodeURIComponent(environ)],
  ])('with the token in dist/ %s, stops before wrangler', async (_name, encode) => {
    const dir = copy();
    fakeDist(dir, 'https://www.basalt.tech', encode(`PATH=/usr/bin\0CLOUDFLARE_API_TOKEN=${TOKEN}\0HOME=/root`));
    const { status, output } = await deploy(dir, { CLOUDFLARE_API_TOKEN: TOKEN });
    expect(status).toBe(1);
    expect(output).toContain('dist/ holds the value of a secret');
    expect(output).toContain('dist/index.html: CLOUDFLARE_API_TOKEN');
    expect(output).not.toContain(TOKEN);
    expect(output).not.toContain('applying the D1 migrations');
  });

  it.each(['http://127.1', 'http://0x7f.1', 'http://[::1]', 'http://10.0.0.8', 'http://[fe80::1]', 'http://169.254.169.254', 'https://www.example.org'])(
    'refuses a dist/ built for %s',
    async (origin) => {
      const dir = copy();
      fakeDist(dir, origin, 'clean');
      const { status, output } = await deploy(dir, { CLOUDFLARE_API_TOKEN: TOKEN });
      expect(status).toBe(1);
      expect(output).toMatch(/a local, private or example address/);
    },
  );

  it('without the token, builds first; a hostile article fails that build, and the token it was to read stays unread', async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'content/legal/terms.mdx'),
      readFileSync(join(dir, 'content/legal/terms.mdx'), 'utf8').replace(/^---\n/, '---\nlayout: "data:text/javascript,console.log(process.env)"\n'),
    );
    const tokenFile = join(dir, 'token.txt');
    writeFileSync(tokenFile, TOKEN);
    const { status, output } = await deploy(dir, { CLOUDFLARE_API_TOKEN_FILE: tokenFile });
    expect(status).toBe(1);
    expect(output).toMatch(/Unrecognized key: "layout"/);
    expect(output).toContain('the build failed; nothing was uploaded');
    expect(output).not.toContain(TOKEN);
  });
});
