// Serves dist/ the way the CDN will, so `npm start` shows what ships: every response carries the
// headers of src/config/hosting.ts, the redirects answer 301, `/about` is dist/about.html (the
// build writes one file per route), and an unknown path gets status 404 with dist/404.html.
// No framework: node:http. Loopback only.
//
//   node scripts/serve-dist.mjs [--dir dist]     PORT (default the site port), DIST_DIR
//   import { serveDist } from './serve-dist.mjs'  await serveDist({ dir, port: 0 }) in tests
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { PORTS } from '../src/config/forms.ts';
import { REDIRECTS, headersFor } from '../src/config/hosting.ts';

/** Content-Type by file extension; anything else is application/octet-stream. */
export const CONTENT_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
});

/** Files the build writes for the CDN's configuration, not for visitors. */
const NOT_PUBLISHED = new Set(['_headers', '_redirects']);

/** A regular file's path and size, or null. */
function fileAt(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The request handler for a built site in `dir`.
 * @param {{ dir?: string }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
/** Types a CDN compresses. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The compression the request accepts, best first. */
function acceptedEncoding(header = '') {
  const accepted = String(header).toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Compressed files, kept per path, encoding and modification time. */
const compressedCache = new Map();
function compressed(file, encoding) {
  const key = `${file.path}:${encoding}:${file.mtimeMs ?? ''}:${file.size}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file.path);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

export function distHandler({ dir = 'dist' } = {}) {
  const root = realpathSync(resolve(dir));

  /** The file for a list of decoded path segments, never outside root. */
  const find = (segments) => {
    const relative = segments.join('/');
    const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
    for (const candidate of candidates) {
      const found = fileAt(join(root, candidate));
      if (!found) continue;
      const real = realpathSync(found.path);
      if (real === root || !real.startsWith(root + sep)) continue;
      return { ...found, path: real };
    }
    return null;
  };

  return (req, res) => {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.search(/[?#]/);
    const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const search = queryAt === -1 || rawUrl[queryAt] === '#' ? '' : rawUrl.slice(queryAt).replace(/#.*$/, '');
    const base = headersFor(pathname.startsWith('/') ? pathname : '/');
    const head = req.method === 'HEAD';

    const answer = (status, headers, body) => {
      res.writeHead(status, { ...base, ...headers, ...(body !== undefined && { 'Content-Length': Buffer.byteLength(body) }) });
      res.end(head ? undefined : body);
    };
    const sendFile = (status, file) => {
      const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
      // Text is sent compressed, as every CDN does: Brotli when the browser takes it, else gzip.
      const encoding = COMPRESSIBLE.test(type) ? acceptedEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding) {
        const body = compressed(file, encoding);
        res.writeHead(status, { ...base, 'Content-Type': type, 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Content-Length': body.length });
        return void res.end(head ? undefined : body);
      }
      res.writeHead(status, { ...base, 'Content-Type': type, 'Content-Length': file.size });
      if (head) return void res.end();
      createReadStream(file.path)
        .on('error', () => res.destroy())
        .pipe(res);
    };
    const notFound = () => {
      const page = fileAt(join(root, '404.html'));
      if (page) return sendFile(404, page);
      answer(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found\n');
    };

    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed\n');
      if (!pathname.startsWith('/') || pathname.startsWith('//')) return answer(400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request\n');

      const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (Object.hasOwn(REDIRECTS, bare)) return answer(301, { Location: `${REDIRECTS[bare]}${search}` }, '');

      const segments = [];
      for (const raw of bare === '/' ? [] : bare.split('/').slice(1)) {
        let segment;
        try {
          segment = decodeURIComponent(raw);
        } catch {
          return answer(400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request\n');
        }
        // Traversal (`..`, also as %2e%2e), encoded slashes, backslashes and NUL never reach the disk.
        if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return notFound();
        segments.push(segment);
      }
      if (segments.length === 1 && NOT_PUBLISHED.has(segments[0])) return notFound();

      const file = find(segments);
      if (!file) return notFound();
      // One address per page, as the build links it (trailingSlash: 'never'): /about/ → /about.
      if (bare !== pathname) return answer(301, { Location: `${bare}${search}` }, '');
      return sendFile(200, file);
    } catch {
      if (res.headersSent) return void res.destroy();
      answer(500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal server error\n');
    }
  };
}

/**
 * Starts the server; resolves once it listens.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, port: number, url: string, close: () => Promise<void> }>}
 */
export function serveDist({ dir = 'dist', port = PORTS.site, host = '127.0.0.1' } = {}) {
  const server = createServer(distHandler({ dir }));
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolveStart({
        server,
        port: actual,
        url: `http://localhost:${actual}/`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  const flag = process.argv.indexOf('--dir');
  const dir = flag === -1 ? (process.env.DIST_DIR ?? 'dist') : process.argv[flag + 1];
  const port = Number(process.env.PORT ?? PORTS.site);
  try {
    const { url } = await serveDist({ dir, port });
    console.log(`[site] serving ${dir} on ${url} (127.0.0.1 only)`);
  } catch (error) {
    const hint = error.code === 'ENOENT' ? ' (the folder does not exist: run npm run build first)' : '';
    console.error(`[site] cannot serve ${dir} on port ${port}: ${error.code ?? error.message}${hint}`);
    process.exit(1);
  }
}
