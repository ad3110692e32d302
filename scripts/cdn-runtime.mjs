// Cloudflare's own runtime on this machine: workerd, started by `wrangler dev` with the settings of
// wrangler.jsonc, serving dist/ as Workers static assets (dist/_headers and dist/_redirects applied,
// 404 with dist/404.html, compressed as the edge does) and running the site's Worker for /api/*
// against a local D1 database. No account and no network: metrics, error reports and the fetch of
// the request.cf sample are switched off, and it listens on 127.0.0.1 only. Its state (.wrangler/)
// is not committed.
//
// What `npm start` (scripts/start.mjs) supervises and the tests start:
//   applyMigrations({ state })                         the D1 migrations of migrations/, applied locally
//                                                      (skipped when the state already holds them)
//   spawnRuntime({ dir, port, inspectorPort, state })  wrangler dev, bound to the calling process
//   await startRuntime({ dir, port })                  both, resolving once it answers (tests)
//
// Every process is bound to the one that started it: on Linux, wrangler, workerd and wrangler's
// esbuild are started with a parent-death signal (util-linux's setpriv), so killing any process of
// the tree, even with SIGKILL, leaves nothing holding a port or running on.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js');
/**
 * wrangler's program itself: its bin script only checks Node's version and runs this as a second
 * Node process, which nothing would bind to ours. Run directly, the tree is wrangler and workerd.
 */
const WRANGLER_CLI = resolve(ROOT, 'node_modules/wrangler/wrangler-dist/cli.js');
export const RUNTIME_CONFIG = resolve(ROOT, 'wrangler.jsonc');
/** Where `npm start` keeps its local D1 database (wrangler's default, so `wrangler d1 … --local` finds it). */
export const DEFAULT_STATE = resolve(ROOT, '.wrangler/state');
/** The D1 binding of wrangler.jsonc. */
export const DATABASE = 'DB';
/** The binding's migrations_dir in wrangler.jsonc. */
const MIGRATIONS = resolve(ROOT, 'migrations');
/** In a state folder: the digest of the migrations last applied to its database. */
const MIGRATED = 'migrations-applied';
/**
 * What to ask the runtime for to receive the coding Cloudflare's edge sends a browser. Chromium asks
 * for `gzip, deflate, br, zstd`; the edge prefers Brotli by default
 * (https://developers.cloudflare.com/rules/compression-rules/settings/), while the local runtime
 * answers that list with gzip. Measurements of what visitors receive ask for Brotli alone.
 */
export const EDGE_ACCEPT_ENCODING = 'br';
/** How long wrangler may take to stop workerd before both are killed. */
const STOP_GRACE_MS = 3_000;

/** The settings that keep wrangler and workerd offline: nothing of theirs calls home. */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Its own log files stay out of the home folder and the repository.
  WRANGLER_WRITE_LOGS: 'false',
};

/** util-linux's setpriv, which starts a program with a parent-death signal; absent outside Linux. */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));

const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));

/** The workerd binary wrangler would run: the one its own miniflare depends on. */
function workerdBinary() {
  const workerd = createRequire(fromWrangler.resolve('miniflare'))('workerd');
  return workerd.default ?? workerd;
}

/** The esbuild binary wrangler would run to bundle the Worker: its own esbuild's, for this platform. */
function esbuildBinary() {
  return createRequire(fromWrangler.resolve('esbuild')).resolve(`@esbuild/${process.platform}-${process.arch}/bin/esbuild`);
}

/** The environment of every wrangler command: offline, and workerd and esbuild bound to wrangler where the system allows. */
export function runtimeEnv(extra = {}) {
  const guard = SETPRIV
    ? {
        MINIFLARE_WORKERD_PATH: resolve(ROOT, 'scripts/workerd-guard.sh'),
        WORKERD_BINARY: workerdBinary(),
        ESBUILD_BINARY_PATH: resolve(ROOT, 'scripts/esbuild-guard.sh'),
        ESBUILD_BINARY: esbuildBinary(),
      }
    : {};
  return { ...process.env, ...OFFLINE_ENV, ...guard, ...extra };
}

