// Serves dist/ the way the CDN will, so `npm start` shows what ships. The HTTP itself (validators
// and 304s, byte ranges, If-Range, HEAD, a Content-Length that holds while a file grows) is `send`,
// the file server under Express; Accept-Encoding is weighed by `negotiator`. What is ours sits on
// top: the headers and redirects of src/config/hosting.ts, one address per page (`/about`, never
// `/about/`, `/about.html` or `/index.html`), compressed text as a CDN sends it, 404 with
// dist/404.html, loopback only.
//
//   node scripts/serve-dist.mjs [--dir dist]     PORT (default the site port), DIST_DIR
//   import { serveDist } from './serve-dist.mjs'  await serveDist({ dir, port: 0 }) in tests
import { existsSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { PORTS } from '../src/config/forms.ts';
import { REDIRECTS, headersFor } from '../src/config/hosting.ts';
import { bestEffortOutput, stopWithParent } from './process-guards.mjs';
import { serverTimeouts } from './server-limits.mjs';

/** Files the build writes for the CDN's configuration, not for visitors. */
const NOT_PUBLISHED = new Set(['_headers', '_redirects']);

/** The content codings we send, best first when the browser likes several equally; identity last. */
const CODINGS = [
  { name: 'br', suffix: '.br', compress: (raw) => brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) },
  { name: 'gzip', suffix: '.gz', compress: (raw) => gzipSync(raw, { level: 9 }) },
];
const CODING_NAMES = [...CODINGS.map((coding) => coding.name), 'identity'];

