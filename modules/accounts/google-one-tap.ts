// Google one-tap (spec 001 §7, "Google sign-in ... by one-tap id token"): the page gets an ID token from
// Google Identity Services and posts it here. Nothing vouches for it but its signature, so it is checked
// against the issuer's published keys (jwks_uri from the same discovery the redirect flow uses), with the
// issuer, the audience (our client id) and the expiry. openid-client only checks ID tokens inside its own
// flows, so this uses jose, the library openid-client itself is built on.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config/index.ts';
import { safeEqual } from './crypto.ts';
import { type GoogleIdentity, GoogleSignInError, identityFromClaims, providerConfiguration } from './google.ts';

/** The cookie Google Identity Services sets beside a credential it posts (its double-submit CSRF check). */
export const GOOGLE_CSRF_COOKIE = 'g_csrf_token';
/** Google's ID tokens name their issuer with or without the scheme. */
const GOOGLE_ISSUER_ALIASES: Record<string, string[]> = { 'https://accounts.google.com': ['accounts.google.com'] };
/** A few seconds of clock difference between Google and us is not an expired token. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** One key set per jwks_uri and process: jose caches the keys and refetches when an unknown key id appears. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(jwksUri: string) {
  let found = keySets.get(jwksUri);
  if (!found) keySets.set(jwksUri, (found = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 })));
  return found;
}

/** Google's documented double-submit check: when the page sends the token, the cookie must carry the same. */
export function checkGoogleCsrf(sent: string | undefined, cookie: string | undefined) {
  if (sent === undefined) return;
  if (!cookie || !safeEqual(sent, cookie)) throw new GoogleSignInError('the g_csrf_token cookie does not match the body');
}

/** The identity in a one-tap credential, or GoogleSignInError for a forged, expired or foreign token. */
export async function verifyOneTapCredential(config: Config, credential: string): Promise<GoogleIdentity> {
  const metadata = (await providerConfiguration(config)).serverMetadata();
  if (!metadata.jwks_uri) throw new Error('the provider publishes no jwks_uri');
  let claims: Record<string, unknown>;
  try {
    const { payload } = await jwtVerify(credential, keySet(metadata.jwks_uri), {
      issuer: [metadata.issuer, ...(GOOGLE_ISSUER_ALIASES[metadata.issuer] ?? [])],
      audience: config.GOOGLE_CLIENT_ID!,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    claims = payload;
  } catch (error) {
    throw new GoogleSignInError(`the ID token failed verification: ${(error as { code?: string }).code ?? (error as Error).message}`);
  }
  return identityFromClaims(claims);
}
