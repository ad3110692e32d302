// `npm run deploy`: publishes dist/ and the forms' Worker to Cloudflare with wrangler.jsonc's
// settings, after applying the D1 migrations (README, "Deploying"). The build never holds the deploy
// token, since a build runs whatever its dependencies run and a process can read its parent's
// environment: with CLOUDFLARE_API_TOKEN set this publishes the dist/ an earlier step built; without
// it, it builds with every secret-named variable removed, then reads the token from the file
// CLOUDFLARE_API_TOKEN_FILE names or standard input (with neither, wrangler's own sign-in). It
// refuses a dist/ holding a secret in any encoding (secrets.mjs) or built for a local address.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isLocalHost } from '../../src/config/environment.ts';
import { ASTRO, DATABASE, OFFLINE_ENV, ROOT, RUNTIME_CONFIG, WRANGLER } from '../runtime/cdn-runtime.mjs';
import { leakedSecrets, secretsOf, withoutSecrets } from './secrets.mjs';

const HOME = resolve(ROOT, 'dist/index.html');
const fail = (message) => {
  console.error(`[deploy] ${message}`);
  process.exit(1);
};

/** The token this deploy publishes with, read only after any build has finished. */
function readToken() {
  const file = process.env.CLOUDFLARE_API_TOKEN_FILE;
  if (file) {
    if (!existsSync(file)) fail(`CLOUDFLARE_API_TOKEN_FILE names ${file}, which does not exist; nothing was uploaded.`);
    return readFileSync(file, 'utf8').trim();
  }
  if (process.stdin.isTTY) return undefined;
  return readFileSync(0, 'utf8').trim() || undefined;
}

let token = process.env.CLOUDFLARE_API_TOKEN;
if (token) {
  if (!existsSync(HOME))
    fail(
      'CLOUDFLARE_API_TOKEN is set, and this command never builds with the token in its environment. Build in a step without it (SITE_URL=… npm run build), then run npm run deploy with the token.',
    );
  console.log(
    `[deploy] CLOUDFLARE_API_TOKEN is set, so nothing is built here: publishing the dist/ built at ${statSync(HOME).mtime.toISOString()} by an earlier step.`,
  );
} else {
  const build = spawnSync(process.execPath, [ASTRO, 'build'], { cwd: ROOT, stdio: 'inherit', env: withoutSecrets(process.env) });
  if (build.status !== 0) fail('the build failed; nothing was uploaded.');
  token = readToken();
}

const secrets = { ...secretsOf(process.env), ...(token && { CLOUDFLARE_API_TOKEN: token }) };
const leaks = leakedSecrets(resolve(ROOT, 'dist'), secrets);
if (leaks.length) fail(`dist/ holds the value of a secret (as written or encoded), so it was not uploaded:\n${leaks.join('\n')}`);

const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(HOME, 'utf8'))?.[1];
if (!canonical) fail('dist/index.html names no canonical address, so it cannot tell which origin it was built for.');
const { hostname, origin } = new URL(canonical);
if (isLocalHost(hostname) || /(^|\.)example\.(com|org|net)$/.test(hostname))
  fail(`dist/ was built for ${origin}, a local, private or example address. Build for the real site: SITE_URL=https://your.domain npm run build`);

const { WRANGLER_SEND_METRICS, WRANGLER_SEND_ERROR_REPORTS } = OFFLINE_ENV;
const wranglerEnv = { ...process.env, ...(token && { CLOUDFLARE_API_TOKEN: token }), WRANGLER_SEND_METRICS, WRANGLER_SEND_ERROR_REPORTS };
/** Runs one wrangler command with wrangler.jsonc, its output shown as it comes. */
const runWrangler = (args, env = wranglerEnv) =>
  spawnSync(process.execPath, [WRANGLER, ...args, '--config', RUNTIME_CONFIG], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });

// The leads' database first (Cloudflare D1, wrangler.jsonc `d1_databases`): the Worker about to be
// published writes to the tables of migrations/, so they exist before it does. Applied migrations
// are skipped; a failure publishes nothing.
console.log('[deploy] applying the D1 migrations (migrations/) to the deployed database');
if (runWrangler(['d1', 'migrations', 'apply', DATABASE, '--remote'], { ...wranglerEnv, CI: 'true' }).status !== 0)
  fail(
    'the D1 migrations could not be applied; nothing was published. A first deployment creates the database (npx wrangler d1 create basalt-leads) and puts its id in wrangler.jsonc (README, Deploying).',
  );

console.log(`[deploy] publishing dist/ (built for ${origin}) with ${RUNTIME_CONFIG}`);
const { status, signal } = runWrangler(['deploy']);
if (status !== 0) console.error(`[deploy] wrangler deploy failed (${signal ?? `exit ${status}`}); the live site is unchanged.`);
process.exit(status ?? 1);
