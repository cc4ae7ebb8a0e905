// Where sign-in, sign-out and the guards send people (spec 000 §2 Auth routes, §4 Auth, §6). Pure and
// DOM-free: the pages and guards call these with the current path and query.
import { DEFAULT_RETURN_URL, type Role, safeReturnUrl } from '../../../modules/accounts/contract.ts';
import { currentTarget } from './paths.ts';

export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/** Pages a return target must never point at (a login that returns to the login page). */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/auth/reset-password', '/auth/callback', ADMIN_LOGIN];

export function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return AUTH_PAGES.includes(pathname);
}

/**
 * The return target a page was given in `returnUrl` (or `from`), made safe: only same-site paths,
 * never an auth page. Null when there is none, so the caller can apply the role's default.
 */
export function returnTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('returnUrl') ?? params.get('from');
  if (!raw) return null;
  const safe = safeReturnUrl(raw);
  if (safe === DEFAULT_RETURN_URL && raw !== DEFAULT_RETURN_URL) return null;
  if (isAuthPage(safe)) return null;
  return safe;
}

/** Where a role lands after signing in when nothing else is asked (spec 000 §4). */
export function homeFor(role: Role | undefined): string {
  return role === 'admin' ? ADMIN_HOME : DEFAULT_RETURN_URL;
}

/** After a sign-in: the return target if any, else the role's home. */
export function afterLogin(search: string, role: Role | undefined): string {
  return returnTarget(search) ?? homeFor(role);
}

/** After a sign-out (spec 000 §4): admins go to the admin login, everyone else home. */
export function afterLogout(role: Role | undefined): string {
  return role === 'admin' ? ADMIN_LOGIN : '/';
}

/** A link to a login page that brings the visitor back to `pathname` + `search`. */
export function loginHref(pathname: string, search: string, loginPath = '/login'): string {
  return `${loginPath}?returnUrl=${encodeURIComponent(currentTarget(pathname, search))}`;
}

/** The message shown on the admin login page to a signed-in non-admin sent there by the guard. */
export const ADMIN_REFUSED_PARAM = 'unauthorized';

/** The admin login address for a visitor the admin guard turned away. */
export function adminLoginHref(pathname: string, search: string, refused: boolean): string {
  const base = loginHref(pathname, search, ADMIN_LOGIN);
  return refused ? `${base}&error=${ADMIN_REFUSED_PARAM}` : base;
}

/** Paths that need a signed-in user (spec 000 §6, spec 001 §2 Protected routes). */
export function isProtectedPath(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    pathname === '/checkout' ||
    pathname === '/checkout/success' ||
    /^\/test-prep\/[^/]+\/test\/[^/]+(\/results)?$/.test(pathname)
  );
}

/** Admin paths behind the admin guard: everything under /admin except its login page. */
export function isAdminPath(pathname: string): boolean {
  return (pathname === '/admin' || pathname.startsWith('/admin/')) && pathname !== ADMIN_LOGIN;
}

export type Shell = 'dashboard' | 'admin' | 'bare' | 'public';

/**
 * Which frame a path gets (spec 000 §2 Layout): dashboard pages get the side bar; admin pages and the
 * payment return page never show the signed-in rail; everything else is public (with the collapsed
 * rail for signed-in users).
 */
export function shellOf(pathname: string): Shell {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return 'dashboard';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/checkout/success' || isAuthPage(pathname)) return 'bare';
  return 'public';
}
