/**
 * The hosting rules where they run: dist/ served on Cloudflare's own runtime (scripts/runtime/cdn-runtime.mjs),
 * and `_headers` / `_redirects` read by each host's own parser. Every rule of src/config/hosting.ts
 * is asked of the runtime, so a change to the rules is checked by the code that will apply them.
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_ACCEPT_ENCODING, startRuntime } from '../../scripts/runtime/cdn-runtime.mjs';
import { RESPONSE_HEAD_BYTES, gzip, isHub } from '../../scripts/bench/page-bytes.mjs';
import { ADMIN_PATH, CMS_CONFIG_PATH } from '../../src/config/paths.ts';
import { CMS_API_ORIGIN } from '../../src/config/cms.ts';
import { editorPolicy } from '../../src/config/csp.ts';
import { ASSET_HEADERS, MAX_HEADER_RULES, headerRules, redirectRules } from '../../src/config/hosting.ts';
import { ASSETS_PATH } from '../../src/config/paths.ts';
import { freePort } from '../integration/helpers/processes.ts';
import { DIST, pages, routeOf } from './site.ts';

/** Every address dist/ answers: each page at its route, every other file at its path. */
function addresses(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return addresses(path);
    if (dir === DIST && entry.name.startsWith('_')) return [];
    return [entry.name.endsWith('.html') ? routeOf(path) : `/${relative(DIST, path)}`];
  });
}
const served = addresses();

/** dist/_headers as Netlify reads it, each rule with the regular expression Netlify matches paths with. */
const netlifyHeaders = async () => {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [join(DIST, '_headers')], configHeaders: [], minimal: false });
  return { headers: headers as Header[], errors };
};
/** dist/_redirects as Netlify reads it. */
const netlifyRedirects = async () => {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(DIST, '_redirects')], configRedirects: [], minimal: false });
  return { redirects: redirects as { from: string; to: string; status: number; force: boolean }[], errors };
};
const rules = headerRules(
  pages.map((p) => p.route),
  served.filter((address) => address.startsWith(ASSETS_PATH)),
);

let runtime: Awaited<ReturnType<typeof startRuntime>>;
beforeAll(async () => {
  runtime = await startRuntime({ dir: DIST, port: await freePort() });
}, 240_000);
afterAll(() => runtime?.close());

/** The runtime's answer for a path, redirects not followed. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${runtime.url}${path}`, { redirect: 'manual', headers });

/** What Chromium asks for; the runtime answers it with gzip. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Every byte of the runtime's answer as a browser receives it (status line, headers, compressed and
 * chunked body): fetch() would hide the headers' bytes and decompress.
 */
