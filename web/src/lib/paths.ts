// Pure helpers about addresses: canonical paths, returnUrl links and search links. DOM-free so
// they run under the node unit tests.

/**
 * The canonical form of a path (spec 000 §2 Layout: paths are lower-cased and a trailing slash is
 * removed). Returns null when the path is already canonical.
 */
export function canonicalPath(pathname: string): string | null {
  let next = pathname.toLowerCase();
  if (next.length > 1) next = next.replace(/\/+$/, '');
  if (next === '') next = '/';
  return next === pathname ? null : next;
}

/** The current path and query as one string, the way it is carried in `returnUrl`. */
export function currentTarget(pathname: string, search: string): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${pathname || '/'}${query}`;
}

/**
 * A link to an auth page carrying where to come back to (spec 000 §2 Auth routes: Log in and
 * Register carry the current path and query as returnUrl). Auth pages themselves are not
 * carried, so hopping from /login to /register keeps the original target.
 */
export function authHref(authPath: string, pathname: string, search: string): string {
  const authPages = ['/login', '/register', '/forgot-password', '/reset-password', '/auth/', '/admin/login'];
  if (authPages.some((p) => pathname === p || (p.endsWith('/') && pathname.startsWith(p)))) {
    const existing = new URLSearchParams(search).get('returnUrl');
    return existing ? `${authPath}?returnUrl=${encodeURIComponent(existing)}` : authPath;
  }
  return `${authPath}?returnUrl=${encodeURIComponent(currentTarget(pathname, search))}`;
}

/** Where a submitted search goes, or null for a blank query (which does nothing). */
export function searchHref(query: string): string | null {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}

/** Only same-site paths are followed from a returnUrl (no open redirects): the server's own rule. */
export { safeReturnUrl } from '../../../modules/accounts/contract.ts';
