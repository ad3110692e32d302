// `npm start`: build the site and serve it on http://localhost:4321 on the CDN's own runtime
// (cdn-runtime.mjs), behind the edge's request limits (edge-limits.mjs). One runtime, supervised
// (README, docs/hosting.md): restarted when it exits or stops answering for RUNTIME_HUNG_MS, after
// a growing pause, until START_RESTARTS restarts in a row after which it never answered; moved to
// a dist/ rebuilt while serving; stopped with everything by SIGINT, SIGTERM, SIGHUP or the end of
// the process that started this one (npm forwards signals only to its shell).
//
//   npm start                    build, then serve
//   npm start -- --no-build      serve the dist/ already built (also START_SKIP_BUILD=1)
//   PORT, INSPECTOR_PORT         the site's port (4321) and the runtime debugger's (default: a free
//                                port the system picks, so two runtimes never ask for the same one)
//   DIST_DIR, RUNTIME_STATE      the folder served (dist) and the local D1 state (.wrangler/state)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PORTS } from '../../src/config/forms.ts';
import { builtFormActions } from './built-forms.mjs';
import { DEFAULT_STATE, answers, applyMigrations, spawnRuntime, stopChild } from './cdn-runtime.mjs';
import { edgeLimits } from './edge-limits.mjs';
import { bestEffortOutput, stopWithParent } from './process-guards.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const ASTRO = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How often the runtime is asked for a page, and how long it may take to answer. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 5_000;
/** The smallest file of the site: the probe measures the runtime, not a page's size. */
const PROBE_PATH = '/robots.txt';
/** A runtime that has answered nothing for this long is restarted (long enough for a busy runtime on a loaded machine). */
const HUNG_MS = Number(process.env.RUNTIME_HUNG_MS ?? 15_000);
/** How long a starting runtime may take to answer its first request. */
const START_TIMEOUT_MS = 90_000;
/** The Worker's scheduled job runs every 10 minutes on Cloudflare (wrangler.jsonc); here too. */
const SCHEDULE_EVERY_MS = 10 * 60_000;

const port = Number(process.env.PORT ?? PORTS.site);
const inspectorPort = Number(process.env.INSPECTOR_PORT ?? (await freePort()));
const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const state = resolve(ROOT, process.env.RUNTIME_STATE ?? DEFAULT_STATE);
const skipBuild = process.argv.includes('--no-build') || process.env.START_SKIP_BUILD === '1';
const backoffMs = Number(process.env.START_BACKOFF_MS ?? 500);
const maxRestarts = Number(process.env.START_RESTARTS ?? 5);

const shown = (path) => relative(ROOT, path) || '.';

bestEffortOutput();
const log = (line) => console.log(`[start] ${line}`);
const warn = (line) => console.error(`[start] ${line}`);
const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit ${code}`);
const exitStatus = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

let stopping = false;
/** @type {import('node:net').Server | undefined} */
let relay;
/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
const timers = new Set();
const later = (ms, run) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
};

async function stop(status, why) {
  if (stopping) return;
  stopping = true;
  if (why) warn(why);
  for (const timer of timers) clearTimeout(timer);
  relay?.close();
  if (current) await stopChild(current);
  process.exit(status);
}
for (const signal of STOP_SIGNALS) process.on(signal, () => stop(exitStatus(null, signal)));
stopWithParent(() => stop(exitStatus(null, 'SIGHUP')));

// The migrations run beside the build: wrangler starts a runtime of its own to apply them.
const migrated = applyMigrations({ state }).then(
  () => undefined,
  (error) => error,
);
if (!skipBuild) {
  const build = spawn(process.execPath, [ASTRO, 'build'], { cwd: ROOT, stdio: 'inherit' });
  current = build;
  const [code, signal] = await new Promise((done) => build.once('exit', (...result) => done(result)));
  current = undefined;
  if (stopping) await new Promise(() => {});
  if (code !== 0) process.exit(exitStatus(code, signal));
}

const builtSite = (dir) => existsSync(resolve(dir, '404.html'));
if (!builtSite(distDir)) await stop(1, `${shown(distDir)} holds no built site: run npm run build first, or npm start without --no-build.`);

/** A port nothing listens on now, picked by the system. */
function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });
}

function portFree(candidate) {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(candidate, '127.0.0.1', () => probe.close(() => done()));
  });
}
for (const [what, candidate] of [
  ['the site', port],
  ['the runtime debugger (INSPECTOR_PORT)', inspectorPort],
]) {
  await portFree(candidate).catch((error) =>
    stop(1, `port ${candidate}, for ${what}, is taken (${error.code ?? error.message}): stop what holds it, or set PORT and INSPECTOR_PORT.`),
  );
}

const migrationError = await migrated;
if (migrationError) await stop(1, migrationError.message);

/** The runtime listens on a port of its own; the site's port is the edge limits' relay in front of it. */
const runtimePort = await freePort();
const url = `http://127.0.0.1:${runtimePort}`;
relay = await edgeLimits({ port, upstreamPort: runtimePort }).catch((error) =>
  stop(1, `port ${port}, for the site, is taken (${error.code ?? error.message}): stop what holds it, or set PORT and INSPECTOR_PORT.`),
);

