// Koa routes of /api/admin/users and /api/admin/audit-log: admins only, every change answered with the user's
// panel as it now is (so the page shows the new status and the new audit entry without a second request).
import type { Context, Middleware, Next } from 'koa';
import type { ApiRouter, Platform } from '../platform/index.ts';
import { listAdminAudit } from './admin-audit.ts';
import {
  changeUserRole, endUserSessions, grantUserPoints, listUsersForAdmin, reinstateUser, suspendUser, userDetailForAdmin,
} from './admin-users.ts';
import { adminUsersRoutes as r } from './contract.ts';
import { requireAdmin } from './sessions.ts';

// Every admin API, whichever module serves it: modules below accounts (the catalogue) cannot guard their own before
// the session is known, and no module's admin route should answer a guest with validation errors.
const ADMIN_ONLY = /^\/api\/admin(\/.*)?$/;

/** Guests (401) and non-admins (403) are turned away from /api/admin/* before their input is read. */
export function adminUsersGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ADMIN_ONLY.test(ctx.path)) requireAdmin(ctx);
    return next();
  };
}

function ok<T>(ctx: Context, value: T): undefined {
  ctx.status = 200;
  ctx.body = value;
  return undefined;
}

export function mountAdminUsersRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'Users: search by name or email, filter by role and status, sorted and paged' }, async ({ ctx, em, query }) => {
    requireAdmin(ctx);
    return listUsersForAdmin(em, query);
  });

  api.add({ ...r.detail, summary: 'One user: profile, points, counts, live sessions and recent admin actions' }, async ({ ctx, em, params }) => {
    requireAdmin(ctx);
    return userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.suspend, summary: 'Suspend a user: every session of theirs ends at once' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    await suspendUser(platform, em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return ok(ctx, await userDetailForAdmin(em, params.id));
  });

  api.add({ ...r.reinstate, summary: 'Make a suspended user active again' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    await reinstateUser(platform, em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return ok(ctx, await userDetailForAdmin(em, params.id));
  });

  api.add({ ...r.role, summary: "Change a user's role (their sessions end); an admin cannot demote themself" }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    await changeUserRole(em, { adminId: admin.id, userId: params.id, reason: body.reason, role: body.role });
    return ok(ctx, await userDetailForAdmin(em, params.id));
  });

  api.add({ ...r.endSessions, summary: 'Sign a user out everywhere (browser sessions and API tokens)' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    await endUserSessions(em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return ok(ctx, await userDetailForAdmin(em, params.id));
  });

  api.add({ ...r.grantPoints, summary: 'Credit points to a user; a retried request with the same key grants once' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    const result = await grantUserPoints(em, { adminId: admin.id, userId: params.id, by: admin.email, ...body });
    return ok(ctx, { ...result, detail: await userDetailForAdmin(em, params.id) });
  });

  api.add({ ...r.audit, summary: 'The admin audit log, newest first' }, async ({ ctx, em, query }) => {
    requireAdmin(ctx);
    return listAdminAudit(em, query);
  });
}
