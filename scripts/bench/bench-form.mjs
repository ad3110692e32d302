// `npm run bench:form`: the collector under load, through the local runtime of `npm start` (not a
// test: it prints figures). Two runs of 500 contact submissions, 50 at a time, each from its own
// client address (the Worker limits each client) and retried until acknowledged, as a visitor
// would press "Send" again: one steady, one where workerd is killed (SIGKILL) after 200
// acknowledgements and npm start restarts it. After each, every acknowledged submission must be a
// row of local D1 exactly once.
//
//   npm run build && npm run bench:form     PORT (4761) for the runtime it starts
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FORM_PATHS, SUBMISSION_ID_FIELD } from '../../src/config/forms.ts';
import { ROOT, stopChild } from '../runtime/cdn-runtime.mjs';
import { readLeads } from '../commands/leads.mjs';

const TOTAL = 500;
const CONCURRENCY = 50;
/** How long a run may take before its unacknowledged submissions are given up. */
const GIVE_UP_MS = 120_000;
const port = Number(process.env.PORT ?? 4761);
const origin = `http://127.0.0.1:${port}`;
const state = mkdtempSync(join(tmpdir(), 'bench-form-'));

const start = spawn(process.execPath, [resolve(ROOT, 'scripts/runtime/start.mjs'), '--no-build'], {
  cwd: ROOT,
  // Each submission poses as a client of its own (CF-Connecting-IP), which the local runtime believes only when told to.
  env: { ...process.env, PORT: String(port), INSPECTOR_PORT: String(port + 1), RUNTIME_STATE: state, TRUST_CLIENT_ADDRESS: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk) => (output += chunk));
const waitFor = async (text) => {
  while (!output.includes(text)) {
    if (start.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    await sleep(100);
  }
};
await waitFor('Site: http');

/** The (first) workerd process under npm start: a child of its runtime host. */
const pgrep = (...args) => execFileSync('pgrep', args, { encoding: 'utf8' }).trim().split('\n');
const workerd = () => Number(pgrep('-x', '-P', pgrep('-P', String(start.pid)).join(','), 'workerd')[0]);

const id = (run, n) => `${run.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
function body(run, n) {
  const data = new FormData();
  const fields = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.org',
    message: `Load ${run}, submission ${n}.`,
    [SUBMISSION_ID_FIELD]: id(run, n),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The p-th percentile (0 to 100) of sorted numbers, nearest rank. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/**
 * Sends run `run`'s TOTAL submissions, CONCURRENCY at a time, each retried until acknowledged.
 * Submission n comes from client n: the same address on every retry of it. `afterAcks.run` is
 * called once `afterAcks.count` are acknowledged.
 */
async function sendLoad(run, afterAcks) {
  const acknowledged = new Set();
  const latencies = [];
  /** Failed attempts by status ('network' when no answer came). */
  const statuses = {};
  const failed = (status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  let next = 0;
  let interruption;
  const started = performance.now();
  const deadline = Date.now() + GIVE_UP_MS;
  async function worker() {
    while (next < TOTAL) {
      const n = next++;
      while (Date.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(`${origin}${FORM_PATHS.contact}`, {
            method: 'POST',
            body: body(run, n),
            headers: { Accept: 'application/json', Origin: origin, 'CF-Connecting-IP': `10.1.${(n >> 8) & 255}.${n & 255}` },
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          if (response.ok) {
            latencies.push(performance.now() - sent);
            acknowledged.add(n);
            if (afterAcks && !interruption && acknowledged.size >= afterAcks.count) interruption = afterAcks.run();
            break;
          }
          failed(response.status);
        } catch {
          failed('network');
        }
        await sleep(200);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await interruption;
  const sorted = latencies.sort((a, b) => a - b);
  const failures = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { acknowledged, failures, statuses, seconds: (performance.now() - started) / 1000, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function measure(run, name, afterAcks) {
  const result = await sendLoad(run, afterAcks);
  const wanted = new Set(Array.from({ length: TOTAL }, (_, n) => id(run, n)));
  const stored = new Map();
  for (const row of await readLeads({ state })) if (wanted.has(row.id)) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
  const acknowledged = [...result.acknowledged].map((n) => id(run, n));
  const lost = acknowledged.filter((submission) => !stored.has(submission)).length;
  const twice = [...stored.values()].filter((count) => count > 1).length;
  console.log(
    `${name}: ${acknowledged.length}/${TOTAL} acknowledged, ${stored.size} stored, ${lost} acknowledged but lost, ${twice} stored twice; ` +
      `${result.failures} failed attempts retried ${JSON.stringify(result.statuses)}; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; ${result.seconds.toFixed(1)} s`,
  );
  return lost === 0 && twice === 0 && acknowledged.length === TOTAL;
}

const steady = await measure(1, 'steady');
const killed = await measure(2, 'workerd killed after 200 acknowledgements', {
  count: 200,
  run: async () => {
    process.kill(workerd(), 'SIGKILL');
    await waitFor('serving again after');
  },
});
const startLines = output.split('\n').filter((line) => line.startsWith('[start]'));
console.log(startLines.join('\n'));
await stopChild(start);
rmSync(state, { recursive: true, force: true });
process.exit(steady && killed ? 0 : 1);
