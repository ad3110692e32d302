/**
 * `npm start` (scripts/runtime/start.mjs), spawned for real with `--no-build` on small dist folders made
 * here, on Cloudflare's runtime with the site's Worker: one runtime, supervised. A kill of any
 * process of the tree (SIGKILL included) leaves nothing holding a port; a dead or hung runtime is
 * restarted within seconds; a replaced dist/ is served; the banner follows what the pages post to.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../scripts/runtime/cdn-runtime.mjs';
import { FORM_PATHS, FORM_SOURCES } from '../../src/config/forms.ts';
import { PAGE_HEADERS, SECURITY_HEADERS, headersFile } from '../../src/config/hosting.ts';
import { connectionRefused, freePort, spawnCommand, spawnNode, stop, type Spawned } from './helpers/processes.ts';

const root = mkdtempSync(join(tmpdir(), 'start-'));

/** A built site whose newsletter form posts to `action`, its home page saying `words`. */
function builtSite(action: string, words = 'Home'): string {
  const dir = mkdtempSync(join(root, 'dist-'));
  const form = `<form action="${action}" method="post" enctype="multipart/form-data"><input type="hidden" name="_form_source" value="${FORM_SOURCES.newsletter}"><input name="email"></form>`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${words}</title><main><h1>${words}</h1>${form}</main>`);
  writeFileSync(join(dir, '404.html'), `<!doctype html><title>Page not found</title>${form}`);
  writeFileSync(join(dir, '_headers'), headersFile(['/', '/404']));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'site.1.css'), 'h1{color:red}');
  return dir;
}
const dist = builtSite(FORM_PATHS.newsletter);
const SERVICE = 'https://forms.example.net/f/basalt';

/**
 * A local database with the migrations applied, copied for each runtime: npm start still asks
 * wrangler to apply them, which then finds each recorded in the database and has nothing to do.
 */
const migrated = mkdtempSync(join(root, 'migrated-'));
await applyMigrations({ state: migrated });
function migratedState(): string {
  const state = mkdtempSync(join(root, 'state-'));
  cpSync(migrated, state, { recursive: true });
  return state;
}

const running: Spawned[] = [];
const blockers: Server[] = [];
afterAll(async () => {
  await Promise.all(running.map(stop));
  await Promise.all(blockers.map((server) => new Promise((done) => server.close(done))));
  rmSync(root, { recursive: true, force: true });
});

async function launch(env: Record<string, string | undefined> = {}) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const state = migratedState();
  const child = spawnNode(['scripts/runtime/start.mjs', '--no-build'], {
    PORT: String(port),
    INSPECTOR_PORT: String(inspectorPort),
    DIST_DIR: dist,
    RUNTIME_STATE: state,
    START_BACKOFF_MS: '50',
    // A stopped runtime is noticed after this long instead of 15 s, so the test waits less.
    RUNTIME_HUNG_MS: '5000',
    PUBLIC_CONTACT_FORM_ENDPOINT: undefined,
    ...env,
  });
  running.push(child);
  return { process: child, site: `http://127.0.0.1:${port}`, ports: [port, inspectorPort], state };
}

/** The processes of the tree under `pid` (wrangler, workerd), read from ps. */
function descendants(pid: number): { pid: number; command: string }[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([child, parent, command]) => ({ pid: Number(child), parent: Number(parent), command: command! }));
  const found: { pid: number; command: string }[] = [];
  const walk = (of: number) => {
    for (const row of table.filter((entry) => entry.parent === of)) {
      found.push({ pid: row.pid, command: row.command });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}
const workerdOf = (pid: number) => descendants(pid).find((process) => process.command === 'workerd')!.pid;
/** The process that runs the runtime through wrangler's API (scripts/runtime/runtime-host.mjs). */
const wranglerOf = (pid: number) => descendants(pid).find((process) => process.command !== 'workerd' && process.command !== 'esbuild')!.pid;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has ended; only the process that adopted it has not collected its status yet.
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .startsWith('Z');
  } catch {
    return false;
  }
};

