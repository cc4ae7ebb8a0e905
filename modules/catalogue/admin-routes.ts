// /api/admin/catalogue/{kind}: admins only (accounts turns guests and others away from /api/admin/* before the input
// is read), every change answered with the entry as it now is. And the redirect of a merged entry's old page.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware, Next } from 'koa';
import { type ApiRouter, type Platform, parseInput } from '../platform/index.ts';
import { createEntry, listForAdmin, mergeEntries, setEntryActive, survivorPath, updateEntry } from './admin.ts';
import { setUniversityLogo } from './university-logo.ts';
import { adminCatalogueRoutes as r, catalogueWrite } from './contract.ts';

const PUBLIC_PAGE = /^\/(?:api\/catalogue\/)?(subjects|universities|textbooks)\/([a-z0-9-]+)(\/.*)?$/;

/** A GET of a merged entry's page (or its API read) is sent on to the survivor's. */
export function catalogueRedirects(): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET') {
      const match = PUBLIC_PAGE.exec(ctx.path);
      if (match && match[2] !== 'top') {
        const to = await survivorPath(ctx.state.em as EntityManager, match[1] as 'subjects', match[2]!);
        if (to) {
          ctx.status = 301;
          ctx.redirect(`${ctx.path.startsWith('/api/') ? '/api/catalogue' : ''}${to}${match[3] ?? ''}${ctx.search}`);
          return;
        }
      }
    }
    await next();
  };
}

export function mountCatalogueAdminRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'Catalogue entries of a kind for admins: inactive and merged ones too, searched, filtered, sorted and paged' }, ({ em, params, query }) => {
    return listForAdmin(em, params.kind, query);
  });

  // The body's schema depends on the kind in the path, so it is parsed here rather than by the router.
  api.add({ ...r.create, summary: 'Create a subject, university, course or textbook' }, async ({ user: a, ctx, em, params }) => {
    const body = parseInput(catalogueWrite(params.kind), (ctx.request as { body?: unknown }).body, 'body');
    return createEntry(em, params.kind, body.values, { adminId: a.id, reason: body.reason });
  });

  api.add({ ...r.update, summary: 'Edit an entry; its public page and the documents in search follow' }, async ({ user: a, ctx, em, params }) => {
    const body = parseInput(catalogueWrite(params.kind), (ctx.request as { body?: unknown }).body, 'body');
    return updateEntry(platform, em, params.kind, params.id, body.values, { adminId: a.id, reason: body.reason });
  });

  api.add({ ...r.active, status: 200, summary: 'Deactivate (hidden from lists and pickers, page kept) or reactivate an entry' }, async ({ user: a, em, params, body }) => {
    return await setEntryActive(em, params.kind, params.id, body.active, { adminId: a.id, reason: body.reason });
  });

  api.add({ ...r.logo, summary: "Upload a university's logo: the raw image as the body (PNG, JPEG or WebP, at most 2 MB)" }, async ({ user: a, ctx, em, params, query }) => {
    return await setUniversityLogo(platform, em, ctx, params.id, { adminId: a.id, reason: query.reason });
  });

  api.add({ ...r.merge, status: 200, summary: 'Merge a duplicate into another entry: its documents and courses move, its slug redirects' }, async ({ user: a, em, params, body }) => {
    return await mergeEntries(platform, em, params.kind, params.id, body.intoId, { adminId: a.id, reason: body.reason });
  });
}
