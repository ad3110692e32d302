// How long the local servers (the site and the form inbox) wait for a request. Node's defaults
// hold a connection whose body trickles in for five minutes; a CDN or form service gives up in
// seconds, and so do we.

/** A request, headers and body, must arrive within this many milliseconds, or it is answered 408 and closed. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Options for node:http `createServer`: the whole request within `requestTimeoutMs`, checked often
 * enough that a stalled client is closed within a quarter of the limit after it (Node checks every
 * 30 s by default).
 * @param {number} [requestTimeoutMs]
 */
export function serverTimeouts(requestTimeoutMs = REQUEST_TIMEOUT_MS) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.round(requestTimeoutMs / 4))),
  };
}
