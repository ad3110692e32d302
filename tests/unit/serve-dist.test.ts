/**
 * scripts/serve-dist.mjs serves a built site as the CDN will: hosting headers on every response,
 * 301 redirects, one HTML file per route, Content-Types, no path traversal, 404 with 404.html, and
 * HTTP done right: validators and 304s, byte ranges, Accept-Encoding by q-value, precompressed
 * files, Content-Length that holds while a file changes, no request that costs more than its length.
 * It runs against a small dist folder made here, not a real build.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { request, Agent, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS, SECURITY_HEADERS, headersFor } from '../../src/config/hosting.ts';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { rawRequest } from './helpers/processes.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-dist-'));
const dist = join(root, 'dist');
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about.html': '<!doctype html><title>About</title>',
  'blog.html': '<!doctype html><title>Blog</title>',
  'blog/first-post.html': '<!doctype html><title>First post</title>',
  '404.html': '<!doctype html><title>Page not found</title>',
  '_astro/app.abc123.css': 'body{color:red}',
  '_astro/island.abc123.js': 'export {}',
  '_astro/inter.abc123.woff2': 'wOF2',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icon-192.png': '\u0089PNG',
  'rss.xml': '<rss/>',
  'robots.txt': 'User-agent: *',
  'data.json': '{}',
  'site.webmanifest': '{"name":"x"}',
  _headers: '/*\n  X-Test: 1',
  _redirects: '/a /b 301',
};
for (const [name, text] of Object.entries(FILES)) {
  mkdirSync(join(dist, name, '..'), { recursive: true });
  writeFileSync(join(dist, name), text);
}
writeFileSync(join(root, 'secret.txt'), 'outside dist');
symlinkSync(join(root, 'secret.txt'), join(dist, 'leak.txt'));
// A page the build (or a CDN's upload step) compressed ahead: its .br and .gz say so in their text.
writeFileSync(join(dist, 'precompressed.html'), '<!doctype html><title>Plain</title>');
writeFileSync(join(dist, 'precompressed.html.br'), brotliCompressSync('<!doctype html><title>From the .br file</title>'));
writeFileSync(join(dist, 'precompressed.html.gz'), gzipSync('<!doctype html><title>From the .gz file</title>'));

let site: Awaited<ReturnType<typeof serveDist>>;
let base: string;
beforeAll(async () => {
  site = await serveDist({ dir: dist, port: 0 });
  base = `http://127.0.0.1:${site.port}`;
});
afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A request that asks for the file as stored (fetch would otherwise ask for compression). */
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', ...init, headers: { 'Accept-Encoding': 'identity', ...(init.headers as Record<string, string> | undefined) } });
const expectHostingHeaders = (response: Response, path: string) => {
  for (const [name, value] of Object.entries(headersFor(path))) expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
};

