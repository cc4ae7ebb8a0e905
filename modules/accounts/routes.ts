// Koa routes of /api/auth and /api/account: parse with contract.ts, call the services, shape the answer.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import {
  type ApiRouter, clientIp, HttpError, hit, ipRateKey, logger, notFound, type Platform, RateLimitedError, reset, unauthorized,
} from '../platform/index.ts';
import {
  accountsRoutes as r, GOOGLE_LINK_RETURN, type GoogleLinkOutcome, MESSAGES, type Profile, safeReturnUrl,
} from './contract.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import {
  accountForGoogle, finishGoogleSignIn, type GoogleRefusal, GoogleSignInError, googleEnabled, OIDC_COOKIE_PATH, OIDC_STATE_COOKIE,
  OIDC_STATE_SECONDS, startGoogleSignIn,
} from './google.ts';
import { googleLinkOf, linkGoogle, unlinkGoogle } from './google-link.ts';
import { checkGoogleCsrf, GOOGLE_CSRF_COOKIE, verifyOneTapCredential } from './google-one-tap.ts';
import * as profile from './profile.ts';
import { reauthenticate, refuseWrongSecondFactor } from './reauthenticate.ts';
import { deleteAccount, exportAccount } from './account-data.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { LIMITS } from './rate-limit.ts';
import {
  type AuthUser, clearSessionCookies, clientOf, cookie, type CreatedSession, createSession, currentSession, isNewDevice, listSessions, parseCookies,
  renewSessions, revokeSession, revokeUserSessions, setSessionCookies, toSessionInfo,
} from './sessions.ts';
import { consumeToken, issueToken, peekToken } from './tokens.ts';
import * as totp from './totp.ts';
import { credentialsByEmail, credentialsById, profileByEmail, profileById, registerUser, sendResetMail, sendVerificationMail, toProfile } from './users.ts';
import { ACCOUNTS_EVENTS as EVENTS, type EmailVerified, type NewDeviceSignedIn, type SecurityChange, type SecurityChanged } from './events.ts';
import { one, rows } from './db.ts';

/** The client as per-IP limits count it: the address, or its /64 for IPv6. */
const ipOf = (ctx: Context) => ipRateKey(clientIp(ctx));

