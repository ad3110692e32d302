// `npm start`: build the site and serve dist/ on http://localhost:4321 on the CDN's own runtime
// (scripts/cdn-runtime.mjs: Cloudflare's workerd, applying dist/_headers and dist/_redirects), with
// the local form inbox beside it when the built pages post to it (PUBLIC_CONTACT_FORM_ENDPOINT unset at
// build time). What the forms post to is read from the built pages, so `--no-build` follows dist/.
//
// One tree that starts and stops as one, supervised with Node's own process APIs:
// - SIGINT, SIGTERM or SIGHUP to this process, or to either server, stops all of it; so does the
//   end of the process that started this one (npm forwards signals only to its shell). Each server
//   has an IPC channel to this process and exits when it closes, so none outlives it.
// - The inbox never takes the site down: when it dies on its own (a crash, SIGKILL), it is
//   restarted after a growing pause (START_INBOX_BACKOFF_MS, doubling; at most START_INBOX_RESTARTS
//   times in a row, 5 by default), and the site keeps serving. When the site server exits,
//   everything stops with its exit code.
// - Output is best-effort: `npm start | head` closing the pipe stops nothing.
//
//   npm start                    build, then serve
//   npm start -- --no-build      serve the dist/ already built (also START_SKIP_BUILD=1)
//   PORT, DIST_DIR               the site's port (default 4321) and folder (default dist)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { relative, resolve } from 'node:path';
import { LOCAL_INBOX_URL, PORTS } from '../src/config/forms.ts';
import { builtFormActions } from './built-forms.mjs';
import { bestEffortOutput, stopWithParent } from './process-guards.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ASTRO = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');
const SITE_SCRIPT = resolve(ROOT, 'scripts/cdn-runtime.mjs');
const INBOX_SCRIPT = resolve(ROOT, 'scripts/form-inbox.mjs');
/** Signals that ask the tree to stop, whichever of its processes receives them. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long a child may take to stop before it is killed outright. */
const STOP_GRACE_MS = 1_500;
/** An inbox that ran this long before exiting starts a fresh series of restarts. */
const STABLE_MS = 30_000;

const sitePort = process.env.PORT ?? String(PORTS.site);
const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const skipBuild = process.argv.includes('--no-build') || process.env.START_SKIP_BUILD === '1';
const backoffMs = Number(process.env.START_INBOX_BACKOFF_MS ?? 500);
const maxRestarts = Number(process.env.START_INBOX_RESTARTS ?? 5);

bestEffortOutput();
const log = (line) => console.log(`[start] ${line}`);
const warn = (line) => console.error(`[start] ${line}`);
const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit ${code}`);
const exitStatus = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

let stopping = false;
let restartTimer;
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/** Runs a child of the tree: output straight to ours, and an IPC channel it watches for our end. */
function run(args, env = process.env, stdio = ['ignore', 'inherit', 'inherit', 'ipc']) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio, env });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after the grace period) and exits with `status`. */
async function stop(status) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
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
for (const signal of STOP_SIGNALS) process.on(signal, () => stop(exitStatus(null, signal)));
stopWithParent(() => stop(exitStatus(null, 'SIGHUP')));

if (!skipBuild) {
  const build = run([ASTRO, 'build'], process.env, 'inherit');
  const [code, signal] = await new Promise((done) => build.once('exit', (...result) => done(result)));
  if (stopping) await new Promise(() => {});
  if (code !== 0) process.exit(exitStatus(code, signal));
}

// A missing dist/ is the site server's to report (it says to build first).
const actions = existsSync(distDir) ? builtFormActions(distDir) : [];
const localInbox = actions.includes(LOCAL_INBOX_URL);
const shownDist = relative(ROOT, distDir) || '.';

const site = run([SITE_SCRIPT], { ...process.env, PORT: sitePort, DIST_DIR: distDir });
log(`site server started (pid ${site.pid})`);
site.on('exit', (code, signal) => {
  if (stopping) return;
  warn(`the site server stopped (${describeExit(code, signal)}); stopping everything.`);
  stop(exitStatus(code, signal));
});

let restarts = 0;
function startInbox() {
  const startedAt = Date.now();
  // The site may run on another port than the one the inbox trusts by default.
  const origins = [process.env.INBOX_ALLOWED_ORIGIN, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`].filter(Boolean).join(',');
  const inbox = run([INBOX_SCRIPT], { ...process.env, INBOX_ALLOWED_ORIGIN: origins });
  log(`form inbox ${restarts ? 'restarted' : 'started'} (pid ${inbox.pid})`);
  inbox.on('exit', (code, signal) => {
    if (stopping) return;
    if (STOP_SIGNALS.includes(signal)) {
      warn(`the form inbox was stopped (${describeExit(code, signal)}); stopping everything.`);
      return void stop(exitStatus(code, signal));
    }
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
    warn(
      `the form inbox stopped (${describeExit(code, signal)}); restarting it in ${delay} ms (restart ${restarts} of ${maxRestarts}). The site keeps serving.`,
    );
    restartTimer = setTimeout(() => {
      if (!stopping) startInbox();
    }, delay);
  });
}
if (localInbox) startInbox();

const inboxNote = (url) => (url === LOCAL_INBOX_URL ? `local inbox, ${process.env.INBOX_FILE ?? '.inbox/submissions.jsonl'}; ` : '');
const formsLine = actions.length
  ? actions.map((url) => `  Forms post to: ${url} (${inboxNote(url)}read from the built pages in ${shownDist})`).join('\n')
  : `  Forms: none in the built pages in ${shownDist}`;
console.log(`\n  Site: http://localhost:${sitePort}\n${formsLine}\n`);

const configured = process.env.PUBLIC_CONTACT_FORM_ENDPOINT;
if (skipBuild && (configured ? !actions.includes(configured) : !localInbox && actions.length > 0)) {
  warn(
    `PUBLIC_CONTACT_FORM_ENDPOINT is ${configured ? configured : 'unset'} now, but ${shownDist} was built with other form addresses; npm start without --no-build rebuilds it.`,
  );
}
if (localInbox && process.env.INBOX_PORT && process.env.INBOX_PORT !== String(PORTS.inbox)) {
  warn(`the inbox listens on port ${process.env.INBOX_PORT} (INBOX_PORT), but the built forms post to ${LOCAL_INBOX_URL}.`);
}
