/**
 * Sending the contact form to the form service. Pure enough to unit
 * test: the fetch implementation and the timeout are parameters.
 */

/** The message used when a failed response says nothing readable. */
export const GENERIC_FAILURE = 'Form submission failed';

/** A request that has not answered after this long is given up and treated as a failure. */
const SUBMIT_TIMEOUT_MS = 15_000;
type SubmitResult = { ok: true } | { ok: false; error: string; status?: number };

/** The `error` field of a JSON body, or the generic message when the body is empty or unreadable. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) {
      const { error } = body as { error: unknown };
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return GENERIC_FAILURE;
}

/** POSTs every field as multipart form data with `Accept: application/json`; never throws. */
export async function submitForm(endpoint: string, data: FormData, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<SubmitResult> {
  const { fetch: doFetch = globalThis.fetch, timeoutMs = SUBMIT_TIMEOUT_MS } = options;
  try {
    const response = await doFetch(endpoint, {
      method: 'POST',
      body: data,
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { ok: true };
    return { ok: false, error: await failureMessage(response), status: response.status };
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { ok: false, error: 'The form service did not answer in time' };
    }
    return { ok: false, error: error instanceof Error ? error.message : GENERIC_FAILURE };
  }
}

/**
 * The form service's own words, when they are worth showing the visitor: a short, plain message
 * about what they sent (a 4xx, such as an invalid email), never a server fault or markup.
 */
export function visitorFacingError(result: SubmitResult): string | undefined {
  if (result.ok || !result.status || result.status < 400 || result.status >= 500) return undefined;
  const text = result.error.trim();
  if (text === GENERIC_FAILURE || text.length > 160 || /[<>{}\n]/.test(text)) return undefined;
  return text;
}

/** A mailto: link with a prefilled subject and body (spaces as %20: some mail clients show `+` literally). */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
