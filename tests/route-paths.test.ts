// Guards and exemptions compare `ctx.path` with the paths routes declare (the sign-in guard's set, `/api/reports`,
// `/api/papers/quote`, ...). That is safe only while the router answers a declared path and nothing else: a router
// that also matched `/api/auth/Login` or `/api/auth/login/` handed the login route a request the sign-in guard had
// waved through. Every declared route is checked, so a route (and any guard or exemption naming it) added later is
// covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp, type RouteSpec } from '../modules/platform/index.ts';
import { bootTestPlatform, type TestPlatform } from './support/database.ts';

let platform: TestPlatform;
let api: ReturnType<typeof createServerApp>['api'];
beforeAll(async () => {
  platform = await bootTestPlatform();
  api = createServerApp(platform, { webDistSsr: null }).api;
});
afterAll(() => platform?.cleanup());

/** The declared path with every `{param}` filled in. */
const concrete = (spec: RouteSpec) => spec.path.replace(/\{\w+\}/g, 'x1');

/** The same route written another way: one literal segment in capitals, or a trailing slash, or a doubled one. */
function variants(spec: RouteSpec): string[] {
  const segments = spec.path.split('/');
  const cased = segments.flatMap((segment, i) =>
    segment && !segment.startsWith('{') && segment.toUpperCase() !== segment
      ? [segments.map((s, j) => (j === i ? s.toUpperCase() : s)).join('/')]
      : [],
  );
  return [...cased, `${spec.path}/`, `${spec.path}//`, spec.path.replace(/\/([^/]+)$/, '//$1')].map((p) => p.replace(/\{\w+\}/g, 'x1'));
}

/** The declared paths (in the router's `:param` form) of the routes that would answer `method path`. */
const answering = (path: string, method: string) =>
  api.router.match(path, method.toUpperCase()).pathAndMethod.filter((layer) => layer.methods.length > 0).map((layer) => layer.path);
const koaPath = (spec: RouteSpec) => spec.path.replace(/\{(\w+)\}/g, ':$1');

describe('the API router', () => {
  it('answers every declared path as it is declared', () => {
    expect(api.specs.length).toBeGreaterThan(200);
    const unrouted = api.specs.filter((spec) => !answering(concrete(spec), spec.method).includes(koaPath(spec))).map((s) => `${s.method} ${s.path}`);
    expect(unrouted).toEqual([]);
  });

  // Another route may answer a variant as its own (`/api/documents/MINE` is `/api/documents/{ref}`), which is that
  // route's declared path; the route a guard named must never.
  it('never routes another spelling of a declared path to it: letter case and trailing or doubled slashes', () => {
    const matched = api.specs.flatMap((spec) =>
      variants(spec)
        .filter((variant) => answering(variant, spec.method).includes(koaPath(spec)))
        .map((variant) => `${spec.method} ${variant} (declared ${spec.path})`),
    );
    expect(matched).toEqual([]);
  });
});
