// GET /metrics in the Prometheus text format. With METRICS_TOKEN it needs `Authorization: Bearer <token>`; in
// production without a token it does not exist (404), so a forgotten setting never makes it public; in
// development and test it is open. Queue depth is read from pg-boss's tables at scrape time, so any api
// instance reports every queue, whichever process works them.
import { timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { queueCounts } from '../job-admin.ts';
import { metricsRegistry, queueDepth } from '../metrics.ts';
import { HttpError, notFound } from './errors.ts';

export const METRICS_PATH = '/metrics';

export function serveMetrics(options: { token?: string; production: boolean }) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.state.metricsRoute = METRICS_PATH;
    if (!options.token && options.production) throw notFound();
    if (options.token && !bearerMatches(ctx.get('authorization'), options.token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'unauthenticated', 'A valid metrics token is required.');
    }
    await refreshQueueDepth(ctx.state.em as EntityManager);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  };
}

function bearerMatches(header: string, token: string): boolean {
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const wanted = Buffer.from(token);
  return /^Bearer\s+/i.test(header) && given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function refreshQueueDepth(em: EntityManager) {
  const counts = await queueCounts(em);
  // A queue that no longer exists drops out instead of repeating its last value.
  queueDepth.reset();
  for (const { queue, waiting } of counts) queueDepth.set({ queue }, waiting);
}
