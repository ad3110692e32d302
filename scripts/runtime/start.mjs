// `npm start`: build the site and serve it on http://localhost:4321 on the CDN's own runtime
// (cdn-runtime.mjs), behind the edge's request limits (edge-limits.mjs). One runtime, supervised
// (README, docs/hosting.md): restarted when it exits or stops answering for RUNTIME_HUNG_MS, after
// a growing pause, until START_RESTARTS restarts in a row after which it never answered; moved to
// a dist/ rebuilt while serving; stopped with everything by SIGINT, SIGTERM, SIGHUP or the end of
// the process that started this one (npm forwards signals only to its shell).
//
//   npm start                    build, then serve
//   npm start -- --no-build      serve the dist/ already built
//   PORT, INSPECTOR_PORT         the site's port (4321) and the runtime debugger's (default: a free
//                                port the system picks, so two runtimes never ask for the same one)
//   DIST_DIR, RUNTIME_STATE      the folder served (dist) and the local D1 state (.wrangler/state)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PORTS } from '../../src/config/forms.ts';
import { builtFormActions } from './built-pages.mjs';
import { ASTRO, LOCAL_STATE, ROOT, answers, applyMigrations, freePort, spawnRuntime, stopChild } from './cdn-runtime.mjs';
import { edgeLimits } from './edge-limits.mjs';
import { stopWithParent } from './process-guards.mjs';

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
const skipBuild = process.argv.includes('--no-build');
const backoffMs = Number(process.env.START_BACKOFF_MS ?? 500);
const maxRestarts = Number(process.env.START_RESTARTS ?? 5);

const shown = (path) => relative(ROOT, path) || '.';
const log = (line) => console.log(`[start] ${line}`);
const warn = (line) => console.error(`[start] ${line}`);
const exitStatus = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);
// `npm start | head` closes the pipe, and an unhandled write error (EPIPE, EIO) would end npm start:
// logging is never worth a crash.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

let stopping = false;
/** @type {import('node:net').Server | undefined} */
let relay;
/** @type {import('node:child_process').ChildProcess | undefined} */
let current;

async function stop(status, why) {
  if (stopping) return;
  stopping = true;
  if (why) warn(why);
  relay?.close();
  if (current) await stopChild(current);
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(exitStatus(null, signal)));
stopWithParent(() => stop(exitStatus(null, 'SIGHUP')));

// The migrations run beside the build: wrangler starts a runtime of its own to apply them.
const migrated = applyMigrations({ state: LOCAL_STATE }).catch((error) => error);
if (!skipBuild) {
  current = spawn(process.execPath, [ASTRO, 'build'], { cwd: ROOT, stdio: 'inherit' });
  const [code, signal] = await once(current, 'exit');
  current = undefined;
  if (stopping) await new Promise(() => {});
  if (code !== 0) process.exit(exitStatus(code, signal));
}

const builtSite = (dir) => existsSync(resolve(dir, '404.html'));
if (!builtSite(distDir)) await stop(1, `${shown(distDir)} holds no built site: run npm run build first, or npm start without --no-build.`);

const taken = (candidate, what) => (error) =>
  stop(1, `port ${candidate}, for ${what}, is taken (${error.code ?? error.message}): stop what holds it, or set PORT and INSPECTOR_PORT.`);
/** The runtime listens on a port of its own; the site's port is the edge limits' relay in front of it. */
const runtimePort = await freePort();
const url = `http://127.0.0.1:${runtimePort}`;
relay = await edgeLimits({ port, upstreamPort: runtimePort }).catch(taken(port, 'the site'));
await freePort(inspectorPort).catch(taken(inspectorPort, 'the runtime debugger (INSPECTOR_PORT)'));

const migrationError = await migrated;
if (migrationError) await stop(1, migrationError.message);

/**
 * Which build is served. The runtime reads the list of dist/'s files once, when it starts, so a
 * build that adds or removes a file (a stylesheet under a new name) must restart it: such a change
 * moves the modification time of the folder that holds the file, so the newest of those times marks
 * the build. A folder removed and made again often gets the same inode back (every time, in a loop
 * on this machine's ext4), so its creation time tells the two apart.
 */
const distIdentity = () => {
  try {
    const { ino, dev, birthtimeMs } = statSync(distDir);
    if (!builtSite(distDir)) return undefined;
    return `${dev}:${ino}:${birthtimeMs}:${newestFolderTime(distDir)}`;
  } catch {
    return undefined;
  }
};

/**
 * Each folder's subfolders, listed again only when the folder's own time moved (a listing changes
 * only then): a probe stats the folders, not the thousands of files a large blog builds.
 */
