// Sessions: CSRF double-submit, bearer tokens, daily rotation, listing and revoking, role and status
// changes, and the PostgreSQL rate limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderedForHeaders } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql, uniqueEmail } from './harness.testing.ts';
import { setRole, setStatus } from './users.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts();
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without the header, with a wrong one, or with a forged pair', async () => {
    const { client } = await signedInUser(h);
    client.csrf = false;
    const none = await client.put('/api/account/dashboard-mode', { mode: 'seller' });
    expect(none.status).toBe(403);
    expect(none.body.error).toEqual({ code: 'csrf', message: MESSAGES.csrf });
    const wrong = await client.request('PUT', '/api/account/dashboard-mode', { mode: 'seller' }, { headers: { 'x-csrf-token': 'x'.repeat(43) } });
    expect(wrong.status).toBe(403);
    // An attacker able to plant cookies cannot pick a pair of their own: the token is bound to the session.
    const forged = new Client(h.baseUrl);
    forged.cookies.set('sh_session', client.sessionToken!);
    forged.cookies.set('sh_csrf', 'a'.repeat(43));
    expect((await forged.put('/api/account/dashboard-mode', { mode: 'seller' })).status).toBe(403);
    const [{ dashboard_mode }] = await sql(h, 'select dashboard_mode from users where email = ?', [(await client.get('/api/auth/me')).body.user.email]);
    expect(dashboard_mode).toBe('student');
    client.csrf = true;
    expect((await client.put('/api/account/dashboard-mode', { mode: 'seller' })).status).toBe(200);
  });

  it('lets reads through without the header, and exempts bearer requests', async () => {
    const { client } = await signedInUser(h);
    client.csrf = false;
    expect((await client.get('/api/account/profile')).status).toBe(200);
    client.csrf = true;
    const token = (await client.post('/api/auth/tokens', { name: 'cli' })).body.token;
    const api = new Client(h.baseUrl);
    api.bearer = token;
    expect((await api.put('/api/account/dashboard-mode', { mode: 'seller' })).status).toBe(200);
  });

  it('also guards logout, so another site cannot sign a user out', async () => {
    const { client } = await signedInUser(h);
    client.csrf = false;
    expect((await client.post('/api/auth/logout')).status).toBe(403);
    client.csrf = true;
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('creates a token shown once, stored hashed, usable with Authorization: Bearer, and revocable', async () => {
    const { client, id } = await signedInUser(h);
    const created = await client.post('/api/auth/tokens', { name: 'My script', expiresInDays: 30 });
    expect(created.status).toBe(201);
    expect(created.body.session).toMatchObject({ kind: 'bearer', name: 'My script', current: false });
    const [row] = await sql(h, 'select token_hash from sessions where id = ?', [created.body.session.id]);
    expect(row.token_hash).toHaveLength(64);
    expect(row.token_hash).not.toBe(created.body.token);
    const api = new Client(h.baseUrl);
    api.bearer = created.body.token;
    expect((await api.get('/api/auth/me')).body.user.id).toBe(id);
    // A bearer token is not a cookie, and a cookie token is not a bearer token.
    const misuse = new Client(h.baseUrl);
    misuse.cookies.set('sh_session', created.body.token);
    expect((await misuse.get('/api/auth/me')).status).toBe(401);
    expect((await client.delete(`/api/account/sessions/${created.body.session.id}`)).status).toBe(200);
    expect((await api.get('/api/auth/me')).status).toBe(401);
  });

  it('needs a session to create one, and validates the body', async () => {
    expect((await new Client(h.baseUrl).post('/api/auth/tokens', {})).status).toBe(401);
    const { client } = await signedInUser(h);
    expect((await client.post('/api/auth/tokens', { expiresInDays: 1000 })).status).toBe(400);
  });
});

