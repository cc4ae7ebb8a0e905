// A tiny matcher for the route tables of the dashboard and admin areas: ":name" matches one
// segment, a trailing "*" matches the rest (including nothing). Paths are canonical (lower-case,
// no trailing slash) by the time they get here.

export type RouteParams = Record<string, string>;

export function matchPattern(pattern: string, path: string): RouteParams | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (let i = 0; i < p.length; i++) {
    const part = p[i]!;
    if (part === '*') {
      params['*'] = s.slice(i).join('/');
      return params;
    }
    const seg = s[i];
    if (seg === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(seg);
    else if (part !== seg) return null;
  }
  return s.length === p.length ? params : null;
}

/** The first entry whose pattern matches, with its params. Order the table specific-first. */
export function findRoute<T extends { pattern: string }>(table: readonly T[], path: string): { route: T; params: RouteParams } | null {
  for (const route of table) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}
