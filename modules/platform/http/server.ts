import type { Server } from 'node:http';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { logger } from '../log.ts';
import type { Platform } from '../runtime.ts';
import { serveApiDocs } from './api-docs.ts';
import { createApiRouter } from './api-router.ts';
import { createHttpApp } from './app.ts';
import { createDrain, type Drain } from './drain.ts';
import { guestAnswers } from './guest-answers.ts';
import { exposedOnMainPort, serveMetrics } from './metrics-route.ts';
import { mountPlatformRoutes, robotsTxt, serveStorage, sitemapXml } from './platform-routes.ts';
import type { Language } from './language.ts';
import { serverRenderer } from './server-render.ts';
import { announceWebBuild, serveWebApp } from './web-app.ts';

/** The platform's routes and every module's, each spec recorded with the module that mounted it. */
export function mountApi(platform: Platform, drain: Drain = createDrain()) {
  const resolvers = platform.modules.flatMap((m) => (m.access ? [m.access] : []));
  if (resolvers.length > 1) throw new Error('More than one module resolves who is signed in');
  const api = createApiRouter({ access: resolvers[0] });
  mountPlatformRoutes(api, platform, drain);
  for (const module of platform.modules) {
    api.mountingFor(module.name);
    module.routes?.(api, platform);
  }
  return api;
}

/** How long the api keeps an idle connection open. */
export const KEEP_ALIVE_MS = 65_000;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');
export const WEB_DIST_SSR = path.resolve(import.meta.dirname, '../../../web/dist-ssr');

/** The whole HTTP surface: platform endpoints, every module's routes, the sitemap, robots.txt and the web app. */
/** Where Google Identity Services' script, frames and calls come from. */
const GOOGLE_IDENTITY_SERVICES_ORIGIN = 'https://accounts.google.com';

/** `webDist` (tests) serves another build; its server render is then `webDistSsr`'s, or none (as with `null`). */
/** `guestAnswerMs: 0` shares no guest answer (the load bench's same-run baseline). */
export function createServerApp(platform: Platform, options: { webDist?: string; webDistSsr?: string | null; warmCompression?: boolean; guestAnswerMs?: number } = {}) {
  const ssrDir = options.webDistSsr !== undefined ? options.webDistSsr : options.webDist ? null : WEB_DIST_SSR;
  const drain = createDrain();
  const api = mountApi(platform, drain);
  const app = createHttpApp({
    orm: platform.orm,
    bodyLimitKb: platform.config.BODY_LIMIT_KB,
    trustProxy: platform.config.TRUST_PROXY,
    trustProxyHops: platform.config.TRUST_PROXY_HOPS,
    https: platform.config.publicUrl.startsWith('https:'),
    thirdPartyOrigins: [
      ...(platform.config.SUPPORT_WIDGET_URL ? [new URL(platform.config.SUPPORT_WIDGET_URL).origin] : []),
      // Google Identity Services (the one-tap prompt on the login and sign-up pages), only when Google sign-in is on.
      ...(platform.config.GOOGLE_CLIENT_ID && platform.config.GOOGLE_CLIENT_SECRET ? [GOOGLE_IDENTITY_SERVICES_ORIGIN] : []),
    ],
    apiRouters: [api.router],
    takesRawBody: api.takesRawBody,
    closingConnections: () => drain.draining,
    // Guests' shared answers after the modules' middleware, which tells a guest from a signed-in reader.
    before: [announceWebBuild(options.webDist ?? WEB_DIST), ...platform.modules.flatMap((m) => m.middleware?.(platform) ?? []), guestAnswers({ ms: options.guestAnswerMs })],
    after: [
      serveMetrics({ token: platform.config.METRICS_TOKEN, exposed: exposedOnMainPort(platform.config) }),
      serveStorage(platform),
      serveApiDocs(),
      // Before the web app, whose fallback would answer them with the app's HTML.
      generatedFile('/sitemap.xml', 'application/xml; charset=utf-8', () => sitemapXml(platform)),
      generatedFile('/robots.txt', 'text/plain; charset=utf-8', () => robotsTxt(platform.config.publicUrl)),
      serveWebApp(options.webDist ?? WEB_DIST, {
        publicUrl: platform.config.publicUrl,
        warmCompression: options.warmCompression,
        renderPage: ssrDir ? serverRenderer(ssrDir, { enabled: platform.config.SERVER_RENDER === 'on', timeoutMs: platform.config.SERVER_RENDER_TIMEOUT_MS, publicUrl: platform.config.publicUrl }) : null,
        pageMeta: platform.modules.flatMap(({ pageMeta }) => (pageMeta ? [(em: EntityManager, p: string, language: Language) => pageMeta(em, p, platform, language)] : [])),
      }),
    ],
  });
  return { app, api, drain };
}

/**
 * /metrics alone, for METRICS_PORT: an internal port, so it is open there unless METRICS_TOKEN asks for the token too
 * (even in production: keeping the port off the public network is what setting it means).
 */
export function createMetricsApp(platform: Platform) {
  const metrics = serveMetrics({ token: platform.config.METRICS_TOKEN, exposed: true });
  return createHttpApp({ orm: platform.orm, bodyLimitKb: 1, apiRouters: [], after: [metrics] });
}

/**
 * With METRICS_PORT, the process (api, worker, or both under `npm start`) serves its metrics on that port of HOST;
 * a worker has no other HTTP surface, yet its job durations and failures live in its memory.
 */
export async function listenForMetrics(platform: Platform): Promise<Server | null> {
  const { METRICS_PORT, HOST } = platform.config;
  if (!METRICS_PORT) return null;
  const server = await listen(createMetricsApp(platform), METRICS_PORT, HOST);
  logger('metrics').info({ port: METRICS_PORT, host: HOST }, 'metrics at /metrics');
  return server;
}

/** A file made on request at a fixed path, cached by clients for an hour. */
function generatedFile(filePath: string, type: string, body: () => string | Promise<string>) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== filePath) return next();
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await body();
  };
}

export function listen(app: ReturnType<typeof createServerApp>['app'], port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    // Longer than a balancer keeps an idle upstream connection (deploy/Caddyfile: 55 s), so the balancer closes it
    // first. With Node's 5 s default we could close a connection the balancer is just sending a request on.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', reject);
  });
}
