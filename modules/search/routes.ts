// GET /api/search/instant and GET /api/search, and /opensearch.xml: the site search declared for browsers.
import type { Context, Next } from 'koa';
import { type ApiRouter, logger, type Platform } from '../platform/index.ts';
import { searchRoutes as r } from './contract.ts';
import type { SearchEngine } from './engine.ts';
import { fullSearch, instantSearch } from './service.ts';

export function mountSearchRoutes(api: ApiRouter, engine: () => SearchEngine) {
  const log = logger('search');
  api.add(
    { ...r.instant, summary: 'Instant search: up to 5 documents, 3 homework questions and 3 decks (8 in all) whose title matches' },
    ({ em, query }) => instantSearch(engine(), em, query.q, log),
  );
  api.add(
    { ...r.search, summary: 'Full search: a page of hits with highlights, facet counts (kind, subject, university, type) and sorts' },
    ({ em, query }) => fullSearch(engine(), em, query, log),
  );
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function openSearchDescription(origin: string): string {
  const o = escapeXml(origin);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Studyhall</ShortName>
  <Description>Search Studyhall study documents, homework questions and flashcard decks</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${o}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${o}/search?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${o}/opensearch.xml"/>
  <moz:SearchForm>${o}/search</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** /opensearch.xml, so browsers offer the site search (spec 000 §2: the target is /search?q={term}). */
export function serveOpenSearch(platform: Platform) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/opensearch.xml' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'application/opensearchdescription+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = openSearchDescription(platform.config.publicUrl);
  };
}
