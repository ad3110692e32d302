/**
 * scripts/serve-dist.mjs serves a built site as the CDN will: hosting headers on every response,
 * 301 redirects, one HTML file per route, Content-Types, no path traversal, 404 with 404.html.
 * It runs against a small dist folder made here, not a real build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS, SECURITY_HEADERS, headersFor } from '../../src/config/hosting';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { rawRequest } from './helpers/processes';

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
  '_headers': '/*\n  X-Test: 1',
  '_redirects': '/a /b 301',
};
for (const [name, text] of Object.entries(FILES)) {
  mkdirSync(join(dist, name, '..'), { recursive: true });
  writeFileSync(join(dist, name), text);
}
writeFileSync(join(root, 'secret.txt'), 'outside dist');

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
    ['/rss.xml', 'application/xml; charset=utf-8'],
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

  it.each(['/nope', '/blog/missing', '/about.htm', '/_headers', '/_redirects', '/index'.concat('.html/x')])('answers %s with 404 and the body of 404.html', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectHostingHeaders(response, path);
    expect(await response.text()).toContain('Page not found');
  });

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
