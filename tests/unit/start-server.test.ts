/**
 * `npm start` (scripts/start.mjs), spawned for real with `--no-build` on small dist folders made
 * here, served on Cloudflare's runtime: the inbox never takes the site down, the site's exit stops everything with its code, a
 * signal to any process of the tree stops all of it, a closed stdout crashes nothing, and the
 * banner and the inbox follow what the built pages post to.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_SOURCES, LOCAL_INBOX_URL } from '../../src/config/forms.ts';
import { PAGE_HEADERS, SECURITY_HEADERS, headersFile } from '../../src/config/hosting.ts';
import { connectionRefused, freePort, spawnCommand, spawnNode, stop, type Spawned } from './helpers/processes.ts';

const root = mkdtempSync(join(tmpdir(), 'start-'));

/** A built site whose forms post to `action`, as the build writes them. */
function builtSite(action: string): string {
  const dir = mkdtempSync(join(root, 'dist-'));
  const form = `<form action="${action}" method="post" enctype="multipart/form-data"><input type="hidden" name="_form_source" value="${FORM_SOURCES.newsletter}"><input name="email"></form>`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Home</title>${form}`);
  writeFileSync(join(dir, '404.html'), `<!doctype html><title>Page not found</title>${form}`);
  writeFileSync(join(dir, '_headers'), headersFile(['/', '/404']));
  return dir;
}
const dist = builtSite(LOCAL_INBOX_URL);
const SERVICE = 'https://forms.example.net/f/basalt';

const running: Spawned[] = [];
const blockers: Server[] = [];
afterAll(async () => {
  await Promise.all(running.map(stop));
  await Promise.all(blockers.map((server) => new Promise((done) => server.close(done))));
  rmSync(root, { recursive: true, force: true });
});

async function launch(env: Record<string, string> = {}) {
  const sitePort = await freePort();
  const inboxPort = await freePort();
  const child = spawnNode(['scripts/start.mjs', '--no-build'], {
    PORT: String(sitePort),
    INBOX_PORT: String(inboxPort),
    INBOX_FILE: join(mkdtempSync(join(root, 'inbox-')), 'submissions.jsonl'),
    DIST_DIR: dist,
    START_INBOX_BACKOFF_MS: '50',
    PUBLIC_CONTACT_FORM_ENDPOINT: undefined,
    ...env,
  });
  running.push(child);
  return { process: child, site: `http://127.0.0.1:${sitePort}`, inbox: `http://127.0.0.1:${inboxPort}`, sitePort, inboxPort };
}

/** Resolves once nothing listens on either port and none of `pids` runs; rejects after `ms`. */
async function allGone(ports: number[], pids: number[], ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const refused = await Promise.all(ports.map((port) => connectionRefused('127.0.0.1', port)));
    const running = pids.filter(alive);
    if (refused.every(Boolean) && running.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `after ${ms} ms: ports ${ports.filter((_, n) => !refused[n]).join(', ') || 'none'} still open, pids ${running.join(', ') || 'none'} still running`,
      );
    await new Promise((done) => setTimeout(done, 50));
  }
}
/** The parent of a running process. */
const parentOf = (pid: number) => Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

const pidOf = (spawned: Spawned, what: 'site server' | 'form inbox', nth = 0) =>
  Number([...spawned.output().matchAll(new RegExp(`\\[start\\] ${what} (?:started|restarted) \\(pid (\\d+)\\)`, 'g'))][nth]![1]);
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
const submit = (inbox: string) => {
  const data = new FormData();
  data.set('email', 'ada@example.org');
  data.set('_form_source', 'footer_newsletter');
  return fetch(`${inbox}/submit`, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
};
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('npm start', () => {
  it('serves dist/ on the CDN’s runtime with the hosting headers, and restarts the inbox when it dies while the site keeps serving', async () => {
    const { process: start, site, inbox } = await launch();
    await start.waitFor(/\[site\] serving/);
    await start.waitFor(/\[inbox\] listening/);
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...PAGE_HEADERS })) expect(home.headers.get(name), name).toBe(value);
    expect((await fetch(`${site}/missing`)).status).toBe(404);

    process.kill(pidOf(start, 'form inbox'), 'SIGKILL');
    await start.waitFor(/the form inbox stopped \(signal SIGKILL\); restarting it in 50 ms/);
    expect((await fetch(`${site}/`)).status).toBe(200);
    await start.waitFor(/form inbox restarted \(pid \d+\)/);
    await start.waitFor(/\[inbox\] listening[\s\S]*\[inbox\] listening/);
    expect((await submit(inbox)).status).toBe(200);
    expect((await fetch(`${site}/`)).status).toBe(200);
  });

  it('gives up on an inbox that keeps failing after a few restarts, and the site keeps serving', async () => {
    const inboxPort = await freePort();
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((done) => blocker.listen(inboxPort, '127.0.0.1', done));
    const { process: start, site } = await launch({ INBOX_PORT: String(inboxPort), START_INBOX_RESTARTS: '3' });
    await start.waitFor(/giving up/);
    expect(count(start.output(), /cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/)).toBe(4);
    expect(start.output()).toMatch(/restarting it in 50 ms[\s\S]*restarting it in 100 ms[\s\S]*restarting it in 200 ms/);
    await start.waitFor(/\[site\] serving/);
    expect((await fetch(`${site}/`)).status).toBe(200);
    expect(start.child.exitCode).toBeNull();
  });

  it('stops everything with the site server’s exit code when the site server dies', async () => {
    const { process: start } = await launch();
    await start.waitFor(/\[site\] serving/);
    await start.waitFor(/\[inbox\] listening/);
    const inboxPid = pidOf(start, 'form inbox');
    process.kill(pidOf(start, 'site server'), 'SIGTERM');
    const { code } = await start.exited;
    expect(code).toBe(143);
    expect(start.output()).toMatch(/the site server stopped \(signal SIGTERM\); stopping everything/);
    expect(alive(inboxPid)).toBe(false);
  });

  it('exits with the site server’s code when the site cannot start', async () => {
    const sitePort = await freePort();
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((done) => blocker.listen(sitePort, '127.0.0.1', done));
    const { process: start } = await launch({ PORT: String(sitePort) });
    const { code } = await start.exited;
    expect(code).toBe(1);
    expect(start.output()).toMatch(/\[site\] cannot serve .* EADDRINUSE/);
  });
});

