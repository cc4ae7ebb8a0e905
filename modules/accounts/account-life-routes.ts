// Koa routes of the account's whole life: export what the platform holds about me, delete the account.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { type ApiRouter, HttpError, hit, notFound, type Platform } from '../platform/index.ts';
import { deleteAccount, exportAccount } from './account-data.ts';
import { accountsRoutes as r, MESSAGES } from './contract.ts';
import { one } from './db.ts';
import { LIMITS } from './rate-limit.ts';
import { reauthenticate } from './reauthenticate.ts';
import { type AuthUser, clearSessionCookies } from './sessions.ts';

export function mountAccountLifeRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.exportAccount, summary: 'Download everything the platform holds about me, as JSON' }, async ({ user, ctx, em }) => {
    const data = await exportAccount(platform, em, user.id);
    ctx.set('Content-Disposition', `attachment; filename="studyhall-account-${new Date().toISOString().slice(0, 10)}.json"`);
    ctx.set('Cache-Control', 'no-store');
    return data;
  });

  /** Deletes an account after its owner (or the admin acting) re-authenticated; a deleted self is signed out. */
  async function deleteWithProof(ctx: Context, em: EntityManager, user: AuthUser, targetId: string, proof: { password?: string; code?: string }) {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    await reauthenticate(platform, em, user.id, proof);
    await deleteAccount(platform, em, targetId);
    if (targetId === user.id) clearSessionCookies(ctx, platform);
    return { message: MESSAGES.accountDeleted };
  }

  api.add({ ...r.deleteAccount, summary: 'Delete my account (password, or a code when two-factor is on)' }, async ({ user, ctx, em, body }) => {
    return deleteWithProof(ctx, em, user, user.id, body);
  });

  api.add({ ...r.deleteUser, summary: 'Legacy: delete a user (yourself, or anyone as an admin)' }, async ({ user, ctx, em, params, body }) => {
    if (params.id !== user.id) {
      if (user.role !== 'admin' || user.status !== 'active') throw new HttpError(403, 'forbidden', MESSAGES.cannotDeleteOther);
      const target = await one(em, 'select id from users where id = ? and deleted_at is null', [params.id]);
      if (!target) throw notFound(MESSAGES.userNotFound);
    }
    return deleteWithProof(ctx, em, user, params.id, body);
  });
}
