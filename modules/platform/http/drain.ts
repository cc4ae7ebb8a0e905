// Graceful stop behind a load balancer. A balancer learns that an instance is going away only from its health
// check, some seconds later; refusing connections at once would fail the requests it still sends meanwhile. So
// on SIGTERM the api first drains: /api/ready answers 503 (the balancer stops sending), every request is still
// served but answered with `Connection: close` (keep-alive connections end after their next answer); only then
// does it stop listening, close idle connections, end event streams (browsers reconnect through the balancer to
// another instance) and wait for the requests in flight.
import type { Server } from 'node:http';

export type Drain = ReturnType<typeof createDrain>;

export function createDrain() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

/**
 * Drains for `drainMs`, then closes the server: no new connections, idle ones closed now, `endStreams` ends the
 * long-lived event streams, and the promise settles when the last request in flight has been answered.
 */
export async function drainAndClose(server: Server, drain: Drain, options: { drainMs: number; endStreams: () => Promise<void> }) {
  drain.begin();
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await options.endStreams();
  await closed;
}
