// Serves dist/ on Cloudflare's own runtime: workerd, started by `wrangler dev` with the Workers
// static-assets settings of wrangler.jsonc. It applies dist/_headers and dist/_redirects, answers
// 404 with dist/404.html and compresses as the edge does, so what `npm start` and the tests show is
// what visitors get. No account and no network: metrics, error reports and the fetch of the
// request.cf sample are switched off, and it listens on 127.0.0.1 only. Its state (.wrangler/) is
// not committed.
//
//   node scripts/cdn-runtime.mjs            PORT (default the site port), DIST_DIR (default dist)
//   import { startRuntime } from './cdn-runtime.mjs'   await startRuntime({ dir, port }) in tests
//
// Run as a script it is one process of `npm start`'s tree: it stops wrangler (and so workerd) when
// it receives SIGINT, SIGTERM or SIGHUP, or when its parent goes away.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { PORTS } from '../src/config/forms.ts';
import { bestEffortOutput, stopWithParent } from './process-guards.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js');
export const RUNTIME_CONFIG = resolve(ROOT, 'wrangler.jsonc');
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

/** wrangler's arguments for serving `dir` on `port`. */
function runtimeArgs({ dir, port }) {
  return [WRANGLER, 'dev', '--config', RUNTIME_CONFIG, '--assets', dir, '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'];
}

/**
 * Starts the runtime on `dir` and resolves once it answers, with its address, everything it printed
 * so far (wrangler reports the rules it parsed and those it rejected) and a `close()`.
 * @param {{ dir: string, port: number, timeoutMs?: number }} options
 */
export async function startRuntime({ dir, port, timeoutMs = 60_000 }) {
  if (!existsSync(resolve(dir, '404.html'))) throw new Error(`${dir} holds no built site: run npm run build first.`);
  const child = spawn(process.execPath, runtimeArgs({ dir, port }), {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ended = await Promise.race([exited, new Promise((done) => setTimeout(() => done(null), 200))]);
    if (ended) throw new Error(`wrangler exited (${ended.signal ?? ended.code}) before serving ${dir}:\n${output}`);
    if (
      /Ready on http/.test(output) &&
      (await fetch(`${url}/`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      ))
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`wrangler did not serve ${dir} within ${timeoutMs} ms:\n${output}`);
    }
  }
  return {
    url,
    output: () => output,
    close: () => stopChild(child, exited),
  };
}

/**
 * Resolves when `port` can be taken on 127.0.0.1, or rejects with the reason. wrangler would move
 * to another port on its own, and the site must be where the banner and the built forms say.
 */
function portFree(port) {
  return new Promise((resolveFree, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree()));
  });
}

/** SIGTERM, then SIGKILL after the grace period; resolves when the child has exited. */
async function stopChild(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}

if (import.meta.main) {
  bestEffortOutput();
  const dir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  const port = Number(process.env.PORT ?? PORTS.site);
  if (!existsSync(resolve(dir, '404.html'))) {
    console.error(`[site] ${dir} holds no built site: run npm run build first.`);
    process.exit(1);
  }
  try {
    await portFree(port);
  } catch (error) {
    console.error(`[site] cannot serve ${dir} on port ${port}: ${error.code ?? error.message}`);
    process.exit(1);
  }
  let stopping = false;
  const child = spawn(process.execPath, runtimeArgs({ dir, port }), { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Relayed rather than inherited, so a closed stdout (npm start | head) costs only the output.
  let ready = false;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!ready && /Ready on http/.test(chunk)) {
      ready = true;
      console.log(`[site] serving ${dir} on http://localhost:${port}/ with Cloudflare's runtime (127.0.0.1 only)`);
    }
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  // wrangler ending on its own ends this process with its status, so npm start stops with it.
  exited.then(({ code }) => stopping || process.exit(code ?? 1));
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    stopChild(child, exited).finally(() => (signal ? process.kill(process.pid, signal) : process.exit(0)));
  };
  stopWithParent(() => stop());
  // The signal's own meaning is kept for the parent once wrangler is down.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(signal));
}