describe('rotation and expiry', () => {
  it('rotates a cookie session older than a day: a new token, the old one retired after a short grace', async () => {
    const { client } = await signedInUser(h);
    const old = client.sessionToken!;
    await sql(h, `update sessions set created_at = now() - interval '25 hours' where token_hash = encode(sha256(?::bytea), 'hex')`, [old]);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(client.sessionToken).not.toBe(old);
    const [oldRow] = await sql(h, `select rotated_at, expires_at < now() + interval '2 minutes' as short from sessions where token_hash = encode(sha256(?::bytea), 'hex')`, [old]);
    expect(oldRow.rotated_at).not.toBeNull();
    expect(oldRow.short).toBe(true);
    // The new CSRF cookie came with it, and writes go on working.
    expect((await client.put('/api/account/dashboard-mode', { mode: 'seller' })).status).toBe(200);
    await sql(h, `update sessions set expires_at = now() where token_hash = encode(sha256(?::bytea), 'hex')`, [old]);
    const replay = new Client(h.baseUrl);
    replay.cookies.set('sh_session', old);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/account/sessions')).body.items).toHaveLength(1);
  });

  it('leaves rotation to the browser while the server render fetches a page for it (its new cookie could be lost with a late render)', async () => {
    const { client } = await signedInUser(h);
    const old = client.sessionToken!;
    await sql(h, `update sessions set created_at = now() - interval '25 hours' where token_hash = encode(sha256(?::bytea), 'hex')`, [old]);
    const rendering = await client.request('GET', '/api/auth/me', undefined, { headers: renderedForHeaders('203.0.113.9') });
    expect(rendering.status).toBe(200);
    expect(client.sessionToken).toBe(old);
    // Only this process's render is believed: anyone else sending the header rotates as usual.
    const forged = await client.request('GET', '/api/auth/me', undefined, { headers: { 'x-studyhall-render': 'a'.repeat(32) } });
    expect(forged.status).toBe(200);
    expect(client.sessionToken).not.toBe(old);
  });

  it('refuses an expired session', async () => {
    const { client } = await signedInUser(h);
    await sql(h, `update sessions set expires_at = now() - interval '1 second' where token_hash = encode(sha256(?::bytea), 'hex')`, [client.sessionToken]);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('ignores malformed cookies and authorization headers', async () => {
    const c = new Client(h.baseUrl);
    c.cookies.set('sh_session', '%%%');
    expect((await c.get('/api/auth/me')).status).toBe(401);
    const res = await fetch(`${h.baseUrl}/api/auth/me`, { headers: { authorization: 'Bearer ' + 'x'.repeat(5000) } });
    expect(res.status).toBe(401);
  });
});

describe('sessions list and revoke', () => {
  it('lists my devices with the current one marked, revokes one, and signs out the others', async () => {
    const { client, email, password } = await signedInUser(h);
    const phone = new Client(h.baseUrl);
    await phone.request('POST', '/api/auth/login', { email, password }, { headers: { 'user-agent': 'Phone/1.0' } });
    const tablet = new Client(h.baseUrl);
    await tablet.post('/api/auth/login', { email, password });
    const list = await client.get('/api/account/sessions');
    expect(list.body.items).toHaveLength(3);
    expect(list.body.items.filter((s: any) => s.current)).toHaveLength(1);
    const phoneSession = list.body.items.find((s: any) => s.userAgent === 'Phone/1.0');
    expect((await client.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await client.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
    const others = await client.post('/api/account/sessions/revoke-others');
    expect(others.status).toBe(200);
    expect(others.body).toEqual({ revoked: 1 });
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/account/sessions')).body.items).toHaveLength(1);
  });

  it("cannot touch another user's session", async () => {
    const a = await signedInUser(h);
    const b = await signedInUser(h);
    const [mine] = (await a.client.get('/api/account/sessions')).body.items;
    const res = await b.client.delete(`/api/account/sessions/${mine.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Session not found');
    expect((await a.client.get('/api/auth/me')).status).toBe(200);
    expect((await b.client.delete('/api/account/sessions/not-a-uuid')).status).toBe(400);
  });

  it('ends every session when the role or the status changes', async () => {
    const a = await signedInUser(h);
    await setRole(h.platform.orm.em.fork(), a.id, 'admin');
    expect((await a.client.get('/api/auth/me')).status).toBe(401);
    const again = new Client(h.baseUrl);
    expect((await again.post('/api/auth/admin/login', { email: a.email, password: a.password })).status).toBe(200);
    await setStatus(h.platform, h.platform.orm.em.fork(), a.id, 'suspended');
    expect((await again.get('/api/auth/me')).status).toBe(401);
    await setStatus(h.platform, h.platform.orm.em.fork(), a.id, 'active');
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: a.email, password: a.password })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('allows 10 login attempts per account in 15 minutes, then 429 with Retry-After, even with the right password', async () => {
    const { email, password } = await signedInUser(h);
    await clearRateLimits(h);
    const c = new Client(h.baseUrl);
    for (let i = 0; i < 10; i++) expect((await c.post('/api/auth/login', { email, password: 'wrong guess' })).status).toBe(401);
    const blocked = await c.post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please try again later.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The window closes: the account may try again.
    await sql(h, `update rate_limit_buckets set window_start = now() - interval '16 minutes'`);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('a successful sign-in clears the account count', async () => {
    const { email, password } = await signedInUser(h);
    await clearRateLimits(h);
    const c = new Client(h.baseUrl);
    for (let i = 0; i < 9; i++) await c.post('/api/auth/login', { email, password: 'wrong guess' });
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    expect((await c.post('/api/auth/login', { email, password: 'wrong guess' })).status).toBe(401);
  });

  it('allows 30 login attempts per IP in 15 minutes across accounts', async () => {
    const c = new Client(h.baseUrl);
    for (let i = 0; i < 30; i++) expect((await c.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'abcdef' })).status).toBe(401);
    expect((await c.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'abcdef' })).status).toBe(429);
  });

  it('allows 5 password-reset requests per account per hour and 20 per IP', async () => {
    const { email } = await signedInUser(h);
    await clearRateLimits(h);
    const c = new Client(h.baseUrl);
    for (let i = 0; i < 5; i++) expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const blocked = await c.post('/api/auth/forgot-password', { email });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    const [{ n }] = await sql(h, `select count(*)::int as n from mail_outbox where to_address = ? and kind = 'accounts.reset-password'`, [email]);
    expect(n).toBe(5);
    for (let i = 0; i < 14; i++) expect((await c.post('/api/auth/forgot-password', { email: uniqueEmail('ip') })).status).toBe(200);
    expect((await c.post('/api/auth/forgot-password', { email: uniqueEmail('ip') })).status).toBe(429);
    expect((await c.post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'abcdefg', confirmPassword: 'abcdefg' })).status).toBe(429);
  });

  it('counts concurrent attempts exactly (one atomic upsert per attempt)', async () => {
    const email = uniqueEmail('race');
    const c = new Client(h.baseUrl);
    const answers = await Promise.all(Array.from({ length: 14 }, () => c.post('/api/auth/login', { email, password: 'abcdef' })));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    const [bucket] = await sql(h, 'select count from rate_limit_buckets where key = ?', [`login:account:${email}`]);
    expect(bucket.count).toBe(14);
  });
});
