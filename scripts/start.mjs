// `npm start`: build the site and serve dist/ on http://localhost:4321 as the CDN will
// (scripts/serve-dist.mjs: the hosting headers and redirects of src/config/hosting.ts), with the
// local form inbox beside it when no form service is configured (PUBLIC_CONTACT_FORM_ENDPOINT unset).
//
// The inbox never takes the site down: when it exits, it is restarted after a growing pause
// (START_INBOX_BACKOFF_MS, doubling; at most START_INBOX_RESTARTS times in a row, 5 by default),
// and the site keeps serving. When the site server exits, everything stops with its exit code.
//
//   npm start                    build, then serve
//   npm start -- --no-build      serve the dist/ already built (also START_SKIP_BUILD=1)
//   PORT, DIST_DIR               the site's port (default 4321) and folder (default dist)
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { resolve } from 'node:path';
import { PORTS, formEndpoint } from '../src/config/forms.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ASTRO = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');
const SITE_SCRIPT = resolve(ROOT, 'scripts/serve-dist.mjs');
const INBOX_SCRIPT = resolve(ROOT, 'scripts/form-inbox.mjs');

const sitePort = process.env.PORT ?? String(PORTS.site);
const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const skipBuild = process.argv.includes('--no-build') || process.env.START_SKIP_BUILD === '1';
const backoffMs = Number(process.env.START_INBOX_BACKOFF_MS ?? 500);
const maxRestarts = Number(process.env.START_INBOX_RESTARTS ?? 5);
/** An inbox that ran this long before exiting starts a fresh series of restarts. */
const STABLE_MS = 30_000;
const forms = formEndpoint(process.env.PUBLIC_CONTACT_FORM_ENDPOINT);

const log = (line) => console.log(`[start] ${line}`);
const warn = (line) => console.error(`[start] ${line}`);
const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit ${code}`);
const exitStatus = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

if (!skipBuild) {
  const build = spawnSync(process.execPath, [ASTRO, 'build'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let stopping = false;
let inbox;
let restarts = 0;
let restartTimer;

const site = spawn(process.execPath, [SITE_SCRIPT], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: sitePort, DIST_DIR: distDir },
});
log(`site server started (pid ${site.pid})`);
site.on('exit', (code, signal) => {
  if (stopping) return;
  warn(`the site server stopped (${describeExit(code, signal)}); stopping everything.`);
  shutdown(exitStatus(code, signal));
});

function startInbox() {
  const startedAt = Date.now();
  // The site may run on another port than the one the inbox trusts by default.
  const origins = [process.env.INBOX_ALLOWED_ORIGIN, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`].filter(Boolean).join(',');
  const child = spawn(process.execPath, [INBOX_SCRIPT], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, INBOX_ALLOWED_ORIGIN: origins } });
  inbox = child;
  log(`form inbox ${restarts ? 'restarted' : 'started'} (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (inbox === child) inbox = undefined;
    if (stopping) return;
    if (Date.now() - startedAt >= STABLE_MS) restarts = 0;
    if (restarts >= maxRestarts) {
      warn(
        `the form inbox stopped (${describeExit(code, signal)}) and was restarted ${restarts} times; giving up. ` +
          'The site keeps serving, but forms cannot be sent until you restart npm start.',
      );
      return;
    }
    const delay = backoffMs * 2 ** restarts;
    restarts += 1;
    warn(`the form inbox stopped (${describeExit(code, signal)}); restarting it in ${delay} ms (restart ${restarts} of ${maxRestarts}). The site keeps serving.`);
    restartTimer = setTimeout(() => {
      if (!stopping) startInbox();
    }, delay);
  });
}
if (forms.local) startInbox();

console.log(
  `\n  Site: http://localhost:${sitePort}\n  Forms post to: ${forms.url}${forms.local ? ` (local inbox, ${process.env.INBOX_FILE ?? '.inbox/submissions.jsonl'})` : ''}\n`,
);
if (forms.local && process.env.INBOX_PORT && process.env.INBOX_PORT !== String(PORTS.inbox)) {
  warn(`the inbox listens on port ${process.env.INBOX_PORT} (INBOX_PORT), but the built forms post to ${forms.url}.`);
}

/** Stops the children, waits (briefly) until they are gone, and exits with `status`. */
async function shutdown(status) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  const running = [site, inbox].filter((child) => child && child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((done) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(status);
}
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));
