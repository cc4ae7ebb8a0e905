// The in-app notification centre: a user's own notifications, newest first, and their read marks.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type Row, rows } from '../platform/index.ts';
import { NOTIFICATIONS_REALTIME, type Notification, type NotificationsChanged, type NotificationsPage } from './contract.ts';

export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await rows(em, 'select count(*)::int as n from notifications where user_id = ? and read_at is null', [userId]);
  return Number(row?.n ?? 0);
}

const toNotification = (r: Row): Notification => ({
  id: r.id,
  preferenceId: r.preference_id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link ?? null,
  read: r.read_at !== null,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listNotifications(em: EntityManager, userId: string, page: number, pageSize: number): Promise<NotificationsPage> {
  const items = await rows(
    em,
    'select * from notifications where user_id = ? order by created_at desc, id desc limit ? offset ?',
    [userId, pageSize, (page - 1) * pageSize],
  );
  const [counts] = await rows(
    em,
    'select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread from notifications where user_id = ?',
    [userId],
  );
  return { items: items.map(toNotification), page, pageSize, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

/**
 * Serialises changes to one user's bell until the transaction ends, so each announced count sees the others'
 * committed rows: two notifications delivered at once would otherwise both announce 1.
 */
export async function holdBell(em: EntityManager, userId: string): Promise<void> {
  await rows(em, "select pg_advisory_xact_lock(hashtextextended('notifications:bell:' || ?, 0))", [userId]);
}

/** Tells the user's other tabs the new count (they may have the bell open). */
async function announce(em: EntityManager, userId: string): Promise<{ unread: number }> {
  const unread = await unreadCount(em, userId);
  await notify(em, `user:${userId}`, NOTIFICATIONS_REALTIME.changed, { unread } satisfies NotificationsChanged);
  return { unread };
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(em: EntityManager, userId: string, id: string): Promise<{ unread: number } | null> {
  return em.transactional(async (tx) => {
    await holdBell(tx, userId);
    const found = await rows(tx, 'update notifications set read_at = coalesce(read_at, now()) where id = ? and user_id = ? returning id', [id, userId]);
    return found.length ? announce(tx, userId) : null;
  });
}

export async function markAllRead(em: EntityManager, userId: string): Promise<{ unread: number }> {
  return em.transactional(async (tx) => {
    await holdBell(tx, userId);
    await rows(tx, 'update notifications set read_at = now() where user_id = ? and read_at is null', [userId]);
    return announce(tx, userId);
  });
}

/** Everything the centre holds about a user (the account export). */
export async function notificationsOf(em: EntityManager, userId: string): Promise<Notification[]> {
  return (await rows(em, 'select * from notifications where user_id = ? order by created_at', [userId])).map(toNotification);
}
