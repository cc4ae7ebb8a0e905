// Linking and unlinking Google on the Security tab. A link attaches a Google subject (from the redirect flow
// started in link mode by the signed-in user) to that user; unlinking removes it and remembers the owner turned
// Google off, so a Google sign-in with the same address does not link it again by itself. Both are security
// changes: the owner is told (accounts.security-changed, which the notifications module mails).
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, type Platform } from '../platform/index.ts';
import { type GoogleLink, MESSAGES } from './contract.ts';
import { type GoogleIdentity, GoogleSignInError, insertIdentity } from './google.ts';
import { iso, one, rows } from './db.ts';
import { reauthenticate } from './reauthenticate.ts';
import { credentialsById } from './users.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

/** The user's Google link, if any. */
export async function googleLinkOf(em: EntityManager, userId: string): Promise<GoogleLink | null> {
  const row = await one(em, `select email, created_at from user_identities where user_id = ? and provider = 'google'`, [userId]);
  return row ? { email: row.email, linkedAt: iso(row.created_at)! } : null;
}

/**
 * Attaches a Google identity to a signed-in user. Refused when that Google account is linked to somebody
 * else, or the user has another Google account linked; linking the same one again changes nothing.
 */
export async function linkGoogle(platform: Platform, em: EntityManager, userId: string, identity: GoogleIdentity): Promise<void> {
  await em.transactional(async (tx) => {
    await one(tx, 'select id from users where id = ? for update', [userId]);
    const owner = await one(tx, `select user_id from user_identities where provider = 'google' and subject = ?`, [identity.subject]);
    if (owner && owner.user_id !== userId) throw new GoogleSignInError('that Google account is linked to another user', 'linked_elsewhere');
    if (owner) return;
    if (!(await insertIdentity(tx, userId, identity))) {
      const mine = await googleLinkOf(tx, userId);
      throw new GoogleSignInError(mine ? 'the user has another Google account linked' : 'that Google account was just linked to another user', mine ? 'other_google' : 'linked_elsewhere');
    }
    await rows(tx, 'update users set google_unlinked_at = null, updated_at = now() where id = ?', [userId]);
    await platform.bus.publish(tx, ACCOUNTS_EVENTS.securityChanged, { userId, change: 'google-linked' });
  });
}

/**
 * Removes the user's Google link after re-authentication. Refused without a password: a Google-only account
 * would have no way left to sign in.
 */
export async function unlinkGoogle(platform: Platform, em: EntityManager, userId: string, proof: { password?: string; code?: string }) {
  if (!(await googleLinkOf(em, userId))) throw new HttpError(404, 'google_not_linked', MESSAGES.googleNotLinked);
  const credentials = await credentialsById(em, userId);
  if (!credentials?.password_hash) throw new HttpError(400, 'password_required', MESSAGES.googleUnlinkNeedsPassword);
  await reauthenticate(platform, em, userId, proof);
  await em.transactional(async (tx) => {
    const removed = await rows(tx, `delete from user_identities where user_id = ? and provider = 'google' returning id`, [userId]);
    if (!removed.length) return;
    await rows(tx, 'update users set google_unlinked_at = now(), updated_at = now() where id = ?', [userId]);
    await platform.bus.publish(tx, ACCOUNTS_EVENTS.securityChanged, { userId, change: 'google-unlinked' });
  });
}
