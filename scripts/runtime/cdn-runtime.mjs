// Cloudflare's own runtime on this machine (docs/hosting.md, "The local runtime"): workerd through
// wrangler's API (runtime-host.mjs) with wrangler.jsonc's settings, serving dist/ as static assets
// and the Worker for /api/* against a local D1 database, offline and on 127.0.0.1 only. `npm start`
// supervises spawnRuntime(); the tests and benchmarks call startRuntime(), which also waits for it.
// Every process is bound to the one that started it (a parent-death signal, util-linux's setpriv),
// so killing any process of the tree, even with SIGKILL, leaves nothing holding a port.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The `wrangler` and `astro` commands the packages install, run on this Node (their shebangs would pick the system's). */
export const WRANGLER = resolve(ROOT, 'node_modules/.bin/wrangler');
export const ASTRO = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');
/** The process that runs one runtime through wrangler's API. */
const HOST = resolve(import.meta.dirname, 'runtime-host.mjs');
export const RUNTIME_CONFIG = resolve(ROOT, 'wrangler.jsonc');
/** Where `npm start` keeps its local D1 database: RUNTIME_STATE, else wrangler's default (so `wrangler d1 … --local` finds it). */
export const LOCAL_STATE = resolve(ROOT, process.env.RUNTIME_STATE ?? '.wrangler/state');
/** The D1 binding of wrangler.jsonc. */
export const DATABASE = 'DB';
/**
 * What to ask the runtime for to receive the coding Cloudflare's edge sends a browser. Chromium asks
 * for `gzip, deflate, br, zstd`; the edge prefers Brotli by default (Cloudflare's compression
 * rules), while the local runtime answers that list with gzip. Measurements of what visitors receive ask for Brotli alone.
 */
export const EDGE_ACCEPT_ENCODING = 'br';
/** How long the runtime may take to stop workerd before both are killed, and to serve once started. */
const STOP_GRACE_MS = 3_000;
const START_TIMEOUT_MS = 60_000;

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

/**
 * The environment of every wrangler command: offline, and workerd and esbuild bound to their
 * starter where the system allows, through the binary overrides wrangler documents
 * (MINIFLARE_WORKERD_PATH, ESBUILD_BINARY_PATH): the API has no way to bind them, and an unbound
 * workerd outlives a `kill -9` of npm start holding its port. The guards run the binaries wrangler
 * would: the workerd its own miniflare depends on, and its own esbuild's for this platform.
 */
export function runtimeEnv(extra = {}) {
  const workerd = SETPRIV && createRequire(fromWrangler.resolve('miniflare'))('workerd');
  const guard = SETPRIV
    ? {
        MINIFLARE_WORKERD_PATH: resolve(ROOT, 'scripts/runtime/workerd-guard.sh'),
        WORKERD_BINARY: workerd.default ?? workerd,
        ESBUILD_BINARY_PATH: resolve(ROOT, 'scripts/runtime/esbuild-guard.sh'),
        ESBUILD_BINARY: createRequire(fromWrangler.resolve('esbuild')).resolve(`@esbuild/${process.platform}-${process.arch}/bin/esbuild`),
      }
    : {};
  return { ...process.env, ...OFFLINE_ENV, ...guard, ...extra };
}

/**
 * Runs one wrangler command with wrangler.jsonc and resolves with its standard output; rejects with
 * an error carrying `stdout` and `stderr` when it fails.
 * @param {string[]} args
 */
export async function wrangler(args) {
  const bound = `--import=${pathToFileURL(resolve(import.meta.dirname, 'parent-bound.mjs'))}`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--no-warnings', WRANGLER, ...args, '--config', RUNTIME_CONFIG], {
    cwd: ROOT,
    env: runtimeEnv({ CI: 'true', FORCE_COLOR: '0', NODE_OPTIONS: [process.env.NODE_OPTIONS, bound].filter(Boolean).join(' ') }),
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/** Applies the D1 migrations to the local database under `state`, as `npm run deploy` does to the deployed one. */
export async function applyMigrations({ state }) {
  try {
    await wrangler(['d1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state]);
  } catch (error) {
    throw new Error(`the D1 migrations could not be applied to ${state}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

/**
 * The runtime serving `dir` on `port`, its debugger on `inspectorPort` (explicit, so two runtimes
 * can share a machine), its D1 database under `state`; output piped to the caller. CF-Connecting-IP
 * is believed only with `trustClientAddress`; its working files go to a folder of the state emptied
 * at each start, since a runtime killed outright cannot remove its own (docs/hosting.md).
 */
export function spawnRuntime({ dir, port, inspectorPort, state, env = {}, trustClientAddress = process.env.TRUST_CLIENT_ADDRESS === '1' }) {
  const tmp = resolve(ROOT, state, 'runtime-tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const bindings = trustClientAddress ? {} : { LOCAL_CLIENT_KEY: { type: 'plain_text', value: 'local' } };
  const options = { config: RUNTIME_CONFIG, home: tmp, dir: resolve(ROOT, dir), port, inspectorPort, state: resolve(ROOT, state), bindings };
  const host = [process.execPath, '--no-warnings', HOST, JSON.stringify(options)];
  // Bound to this process where setpriv exists: the kernel kills it (SIGKILL) when this one dies.
  const [command, ...args] = SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', '--', ...host] : host;
  return spawn(command, args, { cwd: ROOT, env: runtimeEnv({ ...env, TMPDIR: tmp }), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** SIGTERM, then SIGKILL after the grace period; resolves when the child has exited. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}

/**
 * Starts the runtime on `dir` with a fresh local database and resolves once it answers, with its
 * address, everything it printed so far (wrangler reports the rules it parsed and those it
 * rejected) and a `close()`.
 * @param {{ dir: string, port: number }} options
 */
export async function startRuntime({ dir, port }) {
  if (!existsSync(resolve(dir, '404.html'))) throw new Error(`${dir} holds no built site: run npm run build first.`);
  const state = mkdtempSync(join(tmpdir(), 'runtime-state-'));
  await applyMigrations({ state });
  const child = spawnRuntime({ dir, port, inspectorPort: await freePort(), state, trustClientAddress: true, env: { FORCE_COLOR: '0' } });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ended = await Promise.race([exited, sleep(200)]);
    if (ended) throw new Error(`the runtime exited (${ended[1] ?? ended[0]}) before serving ${dir}:\n${output}`);
    if (/\[runtime\] serving on http/.test(output) && (await answers(url))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the runtime did not serve ${dir} within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
  }
  return { url, output: () => output, close: () => stopChild(child) };
}

/** Resolves with `port` once it is seen free on 127.0.0.1 (by default, one the system picks); rejects when it is taken. */
export async function freePort(port = 0) {
  const server = createServer().listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: free } = server.address();
  await new Promise((done) => server.close(done));
  return free;
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
