
import { profileById, setNotificationPreference } from '../accounts/index.ts';
import { type ApiRouter, apiLanguage, badRequest, notFound, type Platform, translatorFor } from '../platform/index.ts';
import { MESSAGES, notificationsRoutes as r } from './contract.ts';
import { preferenceLabel } from './mail-template.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './centre.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export function mountNotificationsRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'My notifications, newest first, with the unread count' }, async ({ user, em, query }) => {
    return listNotifications(em, user.id, query.page, query.pageSize);
  });

  api.add({ ...r.unread, summary: 'How many of my notifications are unread (the bell)' }, async ({ user, em }) => {
    return { unread: await unreadCount(em, user.id) };
  });

  api.add({ ...r.markRead, status: 200, summary: 'Mark one of my notifications read' }, async ({ user, em, params }) => {
    const result = await markRead(em, user.id, params.id);
    if (!result) throw notFound(MESSAGES.notFound);
    return result;
  });

  api.add({ ...r.markAllRead, status: 200, summary: 'Mark all my notifications read' }, async ({ user, em }) => {
    return await markAllRead(em, user.id);
  });

  api.add({ ...r.unsubscribe, status: 200, summary: 'Turn off the notification preference a mailed link names (no sign-in)' }, async ({ ctx, em, query }) => {
    const body = (ctx.request as { body?: { token?: unknown } }).body;
    const token = query.token ?? (typeof body?.token === 'string' ? body.token : '');
    const target = readUnsubscribeToken(platform.secret, token);
    const recipient = target && (await profileById(em, target.userId));
    if (!target || !recipient) throw badRequest(MESSAGES.unsubscribeInvalid, undefined, 'unsubscribe_invalid');
    await setNotificationPreference(em, target.userId, target.preferenceId, false);
    // The mail's language (the recipient's), else the page's that asked.
    const tr = translatorFor(recipient.language ?? apiLanguage(ctx));
    const label = preferenceLabel(tr, target.preferenceId);
    return { preferenceId: target.preferenceId, message: tr.t('You will no longer receive {label} notifications.', { label }) };
  });
}