const subfolders = new Map();
function newestFolderTime(dir) {
  const { mtimeMs } = statSync(dir);
  let known = subfolders.get(dir);
  if (known?.mtimeMs !== mtimeMs) {
    const entries = readdirSync(dir, { withFileTypes: true });
    known = { mtimeMs, dirs: entries.filter((entry) => entry.isDirectory()).map((entry) => join(dir, entry.name)) };
    subfolders.set(dir, known);
  }
  return Math.max(mtimeMs, ...known.dirs.map(newestFolderTime));
}

/** Starts in a row after which the runtime never answered. */
let restarts = 0;
let bannerShown = false;

/** Runs the runtime until it exits, hangs or dist/ is replaced, saying why it ended. */
async function serve() {
  const startedAt = Date.now();
  const served = distIdentity();
  const child = spawnRuntime({ dir: distDir, port: runtimePort, inspectorPort, state: LOCAL_STATE });
  current = child;
  log(`runtime ${restarts ? 'restarted' : 'started'} (pid ${child.pid})`);
  // Relayed rather than inherited, so a closed stdout (npm start | head) costs only the output.
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const exited = once(child, 'exit').then(([code, signal]) => `the runtime stopped (${signal ? `signal ${signal}` : `exit ${code}`}).`);
  let lastAnswer;
  let lastIdentity = served;
  for (;;) {
    const ended = await Promise.race([exited, sleep(PROBE_EVERY_MS)]);
    if (stopping) return;
    if (ended) return warn(ended);
    let why;
    // A build writes for some seconds: the runtime restarts once its files have held still for a probe.
    const identity = distIdentity();
    if (identity && identity !== served && identity === lastIdentity) {
      restarts = 0;
      why = `${shown(distDir)} was rebuilt; restarting the runtime on the new build.`;
    } else if (await answers(url, PROBE_TIMEOUT_MS, PROBE_PATH)) {
      // It answered: what failed before it was not the runtime's start, so the count begins again.
      if (lastAnswer === undefined) banner(Date.now() - startedAt);
      restarts = 0;
      lastAnswer = Date.now();
    } else if (lastAnswer === undefined && Date.now() - startedAt > START_TIMEOUT_MS) {
      why = `the runtime did not answer within ${START_TIMEOUT_MS / 1000} s of starting; restarting it.`;
    } else if (lastAnswer !== undefined && Date.now() - lastAnswer >= HUNG_MS) {
      why = `the runtime has not answered for ${Math.round((Date.now() - lastAnswer) / 1000)} s; restarting it.`;
    }
    lastIdentity = identity;
    // One that exited meanwhile is reported as stopped, at the top of the loop.
    if (!why || stopping || child.exitCode !== null || child.signalCode !== null) continue;
    warn(why);
    // The runtime cannot be trusted to stop itself: SIGKILL to wrangler takes workerd with it.
    child.kill('SIGKILL');
    await exited;
    return;
  }
}

function banner(ms) {
  if (bannerShown) return log(`serving again after ${(ms / 1000).toFixed(1)} s`);
  bannerShown = true;
  runScheduled();
  setInterval(runScheduled, SCHEDULE_EVERY_MS);
  const actions = builtFormActions(distDir);
  const local = actions.filter((action) => action.startsWith('/'));
  const services = actions.filter((action) => !action.startsWith('/'));
  const lines = [`  Site: http://localhost:${port} (first answer ${(ms / 1000).toFixed(1)} s after the runtime started; debugger on port ${inspectorPort})`];
  if (local.length) lines.push(`  Forms post to: ${local.join(', ')}, the site's Worker; leads in local D1 (${shown(LOCAL_STATE)}): npm run leads`);
  for (const service of services) lines.push(`  Forms post to: ${service} (a form service, read from the built pages in ${shown(distDir)})`);
  console.log(`\n${lines.join('\n')}\n`);
  const configured = process.env.PUBLIC_CONTACT_FORM_ENDPOINT;
  if (skipBuild && (configured ? !services.includes(configured) : local.length === 0 && services.length > 0)) {
    warn(
      `PUBLIC_CONTACT_FORM_ENDPOINT is ${configured ?? 'unset'} now, but ${shown(distDir)} was built with other form addresses; npm start without --no-build rebuilds it.`,
    );
  }
}

/** The Worker's scheduled job, as Cloudflare's cron runs it. */
function runScheduled() {
  fetch(`${url}/cdn-cgi/local/scheduled`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => {});
}

// A longer pause after each start that never answered, up to the limit.
while (!stopping) {
  await serve();
  if (stopping) break;
  if (restarts >= maxRestarts) await stop(1, `the runtime failed to start ${restarts + 1} times in a row; giving up. Its output above says why.`);
  const delay = backoffMs * 2 ** restarts;
  restarts += 1;
  log(`restarting the runtime in ${delay} ms (${restarts} of ${maxRestarts}).`);
  await sleep(delay);
}
