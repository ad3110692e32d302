/**
 * The collector (src/worker/) inside workerd with D1, through wrangler's test harness: the
 * form protocol, every field rule of the one schema (src/config/forms.ts), idempotency, the origin,
 * size and rate refusals, the notification and its retry, and the retention job.
 */
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../src/config/contact.ts';
import {
  CONTACT_HIDDEN_FIELDS,
  CONTACT_MESSAGES,
  FORM_FIELDS,
  FORM_PATHS,
  LEAD_FIELDS,
  LEAD_RETENTION_MONTHS,
  MAX_BODY_BYTES,
  SPAM_TRAP_FIELD,
  SUBMISSION_ID_FIELD,
} from '../../src/config/forms.ts';
import { type LeadRow, startWorker } from './helpers/worker.ts';
import { VISITOR } from '../visitor.ts';
import { LEAD_COLUMNS } from '../../scripts/commands/leads.mjs';

type Running = Awaited<ReturnType<typeof startWorker>>;
let site: Running;
beforeAll(async () => {
  site = await startWorker();
}, 120_000);
afterAll(() => site?.close());

let clients = 0;
/** A new client address each time, so the rate limit counts only what a test means it to. */
const client = () => `198.51.100.${(clients += 1)}`;

/** Posts `fields` as the contact form does (multipart, with the hidden fields), from the site's origin unless told otherwise. */
async function post(fields: Record<string, string>, options: { path?: string; headers?: Record<string, string>; json?: boolean } = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return fetch(`${site.origin}${options.path ?? FORM_PATHS.contact}`, {
    method: 'POST',
    body: data,
    headers: { Origin: site.origin, 'CF-Connecting-IP': client(), ...(options.json === false ? {} : { Accept: 'application/json' }), ...options.headers },
  });
}
const contact = (fields: Record<string, string> = {}) => ({
  ...CONTACT_HIDDEN_FIELDS,
  [SPAM_TRAP_FIELD]: '',
  [SUBMISSION_ID_FIELD]: crypto.randomUUID(),
  ...VISITOR,
  ...fields,
});
const rowOf = async (id: string) => (await site.rows()).find((row) => row.id === id);
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a contact submission with script (Accept: application/json)', () => {
  it('is answered 200 once its row is committed, keeps only the form’s fields, and the sales mailbox is told', async () => {
    const fields = contact({ firstName: '  Grace ', admin: 'true', _to: 'attacker@example.net' });
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true, id: fields[SUBMISSION_ID_FIELD] });
    const row = await rowOf(fields[SUBMISSION_ID_FIELD]);
    expect(row).toMatchObject({
      form: 'contact',
      first_name: 'Grace',
      last_name: VISITOR.lastName,
      email: VISITOR.email,
      company: VISITOR.company,
      project: VISITOR.project,
      message: VISITOR.message,
    });
    // Every stored column, and `npm run leads` shows each of them.
    expect(Object.keys(row!).sort()).toEqual([...LEAD_COLUMNS].sort());
    const told = await eventually(
      () => rowOf(fields[SUBMISSION_ID_FIELD]),
      (value) => value?.notified_at !== null,
    );
    expect(told).toMatchObject({ notify_attempts: 1, notify_error: null });
  });

  it('is stored once however often the same submission arrives, at once or later', async () => {
    const fields = contact();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(fields)));
    answers.push(await post(fields));
    for (const answer of answers) expect(await answer.json()).toEqual({ ok: true, id: fields[SUBMISSION_ID_FIELD] });
    expect((await site.rows()).filter((row) => row.id === fields[SUBMISSION_ID_FIELD])).toHaveLength(1);
    const told = await eventually(
      () => rowOf(fields[SUBMISSION_ID_FIELD]),
      (value) => value?.notified_at !== null,
    );
    expect(told?.notify_attempts).toBe(1);
  });

  it('without an id (a post without script) is given one', async () => {
    const fields = contact({ [SUBMISSION_ID_FIELD]: '' });
    const { id } = await (await post(fields)).json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowOf(id)).toBeDefined();
  });

  it('from the newsletter keeps the address alone', async () => {
    const id = crypto.randomUUID();
    const response = await post(
      { email: 'reader@example.org', _form_source: 'footer_newsletter', [SUBMISSION_ID_FIELD]: id, firstName: 'Not asked' },
      { path: FORM_PATHS.newsletter },
    );
    expect(response.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ form: 'newsletter', email: 'reader@example.org', first_name: null, message: null });
  });

  it('with the spam trap filled is answered as sent and stored nowhere', async () => {
    const fields = contact({ [SPAM_TRAP_FIELD]: 'http://spam.example' });
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(await rowOf(fields[SUBMISSION_ID_FIELD])).toBeUndefined();
  });
});