function bytesOnTheWire(path: string, encoding = BROWSER_ACCEPT_ENCODING): Promise<number> {
  const { hostname, port } = new URL(runtime.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${encoding}\r\n\r\n`),
    );
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // The connection stays open (keep-alive): the answer ends with the last, empty chunk.
      if (received.subarray(-5).toString() === '0\r\n\r\n') {
        socket.destroy();
        resolve(received.length);
      }
    });
    socket.on('error', reject);
  });
}

describe('_headers and _redirects, read by both hosts', () => {
  it('are accepted whole by Cloudflare: the runtime parsed every rule and rejected none', () => {
    const log = runtime.output();
    expect(log).toContain(`Parsed ${rules.length} valid header rules`);
    expect(log).toContain(`Parsed ${redirectRules().length} valid redirect rules`);
    expect(log).not.toMatch(/invalid|Maximum number of rules/i);
  });

  it('are accepted whole by Netlify’s parsers, each rule as written', async () => {
    const headers = await netlifyHeaders();
    expect(headers.errors).toEqual([]);
    expect(headers.headers.map(({ for: pattern, values }) => ({ pattern, headers: values }))).toEqual(rules);
    const redirects = await netlifyRedirects();
    expect(redirects.errors).toEqual([]);
    expect(redirects.redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(redirectRules().map((rule) => ({ ...rule, force: false })));
  });

  it('set no header twice for any address, by Netlify’s matching', async () => {
    const { headers } = await netlifyHeaders();
    const twice: string[] = [];
    for (const address of served) {
      const setters = new Map<string, string[]>();
      for (const rule of headers.filter(({ forRegExp }) => forRegExp.test(address)))
        for (const name of Object.keys(rule.values)) setters.set(name, [...(setters.get(name) ?? []), rule.for]);
      for (const [name, patterns] of setters) if (patterns.length > 1) twice.push(`${address}: ${name} from ${patterns.join(' and ')}`);
    }
    expect(twice).toEqual([]);
  });
});

describe('cache rules and misses', () => {
  it(`stay within Cloudflare's ${MAX_HEADER_RULES} header rules, one per emitted ${ASSETS_PATH} file`, async () => {
    const { headers } = await netlifyHeaders();
    expect(headers.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    const immutable = headers.filter((rule) => rule.values['Cache-Control'] === ASSET_HEADERS['Cache-Control']).map((rule) => rule.for);
    expect(immutable.toSorted()).toEqual(served.filter((address) => address.startsWith(ASSETS_PATH)).toSorted());
  });

  it(`answers a missing ${ASSETS_PATH} file with 404 and a cache lifetime of none, so it is asked again once deployed`, async () => {
    const response = await get(`${ASSETS_PATH}Container.0000000.css`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('every header rule, answered by Cloudflare’s runtime', () => {
  it.each(rules.map((rule) => [rule.pattern, rule] as const))('%s: an address it covers gets each of its headers, exactly once', async (pattern, rule) => {
    const regExp = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')}$`);
    const address = served.find((candidate) => regExp.test(candidate));
    expect(address, `no built file answers ${pattern}`).toBeDefined();
    const response = await get(address!);
    expect(response.status, address).toBe(200);
    // A header set by two rules comes back joined with a comma, so equality means one value.
    for (const [name, value] of Object.entries(rule.headers)) expect(response.headers.get(name), `${name} on ${address}`).toBe(value);
  });
});

describe('every redirect rule, answered by Cloudflare’s runtime', () => {
  it.each(redirectRules().map((rule) => [rule.from, rule] as const))('%s answers one permanent redirect to its new page, query kept', async (from, { to }) => {
    const response = await get(`${from}?ref=newsletter`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${to}?ref=newsletter`);
    expect((await get(to)).status).toBe(200);
  });
});

describe('one address per page on the runtime', () => {
  const article = pages.find((p) => p.route.startsWith('/blog/') && p.route.split('/').length === 3)!.route;

  it.each(['/about', article])('%s is answered at its address, and its other spellings redirect there', async (route) => {
    expect((await get(route)).status).toBe(200);
    for (const spelling of [`${route}/`, `${route}.html`, `${route}/index.html`, `${route}/index`]) {
      const response = await get(spelling);
      expect(response.status, spelling).toBeGreaterThanOrEqual(301);
      expect(response.status, spelling).toBeLessThanOrEqual(308);
      expect(response.headers.get('location'), spelling).toBe(route);
    }
  });

  it('sends /index and /index.html to the home page', async () => {
    for (const spelling of ['/index', '/index.html']) expect((await get(spelling)).headers.get('location'), spelling).toBe('/');
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('serves the editor at its address with its own policy in the page, however the address is spelt', async () => {
    for (const spelling of [ADMIN_PATH, '/%61dmin', '/adm%69n']) {
      const response = await fetch(`${runtime.url}${spelling}`);
      expect(response.status, spelling).toBe(200);
      expect(new URL(response.url).pathname, spelling).toBe(ADMIN_PATH);
      const html = await response.text();
      expect(html, spelling).toContain(`<meta http-equiv="content-security-policy" content="${editorPolicy(CMS_API_ORIGIN)}">`);
      expect(response.headers.get('cross-origin-opener-policy'), spelling).toBe('same-origin-allow-popups');
    }
    expect((await get(CMS_CONFIG_PATH)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('compresses the Markdown twins of the articles', async () => {
    const twin = served.find((address) => address.startsWith('/blog/') && address.endsWith('.md'))!;
    const response = await get(twin, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });
});

describe('the first response as the byte budgets count it (scripts/bench/page-bytes.mjs)', () => {
  it.each(pages.filter((p) => isHub(p.route)).map((p) => [p.route, p] as const))(
    '%s: gzip at the level the budgets assume, and status line, headers and framing within what they add',
    async (route, p) => {
      const response = await get(route, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
      // The count below reads a chunked answer's end; a change of framing or coding must be looked at.
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await response.arrayBuffer()).toString()).toBe(p.html);
      const head = (await bytesOnTheWire(route)) - gzip(p.html);
      expect(head).toBeLessThanOrEqual(RESPONSE_HEAD_BYTES);
      // An assumption far above what is sent would let pages grow past the round trip unseen.
      expect(head).toBeGreaterThan(RESPONSE_HEAD_BYTES - 30);
    },
  );

  it('the edge coding (Brotli) is smaller still', async () => {
    expect(await bytesOnTheWire('/', EDGE_ACCEPT_ENCODING)).toBeLessThan(await bytesOnTheWire('/'));
  });
});
