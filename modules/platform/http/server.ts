import type { Server } from 'node:http';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Platform } from '../runtime.ts';
import { createApiRouter } from './api-router.ts';
import { createHttpApp } from './app.ts';
import { mountPlatformRoutes, serveStorage, sitemapXml } from './platform-routes.ts';
import { serveWebApp } from './web-app.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** The whole HTTP surface: platform endpoints, every module's routes, the sitemap and the web app. */
export function createServerApp(platform: Platform, options: { webDist?: string } = {}) {
  const api = createApiRouter();
  mountPlatformRoutes(api, platform);
  for (const module of platform.modules) module.routes?.(api, platform);
  const sitemap = async (ctx: Context, next: Next) => {
    if (ctx.path !== '/sitemap.xml') return next();
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await sitemapXml(platform);
  };
  const app = createHttpApp({
    orm: platform.orm,
    bodyLimitKb: platform.config.BODY_LIMIT_KB,
    trustProxy: platform.config.TRUST_PROXY,
    thirdPartyOrigins: platform.config.SUPPORT_WIDGET_URL ? [new URL(platform.config.SUPPORT_WIDGET_URL).origin] : [],
    apiRouters: [api.router],
    takesRawBody: api.takesRawBody,
    before: platform.modules.flatMap((m) => m.middleware?.(platform) ?? []),
    after: [
      serveStorage(platform),
      sitemap,
      serveWebApp(options.webDist ?? WEB_DIST, {
        publicUrl: platform.config.publicUrl,
        pageMeta: platform.modules.flatMap((m) => (m.pageMeta ? [m.pageMeta] : [])),
      }),
    ],
  });
  return { app, api };
}

export function listen(app: ReturnType<typeof createServerApp>['app'], port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}
