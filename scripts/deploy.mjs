// `npm run deploy`: builds the site, applies the D1 migrations, then publishes dist/ and the forms'
// Worker to Cloudflare with wrangler.jsonc's settings (dist/_headers and dist/_redirects applied).
// The build runs without the secrets of this process's environment (scripts/secrets.mjs), so
// nothing it compiles can read the deploy token; the token is used only here, after the build.
// wrangler uploads every new file first and then switches the site to the new version in one step,
// so a failed upload leaves the live site as it was. Before anything is sent, it refuses a dist/
// that holds the value of a secret, or one built for a local or example address, and says how to
// sign in when no credentials are given.
//
//   CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID   an API token with "Workers Scripts: Edit" on the
//                                                 account (or run `npx wrangler login` once, on a
//                                                 machine with a browser)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OFFLINE_ENV, RUNTIME_CONFIG } from './cdn-runtime.mjs';
import { leakedSecrets, withoutSecrets } from './secrets.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ASTRO = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');
const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const fail = (message) => {
  console.error(`[deploy] ${message}`);
  process.exit(1);
};

const build = spawnSync(process.execPath, [ASTRO, 'build'], { cwd: ROOT, stdio: 'inherit', env: withoutSecrets(process.env) });
if (build.status !== 0) fail('the build failed; nothing was uploaded.');

const leaks = leakedSecrets(resolve(ROOT, 'dist'), process.env);
if (leaks.length) fail(`dist/ holds the value of a secret variable, so it was not uploaded:\n${leaks.join('\n')}`);

const home = resolve(ROOT, 'dist/index.html');
if (!existsSync(home)) fail('dist/ holds no build: run npm run build (npm run deploy does) first.');
const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, 'utf8'))?.[1];
if (!canonical) fail('dist/index.html names no canonical address, so it cannot tell which origin it was built for.');
const { hostname } = new URL(canonical);
if (['localhost', '127.0.0.1'].includes(hostname) || /(^|\.)example\.(com|org|net)$/.test(hostname))
  fail(`dist/ was built for ${new URL(canonical).origin}. Build for the real site: SITE_URL=https://your.domain npm run deploy`);
if (!process.env.CLOUDFLARE_API_TOKEN && !process.stdin.isTTY)
  fail(
    'CLOUDFLARE_API_TOKEN is not set. Create an API token with "Workers Scripts: Edit" for the account, and set it with CLOUDFLARE_ACCOUNT_ID; nothing was uploaded.',
  );

const { WRANGLER_SEND_METRICS, WRANGLER_SEND_ERROR_REPORTS } = OFFLINE_ENV;

// The leads' database first (Cloudflare D1, wrangler.jsonc `d1_databases`): the Worker about to be
// published writes to the tables of migrations/, so they exist before it does. Applied migrations
// are skipped; a failure publishes nothing.
console.log('[deploy] applying the D1 migrations (migrations/) to the deployed database');
const migrations = spawnSync(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--remote', '--config', RUNTIME_CONFIG], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS, WRANGLER_SEND_ERROR_REPORTS },
});
if (migrations.status !== 0)
  fail(
    'the D1 migrations could not be applied; nothing was published. A first deployment creates the database (npx wrangler d1 create basalt-leads) and puts its id in wrangler.jsonc (README, Deploying).',
  );

console.log(`[deploy] publishing dist/ (built for ${new URL(canonical).origin}) with ${RUNTIME_CONFIG}`);
const wrangler = spawn(process.execPath, [WRANGLER, 'deploy', '--config', RUNTIME_CONFIG], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS, WRANGLER_SEND_ERROR_REPORTS },
});
wrangler.on('exit', (code, signal) => {
  if (code !== 0) console.error(`[deploy] wrangler deploy failed (${signal ?? `exit ${code}`}); the live site is unchanged.`);
  process.exit(code ?? 1);
});
