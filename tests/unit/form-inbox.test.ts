import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const port = 4399;
const base = `http://localhost:${port}`;
const file = join(mkdtempSync(join(tmpdir(), 'inbox-')), 'submissions.jsonl');
let inbox: ChildProcess;

const contact = (overrides: Record<string, string> = {}) => {
  const data = new FormData();
  const fields = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', message: 'Hello', _form_source: 'contact_page_form', _gotcha: '', ...overrides };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

beforeAll(async () => {
  inbox = spawn(process.execPath, ['scripts/form-inbox.mjs'], { env: { ...process.env, INBOX_PORT: String(port), INBOX_FILE: file }, stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    inbox.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    inbox.on('exit', (code) => reject(new Error(`inbox exited with ${code}`)));
  });
});
afterAll(() => {
  inbox.kill();
});

describe('local form inbox', () => {
  it('stores a valid submission and answers JSON', async () => {
    const response = await fetch(`${base}/submit`, { method: 'POST', body: contact(), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(stored.at(-1)).toMatchObject({ spam: false, fields: { firstName: 'Ada', email: 'ada@example.org', _form_source: 'contact_page_form' } });
  });

  it('rejects a missing required field with a JSON error', async () => {
    const response = await fetch(`${base}/submit`, { method: 'POST', body: contact({ message: '' }), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Missing required field: message' });
  });

  it('rejects an invalid email', async () => {
    const response = await fetch(`${base}/submit`, { method: 'POST', body: contact({ email: 'not-an-email' }), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/Invalid email/);
  });

  it('answers an HTML thank-you page with a link back without the JSON Accept header', async () => {
    const response = await fetch(`${base}/submit`, { method: 'POST', body: contact(), headers: { Referer: 'http://localhost:4321/contact' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Thank you');
    expect(html).toContain('href="http://localhost:4321/contact"');
  });

  it('marks a filled spam trap as spam', async () => {
    await fetch(`${base}/submit`, { method: 'POST', body: contact({ _gotcha: 'http://spam.example' }), headers: { Accept: 'application/json' } });
    const submissions = (await (await fetch(`${base}/_submissions`)).json()) as { spam: boolean }[];
    expect(submissions.at(-1)?.spam).toBe(true);
  });

  it('fails on demand for the browser tests', async () => {
    await fetch(`${base}/_control`, { method: 'POST', body: JSON.stringify({ failNext: 1, status: 503, body: '{"error":"down"}' }) });
    const failed = await fetch(`${base}/submit`, { method: 'POST', body: contact(), headers: { Accept: 'application/json' } });
    expect(failed.status).toBe(503);
    const next = await fetch(`${base}/submit`, { method: 'POST', body: contact(), headers: { Accept: 'application/json' } });
    expect(next.status).toBe(200);
  });
});
