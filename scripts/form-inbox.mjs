// The local form inbox: stands in for the hosted form service in development and tests.
// It accepts the same multipart (or urlencoded) POST, answers like the service (JSON for
// `Accept: application/json`, a thank-you page otherwise), appends every submission to a
// JSON-lines file and prints a one-line summary. No framework: node:http and the Fetch API.
//
//   node scripts/form-inbox.mjs            listens on http://localhost:4322
//   INBOX_PORT, INBOX_FILE                 override the port and the file (.inbox/submissions.jsonl)
//
// For tests: GET /_submissions lists what arrived; POST /_control with JSON
// {"failNext": n, "status": 500, "body": "...", "delayMs": 0} makes the next n submissions fail
// (or answer late); POST /_control {"reset": true} clears both.
import { appendFileSync, mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { PORTS, REQUIRED_FIELDS } from '../src/config/forms.ts';

const port = Number(process.env.INBOX_PORT ?? PORTS.inbox);
const file = resolve(process.env.INBOX_FILE ?? '.inbox/submissions.jsonl');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

let control = { failNext: 0, status: 500, body: JSON.stringify({ error: 'The inbox was told to fail' }), delayMs: 0 };

function validate(fields) {
  const required = REQUIRED_FIELDS[fields._form_source] ?? ['email'];
  const missing = required.filter((name) => !String(fields[name] ?? '').trim());
  if (missing.length) return `Missing required field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
  if (!EMAIL.test(String(fields.email))) return `Invalid email address: ${fields.email}`;
  return null;
}

function send(res, status, type, body, origin) {
  res.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Headers': 'Accept, Content-Type',
    Vary: 'Origin',
  });
  res.end(body);
}

function thankYouPage(back, error) {
  const title = error ? 'Your message was not sent' : 'Thank you, your message is on its way';
  const text = error ? `The form service answered: ${error}. Go back, check the form and send it again.` : 'We read every message and reply within 24 hours.';
  const escape = (value) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(back)}">Back to the site</a></p></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = new Request('http://inbox.local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  const data = await request.formData();
  const fields = {};
  for (const [name, value] of data) fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
  return fields;
}

function submissions() {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const origin = req.headers.origin;
  if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '', origin);
  if (req.method === 'GET' && url.pathname === '/_submissions') {
    return send(res, 200, 'application/json', JSON.stringify(submissions()), origin);
  }
  if (req.method === 'POST' && url.pathname === '/_control') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const options = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    if (options.reset) {
      control = { failNext: 0, status: 500, body: JSON.stringify({ error: 'The inbox was told to fail' }), delayMs: 0 };
      if (options.clear) writeFileSync(file, '');
    } else {
      control = { ...control, ...options };
    }
    return send(res, 200, 'application/json', JSON.stringify(control), origin);
  }
  if (req.method !== 'POST') {
    return send(res, 405, 'text/plain', 'The form inbox accepts POST submissions.', origin);
  }

  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  const back = req.headers.referer ?? 'http://localhost:4321/';
  let fields;
  try {
    fields = await readForm(req);
  } catch {
    const error = 'The submission could not be read as form data';
    return wantsJson ? send(res, 400, 'application/json', JSON.stringify({ error }), origin) : send(res, 400, 'text/html; charset=utf-8', thankYouPage(back, error), origin);
  }

  if (control.delayMs) await new Promise((done) => setTimeout(done, control.delayMs));
  if (control.failNext > 0) {
    control.failNext -= 1;
    console.log(`[inbox] failing on request: ${control.status}`);
    return send(res, control.status, wantsJson ? 'application/json' : 'text/plain', control.body, origin);
  }

  const error = validate(fields);
  if (error) {
    console.log(`[inbox] rejected (${error})`);
    return wantsJson ? send(res, 422, 'application/json', JSON.stringify({ error }), origin) : send(res, 422, 'text/html; charset=utf-8', thankYouPage(back, error), origin);
  }

  const spam = Boolean(String(fields._gotcha ?? '').trim());
  const record = { receivedAt: new Date().toISOString(), spam, accept: req.headers.accept ?? '', fields };
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(record)}\n`);
  const who = [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.email;
  console.log(`[inbox] ${spam ? 'SPAM ' : ''}${fields._form_source ?? 'form'} from ${who} <${fields.email}>${fields.project ? ` about ${fields.project}` : ''} → ${file}`);
  return wantsJson ? send(res, 200, 'application/json', JSON.stringify({ ok: true }), origin) : send(res, 200, 'text/html; charset=utf-8', thankYouPage(back), origin);
});

server.listen(port, () => console.log(`[inbox] listening on http://localhost:${port}/submit, writing to ${file}`));
