// Login CSRF: the auth requests that need no session (sign-in, sign-up, recovery) carry no CSRF token, so
// another site could post them from a victim's browser (signing the victim into the attacker's account, or
// mailing links in their name). They accept JSON only, which a cross-site HTML form cannot send, and a
// browser that says the request is cross-site is refused.
import type { Context, Middleware, Next } from 'koa';
import { HttpError, type Platform } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';

/** The requests that start or recover a sign-in: no session authority, so no CSRF header either. */
export const SIGN_IN_REQUESTS = new Set([
  '/api/auth/register', '/api/auth/login', '/api/auth/login/totp', '/api/auth/admin/login', '/api/auth/verify-email',
  '/api/auth/resend-verification', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/google/one-tap',
]);

/**
 * Whether a browser tells us the request comes from another site. `Sec-Fetch-Site` decides when present:
 * `same-origin` and `none` (typed by the user) pass, `same-site` (a sibling subdomain) and `cross-site` do
 * not. Otherwise `Origin` decides when present: this app's public origin, or the origin of the Host the
 * request was sent to (a victim's browser cannot forge Host), passes; `null` and anything else do not.
 * With neither header it is not a browser (curl, the CLI, another server) and passes.
 */
export function fromAnotherSite(ctx: Context, publicOrigin: string): boolean {
  const site = ctx.get('sec-fetch-site').toLowerCase();
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = ctx.get('origin');
  if (!origin || origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== ctx.get('host');
  } catch {
    return true;
  }
}

export function signInGuard(platform: Platform): Middleware {
  const publicOrigin = new URL(platform.config.publicUrl).origin;
  return (ctx: Context, next: Next) => {
    if (ctx.method !== 'POST' || !SIGN_IN_REQUESTS.has(ctx.path)) return next();
    if (fromAnotherSite(ctx, publicOrigin)) throw new HttpError(403, 'cross_site', MESSAGES.crossSite);
    if (!ctx.is('application/json')) throw new HttpError(415, 'unsupported_media_type', MESSAGES.jsonOnly);
    return next();
  };
}
