// Two-factor sign-in with TOTP (RFC 6238): 30 s steps, 6 digits, one step either side accepted, and a code
// never accepted twice (the last used step is kept). Ten single-use recovery codes, stored as HMACs.
import { randomBytes, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import QRCode from 'qrcode';
import { conflict, HttpError, type Platform, uuidv7 } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { decrypt, encrypt, hmac, safeEqual } from './crypto.ts';
import { one, type Row, rows } from './db.ts';
import { clearWrongCodes, lockedForSeconds, recordWrongCode } from './second-factor-lock.ts';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODES = 10;
const ISSUER = 'Studyhall';

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

export function codeAt(key: Uint8Array, step: number): string {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

/** The step a code matches within ±1 step of now, or null. */
export function matchingStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const step = currentStep(now);
  let found: number | null = null;
  for (const s of [step - 1, step, step + 1]) if (safeEqual(codeAt(key, s), code)) found = s;
  return found;
}

function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Starts enrolment: a new secret, stored encrypted and pending until a code proves the app has it. */
export async function enrol(em: EntityManager, secret: string, user: { id: string; email: string }) {
  const state = await one(em, 'select totp_enabled_at from users where id = ?', [user.id]);
  if (state?.totp_enabled_at) throw conflict('two_factor_enabled', MESSAGES.twoFactorAlreadyEnabled);
  const key = new Uint8Array(randomBytes(20));
  await rows(em, 'update users set totp_secret = ?, totp_last_step = null, updated_at = now() where id = ? and totp_enabled_at is null', [
    encrypt(secret, key),
    user.id,
  ]);
  const otpauthUri = createTOTPKeyURI(ISSUER, user.email, key, TOTP_STEP_SECONDS, TOTP_DIGITS);
  return { otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri), secret: base32(key) };
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const pick = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick()}-${pick()}`;
}

const recoveryHash = (secret: string, code: string) => hmac(secret, 'totp-recovery', code.trim().toLowerCase());

/** Confirms enrolment with a code; returns the recovery codes, shown this once. */
export async function confirmEnrolment(em: EntityManager, secret: string, userId: string, code: string): Promise<string[]> {
  return em.transactional(async (tx) => {
    const row = await one(tx, 'select totp_secret, totp_enabled_at from users where id = ? for update', [userId]);
    if (row?.totp_enabled_at) throw conflict('two_factor_enabled', MESSAGES.twoFactorAlreadyEnabled);
    if (!row?.totp_secret) throw new HttpError(400, 'two_factor_not_pending', MESSAGES.twoFactorNotPending);
    const step = matchingStep(decrypt(secret, row.totp_secret), code);
    if (step === null) throw new HttpError(400, 'invalid_code', MESSAGES.invalidCode);
    await rows(tx, 'update users set totp_enabled_at = now(), totp_last_step = ?, updated_at = now() where id = ?', [step, userId]);
    await rows(tx, 'delete from totp_recovery_codes where user_id = ?', [userId]);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    for (const c of codes) {
      await rows(tx, 'insert into totp_recovery_codes (id, user_id, code_hash) values (?, ?, ?)', [uuidv7(), userId, recoveryHash(secret, c)]);
    }
    return codes;
  });
}

/** A correct second factor, or a refusal and how long the second step is now locked (0: not locked). */
export type SecondFactorCheck = { accepted: true } | { accepted: false; lockedForSeconds: number };

/**
 * Checks a second factor of a user with two-factor enabled: a TOTP code (not reused) or an unused recovery
 * code, which is then used up. While the step is locked nothing is checked; a wrong code counts towards the
 * lock (second-factor-lock.ts). Must run inside a transaction that commits whatever the answer, or the count
 * of wrong codes is lost.
 */
export async function checkSecondFactor(platform: Platform, em: EntityManager, userId: string, code: string): Promise<SecondFactorCheck> {
  const row = await one(em, 'select totp_secret, totp_enabled_at, totp_last_step from users where id = ? for update', [userId]);
  if (!row?.totp_enabled_at || !row.totp_secret) return { accepted: false, lockedForSeconds: 0 };
  const locked = await lockedForSeconds(em, userId);
  if (locked > 0) return { accepted: false, lockedForSeconds: locked };
  if (await matchesSecondFactor(em, platform.secret, userId, row, code.trim())) {
    await clearWrongCodes(em, userId);
    return { accepted: true };
  }
  return { accepted: false, lockedForSeconds: await recordWrongCode(platform, em, userId) };
}

async function matchesSecondFactor(em: EntityManager, secret: string, userId: string, row: Row, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(decrypt(secret, row.totp_secret), code);
    if (step === null) return false;
    // A code is good once: its step must be later than the last one accepted.
    if (row.totp_last_step !== null && step <= Number(row.totp_last_step)) return false;
    await rows(em, 'update users set totp_last_step = ? where id = ?', [step, userId]);
    return true;
  }
  const used = await rows(
    em,
    'update totp_recovery_codes set used_at = now() where user_id = ? and code_hash = ? and used_at is null returning id',
    [userId, recoveryHash(secret, code)],
  );
  return used.length > 0;
}

export async function disable(em: EntityManager, userId: string): Promise<void> {
  await rows(em, 'update users set totp_secret = null, totp_enabled_at = null, totp_last_step = null, updated_at = now() where id = ?', [userId]);
  await clearWrongCodes(em, userId);
  await rows(em, 'delete from totp_recovery_codes where user_id = ?', [userId]);
}