export function mountAccountsRoutes(api: ApiRouter, platform: Platform) {
  const secret = platform.secret;
  const log = logger('accounts');

  /** Opens a cookie session for a user and answers as the login endpoints do; a new device is announced. */
  async function signIn(ctx: Context, em: EntityManager, user: Profile) {
    const client = clientOf(ctx);
    const session = await em.transactional(async (tx) => {
      const newDevice = await isNewDevice(tx, user.id, client.userAgent);
      const created = await createSession(tx, user.id, { kind: 'cookie', ...client });
      if (newDevice) {
        await platform.bus.publish<NewDeviceSignedIn>(tx, EVENTS.newDeviceSignedIn, {
          userId: user.id, sessionId: created.id, userAgent: client.userAgent ?? null, ip: client.ip ?? null, at: new Date().toISOString(),
        });
      }
      return created;
    });
    setSessionCookies(ctx, platform, session);
    return { twoFactorRequired: false as const, user };
  }

  const securityChanged = (em: EntityManager, userId: string, change: SecurityChange) =>
    platform.bus.publish<SecurityChanged>(em, EVENTS.securityChanged, { userId, change });

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
    return signIn(ctx, em, user);
  }

  api.add({ ...r.register, summary: 'Create an account; a confirmation link is mailed' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.signupIp(ipOf(ctx))]);
    const user = await registerUser(platform, em, body);
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
      await em.transactional((tx) => sendVerificationMail(platform, tx, user));
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
    return signIn(ctx, em, user);
  });

  api.add({ ...r.logout, status: 200, summary: 'Sign out: the session is revoked and its cookies cleared' }, async ({ ctx, em }) => {
    const session = currentSession(ctx);
    const user = ctx.state.user as { id: string } | undefined;
    if (session && user) await revokeSession(em, user.id, session.id);
    clearSessionCookies(ctx, platform);
    return { message: 'Logged out successfully' };
  });

  // --- Google sign-in (OpenID Connect): browser navigations that answer with redirects -------------------

  api.add({ ...r.providers, summary: 'Which sign-in methods besides the password are available' }, () => ({
    google: googleEnabled(platform.config),
    googleClientId: googleEnabled(platform.config) ? platform.config.GOOGLE_CLIENT_ID! : null,
  }));

  const secureCookies = platform.config.publicUrl.startsWith('https:');
  const stateCookie = (value: string, maxAgeSeconds: number) =>
    cookie(OIDC_STATE_COOKIE, value, { httpOnly: true, maxAgeSeconds, secure: secureCookies, path: OIDC_COOKIE_PATH });

  /**
   * Every failure of the Google flow lands on the login page with one generic error (a link started on the
   * Security tab goes back there with ?google=failed); the log says why.
   */
  function googleFailed(ctx: Context, error: unknown) {
    if (error instanceof GoogleSignInError) log.warn({ reason: error.reason }, 'google sign-in refused');
    else if (error instanceof RateLimitedError) log.warn({ ip: ipOf(ctx) }, 'google sign-in rate limited');
    else log.error({ err: error }, 'google sign-in failed');
    ctx.redirect(error instanceof GoogleSignInError && error.duringLink ? `${GOOGLE_LINK_RETURN}&google=failed` : '/login?error=google');
  }

  api.add({ ...r.googleStart, summary: 'Start Google sign-in: 302 to Google (state, nonce and PKCE kept for 10 minutes)' }, async ({ ctx, em, query }) => {
    if (!googleEnabled(platform.config)) throw notFound(MESSAGES.googleUnavailable);
    ctx.set('Cache-Control', 'no-store');
    try {
      await hit(em, [LIMITS.oidcStartIp(ipOf(ctx))]);
      const started = await startGoogleSignIn(platform, em, safeReturnUrl(query.returnUrl));
      ctx.append('Set-Cookie', stateCookie(started.state, OIDC_STATE_SECONDS));
      ctx.redirect(started.location);
    } catch (error) {
      googleFailed(ctx, error);
    }
  });

  api.add({ ...r.googleCallback, summary: 'Google sends the browser back here: signs in, then 302 to /auth/callback' }, async ({ ctx, em }) => {
    if (!googleEnabled(platform.config)) throw notFound(MESSAGES.googleUnavailable);
    ctx.set('Cache-Control', 'no-store');
    const cookieState = parseCookies(ctx.get('cookie'))[OIDC_STATE_COOKIE];
    ctx.append('Set-Cookie', stateCookie('', 0));
    try {
      const flow = await finishGoogleSignIn(platform, em, { querystring: ctx.querystring, cookieState });
      if (flow.linkUserId) {
        await finishGoogleLink(ctx, em, flow.linkUserId, flow.identity);
        return;
      }
      const account = await accountForGoogle(platform, em, flow.identity);
      const user = toProfile(account);
      if (user.status !== 'active') throw new GoogleSignInError('the account is suspended');
      if (account.totp_enabled_at) {
        // The same second step as a password sign-in: the login page asks for the code.
        const challengeToken = await em.transactional((tx) => issueToken(tx, secret, user.id, 'login_totp', { adminOnly: false }));
        ctx.redirect(`/login?twoFactor=${encodeURIComponent(challengeToken)}`);
        return;
      }
      await signIn(ctx, em, user);
      ctx.redirect(`/auth/callback?returnUrl=${encodeURIComponent(safeReturnUrl(flow.returnUrl))}`);
    } catch (error) {
      googleFailed(ctx, error);
    }
  });

  /**
   * The callback of a link started on the Security tab: the browser must still be signed in as the user who
   * started it (a link cannot land on somebody else's account). Back to Security with ?google=<outcome>.
   */
  async function finishGoogleLink(ctx: Context, em: EntityManager, userId: string, identity: Parameters<typeof linkGoogle>[3]) {
    const back = (outcome: GoogleLinkOutcome) => ctx.redirect(`${GOOGLE_LINK_RETURN}&google=${outcome}`);
    if ((ctx.state.user as { id: string } | undefined)?.id !== userId) {
      log.warn({ userId }, 'google link refused: the browser is not signed in as the user who started it');
      return back('failed');
    }
    try {
      await linkGoogle(platform, em, userId, identity);
      back('linked');
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      log.warn({ userId, reason: error.reason }, 'google link refused');
      back(error.refusal === 'linked_elsewhere' ? 'linked-elsewhere' : error.refusal === 'other_google' ? 'other-google' : 'failed');
    }
  }

  /** How a refused one-tap sign-in answers: in the spec's words, 401 for anything wrong with the token. */
  const ONE_TAP_REFUSALS: Record<GoogleRefusal, () => HttpError> = {
    invalid_token: () => new HttpError(401, 'google_token_invalid', MESSAGES.googleFailed),
    email_unverified: () => new HttpError(401, 'google_email_unverified', MESSAGES.googleEmailUnverified),
    suspended: () => new HttpError(403, 'account_suspended', MESSAGES.suspended),
    unlinked: () => new HttpError(403, 'google_unlinked', MESSAGES.googleUnlinked),
    other_google: () => new HttpError(409, 'google_other_account', MESSAGES.googleOtherAccount),
    linked_elsewhere: () => new HttpError(409, 'google_linked_elsewhere', MESSAGES.googleLinkedElsewhere),
  };

  api.add({ ...r.googleOneTap, status: 200, summary: 'Sign in with a Google one-tap ID token (verified against the issuer keys)' }, async ({ ctx, em, body }) => {
    if (!googleEnabled(platform.config)) throw notFound(MESSAGES.googleUnavailable);
    await hit(em, [LIMITS.oidcStartIp(ipOf(ctx))]);
    try {
      checkGoogleCsrf(body.g_csrf_token, parseCookies(ctx.get('cookie'))[GOOGLE_CSRF_COOKIE]);
      const identity = await verifyOneTapCredential(platform.config, body.credential);
      const account = await accountForGoogle(platform, em, identity);
      const user = toProfile(account);
      if (account.totp_enabled_at) {
        const challengeToken = await em.transactional((tx) => issueToken(tx, secret, user.id, 'login_totp', { adminOnly: false }));
        return { twoFactorRequired: true as const, challengeToken };
      }
      return signIn(ctx, em, user);
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      log.warn({ reason: error.reason }, 'google one-tap refused');
      throw ONE_TAP_REFUSALS[error.refusal]();
    }
  });

  api.add({ ...r.googleStatus, summary: 'My Google link (Settings > Security)' }, async ({ user, em }) => {
    const credentials = await credentialsById(em, user.id);
    return { available: googleEnabled(platform.config), link: await googleLinkOf(em, user.id), hasPassword: Boolean(credentials?.password_hash) };
  });

  api.add({ ...r.googleLinkStart, status: 200, summary: 'Start linking Google: answers the provider URL to navigate to' }, async ({ user, ctx, em }) => {
    if (!googleEnabled(platform.config)) throw notFound(MESSAGES.googleUnavailable);
    await hit(em, [LIMITS.oidcStartIp(ipOf(ctx))]);
    const started = await startGoogleSignIn(platform, em, GOOGLE_LINK_RETURN, user.id);
    ctx.append('Set-Cookie', stateCookie(started.state, OIDC_STATE_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    return { location: started.location };
  });

  api.add({ ...r.googleUnlink, summary: 'Unlink Google (password, or a code when two-factor is on); refused without a password' }, async ({ user, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    await unlinkGoogle(platform, em, user.id, body);
    return { message: MESSAGES.googleUnlinkedDone };
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
    if (user && user.status === 'active') await em.transactional((tx) => sendResetMail(platform, tx, user));
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
      await securityChanged(tx, userId, 'password-reset');
    });
    return { message: MESSAGES.passwordUpdated };
  });

  /** Sets the cookies of a session renewed by a change of credentials (after its transaction committed). */
  function adoptRenewedSession(ctx: Context, renewed: CreatedSession | null) {
    if (!renewed) return;
    setSessionCookies(ctx, platform, renewed);
    ctx.state.session = { id: renewed.id, kind: 'cookie', createdAt: new Date() };
  }

  api.add({ ...r.updatePassword, status: 200, summary: 'Change the password (the current one is required); a new session id, and the other sessions end unless refused' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email), LIMITS.loginIp(ipOf(ctx))]);
    const row = await credentialsById(em, user.id);
    if (!(await verifyPassword(row?.password_hash, body.currentPassword))) {
      throw new HttpError(400, 'invalid_password', MESSAGES.currentPasswordWrong, { currentPassword: [MESSAGES.currentPasswordWrong] });
    }
    const passwordHash = await hashPassword(body.password);
    const renewed = await em.transactional(async (tx) => {
      await rows(tx, 'update users set password_hash = ?, updated_at = now() where id = ?', [passwordHash, user.id]);
      await securityChanged(tx, user.id, 'password');
      return renewSessions(tx, ctx, user.id, body.signOutOtherSessions);
    });
    adoptRenewedSession(ctx, renewed);
    return { message: MESSAGES.passwordUpdated };
  });

  api.add({ ...r.createToken, summary: 'Create a bearer token for an API client or the CLI (shown once)' }, async ({ user, ctx, em, body }) => {
    const created = await createSession(em, user.id, { kind: 'bearer', name: body.name, days: body.expiresInDays, ...clientOf(ctx) });
    const row = await one(em, 'select * from sessions where id = ?', [created.id]);
    return { token: created.token, session: toSessionInfo(row!, currentSession(ctx)?.id) };
  });

  // --- /api/account ------------------------------------------------------------------------------------

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

  api.add({ ...r.profile, summary: 'My profile' }, async ({ user, em }) => {
    return { user: (await profileById(em, user.id))! };
  });

  api.add({ ...r.updateProfile, summary: 'Update my name, university and course (email is read-only)' }, async ({ user, em, body }) => {
    return { user: await profile.updateProfile(em, user.id, body) };
  });

  api.add({ ...r.avatar, status: 200, summary: 'Upload my avatar: the raw image as the body (PNG, JPEG, WebP or GIF, at most 5 MB)' }, async ({ user, ctx, em, query }) => {
    return profile.uploadAvatar(platform, ctx, em, user.id, query.filename);
  });

  api.add({ ...r.billing, summary: 'My billing address (null when none)' }, async ({ user, em }) => {
    return profile.billingAddress(em, user.id);
  });

  api.add({ ...r.updateBilling, summary: 'Save my billing address' }, async ({ user, em, body }) => {
    return profile.updateBillingAddress(em, user.id, body);
  });

  api.add({ ...r.notifications, summary: 'My eight notification preferences' }, async ({ user, em }) => {
    return profile.notificationPreferences(em, user.id);
  });

  api.add({ ...r.updateNotification, summary: 'Turn one notification preference on or off' }, async ({ user, em, params, body }) => {
    return profile.setNotificationPreference(em, user.id, params.preferenceId, body.enabled);
  });

  api.add({ ...r.dashboardMode, summary: 'My dashboard mode (student or seller)' }, async ({ user, em }) => {
    return profile.dashboardMode(em, user.id);
  });

  api.add({ ...r.updateDashboardMode, summary: 'Switch between student and seller mode' }, async ({ user, em, body }) => {
    return profile.setDashboardMode(em, user.id, body.mode);
  });

  api.add({ ...r.enrolTotp, status: 200, summary: 'Start two-factor enrolment: an otpauth URI and its QR code' }, async ({ user, em }) => {
    return totp.enrol(em, secret, user);
  });

  api.add({ ...r.verifyTotp, status: 200, summary: 'Finish enrolment with a code; answers ten recovery codes, shown once' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    const { recoveryCodes, renewed } = await em.transactional(async (tx) => {
      const codes = await totp.confirmEnrolment(tx, secret, user.id, body.code);
      await securityChanged(tx, user.id, 'two-factor-enabled');
      return { recoveryCodes: codes, renewed: await renewSessions(tx, ctx, user.id, body.signOutOtherSessions) };
    });
    adoptRenewedSession(ctx, renewed);
    return { recoveryCodes };
  });

  api.add({ ...r.disableTotp, status: 200, summary: 'Turn two-factor off (needs the password or a code)' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    const row = await credentialsById(em, user.id);
    if (!row?.totp_enabled_at) throw new HttpError(400, 'two_factor_not_enabled', MESSAGES.twoFactorNotEnabled);
    const byPassword = body.password ? await verifyPassword(row.password_hash, body.password) : false;
    const { check, renewed } = await em.transactional(async (tx) => {
      const checked: totp.SecondFactorCheck = byPassword || !body.code ? { accepted: byPassword, lockedForSeconds: 0 } : await totp.checkSecondFactor(platform, tx, user.id, body.code);
      if (!checked.accepted) return { check: checked, renewed: null };
      await totp.disable(tx, user.id);
      await securityChanged(tx, user.id, 'two-factor-disabled');
      return { check: checked, renewed: await renewSessions(tx, ctx, user.id, body.signOutOtherSessions) };
    });
    refuseWrongSecondFactor(check, body.code && !body.password ? MESSAGES.invalidCode : MESSAGES.currentPasswordWrong, 400);
    adoptRenewedSession(ctx, renewed);
    return { message: '2FA settings updated' };
  });

  // --- the account's whole life: email change, export, deletion ------------------------------------------

  api.add({ ...r.changeEmail, status: 200, summary: 'Change my email: re-authenticate, then confirm by the link mailed to the new address' }, async ({ user, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    await reauthenticate(platform, em, user.id, body);
    await requestEmailChange(platform, em, user.id, body.newEmail);
    return { message: MESSAGES.emailChangeSent };
  });

  api.add({ ...r.confirmEmailChange, status: 200, summary: 'Confirm a new email address with the mailed token (24 h, single use)' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.verifyIp(ipOf(ctx))]);
    await confirmEmailChange(platform, em, body.token);
    return { message: MESSAGES.emailChanged };
  });

  api.add({ ...r.exportAccount, summary: 'Download everything the platform holds about me, as JSON' }, async ({ user, ctx, em }) => {
    const data = await exportAccount(platform, em, user.id);
    ctx.set('Content-Disposition', `attachment; filename="studyhall-account-${new Date().toISOString().slice(0, 10)}.json"`);
    ctx.set('Cache-Control', 'no-store');
    return data;
  });

  /** Deletes an account after its owner (or the admin acting) re-authenticated; a deleted self is signed out. */
  async function deleteWithProof(ctx: Context, em: EntityManager, user: AuthUser, targetId: string, proof: { password?: string; code?: string }) {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    await reauthenticate(platform, em, user.id, proof);
    await deleteAccount(platform, em, targetId);
    if (targetId === user.id) clearSessionCookies(ctx, platform);
    return { message: MESSAGES.accountDeleted };
  }

  api.add({ ...r.deleteAccount, summary: 'Delete my account (password, or a code when two-factor is on)' }, async ({ user, ctx, em, body }) => {
    return deleteWithProof(ctx, em, user, user.id, body);
  });

  api.add({ ...r.deleteUser, summary: 'Legacy: delete a user (yourself, or anyone as an admin)' }, async ({ user, ctx, em, params, body }) => {
    if (params.id !== user.id) {
      if (user.role !== 'admin' || user.status !== 'active') throw new HttpError(403, 'forbidden', MESSAGES.cannotDeleteOther);
      const target = await one(em, 'select id from users where id = ? and deleted_at is null', [params.id]);
      if (!target) throw notFound(MESSAGES.userNotFound);
    }
    return deleteWithProof(ctx, em, user, params.id, body);
  });
}
