
import type { ApiRouter, Platform } from '../platform/index.ts';
import { listAdminAudit } from './admin-audit.ts';
import {
  changeUserRole, endUserSessions, grantUserPoints, listUsersForAdmin, reinstateUser, suspendUser, userDetailForAdmin,
} from './admin-users.ts';
import { adminUsersRoutes as r } from './contract.ts';

export function mountAdminUsersRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'Users: search by name or email, filter by role and status, sorted and paged' }, async ({ em, query }) => {
    return listUsersForAdmin(em, query);
  });

  api.add({ ...r.detail, summary: 'One user: profile, points, counts, live sessions and recent admin actions' }, async ({ em, params }) => {
    return userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.suspend, status: 200, summary: 'Suspend a user: every session of theirs ends at once' }, async ({ user: admin, em, params, body }) => {
    await suspendUser(platform, em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return await userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.reinstate, status: 200, summary: 'Make a suspended user active again' }, async ({ user: admin, em, params, body }) => {
    await reinstateUser(platform, em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return await userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.role, status: 200, summary: "Change a user's role (their sessions end); an admin cannot demote themself" }, async ({ user: admin, em, params, body }) => {
    await changeUserRole(em, { adminId: admin.id, userId: params.id, reason: body.reason, role: body.role });
    return await userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.endSessions, status: 200, summary: 'Sign a user out everywhere (browser sessions and API tokens)' }, async ({ user: admin, em, params, body }) => {
    await endUserSessions(em, { adminId: admin.id, userId: params.id, reason: body.reason });
    return await userDetailForAdmin(em, params.id);
  });

  api.add({ ...r.grantPoints, status: 200, summary: 'Credit points to a user; a retried request with the same key grants once' }, async ({ user: admin, em, params, body }) => {
    const result = await grantUserPoints(em, { adminId: admin.id, userId: params.id, by: admin.email, ...body });
    return { ...result, detail: await userDetailForAdmin(em, params.id) };
  });

  api.add({ ...r.audit, summary: 'The admin audit log, newest first' }, async ({ em, query }) => {
    return listAdminAudit(em, query);
  });
}
