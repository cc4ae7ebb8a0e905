// The server render of a public page (issue #16), built by `vite build --ssr` into web/dist-ssr and called by the
// api's web-app middleware. The page's queries suspend on the server until their data is fetched (from this same
// server, with the visitor's cookie), so one prerender gives the whole page with its data; the filled query cache
// goes into the page for the browser to hydrate from.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { type ServerVisitor, setServerVisitor } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { type RenderedPageMeta, RenderedPageMetaContext } from './hooks/usePageMeta.ts';
import { SERVER_STATE_ID, serialiseServerState } from './api/server-state.ts';
import { App } from './app.tsx';
import { i18nFor } from './lib/i18n-server.ts';
import type { Language } from './lib/languages.ts';
import { PageOriginContext } from './lib/page-origin.ts';
import { RenderedPagesContext } from './lib/route-pages.ts';

export { rendersOnServer } from './lib/server-rendered.ts';

const visitors = new AsyncLocalStorage<ServerVisitor>();
setServerVisitor(() => visitors.getStore());

export type ServerRenderRequest = { path: string; search: string; visitor: ServerVisitor; pageOrigin: string; language: Language; signal: AbortSignal };
/**
 * `failures`: what threw while rendering; React rendered those parts' fallbacks, which the browser then renders itself.
 * `pages`: the route pages rendered, by source path (lib/route-pages.ts): the server preloads their modules.
 */
export type ServerRender = { html: string; stateScript: string; failures: string[]; meta: RenderedPageMeta; pages: string[] };

/**
 * A query client whose enabled queries suspend the render until they settle (a query that failed renders its error,
 * as in the browser, instead of suspending again), with no retries: the browser retries what the server could not get.
 */
function renderingQueryClient(visitor: ServerVisitor): QueryClient {
  const client = createQueryClient();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    const { queryFn } = defaulted;
    if (!queryFn || queryFn === skipToken) return { ...defaulted, retry: false };
    const failed = client.getQueryCache().get(defaulted.queryHash)?.state.status === 'error';
    const fetches = defaulted.enabled !== false && typeof defaulted.enabled !== 'function' && !failed;
    // Each fetch runs as this visitor (the api client reads it): React's retries after a suspension do not keep the
    // render's async context, so the visitor is bound to the query function itself.
    const asVisitor: typeof queryFn = (context) => visitors.run(visitor, () => queryFn(context));
    // A failed query renders its error (as the browser would) rather than a skeleton for a fetch that never comes.
    return { ...defaulted, queryFn: asVisitor, retry: false, ...(fetches ? { suspense: true } : {}), ...(failed ? { retryOnMount: false } : {}) };
  }) as typeof client.defaultQueryOptions;
  return client;
}

async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export function render({ path, search, visitor, pageOrigin, language, signal }: ServerRenderRequest): Promise<ServerRender> {
  return visitors.run(visitor, async () => {
    const queryClient = renderingQueryClient(visitor);
    const failures: string[] = [];
    const meta: RenderedPageMeta = {};
    const pages = new Set<string>();
    const i18n = i18nFor(language);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search}>
          <PageOriginContext value={pageOrigin}>
            <RenderedPageMetaContext value={meta}>
              <RenderedPagesContext value={pages}>
                <App queryClient={queryClient} i18n={i18n} />
              </RenderedPagesContext>
            </RenderedPageMetaContext>
          </PageOriginContext>
        </Router>
      </StrictMode>,
      {
        signal,
        onError: (error) => void failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
        // Every boundary inline, in order: no hidden segment revealed by an inline script (the CSP allows none).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await text(prelude);
    return { html, failures, meta, pages: [...pages], stateScript: `<script type="application/json" id="${SERVER_STATE_ID}">${serialiseServerState(queryClient, i18n)}</script>` };
  });
}
