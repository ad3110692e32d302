import { describe, expect, it, vi } from 'vitest';
import { GENERIC_FAILURE, mailtoHref, submitForm, visitorFacingError } from '../../src/lib/contact.ts';

const form = () => {
  const data = new FormData();
  data.set('firstName', 'Ada');
  data.set('email', 'ada@example.org');
  return data;
};
const answering = (response: Response) => vi.fn<typeof globalThis.fetch>(async () => response);

describe('submitForm', () => {
  it('posts multipart form data with Accept: application/json and reports success on an OK status', async () => {
    const fetch = answering(new Response('{"ok":true}', { status: 200 }));
    const data = form();
    expect(await submitForm('https://forms.test/submit', data, { fetch })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://forms.test/submit');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(data);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('reads the error field of a JSON failure', async () => {
    const fetch = answering(Response.json({ error: 'Email is invalid' }, { status: 422 }));
    expect(await submitForm('/x', form(), { fetch })).toEqual({ ok: false, error: 'Email is invalid', status: 422 });
  });

  it('falls back to the generic message for a non-JSON failure', async () => {
    const fetch = answering(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await submitForm('/x', form(), { fetch })).toMatchObject({ ok: false, error: GENERIC_FAILURE });
  });

  it('falls back to the generic message for an empty body or an empty error', async () => {
    expect(await submitForm('/x', form(), { fetch: answering(new Response(null, { status: 500 })) })).toMatchObject({ ok: false, error: GENERIC_FAILURE });
    expect(await submitForm('/x', form(), { fetch: answering(Response.json({ error: '' }, { status: 400 })) })).toMatchObject({
      ok: false,
      error: GENERIC_FAILURE,
    });
  });

  it('reports a network error instead of throwing', async () => {
    const offline = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitForm('/x', form(), { fetch: offline })).toEqual({ ok: false, error: 'Failed to fetch' });
  });

  it('gives up on a request that hangs', async () => {
    const hanging = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    const result = await submitForm('/x', form(), { fetch: hanging, timeoutMs: 50 });
    expect(result).toEqual({ ok: false, error: 'The form service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('mailtoHref', () => {
  it('prefills subject and body with %20 spaces', () => {
    expect(mailtoHref('sales@example.com', 'Project inquiry', 'Hello,\nthere')).toBe(
      'mailto:sales@example.com?subject=Project%20inquiry&body=Hello%2C%0Athere',
    );
  });
});

describe('what the visitor is told after a failure', () => {
  it('passes on a short, plain 4xx message from the form service', () => {
    expect(visitorFacingError({ ok: false, error: 'Email is invalid', status: 422 })).toBe('Email is invalid');
    expect(visitorFacingError({ ok: false, error: 'Submission too large: the limit is 1 MB', status: 413 })).toBe('Submission too large: the limit is 1 MB');
  });

  it('keeps the generic text for server faults, network errors, markup and long messages', () => {
    expect(visitorFacingError({ ok: false, error: 'Mailbox unavailable', status: 500 })).toBeUndefined();
    expect(visitorFacingError({ ok: false, error: 'Failed to fetch' })).toBeUndefined();
    expect(visitorFacingError({ ok: false, error: '<b>bad</b>', status: 400 })).toBeUndefined();
    expect(visitorFacingError({ ok: false, error: 'x'.repeat(161), status: 400 })).toBeUndefined();
    expect(visitorFacingError({ ok: false, error: GENERIC_FAILURE, status: 400 })).toBeUndefined();
    expect(visitorFacingError({ ok: true })).toBeUndefined();
  });
});
