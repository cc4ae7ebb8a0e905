// The account's data as a whole: the JSON export of everything the platform holds about a user, and the deletion.
// Both walk every module's `personalData` port (platform/module.ts), so a module added later (decks, papers, plans)
// joins by declaring one on its StudyhallModule; accounts' own is below.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Platform, type PersonalDataPort, uuidv7 } from '../platform/index.ts';
import { notificationPreferenceIds } from './contract.ts';
import { iso, rows } from './db.ts';
import { googleLinkOf } from './google-link.ts';
import { PROFILE_COLUMNS, toProfile } from './users.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

/** What a deleted account's name and address become; the id stays for the records that must be kept. */
export const DELETED_NAME = 'Deleted user';
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

const AVATAR_PREFIX = '/api/storage/avatars/';

/** Accounts' own part: profile, billing address, preferences, sessions, and the admin actions about the user. */
export const accountsPersonalData = (platform: Platform): PersonalDataPort => ({
  export: async (em, userId) => {
    const [user] = await rows(
      em,
      `select ${PROFILE_COLUMNS}, address_line1, address_line2, city, state, country_id, postal_code, phone, default_billing_address
       from users where id = ?`,
      [userId],
    );
    const preferences = await rows(em, 'select preference_id, enabled from notification_preferences where user_id = ?', [userId]);
    const sessions = await rows(
      em,
      'select id, kind, name, user_agent, ip, created_at, last_used_at, expires_at, revoked_at from sessions where user_id = ? order by created_at',
      [userId],
    );
    const googleLink = await googleLinkOf(em, userId);
    // Links and codes by what they are for and when, never the hashes (a live reset link would turn a stolen session
    // into a password); the mail by its subject, for the same reason.
    const tokens = await rows(em, 'select id, purpose, created_at, expires_at, used_at from one_time_tokens where user_id = ? order by created_at', [userId]);
    const codes = await rows(em, 'select id, created_at, used_at from totp_recovery_codes where user_id = ? order by created_at', [userId]);
    const mail = user ? await platform.mailer.about(em, user.email) : [];
    const audit = await rows(em, `select action, reason, details, created_at from admin_audit_log where target_type = 'user' and target_id = ? order by created_at`, [userId]);
    return {
      profile: user ? toProfile(user) : null,
      billingAddress: user
        ? {
            addressLine1: user.address_line1, addressLine2: user.address_line2, city: user.city, state: user.state,
            countryId: user.country_id, postalCode: user.postal_code, phone: user.phone, defaultBillingAddress: user.default_billing_address,
          }
        : null,
      notificationPreferences: notificationPreferenceIds.map((id) => ({ id, enabled: preferences.find((p) => p.preference_id === id)?.enabled ?? true })),
      sessions: sessions.map((s) => ({ ...s, created_at: iso(s.created_at), last_used_at: iso(s.last_used_at), expires_at: iso(s.expires_at), revoked_at: iso(s.revoked_at) })),
      googleLink,
      adminActions: audit.map((a) => ({ ...a, created_at: iso(a.created_at) })),
      oneTimeLinks: tokens.map((t) => ({ ...t, created_at: iso(t.created_at), expires_at: iso(t.expires_at), used_at: iso(t.used_at) })),
      recoveryCodes: codes.map((c) => ({ ...c, created_at: iso(c.created_at), used_at: iso(c.used_at) })),
      mail: mail.map(({ id, to, kind, subject, status, createdAt }) => ({ id, to, kind, subject, status, createdAt })),
    };
  },
  erase: async (em, userId) => {
    const [user] = await rows(em, 'select email, avatar_url from users where id = ? for update', [userId]);
    for (const table of ['sessions', 'one_time_tokens', 'totp_recovery_codes', 'notification_preferences', 'user_identities', 'oidc_login_states']) {
      await rows(em, `delete from ${table} where user_id = ?`, [userId]);
    }
    // The rate-limit keys that name the address.
    await rows(em, `delete from rate_limit_buckets where position(? in key) > 0`, [user!.email]);
    // Every preference off: an event that arrives after the deletion notifies nobody.
    for (const id of notificationPreferenceIds) {
      await rows(em, 'insert into notification_preferences (user_id, preference_id, enabled) values (?, ?, false)', [userId, id]);
    }
    await rows(
      em,
      `update users set email = ?, full_name = ?, avatar_url = null, university_id = null, course_id = null,
         address_line1 = null, address_line2 = null, city = null, state = null, country_id = null, postal_code = null, phone = null,
         default_billing_address = false, address_updated_at = null, password_hash = null, totp_secret = null, totp_enabled_at = null,
         totp_last_step = null, totp_failures = 0, totp_lock_count = 0, totp_locked_until = null,
         status = 'suspended', deleted_at = now(), updated_at = now()
       where id = ?`,
      [deletedEmail(userId), DELETED_NAME, userId],
    );
    await platform.mailer.forget(em, user!.email);
    await platform.bus.publish(em, ACCOUNTS_EVENTS.userDeleted, { userId });
    const avatar = typeof user!.avatar_url === 'string' && user!.avatar_url.startsWith(`${AVATAR_PREFIX}${userId}/`) ? user!.avatar_url.slice(AVATAR_PREFIX.length) : null;
    return avatar ? () => platform.storage.remove('avatars', avatar).catch(() => {}) : undefined;
  },
});

const ports = (platform: Platform) =>
  platform.modules.flatMap((m) => (m.personalData ? [{ name: m.name, port: m.personalData(platform) }] : []));

/** Everything the platform holds about a user: one key per module that holds something. */
export async function exportAccount(platform: Platform, em: EntityManager, userId: string) {
  const out: Record<string, unknown> = { format: 'studyhall-account-export', version: 1, exportId: uuidv7(), exportedAt: new Date().toISOString(), userId };
  for (const { name, port } of ports(platform)) out[name] = await port.export(em, userId);
  return out;
}

/**
 * Deletes an account in one transaction: every module erases or anonymises its part, the modules that sit on top
 * first and accounts last (its anonymised users row is what the kept records point at). A module may refuse
 * (a withdrawal still being paid out), and then nothing is deleted. Stored files go after the commit.
 */
export async function deleteAccount(platform: Platform, em: EntityManager, userId: string): Promise<void> {
  const afterCommit = await em.transactional(async (tx) => {
    // First, the row every message to the user holds (holdRecipient): a mail being written now is committed
    // before any module erases, so the erasing sees it.
    await rows(tx, 'select id from users where id = ? for update', [userId]);
    const later: (() => Promise<void>)[] = [];
    for (const { port } of ports(platform).reverse()) {
      const then = await port.erase(tx, userId);
      if (then) later.push(then);
    }
    return later;
  });
  for (const then of afterCommit) await then();
}
