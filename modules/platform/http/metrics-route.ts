// GET /metrics in the Prometheus text format. With METRICS_TOKEN it needs `Authorization: Bearer <token>`. Where it
// is exposed at all is `metricsExposure`'s call. Queue depth is read from pg-boss's tables at scrape time (one
// query), so any process reports every queue, whichever process works them.
import { timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { queueDepths } from '../job-admin.ts';
import { metricsRegistry, queueDepth } from '../metrics.ts';
import { HttpError, notFound } from './errors.ts';

export const METRICS_PATH = '/metrics';

/**
 * Whether the main port answers /metrics. With METRICS_PORT it is served there only (an internal port the operator
 * keeps off the public network), so the main port answers 404. Otherwise a token opens it; without one it is open
 * in development and test and absent (404) in production, so a forgotten setting never makes it public.
 */
export function exposedOnMainPort(config: { METRICS_TOKEN?: string; METRICS_PORT?: number; NODE_ENV: string }): boolean {
  if (config.METRICS_PORT) return false;
  return Boolean(config.METRICS_TOKEN) || config.NODE_ENV !== 'production';
}

export function serveMetrics(options: { token?: string; exposed: boolean }) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.state.metricsRoute = METRICS_PATH;
    if (!options.exposed) throw notFound();
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
  const depths = await queueDepths(em);
  // A queue that no longer exists drops out instead of repeating its last value.
  queueDepth.reset();
  for (const { queue, queued, active } of depths) {
    queueDepth.set({ queue, state: 'queued' }, queued);
    queueDepth.set({ queue, state: 'active' }, active);
  }
}
