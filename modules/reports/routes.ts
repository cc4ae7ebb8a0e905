// Koa routes: POST /api/reports for signed-in users; the queue under /api/admin/reports for active admins only.
import type { Context, Middleware, Next } from 'koa';
import { requireAdmin, requireUser } from '../accounts/index.ts';
import type { ApiRouter, Platform } from '../platform/index.ts';
import { REPORT_MESSAGES, reportsRoutes as r } from './contract.ts';
import { fileReport, listReports, resolve } from './reports.ts';

/** Guests are turned away (401) before their report is read; /api/admin/* is guarded by accounts for every module. */
export function reportsGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.path === '/api/reports') requireUser(ctx);
    return next();
  };
}

export function mountReportsRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.create, summary: 'Report a document, homework question, flashcard deck or review; one open report per user and item' }, async ({ ctx, em, body }) => {
    const user = requireUser(ctx);
    const id = await fileReport(em, user.id, body);
    return { id, message: REPORT_MESSAGES.received };
  });

  api.add({ ...r.list, summary: 'The reports queue: filter by status, kind, reason and reporter, sorted and paged' }, async ({ ctx, em, query }) => {
    requireAdmin(ctx);
    return listReports(em, query);
  });

  api.add({ ...r.resolve, summary: 'Dismiss, take down or warn the owner; written to the admin audit log with the reason' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    ctx.status = 200;
    ctx.body = await resolve(platform, em, { reportId: params.id, action: body.action, reason: body.reason, adminId: admin.id });
  });
}
