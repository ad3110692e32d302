/**
 * The local form inbox (scripts/form-inbox.mjs), spawned for real on free ports. Each hostile case
 * ends with a follow-up request, proving the process kept serving.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_SOURCES, KNOWN_FIELDS, PORTS } from '../../src/config/forms.ts';
import { connectionRefused, freePort, rawRequest, spawnNode, stop, type Spawned } from './helpers/processes.ts';

const SCRIPT = 'scripts/form-inbox.mjs';
const SITE_ORIGIN = `http://localhost:${PORTS.site}`;
const EXTRA_ORIGIN = 'http://localhost:5999';
const root = mkdtempSync(join(tmpdir(), 'inbox-'));
const running: Spawned[] = [];

interface Inbox {
  base: string;
  port: number;
  file: string;
  process: Spawned;
}

async function startInbox(env: Record<string, string> = {}, file = join(mkdtempSync(join(root, 'i-')), 'submissions.jsonl')): Promise<Inbox> {
  const port = await freePort();
  const process = spawnNode([SCRIPT], { INBOX_PORT: String(port), INBOX_FILE: file, ...env });
  running.push(process);
  await process.waitFor(/listening/);
  return { base: `http://127.0.0.1:${port}`, port, file, process };
}

afterAll(async () => {
  await Promise.all(running.map(stop));
  rmSync(root, { recursive: true, force: true });
});

const contact = (overrides: Record<string, string | Blob> = {}) => {
  const data = new FormData();
  const fields = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    message: 'Hello',
    _form_source: FORM_SOURCES.contact,
    _gotcha: '',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const json = { Accept: 'application/json' };
const post = (inbox: Inbox, init: RequestInit = {}, path = '/submit') =>
  fetch(`${inbox.base}${path}`, { method: 'POST', body: contact(), headers: json, ...init });
const control = (inbox: Inbox, options: unknown) =>
  fetch(`${inbox.base}/_control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options) });
const listing = async (inbox: Inbox) => {
  const response = await fetch(`${inbox.base}/_submissions`);
  expect(response.status).toBe(200);
  return (await response.json()) as { spam: boolean; fields: Record<string, string> }[];
};
/** The process still answers: a valid submission is stored. */
const stillServing = async (inbox: Inbox) => {
  const response = await post(inbox);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
};