/** Answers that must never be stored: the file may exist after the next build. */
const NOT_STORED = { 'Cache-Control': 'no-store' };
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/** A regular file's stats, or null. */
function fileStats(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** A strong validator from the file actually sent: another inode, size or modification time is another ETag. */
const strongEtag = (stats) => `"${[stats.ino, stats.size, Math.round(stats.mtimeMs * 1000)].map((n) => n.toString(36)).join('-')}"`;

/** `pathname` without trailing slashes (`/` stays). A loop, not a pattern: a path of slashes costs its length. */
function withoutTrailingSlashes(pathname) {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end -= 1;
  return pathname.slice(0, end);
}

/** `/about.html` and `/blog/index.html` as the address the build links (`/about`, `/blog`); `/index.html` as `/`. */
function withoutHtml(path) {
  if (!path.endsWith('.html')) return path;
  const page = path.slice(0, -'.html'.length);
  return page === '/index' || page.endsWith('/index') ? page.slice(0, -'/index'.length) || '/' : page;
}

/**
 * The request handler for a built site in `dir`, and `close()` to remove the compressed copies it
 * keeps (in a folder of its own under the system's temporary directory).
 * @param {{ dir?: string }} [options]
 */
export function distHandler({ dir = 'dist' } = {}) {
  const root = realpathSync(resolve(dir));
  let cacheDir;

  /** The file that answers a list of decoded path segments, never outside root. */
  const find = (segments) => {
    const relative = segments.join('/');
    const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
    for (const candidate of candidates) {
      const path = join(root, candidate);
      if (!fileStats(path)) continue;
      const real = realpathSync(path);
      if (real === root || !real.startsWith(root + sep)) continue;
      return real;
    }
    return null;
  };

  /** A compressed copy of `file`, written once per version of it (name from its inode, size and time). */
  const compressedCopy = (file, coding) => {
    const stats = fileStats(file);
    if (!stats) return null;
    cacheDir ??= mkdtempSync(join(tmpdir(), 'basalt-serve-dist-'));
    const copy = join(cacheDir, `${stats.ino}-${stats.size}-${Math.round(stats.mtimeMs * 1000)}${extname(file)}${coding.suffix}`);
    if (!existsSync(copy)) {
      const partial = `${copy}.${process.pid}.partial`;
      writeFileSync(partial, coding.compress(readFileSync(file)));
      // The copy carries the original's time, so Last-Modified and If-Modified-Since agree across codings.
      utimesSync(partial, stats.atime, stats.mtime);
      renameSync(partial, copy);
    }
    return copy;
  };

  /** The file to send for `file` and the coding it is in: a precompressed sibling, a compressed copy, or the file. */
  const representation = (req, file, type) => {
    if (!compressible(type)) return { path: file, coding: undefined };
    const preferred = new Negotiator(req).encodings(CODING_NAMES, { preferred: CODING_NAMES })[0];
    const coding = CODINGS.find((candidate) => candidate.name === preferred);
    if (!coding) return { path: file, coding: undefined };
    const sibling = `${file}${coding.suffix}`;
    if (fileStats(sibling) && realpathSync(sibling).startsWith(root + sep)) return { path: sibling, coding: coding.name };
    const copy = compressedCopy(file, coding);
    return copy ? { path: copy, coding: coding.name } : { path: file, coding: undefined };
  };

  const handler = (req, res) => {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
    const hosting = headersFor(pathname.startsWith('/') ? pathname : '/');

    const answer = (status, headers, body = '') => {
      if (res.headersSent) return void res.destroy();
      const stored = status < 400 ? {} : NOT_STORED;
      res.writeHead(status, { ...hosting, ...stored, ...headers, 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    /** Sends a file through `send`, in the coding the request prefers, with our headers on top. */
    const serveFile = (status, file) => {
      // A type the hosting rules set for this path (the speculation rules' own media type) wins.
      const type = hosting['Content-Type'] ?? (mime.contentType(extname(file)) || 'application/octet-stream');
      const { path, coding } = representation(req, file, type);
      const found = status === 200;
      for (const [name, value] of Object.entries({ ...hosting, ...(found ? {} : NOT_STORED) })) res.setHeader(name, value);
      res.statusCode = status;
      res.setHeader('Content-Type', type);
      if (compressible(type)) res.setHeader('Vary', 'Accept-Encoding');
      if (coding) res.setHeader('Content-Encoding', coding);

      send(req, `/${encodeURIComponent(basename(path))}`, {
        root: dirname(path),
        dotfiles: 'allow',
        index: false,
        etag: false,
        cacheControl: false,
        lastModified: found,
        acceptRanges: found,
      })
        .on('file', (_, stats) => {
          if (found) res.setHeader('ETag', strongEtag(stats));
        })
        .on('stream', (stream) => {
          // `send` reads exactly the announced length; when the file shrank meanwhile, fewer bytes
          // arrive, and the connection is closed rather than left waiting for them. This listener
          // runs before the pipe's own, which would end the response.
          const announced = Number(res.getHeader('Content-Length'));
          let read = 0;
          stream.on('data', (chunk) => {
            read += chunk.length;
          });
          stream.on('end', () => {
            if (read === announced) return;
            stream.unpipe(res);
            res.destroy();
          });
        })
        .on('error', (error) => {
          // The file went away between lookup and read (a rebuild), or a range or precondition failed.
          if (error.status === 404 && found) return notFound();
          answer(error.status ?? 500, { ...TEXT, ...error.headers }, `${error.message}\n`);
        })
        .pipe(res);
    };

    const notFound = () => {
      const page = join(root, '404.html');
      if (fileStats(page)) return serveFile(404, page);
      answer(404, TEXT, 'Not found\n');
    };

    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { Allow: 'GET, HEAD', ...TEXT }, 'Method not allowed\n');
      if (!pathname.startsWith('/') || pathname.startsWith('//')) return answer(400, TEXT, 'Bad request\n');

      const bare = withoutTrailingSlashes(pathname);
      const canonical = withoutHtml(bare);
      if (Object.hasOwn(REDIRECTS, canonical)) return answer(301, { Location: `${REDIRECTS[canonical]}${search}` });

      const segments = [];
      for (const raw of canonical === '/' ? [] : canonical.split('/').slice(1)) {
        let segment;
        try {
          segment = decodeURIComponent(raw);
        } catch {
          return answer(400, TEXT, 'Bad request\n');
        }
        // Traversal (`..`, also as %2e%2e), encoded slashes, backslashes and NUL never reach the disk.
        if (segment === '' || segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\') || segment.includes('\0'))
          return notFound();
        segments.push(segment);
      }
      if (segments.length === 1 && NOT_PUBLISHED.has(segments[0])) return notFound();

      const file = find(segments);
      // Only a page has a `.html` address: `/data.json.html` is nothing.
      if (!file || (canonical !== bare && !file.endsWith('.html'))) return notFound();
      // One address per page, as the build links it (trailingSlash: 'never'): /about/ and /about.html → /about.
      if (canonical !== pathname) return answer(301, { Location: `${canonical}${search}` });
      return serveFile(200, file);
    } catch {
      if (res.headersSent) return void res.destroy();
      answer(500, TEXT, 'Internal server error\n');
    }
  };

  const close = () => {
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  };
  return Object.assign(handler, { close });
}

/**
 * Starts the server; resolves once it listens.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, port: number, url: string, close: () => Promise<void> }>}
 */
export function serveDist({ dir = 'dist', port = PORTS.site, host = '127.0.0.1' } = {}) {
  const handler = distHandler({ dir });
  const server = createServer(serverTimeouts(), handler);
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
            server.close(() => {
              handler.close();
              done();
            });
          }),
      });
    });
  });
}

if (import.meta.main) {
  bestEffortOutput();
  const flag = process.argv.indexOf('--dir');
  const dir = flag === -1 ? (process.env.DIST_DIR ?? 'dist') : process.argv[flag + 1];
  const port = Number(process.env.PORT ?? PORTS.site);
  try {
    const site = await serveDist({ dir, port });
    console.log(`[site] serving ${dir} on ${site.url} (127.0.0.1 only)`);
    const stop = () => site.close().then(() => process.exit(0));
    stopWithParent(stop);
    // The compressed copies are removed on the way out; the signal's own meaning is kept for the parent.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        site.close().finally(() => process.kill(process.pid, signal));
      });
    }
  } catch (error) {
    const hint = error.code === 'ENOENT' ? ' (the folder does not exist: run npm run build first)' : '';
    console.error(`[site] cannot serve ${dir} on port ${port}: ${error.code ?? error.message}${hint}`);
    process.exit(1);
  }
}
