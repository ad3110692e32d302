// The limits Cloudflare's edge puts on a request before it reaches a Worker, which the local runtime
// lacks: a thin TCP relay in front of it (scripts/runtime/start.mjs). It reads each request's head only to
// refuse what the edge would refuse, and passes every other byte, both ways, unchanged:
//
// - a URL over 16 KB, or request headers over 128 KB: 414 / 431 at once, nothing forwarded
//   (the limits Cloudflare documents for Workers);
// - a declared body larger than the forms take (MAX_BODY_BYTES): 413 before any body is read;
// - a request that stops arriving (head or body idle for IDLE_MS): 408, and the connection closed.
//
// Without it one client can hold the runtime: a path of 32,000 segments costs workerd seconds of CPU
// (docs/hosting.md), and a body that never comes holds a connection and its memory for good.
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { MAX_BODY_BYTES } from '../../src/config/forms.ts';

/** The edge's limits (Workers platform limits): a URL of 16 KB, request headers of 128 KB in all. */
const MAX_URL_BYTES = 16 * 1024;
const MAX_HEAD_BYTES = 128 * 1024;
/** A request part-sent and then silent this long is given up on. */
export const IDLE_MS = 5_000;

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/** A complete, closing answer with a short text body. */
function refusal(status, reason, text) {
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text) + 1}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}\n`;
}

/** The head's verdict: a refusal, or how many body bytes follow it (Infinity: framed by chunks, not counted). */
function judge(head) {
  const lines = head.toString('latin1').split('\r\n');
  const target = lines[0]?.split(' ')[1] ?? '';
  if (target.length > MAX_URL_BYTES) return { refuse: refusal(414, 'URI Too Long', `URLs are limited to ${MAX_URL_BYTES} bytes.`) };
  let length = 0;
  let chunked = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    if (name === 'transfer-encoding') chunked = true;
  }
  if (length > MAX_BODY_BYTES)
    return { refuse: refusal(413, 'Content Too Large', `A request body is limited to ${MAX_BODY_BYTES} bytes; this one declared ${length}.`) };
  return { body: chunked ? Number.POSITIVE_INFINITY : Number.isFinite(length) ? length : 0 };
}

/**
 * Listens on `port` (127.0.0.1) and relays each connection to the runtime at `upstreamPort`.
 * @returns {Promise<import('node:net').Server>}
 */
export async function edgeLimits({ port, upstreamPort }) {
  const server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    client.on('error', close);
    upstream.on('close', () => client.end());
    client.on('close', () => upstream.destroy());
    upstream.pipe(client);

    /** Bytes of a head not yet complete. */
    let pending = Buffer.alloc(0);
    /** Body bytes of the current request still to pass before the next head. */
    let body = 0;
    let idle;
    const watch = () => {
      clearTimeout(idle);
      if (pending.length > 0 || body > 0)
        idle = setTimeout(() => refuse(refusal(408, 'Request Timeout', `No part of the request arrived for ${IDLE_MS / 1000} s.`)), IDLE_MS);
    };
    const refuse = (answer) => {
      clearTimeout(idle);
      client.removeAllListeners('data');
      upstream.unpipe(client);
      client.end(answer, () => close());
    };
    const forward = (bytes) => {
      if (bytes.length && !upstream.write(bytes)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    };

    client.on('data', (chunk) => {
      let rest = chunk;
      while (rest.length) {
        if (body > 0) {
          // A chunked body is not framed here: the rest of the connection passes as it is.
          const take = body === Number.POSITIVE_INFINITY ? rest.length : Math.min(body, rest.length);
          forward(rest.subarray(0, take));
          body -= take;
          rest = rest.subarray(take);
          continue;
        }
        pending = pending.length ? Buffer.concat([pending, rest]) : rest;
        rest = Buffer.alloc(0);
        const end = pending.indexOf(HEAD_END);
        if (end < 0) {
          const lineEnd = pending.indexOf(LINE_END);
          if ((lineEnd < 0 ? pending.length : lineEnd) > MAX_URL_BYTES + 32)
            return refuse(judge(pending.subarray(0, MAX_URL_BYTES + 32)).refuse ?? refusal(414, 'URI Too Long', 'URL too long.'));
          if (pending.length > MAX_HEAD_BYTES)
            return refuse(refusal(431, 'Request Header Fields Too Large', `Request headers are limited to ${MAX_HEAD_BYTES} bytes.`));
          break;
        }
        const head = pending.subarray(0, end + HEAD_END.length);
        rest = pending.subarray(end + HEAD_END.length);
        pending = Buffer.alloc(0);
        const verdict = judge(head);
        if (verdict.refuse) return refuse(verdict.refuse);
        forward(head);
        body = verdict.body;
      }
      watch();
    });
    client.on('end', () => {
      clearTimeout(idle);
      upstream.end();
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
