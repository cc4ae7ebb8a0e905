// Server rendering of the public pages (issue #16): the web app's SSR bundle (web/dist-ssr, built with the browser
// bundle) renders a page with its data into the shell, so the content is in the HTML the server sends; the browser
// hydrates it. Anything that goes wrong (no bundle yet, a render that throws or is too slow) serves the plain shell,
// which works as it always has: server rendering only ever makes a page arrive sooner.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { logger } from '../log.ts';
import { clientIp, renderedForHeaders } from './client-ip.ts';
import type { Language } from './language.ts';

/** What web/src/entry-server.tsx exports. */
type SsrEntry = {
  rendersOnServer(path: string): boolean;
  render(request: {
    path: string;
    search: string;
    visitor: { origin: string; headers: Record<string, string> };
    pageOrigin: string;
    language: Language;
    signal: AbortSignal;
  }): Promise<{ html: string; stateScript: string; failures: string[]; meta?: RenderedMeta; pages?: string[] }>;
};

/** The title and description the page set while rendering (in the page's language). */
export type RenderedMeta = { title?: string; description?: string };
/** `pages`: the route pages rendered, by source path (web/src/lib/route-pages.ts). */
export type ServerRendered = { html: string; stateScript: string; meta?: RenderedMeta; pages?: string[] };
export type PageRenderer = (ctx: Context, language: Language) => Promise<ServerRendered | null>;

const ENTRY = 'entry-server.js';

/**
 * The renderer over the SSR bundle in `dir`; null when server rendering is off. `publicUrl` is the origin of every
 * absolute address a page shows (JSON-LD, breadcrumbs): never the request's Host, which the client chooses.
 */
export function serverRenderer(dir: string, options: { enabled: boolean; timeoutMs: number; publicUrl: string }): PageRenderer | null {
  if (!options.enabled) return null;
  const log = logger('ssr');
  const file = path.join(path.resolve(dir), ENTRY);
  let entry: Promise<SsrEntry> | null = null;
  const load = () => {
    // Not there yet (a build in progress, `npm run api` without a build): the shell, and look again next time.
    if (!existsSync(file)) return null;
    entry ??= (import(pathToFileURL(file).href) as Promise<SsrEntry>).catch((error) => {
      entry = null;
      throw error;
    });
    return entry;
  };

  return async (ctx, language) => {
    const loading = load();
    if (!loading) return null;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no render within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    try {
      const ssr = await loading;
      if (!ssr.rendersOnServer(ctx.path)) return null;
      const { localAddress, localPort } = ctx.req.socket;
      // The page's data comes from this same server, on the address the visitor reached it by, as the visitor.
      const host = !localAddress || localAddress.includes(':') ? `[${localAddress || '::1'}]` : localAddress;
      const visitor = {
        origin: `http://${host.replace(/^\[::ffff:(.+)\]$/, '$1')}:${localPort}`,
        headers: {
          cookie: ctx.get('cookie'),
          ...(ctx.get('user-agent') ? { 'user-agent': ctx.get('user-agent') } : {}),
          ...renderedForHeaders(clientIp(ctx)),
        },
      };
      const rendered = await Promise.race([ssr.render({ path: ctx.path, search: ctx.querystring, visitor, pageOrigin: options.publicUrl, language, signal: controller.signal }), tooSlow]);
      // A part that threw is rendered by the browser instead: the page works, and the log says which part to fix.
      if (rendered.failures.length) log.warn({ path: ctx.path, failures: rendered.failures }, 'parts of a server render failed');
      return rendered;
    } catch (error) {
      log.warn({ err: error, path: ctx.path }, 'server render failed; serving the app shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The shell with the rendered page in its root element and the data it showed beside it, and module preloads for the
 * route pages' chunks (`preloads`) the shell does not already name.
 */
export function withServerRender(shell: string, rendered: ServerRendered, preloads: string[] = []): string {
  const links = preloads
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return shell
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.stateScript}`);
}
