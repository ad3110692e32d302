/**
 * `npm start` (scripts/start.mjs), spawned for real with `--no-build` on a small dist folder made
 * here: the inbox never takes the site down, and the site's exit stops everything with its code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/config/hosting';
import { freePort, spawnNode, stop, type Spawned } from './helpers/processes';

const root = mkdtempSync(join(tmpdir(), 'start-'));
const dist = join(root, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page not found</title>');

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

const pidOf = (spawned: Spawned, what: 'site server' | 'form inbox', nth = 0) =>
  Number([...spawned.output().matchAll(new RegExp(`\\[start\\] ${what} (?:started|restarted) \\(pid (\\d+)\\)`, 'g'))][nth]![1]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
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
  it('serves dist/ with the hosting headers, and restarts the inbox when it dies while the site keeps serving', async () => {
    const { process: start, site, inbox } = await launch();
    await start.waitFor(/\[site\] serving/);
    await start.waitFor(/\[inbox\] listening/);
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(home.headers.get(name)).toBe(value);
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