/** Resolves once nothing listens on the ports and none of `pids` runs; rejects after `ms`. */
async function allGone(ports: number[], pids: number[], ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const refused = await Promise.all(ports.map((port) => connectionRefused('127.0.0.1', port)));
    const left = pids.filter(alive);
    if (refused.every(Boolean) && left.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `after ${ms} ms: ports ${ports.filter((_, n) => !refused[n]).join(', ') || 'none'} still open, pids ${left.join(', ') || 'none'} still running`,
      );
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Posts the newsletter form as a visitor's browser would; resolves with the status. */
async function subscribe(site: string): Promise<number> {
  const data = new FormData();
  data.set('email', 'ada@example.org');
  const posted = await fetch(`${site}${FORM_PATHS.newsletter}`, { method: 'POST', body: data, headers: { Accept: 'application/json', Origin: site } });
  return posted.status;
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
const home = async (site: string) => (await fetch(`${site}/`)).text();

// Every test starts its own runtime, with its own ports, state and dist/: they run side by side.
describe.concurrent('npm start', () => {
  it('serves dist/ with the hosting headers and the Worker; a dead, killed or hung runtime is restarted within seconds; a replaced or rebuilt dist/ is served', async () => {
    const served = builtSite(FORM_PATHS.newsletter);
    // One restart in a row allowed, four runtimes killed or hung: each answered again, so none counts against the next.
    const { process: start, site, state } = await launch({ DIST_DIR: served, START_RESTARTS: '1' });
    await start.waitFor(/Site: http/, 240_000);
    expect(start.output()).toContain(`Forms post to: ${FORM_PATHS.newsletter}, the site's Worker`);
    const response = await fetch(`${site}/`);
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...PAGE_HEADERS })) expect(response.headers.get(name), name).toBe(value);
    expect(await subscribe(site)).toBe(200);

    const pid = start.child.pid!;
    const recovered = async (n: number) => {
      const deadline = Date.now() + 60_000;
      while (count(start.output(), /serving again after/) < n) {
        if (Date.now() > deadline) throw new Error(`not serving again (${n}):\n${start.output()}`);
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(await home(site)).toContain('<h1>');
    };

    // workerd killed outright: the runtime is restarted.
    process.kill(workerdOf(pid), 'SIGKILL');
    await recovered(1);
    // wrangler killed outright: workerd goes with it (no orphan holds the port), and it is restarted.
    const wrangler = wranglerOf(pid);
    const workerd = workerdOf(pid);
    process.kill(wrangler, 'SIGKILL');
    await start.waitFor(/the runtime stopped \(signal SIGKILL\)/);
    // The kernel kills workerd as wrangler dies (a parent-death signal), in step with, not before,
    // the supervisor hearing of wrangler's exit: it is gone within moments.
    for (const deadline = Date.now() + 2_000; alive(workerd) && Date.now() < deadline; ) await new Promise((done) => setTimeout(done, 50));
    expect(alive(workerd)).toBe(false);
    await recovered(2);
    // workerd hung (stopped, holding its port): noticed within seconds, killed and restarted.
    const hung = workerdOf(pid);
    const stoppedAt = Date.now();
    process.kill(hung, 'SIGSTOP');
    await start.waitFor(/the runtime has not answered for \d+ s; restarting it/, 30_000);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    await recovered(3);
    expect(alive(hung)).toBe(false);

    // dist/ deleted and built again while serving: the new build is served. Made right after the
    // delete, the new folder can get the old one's inode back, as after `rm -rf dist && npm run build`.
    const rebuilt = builtSite(FORM_PATHS.newsletter, 'Rebuilt');
    const lastStart = Date.now();
    rmSync(served, { recursive: true });
    cpSync(rebuilt, served, { recursive: true });
    await start.waitFor(/was rebuilt; restarting the runtime on the new build/, 30_000);
    await recovered(4);
    expect(await home(site)).toContain('<h1>Rebuilt</h1>');
    // Four runtimes were killed outright, none able to remove its temporary files: those left are the serving one's.
    const temporary = readdirSync(join(state, 'runtime-tmp')).filter((name) => name.startsWith('miniflare-'));
    expect(temporary.length).toBeGreaterThan(0);
    for (const name of temporary) expect(statSync(join(state, 'runtime-tmp', name)).birthtimeMs, name).toBeGreaterThanOrEqual(lastStart);

    // Built again in place (`npm run build` while serving): a file of the new build under a name the
    // old one did not have (a stylesheet named by its content, in a folder that was there) is served, not answered 404.
    writeFileSync(join(served, '_astro', 'site.2.css'), 'h1{color:blue}');
    await start.waitFor(/was rebuilt[\s\S]*was rebuilt/, 30_000);
    await recovered(5);
    expect(await (await fetch(`${site}/_astro/site.2.css`)).text()).toBe('h1{color:blue}');
  });

  it('migrates a database deleted under a kept state folder at the next start', async () => {
    // A state folder whose migrations were applied, then every local database in it deleted (the
    // persistence root wrangler documents for getPlatformProxy: `<state>/v3`). The migrations are
    // the database's own record, so the next start finds none and applies them all again.
    const state = migratedState();
    rmSync(join(state, 'v3'), { recursive: true });
    const { process: start, site } = await launch({ RUNTIME_STATE: state });
    await start.waitFor(/Site: http/, 240_000);
    expect(await subscribe(site)).toBe(200);
  });

  it('refuses a taken port, saying which and what to do', async () => {
    const port = await freePort();
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((done) => blocker.listen(port, '127.0.0.1', done));
    const { process: start } = await launch({ PORT: String(port) });
    const { code } = await start.exited;
    expect(code).toBe(1);
    expect(start.output()).toMatch(new RegExp(`port ${port}, for the site, is taken \\(EADDRINUSE\\)`));
  });
});