describe('every field rule of src/config/forms.ts, checked by the collector', () => {
  const contactFields = FORM_FIELDS.contact;
  it.each(contactFields.filter((name) => LEAD_FIELDS[name].required))('%s is required: 422 with a JSON error, nothing stored', async (name) => {
    const fields = contact({ [name]: '   ' });
    const response = await post(fields);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/is required$/);
    expect(await rowOf(fields[SUBMISSION_ID_FIELD])).toBeUndefined();
  });

  it.each(contactFields.filter((name) => name !== 'project'))('%s takes its longest value and refuses one character more', async (name) => {
    const limit = LEAD_FIELDS[name].maxLength;
    const value = (length: number) => (name === 'email' ? `${'a'.repeat(length - '@example.org'.length)}@example.org` : 'x'.repeat(length));
    const longest = contact({ [name]: value(limit) });
    expect((await post(longest)).status).toBe(200);
    const column = ({ firstName: 'first_name', lastName: 'last_name' } as Record<string, string>)[name] ?? name;
    expect((await rowOf(longest[SUBMISSION_ID_FIELD]))?.[column as keyof LeadRow]).toBe(value(limit));
    const over = contact({ [name]: value(limit + 1) });
    const response = await post(over);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toContain(`longer than ${limit} characters`);
    expect(await rowOf(over[SUBMISSION_ID_FIELD])).toBeUndefined();
  });

  it.each([
    ['an email address without a domain', { email: 'grace@' }, /Email address is not valid/],
    ['a service that is not offered', { project: 'crypto-casino' }, /not one of the listed services/],
    ['a made-up submission id', { [SUBMISSION_ID_FIELD]: "1'; DROP TABLE leads; --" }, /submission id/],
  ])('refuses %s with 422', async (_, fields, error) => {
    const response = await post(contact(fields));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(error);
  });
});

