// Google sign-in: the OpenID Connect authorization code flow with PKCE (openid-client). A started sign-in's
// state, nonce and PKCE verifier wait in oidc_login_states (10 minutes, used up by the callback); the state
// also rides in a short cookie of the browser that started, so a callback link taken from somebody else's
// sign-in signs nobody in. The account is the one the Google subject is linked to, else it is found or created
// by the verified email of the ID token. A pending row may also be a link started on the Security tab.
import type { EntityManager } from '@mikro-orm/postgresql';
import * as oidc from 'openid-client';
import type { Config } from '../../config/index.ts';
import { type Platform, uuidv7 } from '../platform/index.ts';
import { email as emailSchema } from './contract.ts';
import { hmac, safeEqual } from './crypto.ts';
import { one, type Row, rows } from './db.ts';
import { normaliseEmail, PROFILE_COLUMNS } from './users.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
/** The state cookie is sent back to the Google routes only. */
export const OIDC_COOKIE_PATH = '/api/auth/google';
export const OIDC_STATE_COOKIE = 'sh_oidc_state';
export const OIDC_STATE_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';

/** Why a Google sign-in or link was refused, for the answer; `reason` is for the log only. */
export type GoogleRefusal = 'invalid_token' | 'email_unverified' | 'suspended' | 'unlinked' | 'other_google' | 'linked_elsewhere';

/** A sign-in or link that cannot go on (the redirect flow just sends the browser to /login?error=google). */
export class GoogleSignInError extends Error {
  constructor(
    public readonly reason: string,
    public readonly refusal: GoogleRefusal = 'invalid_token',
    /** It ended a link started on the Security tab, which is where the browser goes back to. */
    public readonly duringLink = false,
  ) {
    super(`Google sign-in refused: ${reason}`);
    this.name = 'GoogleSignInError';
  }
}

export function googleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

export function googleRedirectUri(config: Config): string {
  return `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's metadata (discovery), fetched once per process; a failed discovery is retried next time. */
export function providerConfiguration(config: Config): Promise<oidc.Configuration> {
  const clientId = config.GOOGLE_CLIENT_ID!;
  const clientSecret = config.GOOGLE_CLIENT_SECRET!;
  const key = `${config.GOOGLE_ISSUER}\n${clientId}\n${clientSecret}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(config.GOOGLE_ISSUER);
    // Plain http only for an issuer on this machine (a development or test provider); never across a network.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    found = oidc.discovery(issuer, clientId, clientSecret, undefined, {
      timeout: 10,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

const stateHash = (secret: string, state: string) => hmac(secret, 'oidc_state', state);

/**
 * Creates a pending sign-in (or, with `linkUserId`, a link to that signed-in user) and answers the provider's
 * authorization URL and the state for the cookie.
 */
export async function startGoogleSignIn(platform: Platform, em: EntityManager, returnUrl: string, linkUserId: string | null = null) {
  const configuration = await providerConfiguration(platform.config);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  // Pending sign-ins nobody came back for are swept as new ones start (the index makes it cheap).
  await rows(em, 'delete from oidc_login_states where expires_at < now()');
  await rows(
    em,
    `insert into oidc_login_states (id, provider, state_hash, nonce, code_verifier, return_url, purpose, user_id, expires_at)
     values (?, 'google', ?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?))`,
    [uuidv7(), stateHash(platform.secret, state), nonce, codeVerifier, returnUrl, linkUserId ? 'link' : 'sign-in', linkUserId, OIDC_STATE_SECONDS],
  );
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(platform.config),
    scope: SCOPE,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { location: url.href, state };
}

export type GoogleIdentity = { subject: string; email: string; name: string; picture: string | null };
type Claims = Record<string, unknown>;

function nameOf(claims: Claims, email: string): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const full = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (full || email.split('@')[0] || email).slice(0, 200);
}

function pictureOf(claims: Claims): string | null {
  const value = claims.picture;
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The identity in verified ID token claims: a subject, and an email the provider has verified. */
export function identityFromClaims(claims: Claims): GoogleIdentity {
  const parsed = emailSchema.safeParse(claims.email);
  if (typeof claims.sub !== 'string' || !claims.sub) throw new GoogleSignInError('no subject in the ID token');
  if (!parsed.success) throw new GoogleSignInError('no usable email in the ID token');
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new GoogleSignInError('the provider has not verified the email', 'email_unverified');
  }
  return { subject: claims.sub, email: parsed.data, name: nameOf(claims, parsed.data), picture: pictureOf(claims) };
}

/** A finished redirect flow: who Google says it is, where to go, and the user it links to in link mode. */
export type FinishedGoogleFlow = { identity: GoogleIdentity; returnUrl: string; linkUserId: string | null };

/**
 * Finishes the flow at the callback: the state must be this browser's and still pending (it is used up
 * here, whatever happens next); the code is exchanged with the PKCE verifier; openid-client checks the ID
 * token (issuer, audience, expiry, nonce). The email must be present and verified by the provider.
 */
