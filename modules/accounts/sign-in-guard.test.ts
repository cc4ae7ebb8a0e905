// Login CSRF: the auth requests without a session take JSON only and refuse what a browser marks cross-site.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './contract.ts';
import { SIGN_IN_REQUESTS } from './sign-in-guard.ts';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, uniqueEmail } from './harness.testing.ts';

let h: Harness;
let account: { email: string; password: string };
beforeAll(async () => {
  h = await bootAccounts();
  account = await signedInUser(h);
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

const login = (headers: Record<string, string>, init: { form?: Record<string, string>; raw?: string } = {}) =>
  new Client(h.baseUrl).request('POST', '/api/auth/login', init.form || init.raw ? undefined : account, { headers, ...init });

describe('sign-in requests without a session', () => {
  it('refuse a form post (what a hidden cross-site form sends) with 415, and sign nobody in', async () => {
    const res = await login({}, { form: { email: account.email, password: account.password } });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ code: 'unsupported_media_type', message: MESSAGES.jsonOnly });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuse JSON sent as text/plain (a form with enctype text/plain) with 415', async () => {
    const res = await login({ 'content-type': 'text/plain' }, { raw: JSON.stringify(account) });
    expect(res.status).toBe(415);
  });

  it.each(['cross-site', 'same-site'])('refuse Sec-Fetch-Site: %s with 403, even with the right password', async (site) => {
    const res = await login({ 'sec-fetch-site': site, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'cross_site', message: MESSAGES.crossSite });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each(['https://evil.example', 'null'])('refuse Origin: %s from a browser without Sec-Fetch-Site', async (origin) => {
    expect((await login({ origin })).status).toBe(403);
  });

  it('let same-origin browsers, user-initiated requests and clients without those headers in', async () => {
    expect((await login({ 'sec-fetch-site': 'same-origin', origin: h.baseUrl })).status).toBe(200);
    expect((await login({ 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await login({ origin: h.baseUrl })).status).toBe(200);
    expect((await login({ origin: h.platform.config.publicUrl })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it.each([
    ['/api/auth/register', () => ({ fullName: 'Eve', email: uniqueEmail(), password: 'secret-123', confirmPassword: 'secret-123' })],
    ['/api/auth/login/totp', () => ({ challengeToken: 'x'.repeat(40), code: '123456' })],
    ['/api/auth/admin/login', () => ({ email: uniqueEmail(), password: 'secret-123' })],
    ['/api/auth/verify-email', () => ({ token: 'x'.repeat(40) })],
    ['/api/auth/resend-verification', () => ({ email: uniqueEmail() })],
    ['/api/auth/forgot-password', () => ({ email: uniqueEmail() })],
    ['/api/auth/reset-password', () => ({ token: 'x'.repeat(40), password: 'secret-123', confirmPassword: 'secret-123' })],
  ])('guard %s the same way', async (path, body) => {
    const c = new Client(h.baseUrl);
    expect((await c.request('POST', path, body(), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const form = Object.fromEntries(Object.entries(body()).map(([k, v]) => [k, String(v)]));
    expect((await c.request('POST', path, undefined, { form })).status).toBe(415);
  });
});

// The guard compares exact strings; the router must answer nothing else. Derived from the guard's own set, so a
// request added to it is covered here too.
describe('another spelling of a sign-in request', () => {
  const spellings = [...SIGN_IN_REQUESTS].flatMap((path) => {
    const last = path.lastIndexOf('/') + 1;
    return [path.toUpperCase(), path.slice(0, last) + path[last]!.toUpperCase() + path.slice(last + 1), `${path}/`, `${path}//`];
  });

  it.each(spellings)('%s, posted by a cross-site form with the right password, is a 404 that signs nobody in', async (path) => {
    const fields = { ...account, fullName: 'Eve', confirmPassword: account.password, token: 'x'.repeat(40), challengeToken: 'x'.repeat(40), code: '123456' };
    const res = await new Client(h.baseUrl).request('POST', path, undefined, { form: fields, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