// One at a time: each starts a runtime of its own, and six side by side starve a two-core machine.
describe('npm start stops as one', () => {
  async function startedTree() {
    const started = await launch();
    await started.process.waitFor(/Site: http/, 240_000);
    const pid = started.process.child.pid!;
    return { ...started, pids: [pid, wranglerOf(pid), workerdOf(pid)] };
  }

  it.each(['SIGKILL', 'SIGTERM', 'SIGINT'] as const)(
    'start.mjs given %s: wrangler and workerd end and both ports are free within five seconds',
    async (signal) => {
      const { pids, ports } = await startedTree();
      process.kill(pids[0]!, signal);
      await allGone(ports, pids, 5_000);
    },
  );

  it('the npm process given SIGTERM (what timeout, IDEs and process managers send) takes the whole tree with it', async () => {
    const port = await freePort();
    const inspectorPort = await freePort();
    const npm = spawnCommand('npm', ['start', '--', '--no-build'], {
      PORT: String(port),
      INSPECTOR_PORT: String(inspectorPort),
      DIST_DIR: dist,
      RUNTIME_STATE: migratedState(),
    });
    running.push(npm);
    await npm.waitFor(/Site: http/, 240_000);
    const tree = descendants(npm.child.pid!).map((process) => process.pid);
    npm.child.kill('SIGTERM');
    await allGone([port, inspectorPort], tree, 5_000);
  });
});

describe.concurrent('npm start --no-build follows what dist/ posts to', () => {
  it('a dist built for a form service: the banner names the service, whatever today’s environment says', async () => {
    const { process: start } = await launch({ DIST_DIR: builtSite(SERVICE) });
    await start.waitFor(/Site: http/, 240_000);
    expect(start.output()).toContain(`Forms post to: ${SERVICE} (a form service, read from the built pages in`);
    expect(start.output()).not.toContain("the site's Worker");
  });
});
