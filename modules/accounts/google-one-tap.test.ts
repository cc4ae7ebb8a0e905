// Google one-tap against a local OpenID provider: oidc-provider on loopback publishes its keys at its
// jwks_uri, and the tests sign ID tokens with that key (or forge them) the way Google Identity Services hands
// them to a page. The server finds the keys by discovery, like it does for Google.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from './contract.ts';
import { ACCOUNTS_EVENTS } from './events.ts';
import { GOOGLE_CALLBACK_PATH } from './google.ts';
import { bootAccounts, Client, clearRateLimits, eventProbe, eventually, type Harness, signedInUser, sql, uniqueEmail } from './harness.testing.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../tests/support/test-oidc-provider.ts';

const PUBLIC_URL = 'http://studyhall.test';
const ONE_TAP = '/api/auth/google/one-tap';

let h: Harness;
let op: TestOidcProvider;
const probe = eventProbe([ACCOUNTS_EVENTS.userRegistered]);

beforeAll(async () => {
  op = await startTestOidcProvider({ redirectUri: `${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}` });
  h = await bootAccounts([probe.module], { PUBLIC_URL, GOOGLE_CLIENT_ID: op.clientId, GOOGLE_CLIENT_SECRET: op.clientSecret, GOOGLE_ISSUER: op.issuer });
  await h.platform.bus.work(['probe']);
});
afterAll(async () => {
  await h?.close();
  await op?.close();
});
beforeEach(() => clearRateLimits(h));

let people = 0;
function person(claims: Record<string, unknown> = {}) {
  people += 1;
  return { sub: `one-tap-${people}`, email: uniqueEmail('onetap'), email_verified: true, name: 'Grace Hopper', ...claims } as Record<string, unknown> & { sub: string; email: string };
}
const usersWithEmail = (email: string) => sql(h, 'select * from users where lower(email) = ?', [email.toLowerCase()]);

describe('Google one-tap sign-in (ID tokens signed by a local OpenID provider)', () => {
  it('tells the page the client id for the prompt, and lets Google Identity Services load', async () => {
    const res = await new Client(h.baseUrl).get('/api/auth/providers');
    expect(res.body).toEqual({ google: true, googleClientId: op.clientId });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://accounts.google.com;");
  });

  it('creates a verified account from a valid ID token and signs it in like a password login', async () => {
    const who = person({ name: 'Ada Lovelace' });
    const client = new Client(h.baseUrl);
    const res = await client.post(ONE_TAP, { credential: await op.signIdToken(who) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorRequired: false, user: { email: who.email, fullName: 'Ada Lovelace', emailVerified: true } });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(who.email);
    const [row] = await usersWithEmail(who.email);
    expect(row.password_hash).toBeNull();
    expect(await sql(h, `select subject, email from user_identities where user_id = ?`, [row.id])).toEqual([{ subject: who.sub, email: who.email }]);
    await eventually(() => probe.received.filter((e) => e.data.userId === row.id), (found) => found.length === 1);

    // The same Google account again: the same user, found by its subject even after its address changed at Google.
    const again = await new Client(h.baseUrl).post(ONE_TAP, { credential: await op.signIdToken({ ...who, email: uniqueEmail('renamed') }) });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(row.id);
  });

  it('links an existing password account found by its email, and asks for the second factor when it has one', async () => {
    const existing = await signedInUser(h);
    const who = person({ email: existing.email });
    const res = await new Client(h.baseUrl).post(ONE_TAP, { credential: await op.signIdToken(who) });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(existing.id);
    expect(await sql(h, 'select subject from user_identities where user_id = ?', [existing.id])).toEqual([{ subject: who.sub }]);

    await sql(h, `update users set totp_secret = 'pending', totp_enabled_at = now() where id = ?`, [existing.id]);
    const client = new Client(h.baseUrl);
    const second = await client.post(ONE_TAP, { credential: await op.signIdToken(who) });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ twoFactorRequired: true, challengeToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses with 401 a token for another audience, an expired one, one from another issuer and a forged one', async () => {
    const who = person();
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const cases: [string, Promise<string> | string][] = [
      ['wrong audience', op.signIdToken({ ...who, aud: 'someone-elses-client' })],
      ['expired', op.signIdToken(who, { expiresInSeconds: -60 })],
      ['wrong issuer', op.signIdToken({ ...who, iss: 'https://accounts.google.example' })],
      ['signed by another key', op.signIdToken(who, { key: otherKey })],
      ['not a JWT', 'not.a.jwt'],
    ];
    for (const [what, token] of cases) {
      const client = new Client(h.baseUrl);
      const res = await client.post(ONE_TAP, { credential: await token });
      expect(res.status, what).toBe(401);
      expect(res.body, what).toEqual({ error: { code: 'google_token_invalid', message: 'Failed to sign in with Google' } });
      expect(client.cookies.has(SESSION_COOKIE), what).toBe(false);
    }
    expect(await usersWithEmail(who.email)).toEqual([]);
  });

  it('refuses an email Google has not verified, and creates nobody', async () => {
    const who = person({ email_verified: false });
    const res = await new Client(h.baseUrl).post(ONE_TAP, { credential: await op.signIdToken(who) });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('google_email_unverified');
    expect(await usersWithEmail(who.email)).toEqual([]);
  });

  it('refuses a suspended user with 403 and leaves the account as it was', async () => {
    const existing = await signedInUser(h);
    await sql(h, `update users set status = 'suspended' where id = ?`, [existing.id]);
    const client = new Client(h.baseUrl);
    const res = await client.post(ONE_TAP, { credential: await op.signIdToken(person({ email: existing.email })) });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('account_suspended');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await sql(h, 'select 1 from user_identities where user_id = ?', [existing.id])).toEqual([]);
  });

  it('refuses another Google account with the same address (409), and any after the owner unlinked Google (403)', async () => {
    const existing = await signedInUser(h);
    const first = person({ email: existing.email });
    expect((await new Client(h.baseUrl).post(ONE_TAP, { credential: await op.signIdToken(first) })).status).toBe(200);
    const other = await new Client(h.baseUrl).post(ONE_TAP, { credential: await op.signIdToken(person({ email: existing.email })) });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('google_other_account');

    expect((await existing.client.request('DELETE', '/api/account/google', { password: existing.password })).status).toBe(200);
    const client = new Client(h.baseUrl);
    const refused = await client.post(ONE_TAP, { credential: await op.signIdToken(first) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'google_unlinked', message: MESSAGES.googleUnlinked });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await sql(h, 'select 1 from user_identities where user_id = ?', [existing.id])).toEqual([]);
  });

  it("checks Google's g_csrf_token double submit when the page sends it", async () => {
    const who = person();
    const credential = await op.signIdToken(who);
    const client = new Client(h.baseUrl);
    client.cookies.set('g_csrf_token', 'cookie-value');
    const mismatch = await client.post(ONE_TAP, { credential, g_csrf_token: 'other-value' });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.error.code).toBe('google_token_invalid');
    expect((await client.post(ONE_TAP, { credential, g_csrf_token: 'cookie-value' })).status).toBe(200);
  });

  it('is refused from another site and limited per IP like google/start', async () => {
    const credential = await op.signIdToken(person());
    const crossSite = await new Client(h.baseUrl).request('POST', ONE_TAP, { credential }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    await sql(h, `insert into rate_limit_buckets (key, count, window_start) values ('oidc:ip:127.0.0.1', 60, now())`);
    const limited = await new Client(h.baseUrl).post(ONE_TAP, { credential });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
