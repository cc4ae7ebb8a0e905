// The kernel's own endpoints: probes, the OpenAPI document, blob storage, server-sent events, the sitemap and
// robots.txt.
import type { Context, Next } from 'koa';
import { z } from 'zod';
import type { Platform } from '../runtime.ts';
import { BUCKETS, InvalidKeyError, isBucket, PUBLIC_CACHE_CONTROL, userFileDisposition } from '../storage.ts';
import type { ApiRouter } from './api-router.ts';
import type { Drain } from './drain.ts';
import { forbidden, HttpError, notFound } from './errors.ts';
import { API_INFO, openApiDocument } from './openapi.ts';
import { publicConfig } from '../contract.ts';

export function mountPlatformRoutes(api: ApiRouter, platform: Platform, drain: Drain) {
  api.add(
    { method: 'get', path: '/api/health', summary: 'Liveness: the process answers', response: z.object({ status: z.literal('ok') }) },
    () => ({ status: 'ok' as const }),
  );

  api.add(
    {
      method: 'get',
      path: '/api/ready',
      summary: 'Readiness: the database and the job queue are reachable, and the instance is not stopping (503 while it drains)',
      response: z.object({ status: z.string(), database: z.boolean().optional(), queue: z.boolean().optional() }),
    },
    async ({ ctx, em }) => {
      // Draining: answered at once, without the database, so a balancer's health check sees it however busy we are.
      if (drain.draining) {
        ctx.status = 503;
        ctx.body = { status: 'draining' };
        return;
      }
      const connection = em.getConnection();
      const database = await connection.execute('select 1 as ok').then(() => true, () => false);
      const queue = await connection
        .execute('select version from pgboss.version limit 1')
        .then((rows) => rows.length > 0, () => false);
      const ready = database && queue;
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'unavailable', database, queue };
    },
  );

  api.add(
    {
      method: 'get',
      path: '/api/public-config',
      summary: 'What the web app needs to know about this deployment',
      response: publicConfig,
    },
    ({ ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      const { config } = platform;
      return {
        supportWidgetUrl: config.SUPPORT_WIDGET_URL ?? null,
        googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
        // Only where LOCAL_CHECKOUT allows the local test checkout (config/).
        paymentsTestMode: config.embedded.payments,
      };
    },
  );

  // Made on first request, once every module has mounted its routes (they never change after).
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.add({ method: 'get', path: '/api/openapi.json', summary: 'This document' }, () => {
    document ??= openApiDocument(api.specs, { ...API_INFO, serverUrl: platform.config.publicUrl });
    return document;
  });

  api.add(
    {
      method: 'get',
      path: '/api/events',
      summary: 'Server-sent events: the public channel (and the user channel once signed in)',
    },
    ({ ctx }) => {
      if (!platform.realtime) throw new HttpError(503, 'realtime_unavailable', 'Live updates are not available here.');
      const userId = ctx.state.user?.id as string | undefined;
      platform.realtime.open(ctx, userId ? ['public', `user:${userId}`] : ['public']);
    },
  );

}

const STORAGE_PATH = /^\/api\/storage\/([a-z-]+)\/(.+)$/;

/** GET /api/storage/{bucket}/{path}: public buckets to anyone, private ones only with a valid signature. */
export function serveStorage(platform: Platform) {
  return async (ctx: Context, next: Next) => {
    const match = ctx.method === 'GET' || ctx.method === 'HEAD' ? STORAGE_PATH.exec(ctx.path) : null;
    if (!match) return next();
    const [, bucket, key] = match as unknown as [string, string, string];
    if (!isBucket(bucket)) throw notFound('No such file.');
    if (!BUCKETS[bucket].public) {
      const refusal = platform.storage.verifySignature(bucket, key, ctx.query.expires, ctx.query.signature);
      if (refusal === 'expired') throw forbidden('This link has expired. Open the document again to get a new one.');
      if (refusal) throw forbidden('This link is not valid.');
    }
    try {
      const file = await platform.storage.open(bucket, key);
      ctx.type = file.contentType;
      ctx.length = file.size;
      ctx.lastModified = file.modified;
      ctx.set('Cache-Control', BUCKETS[bucket].public ? PUBLIC_CACHE_CONTROL : 'private, max-age=3600');
      // An uploaded SVG must never run script in our origin.
      if (file.contentType === 'image/svg+xml') ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (BUCKETS[bucket].userFiles) ctx.set(userFileHeaders(key, file.contentType));
      ctx.body = file.stream;
    } catch (error) {
      if (error instanceof InvalidKeyError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('No such file.');
      throw error;
    }
  };
}

/**
 * A user's file (a document's original or its PDF) opens in a sandbox: whatever a crafted file holds, the browser
 * runs no script of it in our origin. PDFs stay inline so our own pages can embed the viewer (frame-ancestors
 * 'self' in place of the app's 'none'); every other type is a download (`userFileDisposition`).
 */
function userFileHeaders(key: string, contentType: string): Record<string, string> {
  return {
    'Content-Security-Policy': "sandbox; frame-ancestors 'self'",
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Disposition': userFileDisposition(key, contentType),
  };
}

/** /sitemap.xml: every public page the modules list, as one urlset. */
export async function sitemapXml(platform: Platform): Promise<string> {
  const em = platform.orm.em.fork();
  const paths = ['/', '/documents', '/subjects', '/universities', '/textbooks', '/blog', '/help', '/about', '/contact'];
  for (const module of platform.modules) if (module.sitemap) paths.push(...(await module.sitemap(em)));
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const urls = [...new Set(paths)].map((p) => `  <url><loc>${escapeXml(platform.config.publicUrl + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Where crawlers may not go: signed-in, admin, API and checkout pages (nothing there is public). */
const PRIVATE_PATHS = ['/dashboard', '/admin', '/api', '/checkout'];
/** Public images under /api that schema.org data points at (a document's cover), so search engines may show them. */
const PUBLIC_IMAGE_PATHS = ['/api/storage/cover-images/', '/api/storage/document-previews/'];

/** /robots.txt: public pages allowed, private areas disallowed, the sitemap's full address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_IMAGE_PATHS.map((p) => `Allow: ${p}`),
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
