// The unsubscribe link's token: `{userId}.{preferenceId}.{mac}`, where mac is an HMAC-SHA256 of both under the app
// secret. It never expires (a mail read a year later must still work) and does nothing but turn one preference
// off, so a leaked token costs its owner one kind of mail.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationPreferenceId, notificationPreferenceIds } from '../accounts/index.ts';

const mac = (secret: string, userId: string, preferenceId: string) =>
  createHmac('sha256', secret).update(`studyhall:unsubscribe\n${userId}\n${preferenceId}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, preferenceId: NotificationPreferenceId): string {
  return `${userId}.${preferenceId}.${mac(secret, userId, preferenceId)}`;
}

/** The user and preference a token names, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; preferenceId: NotificationPreferenceId } | null {
  const [userId, preferenceId, given, extra] = token.split('.');
  if (!userId || !preferenceId || !given || extra !== undefined) return null;
  if (!(notificationPreferenceIds as readonly string[]).includes(preferenceId)) return null;
  const expected = Buffer.from(mac(secret, userId, preferenceId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, preferenceId: preferenceId as NotificationPreferenceId };
}
