// The Koa app: request ids, logs, the one error shape, body limits, security headers, a fork of the
// EntityManager per request, then the module routes and the web app.
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa, { type Context, type Next } from 'koa';
import type { ErrorEnvelope } from '../contract.ts';
import type { Orm } from '../db/orm.ts';
import { uuidv7 } from '../ids.ts';
import { logger } from '../log.ts';
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError, isDatabaseBusy } from '../db/session-limits.ts';
import { answerErrorInLanguage } from '../i18n/error-language.ts';
import { HttpError } from './errors.ts';
import { RateLimitedError } from '../rate-limit.ts';
import { compressAnswers } from './compression.ts';
import { conditionalAnswers } from './public-cache.ts';
import { observeRequest } from './request-metrics.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const CLIENT_WENT_AWAY = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * The headers every answer carries; `thirdPartyOrigins` (the support widget's) may load scripts and frames.
 * HSTS only when the public address is https: on plain http a browser ignores it, and a wrong one sent from a
 * development host would pin every port of that host to https for a year.
 */
export function securityHeaders(thirdPartyOrigins: string[] = [], options: { https?: boolean } = {}): Record<string, string> {
  const extra = thirdPartyOrigins.length ? ` ${thirdPartyOrigins.join(' ')}` : '';
  return {
    ...SECURITY_HEADERS,
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'Content-Security-Policy':
      `default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'${extra}; ` +
      `script-src 'self'${extra}; connect-src 'self'${extra}; frame-src 'self'${extra}; font-src 'self' data:${extra}; ` +
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self' https:",
  };
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function errorBody(error: unknown): { status: number; body: ErrorEnvelope; expected: boolean } {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody(), expected: true };
  // No connection free in time, or a lock not granted within lock_timeout (possibly wrapped by the ORM).
  if (isDatabaseBusy(error)) return { status: 503, body: new DatabaseBusyError('busy').toBody(), expected: true };
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as any).statusCode;
  if (status === 413)
    return { status, body: { error: { code: 'payload_too_large', message: 'The request body is too large.' } }, expected: true };
  if (status && status >= 400 && status < 500) {
    const message = status === 400 ? 'The request body could not be read (malformed JSON?).' : String((error as Error).message);
    return { status, body: { error: { code: 'bad_request', message } }, expected: true };
  }
  return {
    status: 500,
    body: { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
    expected: false,
  };
}

export function createHttpApp(options: {
  orm: Orm;
  bodyLimitKb: number;
  apiRouters: Router[];
  before?: Koa.Middleware[];
  after?: Koa.Middleware[];
  /** With `trustProxy`, how many proxies append to X-Forwarded-For (see `clientIp`). */
  trustProxy?: boolean;
  trustProxyHops?: number;
  /** The public address is https: answers carry HSTS. */
  https?: boolean;
  thirdPartyOrigins?: string[];
  /** Paths whose body the body parser leaves unread (routes declared with `rawBody`). */
  takesRawBody?: (path: string) => boolean;
  /** While true (a graceful stop's drain), every answer ends its connection: see `drain.ts`. */
  closingConnections?: () => boolean;
}) {
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: options.trustProxyHops ?? 1 });
  const log = logger('http');
  const headers = securityHeaders(options.thirdPartyOrigins, { https: options.https });

  // Koa reports a streamed body that fails after the answer began (our own middleware catches everything before).
  // A client that goes away mid-stream, an event stream's tab closed or a download cancelled, is not our error:
  // Koa's default handler printed each one to stderr as "Premature close".
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code && CLIENT_WENT_AWAY.has(error.code)) return;
    log.error({ err: error }, 'streamed answer failed');
  });

  app.use(async (ctx: Context, next: Next) => {
    const given = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(given) ? given : uuidv7();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    ctx.set(headers);
    if (options.closingConnections?.()) ctx.set('Connection', 'close');
    const started = performance.now();
    try {
      await next();
      if (ctx.path.startsWith('/api/') && ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: { code: 'not_found', message: 'No such API route.' } };
      }
    } catch (error) {
      const { status, body, expected } = errorBody(error);
      ctx.status = status;
      ctx.body = body;
      if (error instanceof RateLimitedError) ctx.set('Retry-After', String(error.retryAfterSeconds));
      if (isDatabaseBusy(error)) {
        ctx.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        log.warn({ err: error, requestId, path: ctx.path }, 'database busy: answered 503');
      }
      if (!expected) log.error({ err: error, requestId, path: ctx.path }, 'unhandled error');
    } finally {
      answerErrorInLanguage(ctx);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      observeRequest(ctx, ms);
      if (ctx.path !== '/api/health') log.info({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  });

  app.use(compressAnswers());
  app.use(conditionalAnswers());
  app.use((ctx: Context, next: Next) => {
    if (options.takesRawBody?.(ctx.path)) ctx.disableBodyParser = true;
    return next();
  });

  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      // DELETE too: deleting an account carries its re-authentication (password or code) in the body.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: `${options.bodyLimitKb}kb`,
      formLimit: `${options.bodyLimitKb}kb`,
      onError: (error) => {
        throw error;
      },
    }),
  );

  app.use(async (ctx: Context, next: Next) => {
    ctx.state.em = options.orm.em.fork();
    await next();
  });

  for (const middleware of options.before ?? []) app.use(middleware);
  for (const router of options.apiRouters) app.use(router.routes()).use(router.allowedMethods());
  for (const middleware of options.after ?? []) app.use(middleware);
  return app;
}
