// /api/notifications: the signed-in user's centre, and the unsubscribe link that needs no session.
import type { Context } from 'koa';
import { profileById, requireUser, setNotificationPreference } from '../accounts/index.ts';
import { type ApiRouter, badRequest, notFound, type Platform } from '../platform/index.ts';
import { MESSAGES, notificationsRoutes as r, PREFERENCE_LABELS } from './contract.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './centre.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** A 200 answer to a POST (the router answers POSTs 201): these create nothing. */
function ok(ctx: Context, value: unknown): undefined {
  ctx.status = 200;
  ctx.body = value;
  return undefined;
}

export function mountNotificationsRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'My notifications, newest first, with the unread count' }, async ({ ctx, em, query }) => {
    const user = requireUser(ctx);
    return listNotifications(em, user.id, query.page, query.pageSize);
  });

  api.add({ ...r.unread, summary: 'How many of my notifications are unread (the bell)' }, async ({ ctx, em }) => {
    const user = requireUser(ctx);
    return { unread: await unreadCount(em, user.id) };
  });

  api.add({ ...r.markRead, summary: 'Mark one of my notifications read' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    const result = await markRead(em, user.id, params.id);
    if (!result) throw notFound(MESSAGES.notFound);
    return ok(ctx, result);
  });

  api.add({ ...r.markAllRead, summary: 'Mark all my notifications read' }, async ({ ctx, em }) => {
    const user = requireUser(ctx);
    return ok(ctx, await markAllRead(em, user.id));
  });

  api.add({ ...r.unsubscribe, summary: 'Turn off the notification preference a mailed link names (no sign-in)' }, async ({ ctx, em, query }) => {
    const body = (ctx.request as { body?: { token?: unknown } }).body;
    const token = query.token ?? (typeof body?.token === 'string' ? body.token : '');
    const target = readUnsubscribeToken(platform.secret, token);
    if (!target || !(await profileById(em, target.userId))) throw badRequest(MESSAGES.unsubscribeInvalid, undefined, 'unsubscribe_invalid');
    await setNotificationPreference(em, target.userId, target.preferenceId, false);
    return ok(ctx, { preferenceId: target.preferenceId, message: MESSAGES.unsubscribed(PREFERENCE_LABELS[target.preferenceId]) });
  });
}
