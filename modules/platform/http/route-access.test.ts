// The router enforces what a route declares: its access (through the resolver a module plugs in) before its input
// is read, the signed-in user handed to the handler, and its declared success status.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, Next } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Orm } from '../db/orm.ts';
import { type AccessResolver, createApiRouter, type SignedInUser } from './api-router.ts';
import { createHttpApp } from './app.ts';
import { HttpError } from './errors.ts';

const people: Record<string, SignedInUser> = {
  user: { id: 'u1', email: 'u@example.com', fullName: 'U', role: 'user', status: 'active' },
  admin: { id: 'a1', email: 'a@example.com', fullName: 'A', role: 'admin', status: 'active' },
};

// As the accounts module resolves: a suspended user's session is no session, so only the header's active users exist.
const resolver: AccessResolver = {
  current: (ctx) => ctx.state.user,
  admit: (ctx, access) => {
    const user = ctx.state.user as SignedInUser | undefined;
    if (!user) throw new HttpError(401, 'unauthenticated', 'User not authenticated');
    if (access === 'admin' && user.role !== 'admin') throw new HttpError(403, 'forbidden', 'Unauthorized: Admin access required');
    return user;
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  const api = createApiRouter({ access: resolver });
  const body = z.object({ n: z.number() });
  const whoami = ({ user }: { user: SignedInUser | undefined }) => ({ user: user?.id ?? null });
  api.add({ method: 'get', path: '/api/t/public' }, whoami);
  api.add({ method: 'get', path: '/api/t/user', access: 'user' }, whoami);
  api.add({ method: 'get', path: '/api/t/admin', access: 'admin' }, whoami);
  api.add({ method: 'post', path: '/api/t/user', access: 'user', body }, whoami);
  api.add({ method: 'post', path: '/api/t/action', access: 'user', status: 200 }, whoami);
  api.add({ method: 'post', path: '/api/t/later', access: 'admin', status: 202 }, whoami);
  api.add({ method: 'delete', path: '/api/t/user', access: 'user', status: 204 }, () => undefined);
  api.add({ method: 'get', path: '/api/t/worded', access: 'user', guestMessage: 'Sign in to see this' }, whoami);
  const signIn = (ctx: Context, next: Next) => {
    const who = people[ctx.get('x-test-user')];
    if (who) ctx.state.user = who;
    return next();
  };
  const orm = { em: { fork: () => ({}) } } as unknown as Orm;
  const app = createHttpApp({ orm, bodyLimitKb: 64, apiRouters: [api.router], before: [signIn] });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

async function call(method: string, path: string, who: 'guest' | 'suspended' | 'user' | 'admin', body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: { 'x-test-user': who, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return [response.status, await response.json()];
}

const guest = [401, { error: { code: 'unauthenticated', message: 'User not authenticated' } }];
const notAdmin = [403, { error: { code: 'forbidden', message: 'Unauthorized: Admin access required' } }];

describe('declared access', () => {
  it('lets anyone call a public route, with the signed-in user when there is one', async () => {
    expect(await call('GET', '/api/t/public', 'guest')).toEqual([200, { user: null }]);
    expect(await call('GET', '/api/t/public', 'suspended')).toEqual([200, { user: null }]);
    expect(await call('GET', '/api/t/public', 'user')).toEqual([200, { user: 'u1' }]);
  });

  it('turns guests and suspended users away from a user route, and hands the handler the user', async () => {
    expect(await call('GET', '/api/t/user', 'guest')).toEqual(guest);
    expect(await call('GET', '/api/t/user', 'suspended')).toEqual(guest);
    expect(await call('GET', '/api/t/user', 'user')).toEqual([200, { user: 'u1' }]);
    expect(await call('GET', '/api/t/user', 'admin')).toEqual([200, { user: 'a1' }]);
  });

  it('admits only admins to an admin route', async () => {
    expect(await call('GET', '/api/t/admin', 'guest')).toEqual(guest);
    expect(await call('GET', '/api/t/admin', 'suspended')).toEqual(guest);
    expect(await call('GET', '/api/t/admin', 'user')).toEqual(notAdmin);
    expect(await call('GET', '/api/t/admin', 'admin')).toEqual([200, { user: 'a1' }]);
  });

  it('refuses a guest before reading their input: no validation errors for a route they may not use', async () => {
    expect(await call('POST', '/api/t/user', 'guest', { n: 'x' })).toEqual(guest);
    expect((await call('POST', '/api/t/user', 'user', { n: 'x' }))[0]).toBe(400);
  });

  it("words a guest's refusal as the route declares", async () => {
    expect(await call('GET', '/api/t/worded', 'guest')).toEqual([401, { error: { code: 'unauthenticated', message: 'Sign in to see this' } }]);
    expect(await call('GET', '/api/t/worded', 'user')).toEqual([200, { user: 'u1' }]);
  });
});

describe('declared status', () => {
  it('answers 201 for a post, else what the route declares', async () => {
    expect(await call('POST', '/api/t/user', 'user', { n: 1 })).toEqual([201, { user: 'u1' }]);
    expect(await call('POST', '/api/t/action', 'user')).toEqual([200, { user: 'u1' }]);
    expect(await call('POST', '/api/t/later', 'admin')).toEqual([202, { user: 'a1' }]);
    const gone = await fetch(`${base}/api/t/user`, { method: 'DELETE', headers: { 'x-test-user': 'user' } });
    expect([gone.status, await gone.text()]).toEqual([204, '']);
  });
});

describe('without a resolver', () => {
  it('answers public routes and refuses to serve a protected one', async () => {
    const api = createApiRouter();
    api.add({ method: 'get', path: '/api/t/user', access: 'user' }, () => ({ ok: true }));
    api.add({ method: 'get', path: '/api/t/public' }, ({ user }) => ({ user: user ?? null }));
    const orm = { em: { fork: () => ({}) } } as unknown as Orm;
    const app = createHttpApp({ orm, bodyLimitKb: 64, apiRouters: [api.router] });
    const bare = createServer(app.callback());
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${at}/api/t/public`)).status).toBe(200);
      expect((await fetch(`${at}/api/t/user`)).status).toBe(500);
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  });
});
