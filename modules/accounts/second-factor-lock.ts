// Brute force of the second step. Someone who has the password gets past the password's limits (a correct
// password clears the account's count), so wrong codes are counted on the user row itself, which only a
// correct code clears. 5 wrong codes in a row lock the second step for 15 minutes; each further lock without a
// correct code in between doubles, up to 6 hours: about 40 guesses the first day and 20 a day after, against a
// million codes. The owner gets a mail at each lock, since whoever is guessing knows the password.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import { one, rows } from './db.ts';
import { sendSecondFactorLockedMail } from './users.ts';

export const SECOND_FACTOR_LOCK = { failures: 5, firstLockSeconds: 15 * 60, longestLockSeconds: 6 * 60 * 60 };

/** Seconds until the user's second step opens again (0: open). Read under the caller's row lock. */
export async function lockedForSeconds(em: EntityManager, userId: string): Promise<number> {
  const row = await one(
    em,
    'select greatest(0, ceil(extract(epoch from (totp_locked_until - now()))))::int as seconds from users where id = ?',
    [userId],
  );
  return row?.seconds ?? 0;
}

/** Counts a wrong code; the one that completes a run locks the step and mails the owner. Answers the lock's seconds (0: none). */
export async function recordWrongCode(platform: Platform, em: EntityManager, userId: string): Promise<number> {
  const { failures, firstLockSeconds, longestLockSeconds } = SECOND_FACTOR_LOCK;
  const [row] = await rows(
    em,
    `update users set
       totp_failures = case when totp_failures + 1 >= ? then 0 else totp_failures + 1 end,
       totp_lock_count = case when totp_failures + 1 >= ? then totp_lock_count + 1 else totp_lock_count end,
       totp_locked_until = case when totp_failures + 1 >= ?
         then now() + make_interval(secs => least(?, ? * power(2, least(totp_lock_count, 30))))
         else totp_locked_until end
     where id = ?
     returning totp_failures = 0 as locked, totp_locked_until, email, full_name, language`,
    [failures, failures, failures, longestLockSeconds, firstLockSeconds, userId],
  );
  if (!row?.locked) return 0;
  const until = new Date(row.totp_locked_until);
  await sendSecondFactorLockedMail(platform, em, { email: row.email, fullName: row.full_name, language: row.language }, until);
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
}

/** A correct code ends the run of wrong ones and the doubling. */
export async function clearWrongCodes(em: EntityManager, userId: string): Promise<void> {
  await rows(em, 'update users set totp_failures = 0, totp_lock_count = 0, totp_locked_until = null where id = ?', [userId]);
}