describe('npm start stops as one', () => {
  async function startedTree(env: Record<string, string> = {}) {
    const started = await launch(env);
    await started.process.waitFor(/\[site\] serving/);
    await started.process.waitFor(/\[inbox\] listening/);
    const pids = { start: started.process.child.pid!, site: pidOf(started.process, 'site server'), inbox: pidOf(started.process, 'form inbox') };
    return { ...started, pids };
  }

  it.each([
    ['start.mjs', 'SIGINT'],
    ['start.mjs', 'SIGTERM'],
    ['start.mjs', 'SIGHUP'],
    ['site server', 'SIGINT'],
    ['site server', 'SIGTERM'],
    ['site server', 'SIGHUP'],
    ['form inbox', 'SIGINT'],
    ['form inbox', 'SIGTERM'],
    ['form inbox', 'SIGHUP'],
  ] as const)('%s given %s: every process ends and both ports are free within two seconds', async (target, signal) => {
    const { pids, sitePort, inboxPort } = await startedTree();
    process.kill(target === 'start.mjs' ? pids.start : target === 'site server' ? pids.site : pids.inbox, signal);
    await allGone([sitePort, inboxPort], Object.values(pids), 2_000);
  });

  it('start.mjs killed outright (SIGKILL): the servers notice and stop, never half a tree', async () => {
    const { pids, sitePort, inboxPort } = await startedTree();
    process.kill(pids.start, 'SIGKILL');
    // No signal reaches the servers here: they learn it from the closed channel, then exit.
    await allGone([sitePort, inboxPort], Object.values(pids), 5_000);
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'the npm process given %s (what timeout, IDEs and process managers send) takes the whole tree with it',
    async (signal) => {
      const sitePort = await freePort();
      const inboxPort = await freePort();
      const npm = spawnCommand('npm', ['start', '--', '--no-build'], {
        PORT: String(sitePort),
        INBOX_PORT: String(inboxPort),
        INBOX_FILE: join(mkdtempSync(join(root, 'inbox-')), 'submissions.jsonl'),
        DIST_DIR: dist,
        PUBLIC_CONTACT_FORM_ENDPOINT: undefined,
      });
      running.push(npm);
      await npm.waitFor(/\[site\] serving/, 30_000);
      await npm.waitFor(/\[inbox\] listening/);
      const site = pidOf(npm, 'site server');
      const inbox = pidOf(npm, 'form inbox');
      const start = parentOf(site);
      npm.child.kill(signal);
      await allGone([sitePort, inboxPort], [start, site, inbox], 2_000);
    },
  );
});

describe('npm start with its output closed (npm start | head)', () => {
  it('keeps serving and taking submissions; nothing crashes on the closed pipe', async () => {
    const { process: start, site, inbox, sitePort, inboxPort } = await launch();
    start.child.stdout!.destroy();
    start.child.stderr!.destroy();
    // Nothing can be read now, so wait for the ports instead of the log lines.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && ((await connectionRefused('127.0.0.1', sitePort)) || (await connectionRefused('127.0.0.1', inboxPort)))) {
      await new Promise((done) => setTimeout(done, 100));
    }
    for (let n = 0; n < 3; n += 1) {
      expect((await submit(inbox)).status).toBe(200);
      await new Promise((done) => setTimeout(done, 200));
    }
    expect((await fetch(`${site}/`)).status).toBe(200);
    expect(start.child.exitCode).toBeNull();
  });
});

describe('npm start --no-build follows what dist/ posts to', () => {
  it('a dist built for a form service: the banner names the service, and no inbox starts, whatever today’s environment says', async () => {
    const { process: start, inboxPort } = await launch({ DIST_DIR: builtSite(SERVICE) });
    await start.waitFor(/Forms post to: /);
    await start.waitFor(/\[site\] serving/);
    expect(start.output()).toContain(`Forms post to: ${SERVICE} (read from the built pages in`);
    expect(start.output()).not.toMatch(/form inbox started/);
    expect(await connectionRefused('127.0.0.1', inboxPort)).toBe(true);
  });

  it('a dist built for the local inbox: the inbox starts even when today’s environment names a service', async () => {
    const { process: start, inbox } = await launch({ PUBLIC_CONTACT_FORM_ENDPOINT: SERVICE });
    await start.waitFor(/\[inbox\] listening/);
    expect(start.output()).toContain(`Forms post to: ${LOCAL_INBOX_URL} (local inbox`);
    expect(start.output()).not.toContain(`Forms post to: ${SERVICE}`);
    expect((await submit(inbox)).status).toBe(200);
  });
});
