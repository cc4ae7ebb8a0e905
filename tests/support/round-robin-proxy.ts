// A small round-robin balancer standing in for Caddy, which these machines do not have. It applies the policy of
// deploy/Caddyfile, scaled down in time: an active health check on /api/ready (an upstream is sent requests only
// while it answers 200), and a request whose upstream refused the connection (dial failure, any method) or reset it
// (GET and HEAD only, Caddy's default `lb_retry_match`) is tried again on the next healthy upstream until
// `tryDurationMs` has passed (`lb_try_duration`). It records why it took an upstream out of the rotation, so a test
// can tell a stop the api announced (503) from one it only found by a refused connection. It is not Caddy: what it
// proves is that the api's drain works with a balancer of that policy, not that Caddy's own code does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Why the proxy took an upstream out of the rotation: its health check answered non-200 (the api announced it
 * was stopping), timed out, or could not connect. */
type Down = 'announced' | 'timeout' | 'refused';
type Upstream = { base: URL; healthy: boolean; served: number; downs: Down[] };

const RETRYABLE_ALWAYS = new Set(['ECONNREFUSED']);
const RETRYABLE_IDEMPOTENT = new Set(['ECONNRESET', 'EPIPE']);
// Headers of one hop: never passed from one connection to the other (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;

export async function startRoundRobinProxy(bases: string[], options: { healthIntervalMs: number; healthTimeoutMs: number; tryDurationMs: number }) {
  const upstreams: Upstream[] = bases.map((base) => ({ base: new URL(base), healthy: false, served: 0, downs: [] }));
  // Idle upstream connections close after 55 s, before the api's 65 s keep-alive (the Caddyfile's `keepalive`).
  const agent = new http.Agent({ keepAlive: true, timeout: 55_000 });
  const healthAgent = new http.Agent({ keepAlive: false });
  let next = 0;
  let stopped = false;
  const retried = { refused: 0, reset: 0 };
  let slowest = 0;

  function check(upstream: Upstream): Promise<Down | 'up'> {
    return new Promise((resolve) => {
      const req = http.get(new URL('/api/ready', upstream.base), { agent: healthAgent, timeout: options.healthTimeoutMs }, (res) => {
        res.resume();
        resolve(res.statusCode === 200 ? 'up' : 'announced');
      });
      req.on('timeout', () => {
        resolve('timeout');
        req.destroy();
      });
      req.on('error', () => resolve('refused'));
    });
  }

  function takeOut(upstream: Upstream, why: Down) {
    if (upstream.healthy) upstream.downs.push(why);
    upstream.healthy = false;
  }

  async function healthLoop(upstream: Upstream) {
    while (!stopped) {
      const state = await check(upstream);
      if (state === 'up') upstream.healthy = true;
      else takeOut(upstream, state);
      await new Promise((resolve) => setTimeout(resolve, options.healthIntervalMs));
    }
  }

  function pick(exclude: Set<Upstream>): Upstream | null {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length]!;
      if (upstream.healthy && !exclude.has(upstream)) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return null;
  }

  function forward(upstream: Upstream, req: http.IncomingMessage, body: Buffer): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      const out = http.request(new URL(req.url!, upstream.base), { method: req.method, headers: { ...headers, 'content-length': String(body.length) }, agent }, resolve);
      out.on('error', reject);
      out.end(body);
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const began = Date.now();
    const deadline = began + options.tryDurationMs;
    const tried = new Set<Upstream>();
    for (;;) {
      const upstream = pick(tried) ?? pick(new Set());
      if (upstream) {
        try {
          const answer = await forward(upstream, req, body);
          upstream.served += 1;
          const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
          res.writeHead(answer.statusCode!, headers);
          answer.on('error', () => res.destroy());
          answer.pipe(res).on('finish', () => (slowest = Math.max(slowest, Date.now() - began)));
          return;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? '';
          const idempotent = req.method === 'GET' || req.method === 'HEAD';
          if (!(RETRYABLE_ALWAYS.has(code) || (idempotent && RETRYABLE_IDEMPOTENT.has(code)))) throw error;
          // Like Caddy's passive check: an upstream that refused is out until its next health check passes.
          if (code === 'ECONNREFUSED') takeOut(upstream, 'refused');
          retried[code === 'ECONNREFUSED' ? 'refused' : 'reset'] += 1;
          tried.add(upstream);
        }
      }
      if (Date.now() > deadline) throw new Error('no upstream answered in time');
      // No healthy upstream right now: wait for the health checks (Caddy's lb_try_interval).
      if (!upstream) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_gateway', message: String((error as Error).message) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const loops = upstreams.map(healthLoop);

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried,
    /** The longest a request took through the proxy, waits for a healthy upstream included (ms). */
    slowest: () => slowest,
    /** Answers each upstream has given through the proxy so far, by its base address. */
    served: () => Object.fromEntries(upstreams.map((u) => [u.base.origin, u.served])),
    /** Each upstream's exits from the rotation so far, and why, by its base address. */
    downs: () => Object.fromEntries(upstreams.map((u) => [u.base.origin, [...u.downs]])),
    healthy: (base: string) => upstreams.find((u) => u.base.origin === new URL(base).origin)?.healthy ?? false,
    async stop() {
      stopped = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all(loops);
      agent.destroy();
      healthAgent.destroy();
    },
  };
}
