/**
 * The edge's request limits in front of the local runtime (scripts/runtime/edge-limits.mjs), over a plain
 * TCP server standing in for the runtime: what the edge refuses gets a quick answer and never
 * reaches the runtime; everything else passes both ways byte for byte.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeLimits, IDLE_MS } from '../../scripts/runtime/edge-limits.mjs';
import { MAX_BODY_BYTES } from '../../src/config/forms.ts';
import { freePort } from './helpers/processes.ts';

/** What the stand-in runtime received; it answers once a request has arrived whole (a bare head, or the body `hello`), as the Worker does. */
let received = Buffer.alloc(0);
const REPLY = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-Odd:  spaced \r\n\r\nok';
let runtime: Server;
let relay: Server;
let port: number;

beforeAll(async () => {
  const upstreamPort = await freePort();
  port = await freePort();
  runtime = createServer((socket) =>
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (/\r\n\r\n$|hello$/.test(received.toString('latin1'))) socket.write(REPLY);
    }),
  );
  await new Promise<void>((done) => runtime.listen(upstreamPort, '127.0.0.1', done));
  relay = await edgeLimits({ port, upstreamPort });
});
afterAll(() => {
  relay?.close();
  runtime?.close();
});

/** Sends `parts` in turn and resolves with all that came back once the relay closes or `until` matches. */
function exchange(parts: (string | Buffer)[], until?: RegExp): Promise<{ text: string; socket: Socket; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      for (const part of parts) socket.write(part);
    });
    let text = '';
    const done = () => resolve({ text, socket, ms: Date.now() - started });
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until?.test(text)) done();
    });
    socket.on('close', done);
    socket.on('error', reject);
  });
}

describe('the edge limits in front of the local runtime', () => {
  it('passes a request and its answer through byte for byte', async () => {
    received = Buffer.alloc(0);
    const request = 'POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Odd:  spaced \r\nContent-Length: 5\r\n\r\nhello';
    const { text, socket } = await exchange([request.slice(0, 20), request.slice(20)], /ok$/);
    socket.destroy();
    expect(text).toBe(REPLY);
    expect(received.toString('latin1')).toBe(request);
  });

  it('answers a URL over 16 KB with 414 at once, and the runtime never sees it', async () => {
    received = Buffer.alloc(0);
    const { text } = await exchange([`GET /${'a/'.repeat(16_384)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 414 /);
    expect(received.length).toBe(0);
  });

  it('answers a declared body over the forms’ limit with 413 before any of it is sent', async () => {
    received = Buffer.alloc(0);
    const { text } = await exchange([`POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.length).toBe(0);
  });

  it(`closes a request whose body stops arriving, with 408, ${IDLE_MS / 1000} s after its last byte`, async () => {
    const { text, ms } = await exchange(['POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 60000\r\n\r\nsix by']);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(ms).toBeLessThan(IDLE_MS + 3_000);
  }, 20_000);
});