describe('abuse gets a clear answer and costs nothing', () => {
  const rowsNow = async () => (await site.rows()).length;

  it('refuses another site’s page, and a request that says nowhere it came from', async () => {
    const before = await rowsNow();
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }]) {
      const response = await post(contact(), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error).toMatch(/this site’s own pages/);
    }
    expect(await rowsNow()).toBe(before);
    // A browser that withholds the origin still says the post is its own site's.
    expect((await post(contact(), { headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
  });

  it('refuses a body over the cap, declared or streamed, with 413 and a JSON error', async () => {
    const big = contact({ message: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toMatch(/larger than 64 KB/);
    // No Content-Length: the body arrives in chunks and is cut off at the cap.
    const chunks = new ReadableStream({
      start(controller) {
        for (let n = 0; n < 20; n += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${site.origin}${FORM_PATHS.contact}`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
      headers: { Origin: site.origin, Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x', 'CF-Connecting-IP': client() },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it.each([
    ['a body that is not form data', 'text/plain', 'hello', 415],
    ['malformed multipart', 'multipart/form-data; boundary=x', '--x\r\nnot a part', 400],
  ])('answers %s with a JSON error', async (_, type, body, status) => {
    const response = await fetch(`${site.origin}${FORM_PATHS.contact}`, {
      method: 'POST',
      body,
      headers: { Origin: site.origin, 'Content-Type': type, 'CF-Connecting-IP': client() },
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers other methods 405 with Allow: POST, and other /api/ paths 404, in JSON', async () => {
    const get = await fetch(`${site.origin}${FORM_PATHS.contact}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect(await get.json()).toHaveProperty('error');
    const other = await fetch(`${site.origin}/api/admin`, { method: 'POST' });
    expect(other.status).toBe(404);
    expect(await other.json()).toHaveProperty('error');
  });

  it('limits each client to the rate wrangler.jsonc sets, and no other client', async () => {
    const address = client();
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await post(contact(), { headers: { 'CF-Connecting-IP': address } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(contact())).status).toBe(200);
  });

  it('counts every client as one where the runtime is told to (locally), whatever address a client claims', async () => {
    await site.reconfigure({ vars: { LOCAL_CLIENT_KEY: `local-${client()}` } });
    try {
      const statuses = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await post(contact())).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await site.reconfigure({});
    }
  });
});

describe('a post without script (a plain HTML form)', () => {
  it('gets the page it came from with a note saying the message was sent', async () => {
    const fields = contact({ [SUBMISSION_ID_FIELD]: '' });
    const response = await post(fields, { json: false, headers: { Referer: `${site.origin}/contact` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<main><div id="form-result" role="status"[^]*${CONTACT_MESSAGES.successTitle}`));
    expect(html).not.toContain(VISITOR.message);
  });

  it('on failure says why and gives back the form as typed, every value escaped, the field to fix marked', async () => {
    const hostile = '"><script>alert(1)</script>';
    const fields = contact({ firstName: hostile, email: 'grace@', message: `</textarea><img src=x onerror=alert(1)>` });
    const response = await post(fields, { json: false });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Email address is not valid.');
    expect(html).toContain(CONTACT.email);
    // What a browser builds from it: the values as text, no element of the visitor's making.
    const page = parse(html);
    expect(page.querySelectorAll('script, img')).toHaveLength(0);
    const form = page.querySelector(`form[action="${FORM_PATHS.contact}"]`)!;
    expect(form.querySelector('[name="firstName"]')!.getAttribute('value')).toBe(hostile);
    expect(form.querySelector('[name="lastName"]')!.getAttribute('value')).toBe(VISITOR.lastName);
    expect(form.querySelector('[name="email"]')!.getAttribute('value')).toBe('grace@');
    expect(form.querySelector('[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('[name="message"]')!.text).toBe(fields.message);
    expect(form.querySelectorAll('option[selected]').map((option) => option.getAttribute('value'))).toEqual([VISITOR.project]);
    // The newsletter form on the same page is left as it was.
    expect(page.querySelector(`form[action="${FORM_PATHS.newsletter}"] [name="email"]`)!.getAttribute('value')).toBeUndefined();
  });
});

describe('the scheduled job', () => {
  it('retries a notification that failed, and the lead was kept meanwhile', async () => {
    // An email binding that may only write to another mailbox: sending to the sales mailbox fails.
    await site.reconfigure({ send_email: [{ name: 'EMAIL', destination_address: 'someone-else@example.org' }] });
    const fields = contact();
    expect((await post(fields)).status).toBe(200);
    const failed = await eventually(
      () => rowOf(fields[SUBMISSION_ID_FIELD]),
      (row) => (row?.notify_attempts ?? 0) > 0,
    );
    expect(failed).toMatchObject({ notified_at: null, notify_attempts: 1 });
    expect(failed?.notify_error).toBeTruthy();
    await site.reconfigure({});
    await site.worker.scheduled({ cron: '*/10 * * * *' });
    expect(await rowOf(fields[SUBMISSION_ID_FIELD])).toMatchObject({ notify_attempts: 2, notify_error: null, notified_at: expect.any(String) });
  });

  it(`deletes the leads received more than ${LEAD_RETENTION_MONTHS} months ago, and no others`, async () => {
    const monthsAgo = (months: number, days: number) => {
      const at = new Date();
      at.setUTCMonth(at.getUTCMonth() - months);
      at.setUTCDate(at.getUTCDate() + days);
      return at.toISOString();
    };
    const plant = (id: string, at: string) =>
      site.sql(`INSERT INTO leads (id, received_at, form, email, notified_at) VALUES (?, ?, 'newsletter', 'old@example.org', ?)`, id, at, at);
    const expired = crypto.randomUUID();
    const kept = crypto.randomUUID();
    await plant(expired, monthsAgo(LEAD_RETENTION_MONTHS, -1));
    await plant(kept, monthsAgo(LEAD_RETENTION_MONTHS, 1));
    await site.worker.scheduled({ cron: '*/10 * * * *' });
    expect(await rowOf(expired)).toBeUndefined();
    expect(await rowOf(kept)).toBeDefined();
  });
});
