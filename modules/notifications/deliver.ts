// Delivering one notification: at most once per (user, event) whatever the retries, only when the user wants
// that kind, and then everywhere at once in the handler's transaction: the row in the centre, the mail in the
// outbox (with its unsubscribe link and List-Unsubscribe headers), and the bell's new count over NOTIFY.
import type { EntityManager } from '@mikro-orm/postgresql';
import { holdRecipient, type NotificationPreferenceId, wantsNotification } from '../accounts/index.ts';
import { DEFAULT_LANGUAGE, notify, type Platform, translatorFor, uuidv7 } from '../platform/index.ts';
import { NOTIFICATIONS_REALTIME, type NotificationsChanged } from './contract.ts';
import { holdBell, unreadCount } from './centre.ts';
import { renderMail } from './mail-template.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export type Message = {
  userId: string;
  preferenceId: NotificationPreferenceId;
  /** The event's name, kept as the notification's kind and the mail's. */
  kind: string;
  title: string;
  paragraphs: string[];
  reason?: string | null;
  /** A same-site path the bell item and the mail's button open. */
  link?: string | null;
  actionLabel?: string;
};

export type Delivery = 'sent' | 'duplicate' | 'unwanted' | 'no-user';

export async function deliver(platform: Platform, em: EntityManager, eventId: string, message: Message): Promise<Delivery> {
  const user = await holdRecipient(em, message.userId);
  if (!user) return 'no-user';
  if (!(await wantsNotification(em, user.id, message.preferenceId))) return 'unwanted';
  await holdBell(em, user.id);
  const tr = translatorFor(user.language ?? DEFAULT_LANGUAGE);
  const body = [...message.paragraphs, ...(message.reason ? [tr.t('Reason: {reason}', { reason: message.reason })] : [])].join(' ');
  const inserted = await em.getConnection().execute(
    `insert into notifications (id, user_id, event_id, preference_id, kind, title, body, link) values (?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (user_id, event_id) do nothing returning id`,
    [uuidv7(), user.id, eventId, message.preferenceId, message.kind, message.title.slice(0, 300), body, message.link ?? null],
    'all',
    em.getTransactionContext(),
  );
  if (inserted.length === 0) return 'duplicate';

  const base = platform.config.publicUrl;
  const token = unsubscribeToken(platform.secret, user.id, message.preferenceId);
  const unsubscribePage = `${base}/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = `${base}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const { html, text } = renderMail({
    name: user.fullName,
    title: message.title,
    paragraphs: message.paragraphs,
    reason: message.reason,
    action: message.link ? { label: message.actionLabel ?? tr.t('Open Studyhall'), url: `${base}${message.link}` } : null,
    preferenceId: message.preferenceId,
    unsubscribeUrl: unsubscribePage,
    settingsUrl: `${base}/dashboard/settings?tab=notifications`,
  }, tr);
  await platform.mailer.send(em, {
    to: user.email,
    kind: `notifications.${message.kind}`,
    subject: message.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  await notify(em, `user:${user.id}`, NOTIFICATIONS_REALTIME.changed, { unread: await unreadCount(em, user.id) } satisfies NotificationsChanged);
  return 'sent';
}
