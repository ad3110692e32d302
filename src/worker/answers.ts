/**
 * How the collector answers: the island asks for JSON and gets `2xx` or `{ "error" }` (read by
 * src/lib/contact.ts); a post without script gets its page back with a note saying what happened and,
 * on failure, the form refilled, rewritten by HTMLRewriter, which escapes every value it is given.
 */
import { CONTACT } from '../config/contact.ts';
import { CONTACT_MESSAGES, FORM_FIELDS, FORM_PATHS, type FormKind } from '../config/forms.ts';
import { SECURITY_HEADERS } from '../config/hosting.ts';

/** Every answer of the Worker: the site's security headers (the _headers file covers static files only), never cached. */
const HEADERS = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' };

export function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

/** The page a form without script was sent from: the Referer on this origin, else the form's usual page. */
function sourcePage(request: Request, form: FormKind): URL {
  const own = new URL(request.url).origin;
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === own && !url.pathname.startsWith('/api/')) return new URL(url.pathname, own);
    } catch {
      // Not a URL: the usual page below.
    }
  }
  return new URL(form === 'contact' ? '/contact' : '/', own);
}

const NOTES: Record<FormKind, { sent: [string, string]; failed: string }> = {
  contact: { sent: [CONTACT_MESSAGES.successTitle, CONTACT_MESSAGES.successDescription], failed: CONTACT_MESSAGES.failureTitle },
  newsletter: { sent: ['Subscribed', 'The next monthly newsletter will reach you; every issue says how to unsubscribe.'], failed: 'Not subscribed' },
};

/** The note's markup: classes of ours around the title and detail, both escaped. */
function note(ok: boolean, title: string, detail: string): string {
  const escaped = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const tone = ok ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : 'border-red-700 bg-red-50 text-red-950';
  return (
    `<div id="form-result" role="${ok ? 'status' : 'alert'}" class="mx-auto my-6 max-w-3xl px-4 sm:px-6">` +
    `<div class="rounded-lg border-l-4 p-4 ${tone}"><h2 class="text-lg font-semibold">${escaped(title)}</h2><p class="mt-1">${escaped(detail)}</p></div></div>`
  );
}

/**
 * The page answering a post without script. `typed` is what the visitor sent, put back into the
 * form on failure; `error` says why it failed, `field` which field to fix.
 */
export async function resultPage(
  env: Env,
  request: Request,
  form: FormKind,
  status: number,
  outcome: { ok: true } | { ok: false; error: string; field?: string | undefined; typed: ReadonlyMap<string, string> },
): Promise<Response> {
  let page = await env.ASSETS.fetch(new Request(sourcePage(request, form), { headers: { Accept: 'text/html' } }));
  if (!page.ok || !(page.headers.get('Content-Type') ?? '').includes('text/html')) {
    page = await env.ASSETS.fetch(new Request(new URL(form === 'contact' ? '/contact' : '/', request.url), { headers: { Accept: 'text/html' } }));
  }
  const [title, detail] = outcome.ok
    ? NOTES[form].sent
    : [
        NOTES[form].failed,
        `${outcome.error.replace(/[.!]?$/, '.')} What you typed is kept in the form below: correct it and send it again, or write to ${CONTACT.email}.`,
      ];
  const scope = `form[action="${FORM_PATHS[form]}"]`;
  let rewriter = new HTMLRewriter().on('main', { element: (main) => void main.prepend(note(outcome.ok, title, detail), { html: true }) });
  if (!outcome.ok) {
    const { typed, field } = outcome;
    // Only the form's own field names reach a selector, never a name the request made up.
    for (const name of FORM_FIELDS[form]) {
      const value = typed.get(name) ?? '';
      rewriter = rewriter
        .on(`${scope} input[name="${name}"]`, { element: (input) => void input.setAttribute('value', value) })
        .on(`${scope} textarea[name="${name}"]`, { element: (textarea) => void textarea.setInnerContent(value) })
        .on(`${scope} select[name="${name}"] option`, {
          element: (option) => void (option.getAttribute('value') === value ? option.setAttribute('selected', '') : option.removeAttribute('selected')),
        });
    }
    if (field && (FORM_FIELDS[form] as readonly string[]).includes(field)) {
      rewriter = rewriter.on(`${scope} [name="${field}"]`, { element: (control) => void control.setAttribute('aria-invalid', 'true') });
    }
  }
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(HEADERS)) headers.set(name, value);
  headers.delete('ETag');
  headers.delete('Content-Length');
  return rewriter.transform(new Response(page.body, { status, headers }));
}
