// Koa routes of sign-up, sign-in, sign-out, password recovery and change, sessions and API tokens.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { type ApiRouter, apiLanguage, HttpError, hit, notFound, type Platform, reset, unauthorized } from '../platform/index.ts';
import { accountsRoutes as r, MESSAGES } from './contract.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { one, rows } from './db.ts';
import { type EmailVerified, ACCOUNTS_EVENTS as EVENTS } from './events.ts';
import { LIMITS } from './rate-limit.ts';
import { refuseWrongSecondFactor } from './reauthenticate.ts';
import { adoptRenewedSession, ipOf, securityChanged, signIn } from './route-shared.ts';
import {
  clearSessionCookies, clientOf, createSession, currentSession, listSessions, renewSessions, revokeSession, revokeUserSessions, toSessionInfo,
} from './sessions.ts';
import { consumeToken, issueToken, peekToken } from './tokens.ts';
import * as totp from './totp.ts';
import { credentialsByEmail, credentialsById, profileByEmail, profileById, registerUser, sendResetMail, sendVerificationMail, toProfile } from './users.ts';

export function mountAuthRoutes(api: ApiRouter, platform: Platform) {
  const secret = platform.secret;

  /** Password sign-in shared by /login and /admin/login. */
  async function passwordLogin(ctx: Context, em: EntityManager, body: { email: string; password: string }, adminOnly: boolean) {
    await hit(em, [LIMITS.loginAccount(body.email), LIMITS.loginIp(ipOf(ctx))]);
    const row = await credentialsByEmail(em, body.email);
    const ok = await verifyPassword(row?.password_hash, body.password);
    if (!row || !ok) throw new HttpError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
    if (adminOnly && (row.role !== 'admin' || row.status !== 'active')) throw new HttpError(403, 'forbidden', MESSAGES.adminRequired);
    if (row.status !== 'active') throw new HttpError(403, 'account_suspended', MESSAGES.suspended);
    if (!row.email_verified_at) throw new HttpError(403, 'email_not_verified', MESSAGES.emailNotVerified);
    await reset(em, LIMITS.loginAccount(body.email));
    const user = toProfile(row);
    if (row.totp_enabled_at) {
      const challengeToken = await em.transactional((tx) => issueToken(tx, secret, user.id, 'login_totp', { adminOnly }));
      return { twoFactorRequired: true as const, challengeToken };
    }
    return signIn(platform, ctx, em, user);
  }

  api.add({ ...r.register, summary: 'Create an account; a confirmation link is mailed' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.signupIp(ipOf(ctx))]);
    const user = await registerUser(platform, em, body, apiLanguage(ctx));
    return { message: MESSAGES.registered, user };
  });

  api.add({ ...r.verifyEmail, status: 200, summary: 'Confirm an email address with the mailed token (24 h, single use)' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.verifyIp(ipOf(ctx))]);
    await em.transactional(async (tx) => {
      const { userId } = await consumeToken(tx, secret, body.token, 'email_verify');
      const updated = await rows(tx, 'update users set email_verified_at = now(), updated_at = now() where id = ? and email_verified_at is null returning id', [userId]);
      if (updated.length) await platform.bus.publish<EmailVerified>(tx, EVENTS.emailVerified, { userId });
    });
    return { message: 'Your email is confirmed. You can log in now.' };
  });

  api.add({ ...r.resendVerification, status: 200, summary: 'Mail a new confirmation link (the answer never says whether the account exists)' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.recoveryAccount(`verify:${body.email}`), LIMITS.recoveryIp(ipOf(ctx))]);
    const user = await profileByEmail(em, body.email);
    if (user && !user.emailVerified && user.status === 'active') {
      await em.transactional((tx) => sendVerificationMail(platform, tx, user, apiLanguage(ctx)));
    }
    return { message: MESSAGES.verificationSent };
  });

  api.add({ ...r.login, status: 200, summary: 'Sign in with email and password' }, async ({ ctx, em, body }) => {
    const answer = await passwordLogin(ctx, em, body, false);
    return answer;
  });

  api.add({ ...r.adminLogin, status: 200, summary: 'Sign in to the admin area: role admin and status active only' }, async ({ ctx, em, body }) => {
    const answer = await passwordLogin(ctx, em, body, true);
    return answer;
  });

  api.add({ ...r.loginTotp, status: 200, summary: 'Second step of a two-factor sign-in: an authenticator or recovery code' }, async ({ ctx, em, body }) => {
    const pending = await peekToken(em, secret, body.challengeToken, 'login_totp');
    if (!pending) throw new HttpError(401, 'challenge_invalid', MESSAGES.challengeInvalid);
    if (!(await profileById(em, pending.userId))) throw new HttpError(401, 'challenge_invalid', MESSAGES.challengeInvalid);
    // Wrong codes count on the user's own lock (second-factor-lock.ts), which the password step never clears.
    await hit(em, [LIMITS.loginIp(ipOf(ctx))]);
    const check = await em.transactional(async (tx) => {
      const checked = await totp.checkSecondFactor(platform, tx, pending.userId, body.code);
      if (checked.accepted) await consumeToken(tx, secret, body.challengeToken, 'login_totp');
      return checked;
    });
    refuseWrongSecondFactor(check, MESSAGES.invalidCode, 401);
    const user = (await profileById(em, pending.userId))!;
    if (user.status !== 'active') throw new HttpError(403, 'account_suspended', MESSAGES.suspended);
    if (pending.data.adminOnly && user.role !== 'admin') throw new HttpError(403, 'forbidden', MESSAGES.adminRequired);
    return signIn(platform, ctx, em, user);
  });

  api.add({ ...r.logout, status: 200, summary: 'Sign out: the session is revoked and its cookies cleared' }, async ({ ctx, em }) => {
    const session = currentSession(ctx);
    const user = ctx.state.user as { id: string } | undefined;
    if (session && user) await revokeSession(em, user.id, session.id);
    clearSessionCookies(ctx, platform);
    return { message: 'Logged out successfully' };
  });

  api.add({ ...r.me, summary: 'The signed-in user with profile fields and role' }, async ({ ctx, em }) => {
    const signedIn = ctx.state.user as { id: string } | undefined;
    if (!signedIn) throw unauthorized(MESSAGES.sessionMissing);
    const user = await profileById(em, signedIn.id);
    if (!user) throw unauthorized(MESSAGES.sessionMissing);
    return { user };
  });

  api.add({ ...r.forgotPassword, status: 200, summary: 'Mail a reset link; always answers Reset Link Sent' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.recoveryAccount(body.email), LIMITS.recoveryIp(ipOf(ctx))]);
    const user = await profileByEmail(em, body.email);
    if (user && user.status === 'active') await em.transactional((tx) => sendResetMail(platform, tx, user, apiLanguage(ctx)));
    return { message: MESSAGES.resetLinkSent };
  });

  api.add({ ...r.resetPassword, status: 200, summary: 'Choose a new password with a mailed token (1 h, single use); ends every session' }, async ({ ctx, em, body }) => {
    const pending = await peekToken(em, secret, body.token, 'password_reset');
    const account = pending ? await profileById(em, pending.userId) : null;
    await hit(em, [...(account ? [LIMITS.recoveryAccount(account.email)] : []), LIMITS.recoveryIp(ipOf(ctx))]);
    const passwordHash = await hashPassword(body.password);
    await em.transactional(async (tx) => {
      const { userId } = await consumeToken(tx, secret, body.token, 'password_reset');
      // Following the mailed link proves the address, so it also counts as verifying it.
      await rows(
        tx,
        'update users set password_hash = ?, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ?',
        [passwordHash, userId],
      );
      await rows(tx, `update one_time_tokens set used_at = now() where user_id = ? and purpose = 'login_totp' and used_at is null`, [userId]);
      await revokeUserSessions(tx, userId);
      await securityChanged(platform, tx, userId, 'password-reset');
    });
    return { message: MESSAGES.passwordUpdated };
  });

  api.add({ ...r.updatePassword, status: 200, summary: 'Change the password (the current one is required); a new session id, and the other sessions end unless refused' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email), LIMITS.loginIp(ipOf(ctx))]);
    const row = await credentialsById(em, user.id);
    if (!(await verifyPassword(row?.password_hash, body.currentPassword))) {
      throw new HttpError(400, 'invalid_password', MESSAGES.currentPasswordWrong, { currentPassword: [MESSAGES.currentPasswordWrong] });
    }
    const passwordHash = await hashPassword(body.password);
    const renewed = await em.transactional(async (tx) => {
      await rows(tx, 'update users set password_hash = ?, updated_at = now() where id = ?', [passwordHash, user.id]);
      await securityChanged(platform, tx, user.id, 'password');
      return renewSessions(tx, ctx, user.id, body.signOutOtherSessions);
    });
    adoptRenewedSession(platform, ctx, renewed);
    return { message: MESSAGES.passwordUpdated };
  });

  api.add({ ...r.createToken, summary: 'Create a bearer token for an API client or the CLI (shown once)' }, async ({ user, ctx, em, body }) => {
    const created = await createSession(em, user.id, { kind: 'bearer', name: body.name, days: body.expiresInDays, ...clientOf(ctx) });
    const row = await one(em, 'select * from sessions where id = ?', [created.id]);
    return { token: created.token, session: toSessionInfo(row!, currentSession(ctx)?.id) };
  });

  api.add({ ...r.sessions, summary: 'My signed-in devices and API tokens' }, async ({ user, ctx, em }) => {
    return { items: await listSessions(em, user.id, currentSession(ctx)?.id) };
  });

  api.add({ ...r.revokeSession, summary: 'Sign out one device or revoke one API token' }, async ({ user, ctx, em, params }) => {
    if (!(await revokeSession(em, user.id, params.id))) throw notFound(MESSAGES.sessionNotFound);
    if (params.id === currentSession(ctx)?.id) clearSessionCookies(ctx, platform);
    return { message: 'Session revoked' };
  });

  api.add({ ...r.revokeOtherSessions, status: 200, summary: 'Sign out every other device and token' }, async ({ user, ctx, em }) => {
    return { revoked: await revokeUserSessions(em, user.id, currentSession(ctx)?.id) };
  });
}