describe('the inbox with the test endpoints on', () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1', INBOX_ALLOWED_ORIGIN: EXTRA_ORIGIN });
  });

  describe('the form protocol', () => {
    it('stores a valid submission and answers JSON', async () => {
      const response = await post(inbox);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const stored = readFileSync(inbox.file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(stored.at(-1)).toMatchObject({ spam: false, fields: { firstName: 'Ada', email: 'ada@example.org', _form_source: 'contact_page_form' } });
    });

    it('rejects a missing required field with a JSON error', async () => {
      const response = await post(inbox, { body: contact({ message: '' }) });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'Missing required field: message' });
    });

    it('rejects an invalid email', async () => {
      const response = await post(inbox, { body: contact({ email: 'not-an-email' }) });
      expect(response.status).toBe(422);
      expect((await response.json()).error).toMatch(/Invalid email/);
    });

    it('answers an HTML thank-you page with a link back without the JSON Accept header', async () => {
      const response = await post(inbox, { headers: { Referer: `${SITE_ORIGIN}/contact` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toContain('Thank you');
      expect(html).toContain(`href="${SITE_ORIGIN}/contact"`);
    });

    it('marks a filled spam trap as spam', async () => {
      await post(inbox, { body: contact({ _gotcha: 'http://spam.example' }) });
      expect((await listing(inbox)).at(-1)?.spam).toBe(true);
    });

    it('fails on demand for the browser tests', async () => {
      expect((await control(inbox, { failNext: 1, status: 503, body: '{"error":"down"}' })).status).toBe(200);
      const failed = await post(inbox);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ error: 'down' });
      await stillServing(inbox);
    });
  });

  describe('1. loopback only, and only the site may call it from a browser', () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

    it.skipIf(!external)('refuses connections on the machine’s network address', async () => {
      expect(await connectionRefused(external!, inbox.port)).toBe(true);
    });

    it('answers 403 JSON to a foreign Origin and stores nothing', async () => {
      const before = (await listing(inbox)).length;
      for (const origin of ['https://evil.example', 'http://localhost:4399', `${SITE_ORIGIN}.evil.example`]) {
        const response = await post(inbox, { headers: { ...json, Origin: origin } });
        expect(response.status, origin).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(await response.json()).toEqual({ error: expect.any(String) });
        const page = await post(inbox, { headers: { Origin: origin } });
        expect(page.status).toBe(403);
      }
      const preflight = await fetch(`${inbox.base}/submit`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(await listing(inbox)).toHaveLength(before);
      await stillServing(inbox);
    });

    it('allows the site’s own origins (and INBOX_ALLOWED_ORIGIN) and names them in CORS', async () => {
      for (const origin of [SITE_ORIGIN, `http://127.0.0.1:${PORTS.site}`, EXTRA_ORIGIN]) {
        const preflight = await fetch(`${inbox.base}/submit`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
        const response = await post(inbox, { headers: { ...json, Origin: origin } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
    });

    it('accepts a native post with Origin: null on /submit, without a CORS grant', async () => {
      const before = (await listing(inbox)).length;
      const response = await post(inbox, { headers: { Origin: 'null' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await listing(inbox)).toHaveLength(before + 1);
    });
  });

  describe('2. the test endpoints', () => {
    it('refuse a foreign or null Origin', async () => {
      for (const origin of ['https://evil.example', 'null']) {
        const list = await fetch(`${inbox.base}/_submissions`, { headers: { Origin: origin } });
        expect(list.status, origin).toBe(403);
        const set = await fetch(`${inbox.base}/_control`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: '{"failNext":5}',
        });
        expect(set.status, origin).toBe(403);
      }
      await stillServing(inbox);
    });

    it('do not exist for a Host that is not loopback (DNS rebinding)', async () => {
      const answer = await rawRequest(inbox.port, 'GET /_submissions HTTP/1.1\r\nHost: evil.example:4322\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 404/);
    });

    it('take /_control only as application/json, so a cross-site form cannot drive it', async () => {
      const form = await fetch(`${inbox.base}/_control`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"failNext":5}' });
      expect(form.status).toBe(415);
      const urlencoded = await fetch(`${inbox.base}/_control`, { method: 'POST', body: new URLSearchParams({ failNext: '5' }) });
      expect(urlencoded.status).toBe(415);
      await stillServing(inbox);
    });
  });

  describe('3. hostile input never crashes it', () => {
    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('_form_source=%s', async (source) => {
      const response = await post(inbox, { body: contact({ _form_source: source }) });
      expect(response.status).toBe(200);
      await stillServing(inbox);
    });

    it('a field named __proto__ or constructor is dropped, not merged', async () => {
      const body = contact();
      body.append('__proto__', 'polluted');
      body.append('constructor', 'polluted');
      expect((await post(inbox, { body })).status).toBe(200);
      const last = (await listing(inbox)).at(-1)!;
      expect(Object.keys(last.fields)).not.toContain('__proto__');
      expect(Object.keys(last.fields)).not.toContain('constructor');
    });

    it('a malformed request line', async () => {
      const answer = await rawRequest(inbox.port, 'GET http://[/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toMatch(/\{"error":"[^"]+"\}/);
      await stillServing(inbox);
    });

    it('a /_control body that is not JSON', async () => {
      const response = await fetch(`${inbox.base}/_control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{failNext: 1' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
      await stillServing(inbox);
    });

    it('a /_control upload aborted halfway', async () => {
      const answer = await rawRequest(
        inbox.port,
        'POST /_control HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"failNext": 1',
        300,
      );
      expect(answer).toBe('');
      await stillServing(inbox);
    });

    it.each([99, 1000, 200, 600, '503', 500.5])('a /_control status of %s is refused', async (status) => {
      const response = await control(inbox, { failNext: 1, status });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/status/);
      await stillServing(inbox);
    });

    it('unknown /_control options are refused', async () => {
      expect((await control(inbox, { failNext: 'all' })).status).toBe(400);
      expect((await control(inbox, { nonsense: true })).status).toBe(400);
      expect((await control(inbox, [1])).status).toBe(400);
      await stillServing(inbox);
    });
  });

  describe('4. size cap and known fields', () => {
    const big = () => new URLSearchParams({ email: 'ada@example.org', message: 'x'.repeat(2 * 1024 * 1024) });

    it.each([
      ['JSON', json],
      ['HTML', {}],
    ])('answers 413 with a JSON error to a 2 MB body (%s Accept) and stores nothing', async (_, headers) => {
      const before = (await listing(inbox)).length;
      const response = await post(inbox, { body: big(), headers });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/1 MB/) });
      expect(await listing(inbox)).toHaveLength(before);
      await stillServing(inbox);
    });

    it('stops reading a chunked body past 1 MB', async () => {
      const head = 'POST /submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n';
      const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`;
      const answer = await rawRequest(inbox.port, head + chunk.repeat(20));
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      await stillServing(inbox);
    });

    it('stores only the known fields; a file becomes a placeholder', async () => {
      const body = contact({ message: new File(['secret'], 'notes.txt', { type: 'text/plain' }) });
      body.append('evil', 'x'.repeat(1000));
      body.append('attachment', new File(['%PDF'], 'cv.pdf'));
      expect((await post(inbox, { body })).status).toBe(200);
      const last = (await listing(inbox)).at(-1)!;
      expect(Object.keys(last.fields).every((name) => (KNOWN_FIELDS as readonly string[]).includes(name))).toBe(true);
      expect(last.fields.message).toMatch(/^\[file notes\.txt/);
      expect(JSON.stringify(last)).not.toContain('secret');
    });
  });

  describe('6. routes, methods, logs and the back link', () => {
    it('takes submissions only at POST /submit', async () => {
      const before = (await listing(inbox)).length;
      for (const path of ['/', '/submit/extra', '/anything']) {
        const response = await post(inbox, {}, path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await listing(inbox)).toHaveLength(before);
    });

    it.each(['GET', 'PUT', 'DELETE', 'HEAD'])('answers %s /submit with 405 and Allow', async (method) => {
      const response = await fetch(`${inbox.base}/submit`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });

    it('prints field values escaped, so a name cannot forge a log line or colour the terminal', async () => {
      const forged = '[inbox] contact_page_form from Forged <forged@example.org>';
      const response = await post(inbox, { body: contact({ firstName: `Ada\n${forged}\r`, lastName: '\u001b[31mRed\u001b[0m\u009b2J\u2028' }) });
      expect(response.status).toBe(200);
      await inbox.process.waitFor(/Red/);
      const output = inbox.process.output();
      expect(output.split('\n').some((line) => line.startsWith(forged))).toBe(false);
      expect(output).not.toMatch(/[\u001b\u009b\u2028\r]/);
      expect(output).toContain('\\n[inbox] contact_page_form from Forged');
    });

    it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', '//evil.example/'])('links back home for a Referer of %s', async (referer) => {
      const response = await fetch(`${inbox.base}/submit`, { method: 'POST', body: contact(), headers: { Referer: referer } });
      const html = await response.text();
      expect(html).toContain(`href="${SITE_ORIGIN}/"`);
      expect(html).not.toContain('javascript:');
    });
  });
});

describe('the inbox without INBOX_TEST_ENDPOINTS', () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
  });

  it('has no /_submissions or /_control', async () => {
    expect((await fetch(`${inbox.base}/_submissions`)).status).toBe(404);
    expect((await control(inbox, { failNext: 1 })).status).toBe(404);
    await stillServing(inbox);
  });
});

describe('5. the submissions file', () => {
  it('answers 507 JSON (and an error page) when the file cannot be written, and keeps serving', async () => {
    const directory = mkdtempSync(join(root, 'dir-'));
    const inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1' }, directory);
    const response = await post(inbox);
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/could not store/) });
    const page = await post(inbox, { headers: {} });
    expect(page.status).toBe(507);
    expect(await page.text()).toContain('was not sent');
    const preflight = await fetch(`${inbox.base}/submit`, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(preflight.status).toBe(204);
  });

  it('ends a half-written last line before appending, and the listing skips unreadable lines', async () => {
    const dir = mkdtempSync(join(root, 'half-'));
    const file = join(dir, 'submissions.jsonl');
    const earlier = { receivedAt: '2026-01-01T00:00:00.000Z', spam: false, accept: '', fields: { email: 'earlier@example.org' } };
    writeFileSync(file, `${JSON.stringify(earlier)}\nthis is not json\n{"receivedAt":"2026-01-02T00:0`);
    const inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1' }, file);
    await stillServing(inbox);
    const list = await fetch(`${inbox.base}/_submissions`);
    expect(list.status).toBe(200);
    const records = (await list.json()) as { fields: Record<string, string> }[];
    expect(records.map((record) => record.fields.email)).toEqual(['earlier@example.org', 'ada@example.org']);
    expect(list.headers.get('x-inbox-skipped-lines')).toBe('2');
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(JSON.parse(lines[3]!)).toMatchObject({ fields: { email: 'ada@example.org' } });
  });

  it('lists only the end of a huge file, streaming it', async () => {
    const dir = mkdtempSync(join(root, 'huge-'));
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'submissions.jsonl');
    const record = (n: number) => JSON.stringify({ receivedAt: '2026-01-01T00:00:00.000Z', spam: false, accept: '', fields: { email: `n${n}@example.org` } });
    const lines = Array.from({ length: 2_000 }, (_, n) => record(n));
    lines.splice(1_990, 0, 'x'.repeat(100_000)); // one overlong line near the end
    writeFileSync(file, `${lines.join('\n')}\n`);
    const inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1', INBOX_LIST_MAX_BYTES: '4096' }, file);
    const list = await fetch(`${inbox.base}/_submissions`);
    expect(list.status).toBe(200);
    const records = (await list.json()) as { fields: Record<string, string> }[];
    const emails = records.map((entry) => entry.fields.email);
    expect(emails.at(-1)).toBe('n1999@example.org');
    expect(emails.length).toBeLessThan(4096 / 60);
    expect(emails).not.toContain('n0@example.org');
    await stillServing(inbox);
  });
});

describe('7. slow clients are not held', () => {
  /** Opens a connection, sends `text` and nothing more; resolves with what came back and when the inbox closed it. */
  const stall = async (port: number, text: string, waitMs: number) => {
    const started = Date.now();
    const answer = await rawRequest(port, text, waitMs);
    return { answer, closedAfterMs: Date.now() - started };
  };

  it('answers 408 and closes a body that stops arriving, after INBOX_REQUEST_TIMEOUT_MS', async () => {
    const inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1', INBOX_REQUEST_TIMEOUT_MS: '1000' });
    const { answer, closedAfterMs } = await stall(
      inbox.port,
      'POST /submit HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=ada%40',
      8_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\{"error":"[^"]*seconds[^"]*"\}/);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(await listing(inbox)).toHaveLength(0);
    await stillServing(inbox);
  });

  it('closes a connection whose headers never finish (slowloris), after the same limit', async () => {
    const inbox = await startInbox({ INBOX_REQUEST_TIMEOUT_MS: '1000' });
    const { closedAfterMs } = await stall(inbox.port, 'POST /submit HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', 8_000);
    expect(closedAfterMs).toBeLessThan(4_000);
    await stillServing(inbox);
  });

  it('holds a slow body for ten seconds by default, not Node’s five minutes', async () => {
    const inbox = await startInbox();
    const { answer, closedAfterMs } = await stall(
      inbox.port,
      'POST /submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=',
      20_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(9_000);
    expect(closedAfterMs).toBeLessThan(14_000);
  });
});

describe('8. load', () => {
  it('stores exactly 500 records for 500 concurrent submissions', async () => {
    const inbox = await startInbox({ INBOX_TEST_ENDPOINTS: '1' });
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => post(inbox, { body: contact({ email: `n${n}@example.org` }) })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const emails = new Set((await listing(inbox)).map((record) => record.fields.email));
    expect(emails.size).toBe(500);
  });

  it('loses no acknowledged submission when killed outright under load', async () => {
    const file = join(mkdtempSync(join(root, 'kill-')), 'submissions.jsonl');
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const inbox = await startInbox({}, file);
      const before = acknowledged.length;
      const sends = Array.from({ length: 100 }, async (_, n) => {
        const email = `r${round}n${n}@example.org`;
        const answer = await post(inbox, { body: contact({ email }) }).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(email);
      });
      // Killed in the middle of the burst: some answered, some in flight.
      while (acknowledged.length < before + 10) await new Promise((done) => setTimeout(done, 5));
      inbox.process.child.kill('SIGKILL');
      await Promise.all(sends);
      await inbox.process.exited;
    }
    const stored = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line).fields.email as string];
          } catch {
            return [];
          }
        }),
    );
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  });
});
