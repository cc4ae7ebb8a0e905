// Serves the built web app: hashed assets cached for a year, everything else falls back to index.html (the client
// router renders the page, including the not-found page, which the server answers with 404), with the public pages
// rendered into it by the server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { PAGE_PATHS } from '../contract.ts';
import { logger } from '../log.ts';
import { addressIn, type Language, requestLanguage, withLanguage } from './language.ts';
import { type BoundPageMetaResolver, withPageMeta } from './page-meta.ts';
import { routePreloads } from './route-preloads.ts';
import { type PageRenderer, withServerRender } from './server-render.ts';
import { compressedFiles, sendFile } from './static-compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function staticFileFor(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(distDir, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(distDir + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Paths are lower-cased and a trailing slash removed, by redirect (spec 000 §2). Dot segments are resolved first
 * (`/.//evil.com` is `//evil.com` to any client that resolves them, which some then read as another host), then a
 * run of slashes or backslashes at the start becomes one slash: `//evil.com/` normalised naively is `//evil.com`,
 * which a browser follows to another host (and reads `/\` as `//`). The answer is always a path on this origin.
 */
export function normalisedPath(urlPath: string): string | null {
  let next = withoutDotSegments(urlPath.toLowerCase()).replace(/^[/\\]+/, '/');
  if (next.length > 1) next = next.replace(/\/+$/, '') || '/';
  if (!onThisOrigin(next)) next = '/';
  return next === urlPath ? null : next;
}

/**
 * RFC 3986's remove_dot_segments, reading segments the way browsers do: a backslash separates them too, and `%2e`
 * is a dot. Other segments are kept as they were written.
 */
function withoutDotSegments(urlPath: string): string {
  const segments = urlPath.split(/(?=[/\\])/);
  if (!segments.some((segment) => /^[/\\](?:\.|%2e){1,2}$/i.test(segment))) return urlPath;
  const kept: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const dots = /^[/\\]((?:\.|%2e){1,2})$/i.exec(segment)?.[1]?.replace(/%2e/gi, '.');
    if (dots === '..') kept.pop();
    if (!dots) kept.push(segment);
    else if (i === segments.length - 1) kept.push('/');
  }
  return kept.join('') || '/';
}

