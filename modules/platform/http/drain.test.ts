// The api's graceful stop as a load balancer sees it: during the drain /api/ready says 503 while every request,
// on a new connection too, is still answered (with Connection: close); then the listener closes, event streams
// end, and the stop waits for the request still in flight.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, type TestPlatform } from '../../../tests/support/database.ts';
import { eventually } from '../../../tests/support/http-harness.ts';
import { createServerApp, drainAndClose, listen } from '../index.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await bootTestPlatform({ realtime: true });
});
afterAll(async () => {
  await platform?.cleanup();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a connection of its own (no pool), as a balancer's new connection would be; a body is the caller's to write. */
function send(port: number, method: string, path: string, body?: string): Promise<Answer> & { request: http.ClientRequest } {
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    request.on('error', reject);
  });
  if (body === undefined) request.end();
  return Object.assign(answer, { request });
}

describe('graceful stop', () => {
  it('drains: readiness 503, requests still answered with Connection: close, then closes after the last one in flight', async () => {
    const { app, drain } = createServerApp(platform);
    const server = await listen(app, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    expect((await send(port, 'GET', '/api/ready')).status).toBe(200);

    // A request in flight across the whole stop: its body is still coming when the drain begins.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x' });
    const inFlight = send(port, 'POST', '/api/health', body);
    inFlight.request.write(body.slice(0, 5));
    const events = await fetch(`http://127.0.0.1:${port}/api/events`);
    const stream = events.body!.getReader();
    await stream.read(); // the ": connected" comment

    let closed = false;
    const stopping = drainAndClose(server, drain, { drainMs: 1_500, endStreams: () => platform.realtime!.stop() }).then(() => (closed = true));

    const ready = await send(port, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    const served = await send(port, 'GET', '/api/health');
    expect(served.status).toBe(200);
    expect(served.headers.connection).toBe('close');

    // After the drain: no new connections, the event stream ended, and the stop still waits for the slow request.
    const refused = await eventually(
      () => send(port, 'GET', '/api/health').then(() => '', (error: NodeJS.ErrnoException) => error.code ?? ''),
      (code) => code === 'ECONNREFUSED',
      10_000,
    );
    expect(refused).toBe('ECONNREFUSED');
    for (;;) if ((await stream.read()).done) break;
    expect(closed).toBe(false);

    inFlight.request.end(body.slice(5));
    const answer = await inFlight;
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.headers.connection).toBe('close');
    await stopping;
    expect(closed).toBe(true);
  });
});
