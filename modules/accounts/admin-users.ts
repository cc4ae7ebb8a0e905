// The admin's view of users and the changes an admin may make to one: suspend, reinstate, change role, end every
// session, grant points. Each change and its audit entry commit together; the HTTP routes and the CLI both call
// these, so an operator's change is recorded exactly as an admin page's is.
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, HttpError, paginate, type Platform } from '../platform/index.ts';
import { listAdminAudit, recordAdminAction } from './admin-audit.ts';
import { userAdminPort } from './admin-port.ts';
import { ADMIN_USER_MESSAGES as M, type AdminUserDetail, type AdminUserRow, type AdminUsersQuery, type Role } from './contract.ts';
import { one, type Row } from './db.ts';
import { listSessions, revokeUserSessions } from './sessions.ts';
import { PROFILE_COLUMNS, profileById, setRole, setStatus, toProfile } from './users.ts';

const toRow = (r: Row): AdminUserRow => {
  const p = toProfile(r);
  return { id: p.id, email: p.email, fullName: p.fullName, role: p.role, status: p.status, emailVerified: p.emailVerified, createdAt: p.createdAt };
};

// Sort columns come from the contract's enum, never from free text; the id breaks ties so pages never overlap.
const SORT_SQL = { created_at: 'created_at', full_name: 'lower(full_name)', email: 'lower(email)' } as const;

/** Users matching a search (part of the name or email, any case) and filters, one page, sorted on the server. */
export async function listUsersForAdmin(em: EntityManager, query: AdminUsersQuery) {
  const like = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `(?::text is null or lower(full_name) like ? or lower(email) like ?)
    and (?::text is null or role = ?) and (?::text is null or status = ?)`;
  const params = [like, like, like, query.role ?? null, query.role ?? null, query.status ?? null, query.status ?? null];
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const list = { columns: PROFILE_COLUMNS, from: `from users where ${where}`, orderBy: `${SORT_SQL[query.sort]} ${direction}, id ${direction}`, params };
  return paginate(em, list, query, (found) => found.map(toRow));
}

/** One user as the admin panel shows them: profile, points, activity counts, live sessions, recent audit entries. */
export async function userDetailForAdmin(em: EntityManager, userId: string): Promise<AdminUserDetail> {
  const profile = await profileById(em, userId);
  if (!profile) throw new HttpError(404, 'user_not_found', M.userNotFound);
  const port = userAdminPort();
  const [pointsBalance, counts, sessions, audit] = await Promise.all([
    port.pointsBalance(em, userId),
    port.counts(em, userId),
    listSessions(em, userId),
    listAdminAudit(em, { targetId: userId, page: 1, pageSize: 20 }),
  ]);
  const { id, email, fullName, role, status, emailVerified, createdAt, avatarUrl, twoFactorEnabled, updatedAt } = profile;
  return {
    user: { id, email, fullName, role, status, emailVerified, createdAt, avatarUrl, twoFactorEnabled, updatedAt },
    pointsBalance, counts, sessions, audit: audit.items,
  };
}

export type AdminAct = { adminId: string; userId: string; reason: string };

/** The target row locked for the change, or 404; an admin may not suspend or demote themself. */
async function lockTarget(tx: EntityManager, act: AdminAct, selfForbidden: boolean) {
  const target = await one(tx, 'select id, role, status from users where id = ? for update', [act.userId]);
  if (!target) throw new HttpError(404, 'user_not_found', M.userNotFound);
  if (selfForbidden && act.adminId === act.userId) throw new HttpError(403, 'cannot_change_self', M.notYourself);
  return target as { id: string; role: Role; status: string };
}

/** Suspends a user: every session and token ends at once (setStatus), accounts.user-suspended is published. */
export async function suspendUser(platform: Platform, em: EntityManager, act: AdminAct): Promise<void> {
  await em.transactional(async (tx) => {
    const target = await lockTarget(tx, act, true);
    if (target.status === 'suspended') throw conflict('already_suspended', M.alreadySuspended);
    const sessionsEnded = await countLiveSessions(tx, act.userId);
    await setStatus(platform, tx, act.userId, 'suspended');
    await recordAdminAction(tx, { ...act, targetId: act.userId, action: 'user.suspended', details: { sessionsEnded } });
  });
}

export async function reinstateUser(platform: Platform, em: EntityManager, act: AdminAct): Promise<void> {
  await em.transactional(async (tx) => {
    const target = await lockTarget(tx, act, false);
    if (target.status !== 'suspended') throw conflict('not_suspended', M.notSuspended);
    await setStatus(platform, tx, act.userId, 'active');
    await recordAdminAction(tx, { ...act, targetId: act.userId, action: 'user.reinstated' });
  });
}

/** Changes a role; the user's sessions end so the new privileges apply from their next sign-in. */
export async function changeUserRole(em: EntityManager, act: AdminAct & { role: Role }): Promise<void> {
  await em.transactional(async (tx) => {
    const target = await lockTarget(tx, act, act.role !== 'admin');
    if (target.role === act.role) throw conflict('same_role', M.sameRole);
    await setRole(tx, act.userId, act.role);
    await recordAdminAction(tx, { ...act, targetId: act.userId, action: 'user.role-changed', details: { from: target.role, to: act.role } });
  });
}

/** Signs a user out everywhere (browser sessions and API tokens). */
export async function endUserSessions(em: EntityManager, act: AdminAct): Promise<number> {
  return em.transactional(async (tx) => {
    await lockTarget(tx, act, false);
    const ended = await revokeUserSessions(tx, act.userId);
    await recordAdminAction(tx, { ...act, targetId: act.userId, action: 'user.sessions-ended', details: { ended } });
    return ended;
  });
}

/**
 * Grants points through the wallet with the admin's idempotency key: a retried request moves nothing and writes no
 * second audit entry; it answers the first grant's transaction.
 */
export async function grantUserPoints(
  em: EntityManager,
  act: AdminAct & { points: number; idempotencyKey: string; by: string },
): Promise<{ transactionId: string; replayed: boolean }> {
  return em.transactional(async (tx) => {
    await lockTarget(tx, act, false);
    const result = await userAdminPort().grantPoints(tx, {
      userId: act.userId, points: act.points, reason: act.reason, idempotencyKey: act.idempotencyKey, by: act.by,
    });
    if (!result.replayed) {
      await recordAdminAction(tx, {
        ...act, targetId: act.userId, action: 'user.points-granted',
        details: { points: act.points, transactionId: result.transactionId, idempotencyKey: act.idempotencyKey },
      });
    }
    return result;
  });
}

async function countLiveSessions(em: EntityManager, userId: string): Promise<number> {
  const r = await one(em, 'select count(*)::int as n from sessions where user_id = ? and revoked_at is null and expires_at > now()', [userId]);
  return Number(r?.n ?? 0);
}
