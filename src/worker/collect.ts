/**
 * The collector: a POST of the contact or newsletter form, checked, stored in D1 and acknowledged
 * once its row is committed; the sales mailbox is told afterwards (src/worker/notify.ts), so a mail
 * outage costs the visitor nothing. Checks, cheapest first: method, origin, size, body, rate, fields.
 */
import { type FormKind, MAX_BODY_BYTES } from '../config/forms.ts';
import { readLead } from '../lib/lead.ts';
import { json, resultPage } from './answers.ts';
import { notifyLead } from './notify.ts';
import { insertLead, type LeadRow } from './store.ts';

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A browser's post from a page of this site: its Origin is this origin. A browser that withholds
 * the origin (`null`, or none) still says where the post came from in Sec-Fetch-Site.
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') return origin === new URL(request.url).origin;
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

/** The body, read no further than the cap, whatever Content-Length claims. */
async function readBody(request: Request): Promise<Blob> {
  const tooLarge = new Refusal(413, `The form data is larger than ${MAX_BODY_BYTES / 1024} KB`);
  if (Number(request.headers.get('Content-Length')) > MAX_BODY_BYTES) throw tooLarge;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw tooLarge;
    chunks.push(chunk);
  }
  return new Blob(chunks);
}

/** The text fields of a multipart or URL-encoded body; a file or a repeated field is refused. */
async function readFields(request: Request, body: Blob): Promise<Map<string, string>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new Refusal(415, 'Send the form as multipart/form-data or application/x-www-form-urlencoded');
  }
  let data: FormData;
  try {
    data = await new Response(body, { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw new Refusal(400, 'The form data could not be read');
  }
  const fields = new Map<string, string>();
  for (const [name, value] of data) {
    if (typeof value !== 'string') throw new Refusal(400, 'The form takes no files');
    if (fields.has(name)) throw new Refusal(400, `The field ${name.slice(0, 40)} was sent twice`);
    fields.set(name, value);
  }
  return fields;
}

export async function collect(request: Request, env: Env, ctx: ExecutionContext, form: FormKind): Promise<Response> {
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json');
  let fields: Map<string, string> | undefined;
  // A refusal the visitor can fix gets, without script, the page with their entries kept.
  const refuse = (status: number, error: string, field?: string) =>
    wantsJson || !fields ? json(status, { error }) : resultPage(env, request, form, status, { ok: false, error, field, typed: fields });
  try {
    if (request.method !== 'POST') throw new Refusal(405, 'The form takes POST requests only');
    if (!sameOrigin(request)) throw new Refusal(403, 'Forms are accepted from this site’s own pages only');
    fields = await readFields(request, await readBody(request));
    // Cloudflare's edge sets CF-Connecting-IP itself; locally any client could send it, so the local
    // runtime counts every request as one client unless told to trust the header (LOCAL_CLIENT_KEY).
    const client = env.LOCAL_CLIENT_KEY ?? request.headers.get('CF-Connecting-IP') ?? 'unknown';
    if (!(await env.FORM_RATE_LIMIT.limit({ key: client })).success) {
      return refuse(429, 'Too many messages from your address in the last minute; please wait a minute and send it again');
    }
    const read = readLead(form, fields, () => crypto.randomUUID());
    if (!read.ok) return refuse(422, read.error, read.field);
    // The spam trap was filled: answered like any message, so a bot learns nothing, and stored nowhere.
    if ('spam' in read) return wantsJson ? json(200, { ok: true }) : resultPage(env, request, form, 200, { ok: true });
    let stored: LeadRow | undefined;
    try {
      stored = await insertLead(env.DB, read.lead, new Date().toISOString());
    } catch (error) {
      console.error(`a ${form} submission could not be stored: ${error}`);
      return refuse(503, 'Your message could not be stored just now');
    }
    if (stored) ctx.waitUntil(notifyLead(env, stored));
    return wantsJson ? json(200, { ok: true, id: read.lead.id }) : resultPage(env, request, form, 200, { ok: true });
  } catch (error) {
    if (error instanceof Refusal) return json(error.status, { error: error.message }, error.status === 405 ? { Allow: 'POST' } : {});
    console.error(`a ${form} submission failed: ${error}`);
    return refuse(500, 'The form could not be processed');
  }
}
