// /metrics as Prometheus sees it: request histograms labelled by route pattern, queue depth, job durations and
// failures measured on the event bus, points moved through the wallet; and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../../tests/support/database.ts';
import { modules } from '../../registry.ts';
import { freePort, listenForMetrics, type StudyhallModule } from '../index.ts';

/** A queue whose handler always throws, so a failed run can be counted. */
const failing: StudyhallModule = {
  name: 'failing',
  queues: () => [{ queue: 'test.always-fails', retryLimit: 0, handler: async () => Promise.reject(new Error('boom')) }],
};

let platform: TestPlatform;
let server: Awaited<ReturnType<typeof startTestServer>>;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

beforeAll(async () => {
  platform = await bootTestPlatform({ modules: [...modules, failing] });
  server = await startTestServer(platform);
});
afterAll(async () => {
  for (const s of [server, ...servers]) await s?.close();
  await platform?.cleanup();
});

/** The same platform under other settings: a second server with a changed config. */
async function serverWith(config: Partial<TestPlatform['config']>) {
  const other = await startTestServer({ ...platform, config: { ...platform.config, ...config } });
  servers.push(other);
  return other.baseUrl;
}

/** Runs `check` against a METRICS_PORT server (what api and worker start) under changed settings, then closes it. */
async function onMetricsPort(config: Partial<TestPlatform['config']>, check: (base: string) => Promise<void>) {
  const port = await freePort();
  const metrics = await listenForMetrics({ ...platform, config: { ...platform.config, ...config, METRICS_PORT: port, HOST: '127.0.0.1' } });
  try {
    await check(`http://127.0.0.1:${port}`);
  } finally {
    metrics?.closeAllConnections();
    await new Promise((resolve) => metrics?.close(resolve));
  }
}

async function scrape(base = server.baseUrl): Promise<string> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return response.text();
}

describe('/metrics', () => {
  it('labels request durations by route pattern and status class, never by the raw address', async () => {
    expect((await fetch(`${server.baseUrl}/api/documents/no-such-ref-4711`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/studyhall_http_request_duration_seconds_count\{method="GET",route="\/api\/documents\/:ref",status_class="4xx"\} 1/);
    expect(text).toMatch(/studyhall_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} [1-9]/);
    expect(text).not.toContain('no-such-ref-4711');
  });

  it('reports queue depth, job durations and failed runs per queue', async () => {
    await platform.orm.em.fork().transactional(async (em) => {
      await platform.mailer.send(em, { to: 'ada@example.com', subject: 'Hello', text: 'Welcome' });
      await platform.bus.enqueue(em, 'test.always-fails', {});
    });
    // Enqueued and not yet worked: the mail queue has depth.
    const waiting = await scrape();
    expect(waiting).toMatch(/studyhall_queue_depth\{queue="mail\.send",state="queued"\} [1-9]/);
    expect(waiting).toMatch(/studyhall_queue_depth\{queue="mail\.send",state="active"\} 0/);
    await platform.bus.work(['mail', 'test']);
    await expect
      .poll(() => scrape(), { timeout: 15_000, interval: 200 })
      .toMatch(/studyhall_jobs_failed_total\{queue="test\.always-fails"\} 1/);
    await expect
      .poll(() => scrape(), { timeout: 15_000, interval: 200 })
      .toMatch(/studyhall_job_duration_seconds_count\{queue="mail\.send",outcome="completed"\} 1/);
    expect(await scrape()).toMatch(/studyhall_queue_depth\{queue="mail\.send",state="queued"\} 0/);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'a-long-metrics-token-0123456789';
    const base = await serverWith({ METRICS_TOKEN: token });
    const missing = await fetch(`${base}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect(await missing.json()).toEqual({ error: { code: 'unauthenticated', message: 'A valid metrics token is required.' } });
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: token } })).status).toBe(401);
    const allowed = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('studyhall_http_request_duration_seconds');
  });

  it('does not exist in production without a token, and answers with one', async () => {
    const bare = await serverWith({ NODE_ENV: 'production' });
    const hidden = await fetch(`${bare}/metrics`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.code).toBe('not_found');
    // Not the web app's fallback page either, whatever the method.
    expect((await fetch(`${bare}/metrics`, { method: 'HEAD' })).status).toBe(404);
    const token = 'production-metrics-token-0123456789';
    const guarded = await serverWith({ NODE_ENV: 'production', METRICS_TOKEN: token });
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('with METRICS_PORT, serves /metrics on that port alone (open even in production) and not on the main port', async () => {
    // Open on the main port in test without METRICS_PORT; gone from it with one.
    const onMain = await fetch(`${await serverWith({ METRICS_PORT: await freePort() })}/metrics`);
    expect(onMain.status).toBe(404);
    expect((await onMain.json()).error.code).toBe('not_found');
    await onMetricsPort({ NODE_ENV: 'production' }, async (base) => {
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('studyhall_queue_depth');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    });
  });

  it("serves a worker process's own metrics alone on its port, under the same token rules", async () => {
    const token = 'worker-metrics-token-0123456789';
    await onMetricsPort({ METRICS_TOKEN: token }, async (base) => {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      const allowed = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('studyhall_job_duration_seconds');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    });
  });
});
