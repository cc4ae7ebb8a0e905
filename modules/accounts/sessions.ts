// Sessions: an httpOnly cookie for the browser (7 days, sliding, rotated daily) and bearer tokens for API
// clients. Only the SHA-256 of a token is stored. The middleware puts the signed-in user on ctx.state.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware, Next } from 'koa';
import { type AccessResolver, clientIp, HttpError, isServerRender, type Platform, uuidv7 } from '../platform/index.ts';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES, SESSION_COOKIE, type Role, type Status } from './contract.ts';
import { hmac, newToken, safeEqual, sha256 } from './crypto.ts';
import { iso, one, type Row, rows } from './db.ts';
import { SIGN_IN_REQUESTS } from './sign-in-guard.ts';

export const SESSION_DAYS = 7;
/** A cookie session older than this gets a new token on its next use. */
export const ROTATE_AFTER_MS = 24 * 60 * 60 * 1000;
/** After rotation the old token keeps working this long, for requests already in flight. */
export const ROTATION_GRACE_SECONDS = 60;
/** last_used_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export type SessionKind = 'cookie' | 'bearer';
export type AuthUser = { id: string; email: string; fullName: string; role: Role; status: Status };
export type AuthSession = { id: string; kind: SessionKind; createdAt: Date };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export type CreatedSession = { id: string; token: string; expiresAt: Date };

export async function createSession(
  em: EntityManager,
  userId: string,
  options: { kind: SessionKind; userAgent?: string | null; ip?: string | null; name?: string | null; days?: number },
): Promise<CreatedSession> {
  const token = newToken();
  const id = uuidv7();
  const days = options.days ?? SESSION_DAYS;
  const row = await one(
    em,
    `insert into sessions (id, user_id, token_hash, kind, name, user_agent, ip, expires_at)
     values (?, ?, ?, ?, ?, ?, ?, now() + make_interval(days => ?)) returning expires_at`,
    [id, userId, sha256(token), options.kind, options.name ?? null, options.userAgent?.slice(0, 500) ?? null, options.ip ?? null, days],
  );
  return { id, token, expiresAt: new Date(row!.expires_at) };
}

/**
 * Whether a sign-in from this browser is from a device the account has not used: it has signed in before, but
 * never with this user agent (ended and rotated sessions count: they are kept 7 days). The first sign-in of an
 * account is not "new": there is nothing to compare it with.
 */
export async function isNewDevice(em: EntityManager, userId: string, userAgent: string | null): Promise<boolean> {
  const row = await one(
    em,
    `select count(*)::int as total, (count(*) filter (where user_agent is not distinct from ?))::int as same
     from sessions where user_id = ? and kind = 'cookie'`,
    [userAgent?.slice(0, 500) ?? null, userId],
  );
  return Number(row!.total) > 0 && Number(row!.same) === 0;
}

/** Revokes every live session of a user (but `exceptId`); returns how many. */
export async function revokeUserSessions(em: EntityManager, userId: string, exceptId?: string): Promise<number> {
  const revoked = await rows(
    em,
    `update sessions set revoked_at = now() where user_id = ? and revoked_at is null and (?::uuid is null or id <> ?::uuid)
     returning id`,
    [userId, exceptId ?? null, exceptId ?? null],
  );
  return revoked.length;
}

/**
 * After a change of credentials (password, two-factor on or off): the current cookie session is replaced by a
 * new one at once (no grace: an id that leaked or was planted before the change must not outlive it), and,
 * when the user asks, every other session and token of theirs ends. Answers the new session; set its cookies
 * only once the transaction has committed. A bearer token stays as it is: the script holding it could not
 * learn a new one.
 */
export async function renewSessions(em: EntityManager, ctx: Context, userId: string, signOutOthers: boolean): Promise<CreatedSession | null> {
  const current = currentSession(ctx);
  if (signOutOthers) await revokeUserSessions(em, userId, current?.id);
  if (current?.kind !== 'cookie') return null;
  await revokeSession(em, userId, current.id);
  return createSession(em, userId, { kind: 'cookie', ...clientOf(ctx) });
}