describe('serve-dist', () => {
  it('binds loopback only', () => {
    expect(site.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/blog', 'Blog'],
    ['/blog/first-post', 'First post'],
    ['/about?utm_source=x', 'About'],
  ])('serves %s from its HTML file with the hosting headers', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectHostingHeaders(response, path);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/_astro/app.abc123.css', 'text/css; charset=utf-8'],
    ['/_astro/island.abc123.js', 'text/javascript; charset=utf-8'],
    ['/_astro/inter.abc123.woff2', 'font/woff2'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icon-192.png', 'image/png'],
    ['/rss.xml', 'application/xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expectHostingHeaders(response, path);
  });

  it('caches fingerprinted assets for a year, and pages not', async () => {
    expect((await get('/_astro/app.abc123.css')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/about')).headers.get('cache-control')).toBeNull();
  });

  it('answers every redirect with 301 and Location, keeping the query', async () => {
    expect(Object.keys(REDIRECTS).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const response = await get(`${from}?ref=old`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${to}?ref=old`);
      expectHostingHeaders(response, from);
    }
  });

  it('sends a trailing-slash address to the address without it', async () => {
    const response = await get('/about/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });

  it.each(['/nope', '/blog/missing', '/about.htm', '/_headers', '/_redirects', '/index'.concat('.html/x')])(
    'answers %s with 404 and the body of 404.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectHostingHeaders(response, path);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/_astro/..%5c..%5csecret.txt', '/blog/../../secret.txt', '/%00', '/%E0%A4%A'])(
    'refuses the traversal %s',
    async (path) => {
      // Sent raw: fetch would normalise the dots away before they reach the server.
      const answer = await rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect(answer).not.toContain('outside dist');
    },
  );

  it('compresses text as a CDN does (Brotli, else gzip) and leaves binary files alone', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/about', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(FILES['about.html']);
    }
    const font = await get('/_astro/inter.abc123.woff2', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(font.headers.get('content-encoding')).toBeNull();
    const plain = await get('/about');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/about', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(FILES['about.html']!)));
    expectHostingHeaders(response, '/about');
    expect(await response.text()).toBe('');
    const missing = await get('/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('refuses other methods with 405 and the security headers', async () => {
    const response = await get('/about', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });
});

describe('serve-dist, HTTP as a CDN speaks it', () => {
  it('never lets a 404 be cached as immutable, even under the fingerprinted folder', async () => {
    const response = await get('/_astro/gone.abc123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/blog/first-post.html', '/blog/first-post'],
    ['/about.html?ref=x', '/about?ref=x'],
  ])('sends %s to its one address, %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers a path of 16,000 slashes as cheaply as any other request', async () => {
    const timed = async (paths: string[], statuses: number[]) => {
      const started = performance.now();
      for (let n = 0; n < 10; n += 1) for (const [i, path] of paths.entries()) expect((await get(path)).status).toBe(statuses[i]);
      return performance.now() - started;
    };
    const plain = await timed(['/about/', '/aboutx'], [301, 404]);
    const slashes = await timed([`/about${'/'.repeat(16_000)}`, `/about${'/'.repeat(16_000)}x`], [301, 404]);
    // A pattern that backtracks over the slashes spent 0.22 s on each request of the second kind.
    expect(slashes).toBeLessThan(3 * plain + 300);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['br;q=0, gzip;q=0', null],
    ['x-br', null],
    ['gzip-x', null],
    ['x-br, gzip-x', null],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip, br', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('negotiates Accept-Encoding: %s → %s', async (accept, encoding) => {
    const response = await get('/about', { headers: { 'Accept-Encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(FILES['about.html']);
  });

  it('sends a precompressed file where one exists', async () => {
    const br = await get('/precompressed', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await br.text()).toContain('From the .br file');
    const gzip = await get('/precompressed', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzip.text()).toContain('From the .gz file');
    expect(await (await get('/precompressed')).text()).toContain('Plain');
  });

  it('gives every representation a strong validator and answers 304 to a match', async () => {
    // What a browser sends when it revalidates its copy (fetch would add `no-cache`, which forbids a 304).
    const revalidate = (headers: Record<string, string>) => ({ headers: { 'Cache-Control': 'max-age=0', ...headers } });
    const identity = await get('/about');
    const etag = identity.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(identity.headers.get('last-modified')).toBeTruthy();
    const again = await get('/about', revalidate({ 'If-None-Match': etag! }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expectHostingHeaders(again, '/about');
    const since = await get('/about', revalidate({ 'If-Modified-Since': identity.headers.get('last-modified')! }));
    expect(since.status).toBe(304);
    // The Brotli body is other bytes: another validator, and the identity one does not match it.
    const br = await get('/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(br.headers.get('etag')).not.toBe(etag);
    expect((await get('/about', revalidate({ 'Accept-Encoding': 'br', 'If-None-Match': etag! }))).status).toBe(200);
    expect((await get('/about', revalidate({ 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! }))).status).toBe(304);
  });

  it('serves byte ranges, honours If-Range and refuses an unsatisfiable range', async () => {
    const text = FILES['about.html']!;
    const first = await get('/about', { headers: { Range: 'bytes=0-8' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-8/${text.length}`);
    expect(await first.text()).toBe(text.slice(0, 9));
    const last = await get('/about', { headers: { Range: 'bytes=-6' } });
    expect(await last.text()).toBe(text.slice(-6));
    expect((await get('/about')).headers.get('accept-ranges')).toBe('bytes');
    const stale = await get('/about', { headers: { Range: 'bytes=0-8', 'If-Range': '"an-old-version"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(text);
    const beyond = await get('/about', { headers: { Range: `bytes=${text.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${text.length}`);
  });

  /** GET over one keep-alive connection, reading the body slowly so the file can change meanwhile. */
  function slowGet(agent: Agent, path: string, duringSend: () => void): Promise<{ declared: number; received: number; complete: boolean }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: site.port, path, agent, headers: { 'Accept-Encoding': 'identity' } }, (res: IncomingMessage) => {
        let received = 0;
        let changed = false;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (!changed) {
            changed = true;
            res.pause();
            duringSend();
            setTimeout(() => res.resume(), 50);
          }
        });
        res.on('end', () => resolve({ declared: Number(res.headers['content-length']), received, complete: res.complete }));
        res.on('error', () => resolve({ declared: Number(res.headers['content-length']), received, complete: false }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const SIZE = 4 * 1024 * 1024;

  it('sends exactly Content-Length bytes while the file grows, and the connection stays usable', async () => {
    writeFileSync(join(dist, 'growing.bin'), Buffer.alloc(SIZE, 1));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const result = await slowGet(agent, '/growing.bin', () => appendFileSync(join(dist, 'growing.bin'), Buffer.alloc(SIZE, 2)));
    expect(result.declared).toBe(SIZE);
    expect(result.received).toBe(SIZE);
    const next = await new Promise<number>((resolve, reject) =>
      request({ host: '127.0.0.1', port: site.port, path: '/about', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
        .on('error', reject)
        .end(),
    );
    expect(next).toBe(200);
    agent.destroy();
  });

  it('closes the connection rather than send fewer bytes than it announced when the file shrinks', async () => {
    writeFileSync(join(dist, 'shrinking.bin'), Buffer.alloc(SIZE, 1));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const started = performance.now();
    const result = await slowGet(agent, '/shrinking.bin', () => truncateSync(join(dist, 'shrinking.bin'), 1024));
    expect(result.declared).toBe(SIZE);
    expect(result.complete).toBe(false);
    // At once, not when the keep-alive timer gives up on the missing bytes.
    expect(performance.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('does not follow a symlink out of dist/', async () => {
    const response = await get('/leak.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside dist');
  });

  it.each(['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/about/%2F%2Fevil.example'])('never redirects %s to another host', async (path) => {
    const answer = await rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
    if (location) expect(location).toMatch(/^\/(?![/\\])/);
  });

  it('refuses a request that carries both Content-Length and Transfer-Encoding (smuggling)', async () => {
    const answer = await rawRequest(
      site.port,
      'GET /about HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /_headers HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toContain('X-Test');
  });
});
