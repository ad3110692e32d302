// The local form inbox: stands in for the hosted form service in development and tests.
// It accepts the same multipart (or urlencoded) POST on /submit, answers like the service (JSON
// for `Accept: application/json`, a thank-you page otherwise), appends every submission to a
// JSON-lines file and prints a one-line summary. No framework: node:http and the Fetch API.
//
//   node scripts/form-inbox.mjs       listens on http://127.0.0.1:4322 (loopback only)
//   INBOX_PORT, INBOX_FILE            the port (0 picks a free one) and the file (.inbox/submissions.jsonl)
//   INBOX_ALLOWED_ORIGIN              more origins allowed besides the site's own, comma-separated
//   INBOX_TEST_ENDPOINTS=1            turns on the two endpoints the browser tests use (below)
//   INBOX_LIST_MAX_BYTES              how much of the end of the file /_submissions reads (32 MiB)
//   INBOX_REQUEST_TIMEOUT_MS          how long a request may take to arrive, headers and body (10 s)
//
// Who may talk to it (the browser enforces CORS only for reading; these rules also stop writes):
// - no Origin header (curl, scripts, tests in Node): allowed;
// - the site's own origin, http://localhost:<site port> or http://127.0.0.1:<site port>, or one
//   named in INBOX_ALLOWED_ORIGIN: allowed, and the answer carries Access-Control-Allow-Origin;
// - `Origin: null` (a native form post from a file:// page or a sandboxed frame): allowed on
//   /submit only, because storing such a post is harmless; it gets no CORS header, so no script
//   there can read the answer. Anywhere else `null` counts as foreign;
// - any other origin: 403 with a JSON `{ "error" }`, and nothing is stored.
//
// For tests, two endpoints exist only with INBOX_TEST_ENDPOINTS=1 and only for a loopback peer
// with a loopback Host header (no DNS rebinding); otherwise they answer 404. A foreign or null
// Origin gets 403 as above; /_control without Content-Type: application/json gets 415 (a
// cross-site form cannot send that type without a CORS preflight, which is refused):
//   GET  /_submissions   lists what arrived (the end of the file; unreadable lines are skipped)
//   POST /_control       Content-Type: application/json,
//                        {"failNext": n, "status": 400-599, "body": "...", "delayMs": 0} makes the
//                        next n submissions fail (or answer late); {"reset": true} clears that, and
//                        {"reset": true, "clear": true} also empties the file.
//
// Submissions: POST /submit only (other paths 404, other methods 405 with Allow). Bodies over
// 1 MB get 413 with a JSON `{ "error" }` whatever the Accept header, stored nowhere (a declared body
// of up to 8 MB is read and dropped first, so the sender can read the answer); only the
// KNOWN_FIELDS of src/config/forms.ts are stored; a failed write answers 507. Field values are
// printed JSON-escaped, so a name cannot forge a log line or send terminal escapes. A request that
// has not fully arrived after INBOX_REQUEST_TIMEOUT_MS (a stalled upload, headers sent a byte at a
// time) gets 408 with a JSON `{ "error" }` and its connection is closed.
// Every error in a handler becomes a 4xx/5xx JSON answer; the process keeps serving. Its output is
// best-effort (a closed stdout stops nothing), and started by `npm start` it exits with it.
import { closeSync, createReadStream, existsSync, fstatSync, mkdirSync, openSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { KNOWN_FIELDS, PORTS, REQUIRED_FIELDS, SPAM_TRAP_FIELD } from '../src/config/forms.ts';
import { bestEffortOutput, stopWithParent } from './process-guards.mjs';
import { REQUEST_TIMEOUT_MS, serverTimeouts } from './server-limits.mjs';

bestEffortOutput();

const HOST = '127.0.0.1';
const port = Number(process.env.INBOX_PORT ?? PORTS.inbox);
const file = resolve(process.env.INBOX_FILE ?? '.inbox/submissions.jsonl');
const testEndpoints = process.env.INBOX_TEST_ENDPOINTS === '1';
const SITE_HOME = `http://localhost:${PORTS.site}/`;

/** Largest submission body read; the form's own fields are a few kilobytes. */
const MAX_BODY = 1024 * 1024;
/** Largest /_control body. */
const MAX_CONTROL_BODY = 64 * 1024;
/** /_submissions reads at most this much from the end of the file, line by line. */
const LIST_MAX_BYTES = Number(process.env.INBOX_LIST_MAX_BYTES) > 0 ? Number(process.env.INBOX_LIST_MAX_BYTES) : 32 * 1024 * 1024;
const REQUEST_TIMEOUT = Number(process.env.INBOX_REQUEST_TIMEOUT_MS) > 0 ? Number(process.env.INBOX_REQUEST_TIMEOUT_MS) : REQUEST_TIMEOUT_MS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KNOWN = new Set(KNOWN_FIELDS);

const ALLOWED_ORIGINS = new Set([`http://localhost:${PORTS.site}`, `http://127.0.0.1:${PORTS.site}`]);
for (const entry of (process.env.INBOX_ALLOWED_ORIGIN ?? '').split(',')) {
  if (!entry.trim()) continue;
  try {
    ALLOWED_ORIGINS.add(new URL(entry.trim()).origin);
  } catch {
    console.error(`[inbox] ignoring INBOX_ALLOWED_ORIGIN entry ${show(entry)}: not an origin`);
  }
}

const DEFAULT_CONTROL = Object.freeze({ failNext: 0, status: 500, body: JSON.stringify({ error: 'The inbox was told to fail' }), delayMs: 0 });
let control = { ...DEFAULT_CONTROL };

/** A value as one printable token: quoted, with control, bidi and line-separator characters escaped. */
function show(value) {
  return JSON.stringify(String(value)).replace(
    /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

class HttpError extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** 'none', 'site' (allowed), 'null' or 'foreign'. */
function originKind(origin) {
  if (origin === undefined) return 'none';
  if (ALLOWED_ORIGINS.has(origin)) return 'site';
  return origin === 'null' ? 'null' : 'foreign';
}

const isLoopbackAddress = (address = '') => address === '::1' || /^(::ffff:)?127\./.test(address);
function isLoopbackHost(host = '') {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

function send(req, res, status, headers, body = '') {
  if (res.headersSent) return void res.end();
  const origin = req.headers.origin;
  const cors = originKind(origin) === 'site' ? { 'Access-Control-Allow-Origin': origin } : {};
  res.writeHead(status, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Origin', ...cors, ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}
const sendJson = (req, res, status, value, headers = {}) =>
  send(req, res, status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(value));

/** The thank-you page's link back: the Referer when it is an http(s) address, else the site's home. */
function backLink(referer) {
  try {
    const url = new URL(String(referer));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // not a URL: fall through
  }
  return SITE_HOME;
}

function thankYouPage(back, error) {
  const title = error ? 'Your message was not sent' : 'Thank you, your message is on its way';
  const text = error ? `The form service answered: ${error}. Go back, check the form and send it again.` : 'We read every message and reply within 24 hours.';
  const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">Back to the site</a></p></body></html>`;
}

/** Reads a request body, refusing (413) as soon as it grows past `limit` bytes. */
function readBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(new HttpError(413, `The request body is larger than ${limit} bytes`));
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new HttpError(413, `The request body is larger than ${limit} bytes`));
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolveBody(Buffer.concat(chunks));
    };
    const onError = (error) => {
      cleanup();
      reject(new HttpError(400, `The request body could not be read (${error.code ?? error.message})`));
    };
    const onAborted = () => onError(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** The known fields of a multipart or urlencoded body; files become a placeholder string. */
async function parseForm(body, contentType) {
  const request = new Request('http://inbox.invalid/', { method: 'POST', headers: { 'content-type': contentType ?? '' }, body });
  const data = await request.formData();
  const fields = Object.create(null);
  for (const [name, value] of data) {
    if (!KNOWN.has(name)) continue;
    fields[name] = typeof value === 'string' ? value : `[file ${value.name} (${value.size} bytes), not stored]`;
  }
  return fields;
}

function validate(fields) {
  const source = fields._form_source;
  const required = typeof source === 'string' && Object.hasOwn(REQUIRED_FIELDS, source) ? REQUIRED_FIELDS[source] : ['email'];
  const missing = required.filter((name) => !String(fields[name] ?? '').trim());
  if (missing.length) return `Missing required field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
  if (!EMAIL.test(String(fields.email))) return `Invalid email address: ${fields.email}`;
  return null;
}

/** Appends one line, first ending a half-written last line so it cannot swallow the new record. */
function appendRecord(line) {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'a+');
  try {
    const { size } = fstatSync(fd);
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    const bytes = Buffer.from(`${prefix}${line}\n`);
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
  } finally {
    closeSync(fd);
  }
}

/**
 * The submissions at the end of the file, read as a stream of lines: at most LIST_MAX_BYTES from
 * the end, a line longer than that is dropped without being held, and unparseable lines are skipped.
 */
async function listSubmissions() {
  if (!existsSync(file)) return { records: [], skipped: 0 };
  const { size } = statSync(file);
  const start = Math.max(0, size - LIST_MAX_BYTES);
  const records = [];
  let skipped = 0;
  let parts = [];
  let length = 0;
  let overlong = false;
  let partial = start > 0; // the first line read from the middle of the file is a fragment
  const finish = () => {
    if (overlong && !partial) skipped += 1;
    else if (!partial && !overlong && length > 0) {
      try {
        const value = JSON.parse(Buffer.concat(parts, length).toString('utf8'));
        if (value && typeof value === 'object' && !Array.isArray(value)) records.push(value);
        else skipped += 1;
      } catch {
        skipped += 1;
      }
    }
    parts = [];
    length = 0;
    overlong = false;
    partial = false;
  };
  for await (const chunk of createReadStream(file, { start, end: size > 0 ? size - 1 : undefined })) {
    let from = 0;
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, from)) {
      if (!overlong && !partial) parts.push(chunk.subarray(from, at));
      length += at - from;
      finish();
      from = at + 1;
    }
    if (from < chunk.length && !overlong && !partial) {
      length += chunk.length - from;
      if (length > LIST_MAX_BYTES) {
        overlong = true;
        parts = [];
      } else parts.push(chunk.subarray(from));
    }
  }
  finish();
  return { records, skipped };
}

function parseControl(text) {
  let options;
  try {
    options = JSON.parse(text || '{}');
  } catch {
    throw new HttpError(400, 'The /_control body is not valid JSON');
  }
  if (!options || typeof options !== 'object' || Array.isArray(options)) throw new HttpError(400, 'The /_control body must be a JSON object');
  const rules = {
    failNext: (v) => Number.isInteger(v) && v >= 0 && v <= 1000,
    status: (v) => Number.isInteger(v) && v >= 400 && v <= 599,
    body: (v) => typeof v === 'string' && v.length <= MAX_CONTROL_BODY,
    delayMs: (v) => Number.isInteger(v) && v >= 0 && v <= 30_000,
    reset: (v) => typeof v === 'boolean',
    clear: (v) => typeof v === 'boolean',
  };
  const hints = {
    failNext: 'an integer 0–1000',
    status: 'an integer 400–599',
    body: 'a string',
    delayMs: 'an integer 0–30000 (ms)',
    reset: 'true or false',
    clear: 'true or false',
  };
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(rules, key)) throw new HttpError(400, `Unknown /_control option ${JSON.stringify(key)}`);
    if (!rules[key](options[key])) throw new HttpError(400, `/_control option ${key} must be ${hints[key]}`);
  }
  return options;
}

async function handleControl(req, res) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, '/_control takes Content-Type: application/json');
  const body = await readBody(req, MAX_CONTROL_BODY);
  const options = parseControl(body.toString('utf8'));
  if (options.reset) control = { ...DEFAULT_CONTROL };
  if (options.clear) {
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '');
    } catch (error) {
      throw new HttpError(507, `The inbox could not empty its file (${error.code ?? error.message})`);
    }
  }
  for (const key of ['failNext', 'status', 'body', 'delayMs']) if (Object.hasOwn(options, key)) control[key] = options[key];
  return sendJson(req, res, 200, control);
}

async function handleSubmit(req, res) {
  const wantsJson = String(req.headers.accept ?? '').includes('application/json');
  const back = backLink(req.headers.referer);
  const reply = (status, error) =>
    wantsJson ? sendJson(req, res, status, { error }) : send(req, res, status, { 'Content-Type': 'text/html; charset=utf-8' }, thankYouPage(back, error));

  let body;
  try {
    body = await readBody(req, MAX_BODY);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      console.log('[inbox] rejected a submission larger than 1 MB');
      // Answering while the client is still sending, then closing, breaks its upload (EPIPE) before it
      // reads the 413. A body of declared length up to 8 MB is read and dropped first (the request
      // timeout bounds a slow sender); a chunked one, whose end nobody announced, is answered at once.
      const declared = Number(req.headers['content-length']);
      if (declared > 0 && declared <= 8 * MAX_BODY) await discardBody(req, declared);
      // JSON whatever the Accept header: the form shows `error`, and a native post of this size is not a person.
      return sendJson(req, res, 413, { error: 'The submission is larger than 1 MB. Shorten the message and send it again.' }, { Connection: 'close' });
    }
    throw error;
  }

  let fields;
  try {
    fields = await parseForm(body, req.headers['content-type']);
  } catch {
    return reply(400, 'The submission could not be read as form data');
  }

  if (control.delayMs) await new Promise((done) => setTimeout(done, control.delayMs));
  if (control.failNext > 0) {
    control.failNext -= 1;
    console.log(`[inbox] failing on request: ${control.status}`);
    return send(req, res, control.status, { 'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' }, control.body);
  }

  const error = validate(fields);
  if (error) {
    console.log(`[inbox] rejected: ${show(error)}`);
    return reply(422, error);
  }

  const spam = Boolean(String(fields[SPAM_TRAP_FIELD] ?? '').trim());
  const record = { receivedAt: new Date().toISOString(), spam, accept: String(req.headers.accept ?? '').slice(0, 200), fields };
  try {
    appendRecord(JSON.stringify(record));
  } catch (failure) {
    console.error(`[inbox] could not store a submission in ${file}: ${show(failure.code ?? failure.message)}`);
    return reply(507, `The inbox could not store the submission (${failure.code ?? 'write error'})`);
  }
  const who = [fields.firstName, fields.lastName].filter(Boolean).join(' ') || fields.email;
  const source = fields._form_source ?? 'form';
  console.log(
    `[inbox] ${spam ? 'SPAM ' : ''}${show(source)} from ${show(who)} <${show(fields.email)}>${fields.project ? ` about ${show(fields.project)}` : ''} → ${file}`,
  );
  return wantsJson ? sendJson(req, res, 200, { ok: true }) : send(req, res, 200, { 'Content-Type': 'text/html; charset=utf-8' }, thankYouPage(back));
}

async function handle(req, res) {
  let url;
  try {
    url = new URL(req.url ?? '/', 'http://inbox.invalid');
  } catch {
    throw new HttpError(400, 'Malformed request target');
  }
  const origin = originKind(req.headers.origin);
  const path = url.pathname;
  if (origin === 'foreign' || (origin === 'null' && path !== '/submit')) {
    throw new HttpError(403, 'Requests from this origin are not accepted by the local inbox');
  }

  if (path === '/submit') {
    if (req.method === 'POST') return handleSubmit(req, res);
    if (req.method === 'OPTIONS') {
      return send(req, res, 204, {
        Allow: 'POST, OPTIONS',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept, Content-Type',
        'Access-Control-Max-Age': '600',
      });
    }
    throw new HttpError(405, 'The form inbox accepts POST submissions', { Allow: 'POST, OPTIONS' });
  }

  const testEndpoint = path === '/_submissions' || path === '/_control';
  if (testEndpoint && testEndpoints && isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host)) {
    if (path === '/_submissions') {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'GET only', { Allow: 'GET, HEAD' });
      const { records, skipped } = await listSubmissions();
      return sendJson(req, res, 200, records, { 'X-Inbox-Skipped-Lines': String(skipped) });
    }
    if (req.method !== 'POST') throw new HttpError(405, 'POST only', { Allow: 'POST' });
    return handleControl(req, res);
  }
  throw new HttpError(404, 'Not found: the inbox takes submissions at POST /submit');
}

/**
 * Reads and throws away the rest of a request body, up to `limit` bytes, so that the client,
 * still uploading, receives the answer instead of a reset connection. False when it was longer.
 */
function discardBody(req, limit) {
  if (req.complete) return Promise.resolve(true);
  return new Promise((done) => {
    let size = 0;
    const finish = (result) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFail);
      req.off('close', onFail);
      done(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(req.complete);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onFail);
    req.on('close', onFail);
    req.resume();
  });
}

const server = createServer(serverTimeouts(REQUEST_TIMEOUT), (req, res) => {
  handle(req, res).catch(async (error) => {
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500) console.error(`[inbox] error on ${req.method} ${show(req.url)}: ${show(error?.stack ?? error)}`);
    if (res.headersSent || req.socket.destroyed) return void res.destroy();
    const message = error instanceof HttpError ? error.message : 'The inbox failed on this request';
    // A body we did not read: drain a reasonable amount first, else close the connection after answering.
    const drained = await discardBody(req, MAX_BODY);
    if (req.socket.destroyed) return void res.destroy();
    const headers = error instanceof HttpError ? error.headers : {};
    sendJson(req, res, status, { error: message }, drained ? headers : { ...headers, Connection: 'close' });
  });
});

// A request Node cannot parse (a broken request line, bad headers): answer 400 and keep serving.
// One that did not arrive in time: answer 408 and close, as Node does, with the JSON of every other error.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
  const message = timedOut ? `The request did not arrive within ${REQUEST_TIMEOUT / 1000} seconds` : 'Malformed HTTP request';
  const body = JSON.stringify({ error: message });
  socket.write(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroySoon();
});

server.on('error', (error) => {
  console.error(`[inbox] cannot listen on ${HOST}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});

stopWithParent(() => process.exit(0));

server.listen(port, HOST, () => {
  const { port: actual } = server.address();
  console.log(
    `[inbox] listening on http://localhost:${actual}/submit (${HOST} only), writing to ${file}${testEndpoints ? '; test endpoints /_submissions and /_control on' : ''}`,
  );
});
