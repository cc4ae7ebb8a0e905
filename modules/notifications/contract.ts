// The notifications HTTP contract: the in-app centre (the header's bell) and the mailed unsubscribe link. The web
// imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { notificationPreferenceIds } from '../accounts/contract.ts';

export const MESSAGES = {
  notFound: 'Notification not found',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
} as const;

/** Server-sent event types on the user's stream. */
export const NOTIFICATIONS_REALTIME = { changed: 'notifications.changed' } as const;
/** The realtime message: how many notifications the user has not read yet. */
export type NotificationsChanged = { unread: number };

export const notification = z.object({
  id: z.string().uuid(),
  preferenceId: z.enum(notificationPreferenceIds),
  kind: z.string().describe('the event that caused it, e.g. documents.approved'),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('a same-site path to open'),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const listQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE, 50, 10_000);
export const unreadResponse = z.object({ unread: z.number().int() });
export const listResponse = pageOf(notification).extend({ unread: z.number().int() });
export type NotificationsPage = z.infer<typeof listResponse>;
export const notificationParams = z.object({ id: z.string().uuid() });

/** The token of a mailed unsubscribe link: it names one user and one preference, signed by the server. */
export const unsubscribeBody = z.object({ token: z.string().min(20).max(300) });
export const unsubscribeQuery = z.object({ token: z.string().min(20).max(300).optional() });
export const unsubscribeResponse = z.object({ preferenceId: z.enum(notificationPreferenceIds), message: z.string() });

export const notificationsRoutes = {
  list: { method: 'get', path: '/api/notifications', access: 'user', query: listQuery, response: listResponse },
  unread: { method: 'get', path: '/api/notifications/unread-count', access: 'user', response: unreadResponse },
  markRead: { method: 'post', path: '/api/notifications/{id}/read', access: 'user', params: notificationParams, response: unreadResponse },
  markAllRead: { method: 'post', path: '/api/notifications/read-all', access: 'user', response: unreadResponse },
  /**
   * No session needed: the token is the authority. The web page posts `{ token }`; a mail client's one-click
   * (RFC 8058, `List-Unsubscribe-Post`) posts a form to the same path with the token in the query.
   */
  unsubscribe: { method: 'post', path: '/api/notifications/unsubscribe', query: unsubscribeQuery, response: unsubscribeResponse },
} as const;
