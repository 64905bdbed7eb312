import type { Server } from 'node:http';

/**
 * How long the API's HTTP server waits on a client, chosen rather than inherited (Node's
 * defaults hold a slow client 60 s for its headers and 300 s for its request). ADR 041 and
 * docs/operations.md give the reasons; the short version is beside each value.
 */
export const HTTP_TIMEOUTS = {
  /** Headers are a few hundred bytes, sent at once by any real client: a trickle is an attack. */
  headersTimeout: 10_000,
  /**
   * The whole request, body included: five phone photos (15 MB) at 1 Mbit/s. Behind the
   * compose proxy nginx buffers the body, so the API reads it at local speed anyway.
   */
  requestTimeout: 120_000,
  /** Above nginx's upstream keep-alive (60 s), so nginx never reuses a socket we just closed. */
  keepAliveTimeout: 65_000,
  /** How often the server looks for expired requests; Node's 30 s would let them run long. */
  connectionsCheckingInterval: 1_000,
} as const;

/** Sets the timeouts on a server before it listens (the checking interval is read then). */
export function applyHttpTimeouts(server: Server): void {
  server.headersTimeout = HTTP_TIMEOUTS.headersTimeout;
  server.requestTimeout = HTTP_TIMEOUTS.requestTimeout;
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveTimeout;
  // Not in @types/node's Server, but read by Node when the server starts listening.
  const { connectionsCheckingInterval } = HTTP_TIMEOUTS;
  Object.assign(server, { connectionsCheckingInterval });
}
