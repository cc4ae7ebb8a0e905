// Koa routes of Google sign-in (OpenID Connect redirects and one-tap) and of linking Google to an account.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { type ApiRouter, HttpError, hit, logger, notFound, type Platform, RateLimitedError } from '../platform/index.ts';
import { accountsRoutes as r, GOOGLE_LINK_RETURN, type GoogleLinkOutcome, MESSAGES, safeReturnUrl } from './contract.ts';
import {
  accountForGoogle, finishGoogleSignIn, type GoogleRefusal, GoogleSignInError, googleEnabled, OIDC_COOKIE_PATH, OIDC_STATE_COOKIE,
  OIDC_STATE_SECONDS, startGoogleSignIn,
} from './google.ts';
import { googleLinkOf, linkGoogle, unlinkGoogle } from './google-link.ts';
import { checkGoogleCsrf, GOOGLE_CSRF_COOKIE, verifyOneTapCredential } from './google-one-tap.ts';
import { LIMITS } from './rate-limit.ts';
import { ipOf, signIn } from './route-shared.ts';
import { cookie, parseCookies } from './sessions.ts';
import { issueToken } from './tokens.ts';
import { credentialsById, toProfile } from './users.ts';

export function mountGoogleRoutes(api: ApiRouter, platform: Platform) {
  const secret = platform.secret;
  const log = logger('accounts');

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
      await signIn(platform, ctx, em, user);
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
      return signIn(platform, ctx, em, user);
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
}
