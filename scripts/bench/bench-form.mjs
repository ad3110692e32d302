// `npm run bench:form`: the collector under load, through the local runtime of `npm start` (not a
// test: it prints figures). Two runs of 500 contact submissions, 50 at a time, each from its own
// client address (the Worker limits each client) and retried until acknowledged, as a visitor
// would press "Send" again: one steady, one where workerd is killed (SIGKILL) after 200
// acknowledgements and npm start restarts it. After each, every acknowledged submission must be a
// row of local D1 exactly once.
//
//   npm run build && npm run bench:form     PORT (4761) for the runtime it starts
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FORM_PATHS, SUBMISSION_ID_FIELD } from '../../src/config/forms.ts';
import { sendLoad } from './form-load.mjs';
import { readLeads } from '../commands/leads.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const TOTAL = 500;
const CONCURRENCY = 50;
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
const waitFor = async (pattern, count = 1) => {
  while ((output.match(new RegExp(pattern, 'g'))?.length ?? 0) < count) {
    if (start.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
};
await waitFor('Site: http');

/** The workerd process under npm start. */
const workerd = () =>
  Number(
    execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find(
        ([, parent, command]) => command === 'workerd' && execFileSync('ps', ['-o', 'ppid=', '-p', parent], { encoding: 'utf8' }).trim() === String(start.pid),
      )[0],
  );

const ids = (run) => Array.from({ length: TOTAL }, (_, n) => `${run.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`);
const body = (run) => {
  const all = ids(run);
  return (n) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.org',
      message: `Load ${run}, submission ${n}.`,
      [SUBMISSION_ID_FIELD]: all[n],
    })) {
      data.append(name, value);
    }
    return data;
  };
};
/** Submission n comes from client n: the same address on every retry of it. */
const headers = (n) => ({ Origin: origin, 'CF-Connecting-IP': `10.1.${(n >> 8) & 255}.${n & 255}` });

async function measure(run, name, afterAcks) {
  const result = await sendLoad({ url: `${origin}${FORM_PATHS.contact}`, total: TOTAL, concurrency: CONCURRENCY, body: body(run), headers, afterAcks });
  const rows = await readLeads({ state });
  const wanted = new Map(ids(run).map((id, n) => [id, n]));
  const stored = new Map();
  for (const row of rows) if (wanted.has(row.id)) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
  const acknowledged = [...result.acknowledged].map((n) => ids(run)[n]);
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  const twice = [...stored.values()].filter((count) => count > 1).length;
  console.log(
    `${name}: ${acknowledged.length}/${TOTAL} acknowledged, ${stored.size} stored, ${lost} acknowledged but lost, ${twice} stored twice; ` +
      `${result.failures} failed attempts retried ${JSON.stringify(result.statuses)}; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; ${result.seconds.toFixed(1)} s`,
  );
  return lost === 0 && twice === 0 && acknowledged.length === TOTAL;
}

let ok = await measure(1, 'steady');
ok =
  (await measure(2, 'workerd killed after 200 acknowledgements', {
    count: 200,
    run: async () => {
      process.kill(workerd(), 'SIGKILL');
      await waitFor('serving again after');
    },
  })) && ok;
console.log(
  output
    .split('\n')
    .filter((line) => line.startsWith('[start]'))
    .join('\n'),
);
const exited = new Promise((done) => start.once('exit', done));
start.kill('SIGTERM');
await exited;
rmSync(state, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