/** Runs `node <args>` bound to this process: killed with it (SIGKILL from the kernel) where setpriv exists. */
function spawnBound(args, options) {
  return SETPRIV ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', process.execPath, ...args], options) : spawn(process.execPath, args, options);
}

/** The names and contents of the migration files in `dir`: what a database migrated from them holds. */
export function migrationsDigest(dir = MIGRATIONS) {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) hash.update(`${name}\0${readFileSync(join(dir, name), 'utf8')}\0`);
  return hash.digest('hex');
}

/**
 * Applies the D1 migrations of migrations/ to the local database under `state`; throws with
 * wrangler's output on failure. A state that already holds these migrations is left alone: the
 * apply starts wrangler and a runtime of its own, more than half of npm start's wait
 * (docs/measurements.md).
 */
export function applyMigrations({ state = DEFAULT_STATE } = {}) {
  const marker = join(state, MIGRATED);
  const digest = migrationsDigest();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === digest) return;
  try {
    execFileSync(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state, '--config', RUNTIME_CONFIG], {
      cwd: ROOT,
      env: runtimeEnv({ CI: 'true', FORCE_COLOR: '0' }),
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(`the D1 migrations could not be applied to ${state}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
  writeFileSync(marker, digest);
}

/**
 * wrangler dev serving `dir` on `port`, its debugger on `inspectorPort` (explicit, so two runtimes
 * can share a machine), its D1 database under `state`; output piped to the caller.
 *
 * Its temporary files go to a folder of the state, emptied at each start: a runtime killed outright
 * cannot remove its own, and the system's temporary folder gathered a folder for every kill.
 */
export function spawnRuntime({ dir, port, inspectorPort, state = DEFAULT_STATE, env = {} }) {
  const tmp = join(state, 'runtime-tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const args = ['--no-warnings', WRANGLER_CLI, 'dev', '--config', RUNTIME_CONFIG, '--assets', dir, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-ip', '127.0.0.1', '--inspector-port', String(inspectorPort), '--persist-to', state, '--show-interactive-dev-session=false');
  return spawnBound(args, { cwd: ROOT, env: runtimeEnv({ ...env, TMPDIR: tmp }), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** SIGTERM, then SIGKILL after the grace period; resolves when the child has exited. */
export async function stopChild(child, graceMs = STOP_GRACE_MS) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}

/**
 * Starts the runtime on `dir` (with a fresh local database unless `state` names one) and resolves
 * once it answers, with its address, everything it printed so far (wrangler reports the rules it
 * parsed and those it rejected) and a `close()`.
 * @param {{ dir: string, port: number, inspectorPort?: number, state?: string, timeoutMs?: number }} options
 */
export async function startRuntime({ dir, port, inspectorPort, state, timeoutMs = 60_000 }) {
  if (!existsSync(resolve(dir, '404.html'))) throw new Error(`${dir} holds no built site: run npm run build first.`);
  inspectorPort ??= await freePort();
  const stateDir = state ?? mkdtempSync(join(tmpdir(), 'runtime-state-'));
  applyMigrations({ state: stateDir });
  const child = spawnRuntime({ dir, port, inspectorPort, state: stateDir, env: { FORCE_COLOR: '0' } });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ended = await Promise.race([exited, new Promise((done) => setTimeout(() => done(null), 200))]);
    if (ended) throw new Error(`wrangler exited (${ended.signal ?? ended.code}) before serving ${dir}:\n${output}`);
    if (/Ready on http/.test(output) && (await answers(url))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`wrangler did not serve ${dir} within ${timeoutMs} ms:\n${output}`);
    }
  }
  return { url, state: stateDir, output: () => output, close: () => stopChild(child) };
}

/** A port nothing listens on now, picked by the system. */
function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * True when the runtime answers a request for `path` within `timeoutMs`, whatever the status. The
 * timeout covers the body too: a body cut off by it is no answer (and no unhandled rejection, which
 * would end `npm start` on a machine slow enough to trip it).
 */
export async function answers(url, timeoutMs = 2_000, path = '/') {
  try {
    const response = await fetch(`${url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