export async function finishGoogleSignIn(
  platform: Platform,
  em: EntityManager,
  input: { querystring: string; cookieState: string | undefined },
): Promise<FinishedGoogleFlow> {
  const params = new URLSearchParams(input.querystring);
  const state = params.get('state');
  if (!state || !input.cookieState || !safeEqual(state, input.cookieState)) {
    throw new GoogleSignInError('the state is missing or not the one this browser started');
  }
  const pending = await one(
    em,
    `delete from oidc_login_states where state_hash = ? and provider = 'google'
     returning nonce, code_verifier, return_url, user_id, expires_at > now() as live`,
    [stateHash(platform.secret, state)],
  );
  if (!pending?.live) throw new GoogleSignInError(pending ? 'the sign-in expired' : 'unknown state');
  try {
    const identity = await exchangeCode(platform, params, input.querystring, state, pending);
    return { identity, returnUrl: pending.return_url, linkUserId: pending.user_id ?? null };
  } catch (error) {
    if (error instanceof GoogleSignInError && pending.user_id) throw new GoogleSignInError(error.reason, error.refusal, true);
    throw error;
  }
}

/** The code exchanged with the PKCE verifier; openid-client checks the ID token (issuer, audience, expiry, nonce). */
async function exchangeCode(platform: Platform, params: URLSearchParams, querystring: string, state: string, pending: Row): Promise<GoogleIdentity> {
  if (params.has('error')) throw new GoogleSignInError(`the provider answered ${params.get('error')}`);
  const configuration = await providerConfiguration(platform.config);
  const currentUrl = new URL(googleRedirectUri(platform.config));
  currentUrl.search = querystring;
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new GoogleSignInError(`the code exchange failed: ${(error as Error).message}`);
  }
  if (!claims) throw new GoogleSignInError('no ID token');
  return identityFromClaims(claims);
}

const ACCOUNT_COLUMNS = `${PROFILE_COLUMNS}, google_unlinked_at`;

/** Links a Google subject to a user; answers false when the subject or the user already has a link. */
export async function insertIdentity(em: EntityManager, userId: string, identity: GoogleIdentity): Promise<boolean> {
  const inserted = await one(
    em,
    `insert into user_identities (id, user_id, provider, subject, email) values (?, ?, 'google', ?, ?)
     on conflict do nothing returning id`,
    [uuidv7(), userId, identity.subject, identity.email],
  );
  return Boolean(inserted);
}

/**
 * The account of a Google identity: the one its subject is linked to, else the one with its email. A new one
 * is created verified, with no password, the name and picture of the claims, and publishes
 * accounts.user-registered. An account found by email gets the subject linked, unless its owner unlinked
 * Google (refused: they turned Google off for it) or it is linked to another Google account (refused).
 * An existing one gets the picture and name only where it has none. An existing account never verified is
 * verified now (Google proved the mailbox) and loses its password: whoever chose it never proved the
 * address, so it may be somebody else's. A suspended account is refused and left as it is.
 */
export async function accountForGoogle(platform: Platform, em: EntityManager, identity: GoogleIdentity): Promise<Row> {
  return em.transactional(async (tx) => {
    let row = await one(
      tx,
      `select ${ACCOUNT_COLUMNS} from users where id = (select user_id from user_identities where provider = 'google' and subject = ?) for update`,
      [identity.subject],
    );
    if (!row) {
      const lookup = () => one(tx, `select ${ACCOUNT_COLUMNS} from users where lower(email) = ? for update`, [normaliseEmail(identity.email)]);
      row = await lookup();
      if (!row) {
        row = await one(
          tx,
          `insert into users (id, email, full_name, avatar_url, email_verified_at) values (?, ?, ?, ?, now())
           on conflict ((lower(email))) do nothing returning ${ACCOUNT_COLUMNS}`,
          [uuidv7(), normaliseEmail(identity.email), identity.name, identity.picture],
        );
        if (row) {
          await insertIdentity(tx, row.id, identity);
          await platform.bus.publish(tx, ACCOUNTS_EVENTS.userRegistered, { userId: row.id, email: row.email });
          return row;
        }
        // Another request created it a moment ago: carry on with that account.
        row = (await lookup())!;
      }
      if (row.status !== 'active') throw new GoogleSignInError('the account is suspended', 'suspended');
      if (row.google_unlinked_at) throw new GoogleSignInError('the owner unlinked Google from this account', 'unlinked');
      if (!(await insertIdentity(tx, row.id, identity))) {
        throw new GoogleSignInError('the account is linked to another Google account', 'other_google');
      }
    }
    if (row.status !== 'active') throw new GoogleSignInError('the account is suspended', 'suspended');
    const wasUnverified = !row.email_verified_at;
    const fills = (!row.avatar_url && identity.picture) || !String(row.full_name ?? '').trim();
    if (!wasUnverified && !fills) return row;
    const updated = await one(
      tx,
      `update users set
         avatar_url = coalesce(nullif(avatar_url, ''), ?),
         full_name = coalesce(nullif(btrim(full_name), ''), ?),
         password_hash = case when email_verified_at is null then null else password_hash end,
         email_verified_at = coalesce(email_verified_at, now()),
         updated_at = now()
       where id = ? returning ${ACCOUNT_COLUMNS}`,
      [identity.picture, identity.name, row.id],
    );
    if (wasUnverified) {
      await rows(tx, `update one_time_tokens set used_at = now() where user_id = ? and purpose = 'email_verify' and used_at is null`, [row.id]);
      await platform.bus.publish(tx, ACCOUNTS_EVENTS.emailVerified, { userId: row.id });
    }
    return updated!;
  });
}
