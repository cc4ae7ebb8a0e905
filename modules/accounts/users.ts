// Users: registration, look-ups, roles and statuses. Role and status changes revoke every session.
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, DEFAULT_LANGUAGE, formatDateTime, type Language, type Platform, type Translator, translatorFor, uuidv7 } from '../platform/index.ts';
import { MESSAGES, type Profile, type Role, type Status } from './contract.ts';
import { hashPassword } from './crypto.ts';
import { iso, one, pgCode, type Row, rows } from './db.ts';
import { ACCOUNTS_EVENTS } from './events.ts';
import { revokeUserSessions } from './sessions.ts';
import { issueToken } from './tokens.ts';

export const PROFILE_COLUMNS = `id, email, full_name, role, status, avatar_url, university_id, course_id, dashboard_mode,
  language, email_verified_at, totp_enabled_at, created_at, updated_at`;

export function toProfile(r: Row): Profile {
  return {
    id: r.id,
    email: r.email,
    fullName: r.full_name,
    role: r.role,
    status: r.status,
    avatarUrl: r.avatar_url ?? null,
    universityId: r.university_id ?? null,
    courseId: r.course_id ?? null,
    dashboardMode: r.dashboard_mode,
    language: r.language ?? null,
    emailVerified: Boolean(r.email_verified_at),
    twoFactorEnabled: Boolean(r.totp_enabled_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export async function profileById(em: EntityManager, id: string): Promise<Profile | null> {
  const row = await one(em, `select ${PROFILE_COLUMNS} from users where id = ?`, [id]);
  return row ? toProfile(row) : null;
}

/**
 * The user a message is about to go to, held (key share) until the caller commits, so an account deletion waits
 * for the message to be stored and then erases it, or the message sees the deletion; null for a deleted account.
 */
export async function holdRecipient(em: EntityManager, id: string): Promise<Profile | null> {
  const row = await one(em, `select ${PROFILE_COLUMNS} from users where id = ? and deleted_at is null for key share`, [id]);
  return row ? toProfile(row) : null;
}

export async function profileByEmail(em: EntityManager, email: string): Promise<Profile | null> {
  const row = await one(em, `select ${PROFILE_COLUMNS} from users where lower(email) = ?`, [normaliseEmail(email)]);
  return row ? toProfile(row) : null;
}

/** The user row with its secrets, for sign-in only. */
export async function credentialsByEmail(em: EntityManager, email: string) {
  return one(
    em,
    `select ${PROFILE_COLUMNS}, password_hash, totp_secret from users where lower(email) = ?`,
    [normaliseEmail(email)],
  );
}

export async function credentialsById(em: EntityManager, id: string) {
  return one(em, `select ${PROFILE_COLUMNS}, password_hash, totp_secret, totp_last_step from users where id = ?`, [id]);
}

/** Inserts a user; a taken email (any case) is 409. Must run inside a transaction. */
export async function insertUser(
  em: EntityManager,
  input: { email: string; fullName: string; password: string; role?: Role; verified?: boolean },
): Promise<Profile> {
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await one(
      em,
      `insert into users (id, email, full_name, role, password_hash, email_verified_at)
       values (?, ?, ?, ?, ?, case when ? then now() else null end) returning ${PROFILE_COLUMNS}`,
      [uuidv7(), normaliseEmail(input.email), input.fullName, input.role ?? 'user', passwordHash, Boolean(input.verified)],
    );
    return toProfile(row!);
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict('email_taken', MESSAGES.emailTaken);
    throw error;
  }
}

/** Registers a user: the row, the verification mail and the event commit together or not at all. */
export async function registerUser(
  platform: Platform,
  em: EntityManager,
  input: { email: string; fullName: string; password: string },
  /** The language of the sign-up's request: the confirmation mail's. */
  language?: Language,
): Promise<Profile> {
  // Checked first so a taken address answers fast and does not poison the transaction.
  if (await one(em, 'select 1 from users where lower(email) = ?', [normaliseEmail(input.email)])) {
    throw conflict('email_taken', MESSAGES.emailTaken);
  }
  return em.transactional(async (tx) => {
    const user = await insertUser(tx, input);
    await sendVerificationMail(platform, tx, user, language);
    await platform.bus.publish(tx, ACCOUNTS_EVENTS.userRegistered, { userId: user.id, email: user.email });
    return user;
  });
}

export function link(platform: Platform, path: string, token: string): string {
  return `${platform.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * A mail to a user is in their profile's language, else in the language of the request that caused it (a sign-up,
 * a forgotten password: `fallback`), else English.
 */
export function mailTranslator(user: { language?: Language | null }, fallback: Language = DEFAULT_LANGUAGE): Translator {
  return translatorFor(user.language ?? fallback);
}

export async function sendVerificationMail(platform: Platform, em: EntityManager, user: Profile, fallback?: Language): Promise<void> {
  const token = await issueToken(em, platform.secret, user.id, 'email_verify');
  const url = `${link(platform, '/auth/callback', token)}&type=signup`;
  const { t } = mailTranslator(user, fallback);
  const hello = t('Hello {name},', { name: user.fullName });
  const ignore = t('If you did not create an account, ignore this message.');
  await platform.mailer.send(em, {
    to: user.email,
    kind: 'accounts.verify-email',
    subject: t('Confirm your Studyhall account'),
    text: `${hello}\n\n${t('Please confirm your email address by opening this link (valid for 24 hours):')}\n\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('Please confirm your email address (the link is valid for 24 hours):'))}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('Confirm my email'))}</a></p><p>${escapeHtml(ignore)}</p>`,
  });
}

export async function sendResetMail(platform: Platform, em: EntityManager, user: Profile, fallback?: Language): Promise<void> {
  const token = await issueToken(em, platform.secret, user.id, 'password_reset');
  const url = link(platform, '/reset-password', token);
  const { t } = mailTranslator(user, fallback);
  const hello = t('Hello {name},', { name: user.fullName });
  const ignore = t('If it was not you, ignore this message; your password stays as it is.');
  await platform.mailer.send(em, {
    to: user.email,
    kind: 'accounts.reset-password',
    subject: t('Reset your Studyhall password'),
    text: `${hello}\n\n${t('Someone asked to reset the password of your account. Open this link to choose a new one (valid for 1 hour):')}\n\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('Open this link to choose a new password (valid for 1 hour):'))}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('Reset my password'))}</a></p><p>${escapeHtml(ignore)}</p>`,
  });
}

/** Security mail, sent whatever the notification preferences: someone who knows the password is guessing codes. */
export async function sendSecondFactorLockedMail(
  platform: Platform,
  em: EntityManager,
  user: { email: string; fullName: string; language?: Language | null },
  until: Date,
) {
  const tr = mailTranslator(user);
  const { t } = tr;
  const reset = `${platform.config.publicUrl}/forgot-password`;
  const hello = t('Hello {name},', { name: user.fullName });
  const locked = t('Someone signed in with your password and then entered several wrong two-factor codes, so the code step is locked until {when}.', { when: formatDateTime(tr.language, until) });
  const change = (action: string) => t('If this was not you, someone knows your password: {changeItNow} and sign out your other devices in Settings > Security.', { changeItNow: action });
  await platform.mailer.send(em, {
    to: user.email,
    kind: 'accounts.second-factor-locked',
    subject: t('Two-factor sign-in to your Studyhall account is locked'),
    text: `${hello}\n\n${locked}\n\n${change(`${t('change it now')} (${reset})`)}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(locked)}</p><p>${change(`<a href="${escapeHtml(reset)}">${escapeHtml(t('change it now'))}</a>`)}</p>`,
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Changes a user's role; every session of theirs ends (privileges are re-read at the next sign-in). */
export async function setRole(em: EntityManager, userId: string, role: Role): Promise<void> {
  await em.transactional(async (tx) => {
    await rows(tx, 'update users set role = ?, updated_at = now() where id = ?', [role, userId]);
    await revokeUserSessions(tx, userId);
  });
}

/** Suspends or reactivates a user; suspension ends every session and publishes accounts.user-suspended. */
export async function setStatus(platform: Platform, em: EntityManager, userId: string, status: Status): Promise<void> {
  await em.transactional(async (tx) => {
    const [before] = await rows(tx, 'select status from users where id = ? for update', [userId]);
    if (!before || before.status === status) return;
    await rows(tx, 'update users set status = ?, updated_at = now() where id = ?', [status, userId]);
    await revokeUserSessions(tx, userId);
    if (status === 'suspended') await platform.bus.publish(tx, ACCOUNTS_EVENTS.userSuspended, { userId });
  });
}

export async function listUsers(em: EntityManager, options: { limit?: number; offset?: number } = {}) {
  const found = await rows(em, `select ${PROFILE_COLUMNS} from users order by created_at desc limit ? offset ?`, [
    options.limit ?? 100,
    options.offset ?? 0,
  ]);
  return found.map(toProfile);
}
