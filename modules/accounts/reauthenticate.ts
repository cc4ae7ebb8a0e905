// Re-authentication before a change that cannot be undone from a stolen session (a new email, deleting the account):
// the password, or a current second-factor code when two-factor is on. Wrong codes count on the same lock as the
// sign-in step (second-factor-lock.ts), so this is no side door for guessing codes.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, type Platform, RateLimitedError } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { verifyPassword } from './crypto.ts';
import * as totp from './totp.ts';
import { credentialsById } from './users.ts';

/** A refused second factor: 429 while the step is locked, else the wrong-code answer. */
export function refuseWrongSecondFactor(check: totp.SecondFactorCheck, message: string, status: 400 | 401) {
  if (check.accepted) return;
  if (check.lockedForSeconds > 0) throw new RateLimitedError(check.lockedForSeconds);
  throw new HttpError(status, 'invalid_code', message);
}

/** Passes when the password (or, with two-factor on, a code) is the user's; 400 otherwise. */
export async function reauthenticate(platform: Platform, em: EntityManager, userId: string, proof: { password?: string; code?: string }) {
  const row = await credentialsById(em, userId);
  if (!row) throw new HttpError(401, 'unauthenticated', MESSAGES.notAuthenticated);
  if (proof.password) {
    if (await verifyPassword(row.password_hash, proof.password)) return;
    throw new HttpError(400, 'invalid_password', MESSAGES.currentPasswordWrong, { password: [MESSAGES.currentPasswordWrong] });
  }
  if (proof.code && row.totp_enabled_at) {
    // Its own transaction: a wrong code must stay counted even though this request then fails.
    const check = await em.transactional((tx) => totp.checkSecondFactor(platform, tx, userId, proof.code!));
    return refuseWrongSecondFactor(check, MESSAGES.invalidCode, 400);
  }
  if (!row.password_hash && !row.totp_enabled_at) throw new HttpError(400, 'reauth_unavailable', MESSAGES.reauthUnavailable);
  throw new HttpError(400, 'invalid_password', MESSAGES.currentPasswordWrong, { password: [MESSAGES.currentPasswordWrong] });
}
