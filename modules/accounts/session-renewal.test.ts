// A change of credentials (password, two-factor on, two-factor off) gives this browser a new session id at
// once, and ends the user's other sessions and tokens unless they chose to stay signed in elsewhere.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decrypt } from './crypto.ts';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql } from './harness.testing.ts';
import { codeAt, currentStep } from './totp.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts();
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

/** A signed-in user with a second browser and an API token. */
async function userOnThreeDevices() {
  const user = await signedInUser(h);
  const laptop = new Client(h.baseUrl);
  expect((await laptop.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  const script = new Client(h.baseUrl);
  script.bearer = (await user.client.post('/api/auth/tokens', { name: 'cli' })).body.token;
  return { ...user, laptop, script };
}

async function enable(client: Client, userId: string, signOutOtherSessions?: boolean) {
  await client.post('/api/account/2fa/enrol');
  const [row] = await sql(h, 'select totp_secret from users where id = ?', [userId]);
  const key = decrypt(h.platform.secret, row.totp_secret);
  const res = await client.post('/api/account/2fa/verify', { code: codeAt(key, currentStep()), signOutOtherSessions });
  expect(res.status).toBe(200);
  return key;
}

type Change = (user: Awaited<ReturnType<typeof userOnThreeDevices>>, signOutOtherSessions?: boolean) => Promise<unknown>;

const changes: [string, Change][] = [
  [
    'a password change',
    async (u, signOutOtherSessions) => {
      const res = await u.client.post('/api/auth/update-password', { currentPassword: u.password, password: 'brand new 1', confirmPassword: 'brand new 1', signOutOtherSessions });
      expect(res.status).toBe(200);
    },
  ],
  ['turning two-factor on', (u, signOutOtherSessions) => enable(u.client, u.id, signOutOtherSessions)],
  [
    'turning two-factor off',
    async (u, signOutOtherSessions) => {
      await enable(u.client, u.id, false);
      const res = await u.client.post('/api/account/2fa/disable', { password: u.password, signOutOtherSessions });
      expect(res.status).toBe(200);
    },
  ],
];

describe.each(changes)('after %s', (_, change) => {
  it('this browser has a new session id (the old one ends at once) and the other devices are signed out', async () => {
    const u = await userOnThreeDevices();
    const before = { token: u.client.sessionToken!, csrf: u.client.cookies.get('sh_csrf') };
    await change(u);
    expect(u.client.sessionToken).toBeDefined();
    expect(u.client.sessionToken).not.toBe(before.token);
    expect(u.client.cookies.get('sh_csrf')).not.toBe(before.csrf);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
    const old = new Client(h.baseUrl);
    old.cookies.set('sh_session', before.token);
    expect((await old.get('/api/auth/me')).status).toBe(401);
    expect((await u.laptop.get('/api/auth/me')).status).toBe(401);
    expect((await u.script.get('/api/auth/me')).status).toBe(401);
    const listed = (await u.client.get('/api/account/sessions')).body.items;
    expect(listed).toHaveLength(1);
    expect(listed[0].current).toBe(true);
  });

  it('keeps the other devices signed in when the user says so, and still renews this one', async () => {
    const u = await userOnThreeDevices();
    const before = u.client.sessionToken;
    await change(u, false);
    expect(u.client.sessionToken).not.toBe(before);
    expect((await u.client.get('/api/auth/me')).status).toBe(200);
    expect((await u.laptop.get('/api/auth/me')).status).toBe(200);
    expect((await u.script.get('/api/auth/me')).status).toBe(200);
  });
});

describe('a change made with an API token', () => {
  it('keeps the token working (a script cannot learn a new one) and signs the browsers out', async () => {
    const u = await userOnThreeDevices();
    const res = await u.script.post('/api/auth/update-password', { currentPassword: u.password, password: 'brand new 1', confirmPassword: 'brand new 1' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await u.script.get('/api/auth/me')).status).toBe(200);
    expect((await u.client.get('/api/auth/me')).status).toBe(401);
  });
});