/** A redirect target that a browser resolves to a path of the current origin, however it reads it. */
function onThisOrigin(target: string): boolean {
  const probe = 'http://origin.invalid';
  try {
    const resolved = new URL(target, probe);
    return /^\/(?![/\\])/.test(target) && resolved.origin === probe && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

const PAGE_PATTERNS = PAGE_PATHS.map(
  (page) => new RegExp(`^${page.replace(/\/\*$/, '(?:/.*)?').replace(/:\w+/g, '[^/]+')}$`),
);

/** Whether a page of the web app answers this (normalised) address; any other is the not-found page, status 404. */
export function isPagePath(urlPath: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(urlPath));
}

/**
 * Every api answer names the web build this server serves (`X-Studyhall-Build`, from the build's build-id.txt): an
 * open page from an older build then loads the new one at its next navigation (web/README.md, "Installable app").
 */
export function announceWebBuild(distDir: string) {
  const buildId = builtFile(path.join(path.resolve(distDir), 'build-id.txt'));
  return async (ctx: Context, next: Next) => {
    const build = ctx.path.startsWith('/api/') ? buildId() : null;
    if (build) ctx.set('X-Studyhall-Build', build);
    await next();
  };
}

/** A small file of the build, read again when it changes (a rebuild while the server runs); null while missing. */
function builtFile(file: string): () => string | null {
  let known: { text: string; mtimeMs: number } | null = null;
  return () => {
    try {
      const mtimeMs = statSync(file).mtimeMs;
      if (known?.mtimeMs !== mtimeMs) known = { text: readFileSync(file, 'utf8').trim(), mtimeMs };
      return known.text;
    } catch {
      return null;
    }
  };
}

export type WebAppOptions = {
  publicUrl: string;
  pageMeta?: BoundPageMetaResolver[];
  /** Compress every text file now, in the background (the api does; tests and one-off servers need not). */
  warmCompression?: boolean;
  /** Renders the public pages into the shell (server-render.ts); without it every page is the shell. */
  renderPage?: PageRenderer | null;
};

export function serveWebApp(distDir: string, options: WebAppOptions = { publicUrl: '' }) {
  const root = path.resolve(distDir);
  const compressed = compressedFiles();
  if (options.warmCompression) void compressed.warm(root);
  const indexFile = path.join(root, 'index.html');
  // The messages of the scripts every page runs at start, per language (web/build/chunk-catalogs.ts), written into
  // each page; the build's manifest is read again when it changes.
  const startMessages = builtFile(path.join(root, 'assets/i18n/start.json'));
  let parsedStart: { text: string; byLanguage: Record<string, string> } | null = null;
  const messagesAtStart = (language: string): string | null => {
    const text = startMessages();
    if (!text) return null;
    if (parsedStart?.text !== text) {
      try {
        const all = JSON.parse(text) as Record<string, object>;
        parsedStart = { text, byLanguage: Object.fromEntries(Object.entries(all).map(([lang, files]) => [lang, JSON.stringify(files)])) };
      } catch {
        return null;
      }
    }
    return parsedStart.byLanguage[language] ?? null;
  };
  const preloadsFor = routePreloads(root);
  let index: { html: string; mtimeMs: number } | null = null;
  const indexHtml = () => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (!index || index.mtimeMs !== mtimeMs) index = { html: readFileSync(indexFile, 'utf8'), mtimeMs };
    return index.html;
  };
  async function metaFor(em: EntityManager, urlPath: string, language: Language) {
    for (const resolve of options.pageMeta ?? []) {
      try {
        const meta = await resolve(em, urlPath, language);
        if (meta) return meta;
      } catch (error) {
        logger('http').warn({ err: error, path: urlPath }, 'page metadata failed; serving the plain app');
        return null;
      }
    }
    return null;
  }
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const file = staticFileFor(root, ctx.path);
    // The plain shell at its own address too: the service worker precaches it as the page it shows offline.
    if (file && (file !== indexFile || ctx.path === '/index.html')) {
      ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      // The service worker and the shell are checked for a new version on every visit; hashed assets never change.
      const cache = ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : ctx.path === '/sw.js' || file === indexFile ? 'no-cache' : 'public, max-age=3600';
      ctx.set('Cache-Control', cache);
      sendFile(ctx, file, compressed);
      return;
    }
    const normal = normalisedPath(ctx.path);
    if (normal) {
      ctx.status = 301;
      ctx.redirect(normal + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    const language = requestLanguage(ctx);
    const [found, rendered] = await Promise.all([metaFor(ctx.state.em as EntityManager, ctx.path, language), options.renderPage?.(ctx, language) ?? null]);
    // The title and description the page rendered in the visitor's language, where it rendered them.
    const meta = found && rendered?.meta?.title && language !== 'en' ? { ...found, ...rendered.meta } : found;
    const shell = rendered ? withServerRender(indexHtml(), rendered, preloadsFor(rendered.pages ?? [])) : indexHtml();
    ctx.status = meta?.status ?? (isPagePath(ctx.path) ? 200 : 404);
    ctx.type = TYPES['.html']!;
    // A rendered page shows the visitor's own header (signed in or not): never one visitor's page to another.
    ctx.set('Cache-Control', rendered ? 'private, no-cache' : 'no-cache');
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    const pagePath = meta?.canonicalPath ?? ctx.path;
    // Every public page (one the server renders, or one a module describes) has an address per language.
    const isPublic = meta ? meta.status !== 404 : rendered !== null && ctx.status === 200;
    const indexable = isPublic ? { publicUrl: options.publicUrl, path: pagePath } : null;
    const page = meta ? withPageMeta(shell, meta, options.publicUrl + addressIn(pagePath, language)) : shell;
    ctx.body = withLanguage(page, language, indexable, messagesAtStart(language));
  };
}
