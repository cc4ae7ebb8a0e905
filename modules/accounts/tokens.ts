// One-time tokens (email verification, password reset, the second step of a two-factor sign-in): random,
// stored only as an HMAC under the app secret, single use by an atomic update, and short-lived.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, uuidv7 } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { hmac, newToken } from './crypto.ts';
import { one, rows } from './db.ts';

export type TokenPurpose = 'email_verify' | 'password_reset' | 'login_totp' | 'email_change';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  email_verify: 24 * 60 * 60,
  password_reset: 60 * 60,
  login_totp: 5 * 60,
  email_change: 24 * 60 * 60,
};

/** Issues a token, retiring the user's earlier unused ones of the same purpose (the newest link wins). */
export async function issueToken(
  em: EntityManager,
  secret: string,
  userId: string,
  purpose: TokenPurpose,
  data: Record<string, unknown> = {},
): Promise<string> {
  await rows(em, 'update one_time_tokens set used_at = now() where user_id = ? and purpose = ? and used_at is null', [userId, purpose]);
  const token = newToken();
  await rows(
    em,
    `insert into one_time_tokens (id, purpose, token_hash, user_id, data, expires_at)
     values (?, ?, ?, ?, ?::jsonb, now() + make_interval(secs => ?))`,
    [uuidv7(), purpose, hmac(secret, purpose, token), userId, JSON.stringify(data), TOKEN_LIFETIME_SECONDS[purpose]],
  );
  return token;
}

/** A live token's user and data without using it up, or null. */
export async function peekToken(em: EntityManager, secret: string, token: string, purpose: TokenPurpose) {
  const row = await one(
    em,
    'select user_id, data from one_time_tokens where token_hash = ? and purpose = ? and used_at is null and expires_at > now()',
    [hmac(secret, purpose, token), purpose],
  );
  return row ? { userId: row.user_id as string, data: (row.data ?? {}) as Record<string, unknown> } : null;
}

/** Uses a token up (once, atomically) and returns its user; 400 saying why when it cannot be used. */
export async function consumeToken(em: EntityManager, secret: string, token: string, purpose: TokenPurpose) {
  const hash = hmac(secret, purpose, token);
  const row = await one(
    em,
    `update one_time_tokens set used_at = now()
     where token_hash = ? and purpose = ? and used_at is null and expires_at > now() returning user_id, data`,
    [hash, purpose],
  );
  if (row) return { userId: row.user_id as string, data: (row.data ?? {}) as Record<string, unknown> };
  const known = await one(em, 'select used_at, expires_at from one_time_tokens where token_hash = ? and purpose = ?', [hash, purpose]);
  if (known && !known.used_at) throw new HttpError(400, 'token_expired', MESSAGES.tokenExpired);
  throw new HttpError(400, 'token_invalid', MESSAGES.tokenInvalid);
}