/**
 * Which build is served. The runtime reads the list of dist/'s files once, when it starts, so a
 * build that adds or removes a file (a stylesheet under a new name) must restart it: such a change
 * moves the modification time of the folder that holds the file, so the newest of those times marks
 * the build. A folder removed and made again often gets the same inode back (every time, in a loop
 * on this machine's ext4), so its creation time tells the two apart.
 */
const distIdentity = () => {
  try {
    const { ino, dev, birthtimeMs, mtimeMs } = statSync(distDir);
    if (!builtSite(distDir)) return undefined;
    const folders = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory());
    const newest = Math.max(mtimeMs, ...folders.map((folder) => statSync(join(folder.parentPath, folder.name)).mtimeMs));
    return `${dev}:${ino}:${birthtimeMs}:${newest}`;
  } catch {
    return undefined;
  }
};

let restarts = 0;
let servedDist = distIdentity();
let bannerShown = false;

/** Starts the runtime and watches it until it exits, hangs or dist/ is replaced; then decides what next. */
function run() {
  const startedAt = Date.now();
  const child = spawnRuntime({ dir: distDir, port: runtimePort, inspectorPort, state });
  current = child;
  servedDist = distIdentity();
  log(`runtime ${restarts ? 'restarted' : 'started'} (pid ${child.pid})`);
  // Relayed rather than inherited, so a closed stdout (npm start | head) costs only the output.
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));

  let ready = false;
  let lastAnswer = Date.now();
  let replacing = false;
  let lastIdentity = servedDist;
  const restart = (why) => {
    if (stopping || child !== current) return;
    current = undefined;
    warn(why);
    clearInterval(probe);
    // The runtime cannot be trusted to stop itself: SIGKILL to wrangler takes workerd with it.
    child.kill('SIGKILL');
    child.once('exit', () => scheduleRun());
  };
  let probing = false;
  const probe = setInterval(async () => {
    if (stopping || child !== current) return clearInterval(probe);
    if (probing) return;
    // A build writes for some seconds: the runtime restarts once its files have held still for a probe.
    const identity = distIdentity();
    const settled = identity === lastIdentity;
    lastIdentity = identity;
    if (identity && identity !== servedDist && settled && !replacing) {
      replacing = true;
      restarts = 0;
      return restart(`${shown(distDir)} was rebuilt; restarting the runtime on the new build.`);
    }
    probing = true;
    const answered = await answers(url, PROBE_TIMEOUT_MS, PROBE_PATH);
    probing = false;
    if (stopping || child !== current) return;
    if (answered) {
      lastAnswer = Date.now();
      if (!ready) {
        ready = true;
        // It answered: what failed before it was not the runtime's start, so the count begins again.
        restarts = 0;
        if (!bannerShown) later(0, schedule);
        banner(Date.now() - startedAt);
      }
      return;
    }
    if (!ready && Date.now() - startedAt > START_TIMEOUT_MS)
      return restart(`the runtime did not answer within ${START_TIMEOUT_MS / 1000} s of starting; restarting it.`);
    if (ready && Date.now() - lastAnswer >= HUNG_MS)
      return restart(`the runtime has not answered for ${Math.round((Date.now() - lastAnswer) / 1000)} s; restarting it.`);
  }, PROBE_EVERY_MS);

  child.once('exit', (code, signal) => {
    clearInterval(probe);
    if (stopping || child !== current) return;
    current = undefined;
    warn(`the runtime stopped (${describeExit(code, signal)}).`);
    scheduleRun();
  });
}

/** The next start after a failure: a longer pause after each start that never answered, up to the limit. */
function scheduleRun() {
  if (stopping) return;
  if (restarts >= maxRestarts) return void stop(1, `the runtime failed to start ${restarts + 1} times in a row; giving up. Its output above says why.`);
  const delay = backoffMs * 2 ** restarts;
  restarts += 1;
  log(`restarting the runtime in ${delay} ms (${restarts} of ${maxRestarts}).`);
  later(delay, () => !stopping && run());
}

function banner(ms) {
  if (bannerShown) return log(`serving again after ${(ms / 1000).toFixed(1)} s`);
  bannerShown = true;
  const actions = builtFormActions(distDir);
  const local = actions.filter((action) => action.startsWith('/'));
  const services = actions.filter((action) => !action.startsWith('/'));
  const lines = [`  Site: http://localhost:${port} (first answer ${(ms / 1000).toFixed(1)} s after the runtime started; debugger on port ${inspectorPort})`];
  if (local.length) lines.push(`  Forms post to: ${local.join(', ')}, the site's Worker; leads in local D1 (${shown(state)}): npm run leads`);
  for (const service of services) lines.push(`  Forms post to: ${service} (a form service, read from the built pages in ${shown(distDir)})`);
  console.log(`\n${lines.join('\n')}\n`);
  const configured = process.env.PUBLIC_CONTACT_FORM_ENDPOINT;
  if (skipBuild && (configured ? !services.includes(configured) : local.length === 0 && services.length > 0)) {
    warn(
      `PUBLIC_CONTACT_FORM_ENDPOINT is ${configured ?? 'unset'} now, but ${shown(distDir)} was built with other form addresses; npm start without --no-build rebuilds it.`,
    );
  }
}

/** Runs the Worker's scheduled job now and every SCHEDULE_EVERY_MS, as Cloudflare's cron would. */
function schedule() {
  if (stopping) return;
  fetch(`${url}/cdn-cgi/local/scheduled`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => {});
  later(SCHEDULE_EVERY_MS, schedule);
}

run();