export async function revokeSession(em: EntityManager, userId: string, sessionId: string): Promise<boolean> {
  const revoked = await rows(
    em,
    'update sessions set revoked_at = now() where id = ? and user_id = ? and revoked_at is null returning id',
    [sessionId, userId],
  );
  return revoked.length > 0;
}

export async function listSessions(em: EntityManager, userId: string, currentId?: string) {
  const found = await rows(
    em,
    `select id, kind, name, user_agent, ip, created_at, last_used_at, expires_at from sessions
     where user_id = ? and revoked_at is null and rotated_at is null and expires_at > now()
     order by last_used_at desc`,
    [userId],
  );
  return found.map((r) => toSessionInfo(r, currentId));
}

export function toSessionInfo(r: Row, currentId?: string) {
  return {
    id: r.id as string,
    kind: r.kind as SessionKind,
    name: (r.name ?? null) as string | null,
    userAgent: (r.user_agent ?? null) as string | null,
    ip: (r.ip ?? null) as string | null,
    createdAt: iso(r.created_at)!,
    lastUsedAt: iso(r.last_used_at)!,
    expiresAt: iso(r.expires_at)!,
    current: r.id === currentId,
  };
}

// --- cookies ---------------------------------------------------------------------------------------------

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

/** One Set-Cookie value: SameSite=Lax, Path=/ unless told, Secure when the public address is https. */
export function cookie(name: string, value: string, options: { httpOnly: boolean; maxAgeSeconds: number; secure: boolean; path?: string }) {
  return [
    `${name}=${value}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The CSRF token of a session: derived from its id, so it needs no storage and dies with the session. */
export function csrfTokenOf(secret: string, sessionId: string): string {
  return hmac(secret, 'csrf', sessionId).slice(0, 43);
}

/** Sets the session cookie (httpOnly) and its CSRF companion (readable by the web app). */
export function setSessionCookies(ctx: Context, platform: Platform, session: CreatedSession) {
  const secure = platform.config.publicUrl.startsWith('https:');
  const maxAgeSeconds = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  ctx.append('Set-Cookie', cookie(SESSION_COOKIE, session.token, { httpOnly: true, maxAgeSeconds, secure }));
  ctx.append('Set-Cookie', cookie(CSRF_COOKIE, csrfTokenOf(platform.secret, session.id), { httpOnly: false, maxAgeSeconds, secure }));
}

export function clearSessionCookies(ctx: Context, platform: Platform) {
  const secure = platform.config.publicUrl.startsWith('https:');
  ctx.append('Set-Cookie', cookie(SESSION_COOKIE, '', { httpOnly: true, maxAgeSeconds: 0, secure }));
  ctx.append('Set-Cookie', cookie(CSRF_COOKIE, '', { httpOnly: false, maxAgeSeconds: 0, secure }));
}

export function clientOf(ctx: Context) {
  return { userAgent: ctx.get('user-agent') || null, ip: clientIp(ctx) };
}

// --- the middleware ----------------------------------------------------------------------------------------

/** Who is signed in: sets ctx.state.user and ctx.state.session, rotates old cookie sessions, checks CSRF. */
export function sessionMiddleware(platform: Platform): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const em = ctx.state.em as EntityManager;
    const authorization = ctx.get('authorization');
    const bearer = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization)?.[1];
    const cookies = parseCookies(ctx.get('cookie'));
    const cookieToken = cookies[SESSION_COOKIE];
    const kind: SessionKind | null = bearer ? 'bearer' : cookieToken && /^[A-Za-z0-9_-]{20,200}$/.test(cookieToken) ? 'cookie' : null;
    if (!kind) return next();
    const token = (bearer ?? cookieToken)!;

    const row = await one(
      em,
      `select s.id, s.kind, s.created_at, s.last_used_at, s.rotated_at,
              u.id as user_id, u.email, u.full_name, u.role, u.status, u.language
       from sessions s join users u on u.id = s.user_id
       where s.token_hash = ? and s.kind = ? and s.revoked_at is null and s.expires_at > now()`,
      [sha256(token), kind],
    );
    // A suspended user's sessions stop working at once, whatever their state.
    if (row?.status !== 'active') return next();

    if (kind === 'cookie' && !SAFE_METHODS.has(ctx.method) && !SIGN_IN_REQUESTS.has(ctx.path)) {
      const header = ctx.get(CSRF_HEADER);
      const fromCookie = cookies[CSRF_COOKIE] ?? '';
      const expected = csrfTokenOf(platform.secret, row.id);
      if (!header || !safeEqual(header, fromCookie) || !safeEqual(header, expected)) {
        throw new HttpError(403, 'csrf', MESSAGES.csrf);
      }
    }

    let session: AuthSession = { id: row.id, kind, createdAt: new Date(row.created_at) };
    const age = Date.now() - session.createdAt.getTime();
    // Never while a server render fetches a page's data: a render too slow for its deadline serves the plain shell, and
    // the new cookie would be lost with it (the visitor signed out when the old token's grace ends). The browser's own
    // next request rotates it.
    if (kind === 'cookie' && !row.rotated_at && age > ROTATE_AFTER_MS && !isServerRender(ctx)) {
      const rotated = await rotate(em, row.id, row.user_id, ctx);
      if (rotated) {
        setSessionCookies(ctx, platform, rotated);
        session = { id: rotated.id, kind, createdAt: new Date() };
      }
    } else if (Date.now() - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS) {
      await rows(em, 'update sessions set last_used_at = now() where id = ?', [row.id]);
    }

    ctx.state.user = { id: row.user_id, email: row.email, fullName: row.full_name, role: row.role, status: row.status } satisfies AuthUser;
    ctx.state.session = session;
    // The api's error messages fall back to the profile's language when the browser sent no language cookie.
    ctx.state.userLanguage = row.language ?? null;
    return next();
  };
}

/** Replaces a cookie session by a new one; the old token lives on for a short grace period. */
async function rotate(em: EntityManager, sessionId: string, userId: string, ctx: Context): Promise<CreatedSession | null> {
  return em.transactional(async (tx) => {
    // Only one concurrent request rotates: the one whose update marks the row.
    const claimed = await rows(
      tx,
      `update sessions set rotated_at = now(), expires_at = least(expires_at, now() + make_interval(secs => ?))
       where id = ? and rotated_at is null and revoked_at is null returning id`,
      [ROTATION_GRACE_SECONDS, sessionId],
    );
    if (!claimed.length) return null;
    return createSession(tx, userId, { kind: 'cookie', ...clientOf(ctx) });
  });
}

// --- guards ------------------------------------------------------------------------------------------------

/** The signed-in user, or 401 'User not authenticated'. */
export function requireUser(ctx: Context): AuthUser {
  const user = ctx.state.user as AuthUser | undefined;
  if (!user) throw new HttpError(401, 'unauthenticated', MESSAGES.notAuthenticated);
  return user;
}

/** The signed-in admin (role admin AND status active), or 401 / 403 'Unauthorized: Admin access required'. */
export function requireAdmin(ctx: Context): AuthUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin' || user.status !== 'active') throw new HttpError(403, 'forbidden', MESSAGES.adminRequired);
  return user;
}

/** The router's resolver: every route declared 'user' or 'admin' is refused as `requireUser` / `requireAdmin` refuse. */
export const accessResolver: AccessResolver = {
  current: (ctx) => ctx.state.user as AuthUser | undefined,
  admit: (ctx, access) => (access === 'admin' ? requireAdmin(ctx) : requireUser(ctx)),
};

export function currentSession(ctx: Context): AuthSession | undefined {
  return ctx.state.session as AuthSession | undefined;
}
