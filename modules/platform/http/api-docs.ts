// /api/docs: the API reference (Redoc) over /api/openapi.json, for people scripting against the API with a token.
// Redoc's standalone bundle is served from node_modules at /api/docs/redoc.js, on this page only (the web app never
// loads it), and nothing comes from elsewhere (no CDN, no web fonts: a deployment may have no internet). Redoc reads
// its options from the <redoc> element's attributes, so the page runs no inline script under the app's CSP.
import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { API_INFO } from './openapi.ts';
import { compressedFiles, sendFile } from './static-compression.ts';

const REDOC_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('redoc/package.json')), 'bundles/redoc.standalone.js');

/**
 * This page's own CSP, stricter than the app's in one way and looser in one: images only from here (Redoc's footer
 * logo comes from its CDN, which a deployment without internet cannot reach and nobody needs), and Web Workers from
 * blob: URLs (Redoc builds its search index in one).
 */
const CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; worker-src 'self' blob:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${API_INFO.title} reference</title>
<style>body { margin: 0; } a[href^="https://redocly.com/redoc"] { display: none; }</style>
</head>
<body>
<noscript>This reference needs JavaScript. The document it shows is <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<redoc spec-url="/api/openapi.json" expand-single-schema-field sort-tags-alphabetically required-props-first
  native-scrollbars></redoc>
<script src="/api/docs/redoc.js"></script>
</body>
</html>
`;

export function serveApiDocs() {
  const compressed = compressedFiles();
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api/docs') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', CSP);
      ctx.body = PAGE;
    } else if (ctx.path === '/api/docs/redoc.js') {
      await serveBundle(ctx, compressed);
    } else return next();
  };
}

/** The 1.1 MB bundle, brotli or gzip once per process (static-compression.ts); revalidated by its modification time. */
async function serveBundle(ctx: Context, compressed: ReturnType<typeof compressedFiles>) {
  const { mtime } = await stat(REDOC_BUNDLE);
  ctx.type = 'text/javascript; charset=utf-8';
  ctx.lastModified = mtime;
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.status = 200;
  if (ctx.fresh) ctx.status = 304;
  else sendFile(ctx, REDOC_BUNDLE, compressed);
}
