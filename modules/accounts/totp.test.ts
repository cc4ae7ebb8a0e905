// Two-factor sign-in: enrolment, the login challenge, recovery codes, replay refusal, disabling.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './contract.ts';
import { decrypt } from './crypto.ts';
import { SECOND_FACTOR_LOCK } from './second-factor-lock.ts';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql } from './harness.testing.ts';
import { codeAt, currentStep, matchingStep } from './totp.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts();
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

async function keyOf(userId: string): Promise<Uint8Array> {
  const [row] = await sql(h, 'select totp_secret from users where id = ?', [userId]);
  return decrypt(h.platform.secret, row.totp_secret);
}

/** Signs a user in and turns two-factor on; returns the key and the recovery codes. */
async function enrolled() {
  const user = await signedInUser(h);
  const enrol = await user.client.post('/api/account/2fa/enrol');
  expect(enrol.status).toBe(200);
  const key = await keyOf(user.id);
  const verify = await user.client.post('/api/account/2fa/verify', { code: codeAt(key, currentStep()) });
  expect(verify.status).toBe(200);
  return { ...user, key, recoveryCodes: verify.body.recoveryCodes as string[], enrol: enrol.body };
}

describe('TOTP codes', () => {
  it('accept the current step and one either side, nothing further', () => {
    const key = new Uint8Array(20).fill(7);
    const now = 1_800_000_000_000;
    const step = currentStep(now);
    expect(matchingStep(key, codeAt(key, step), now)).toBe(step);
    expect(matchingStep(key, codeAt(key, step - 1), now)).toBe(step - 1);
    expect(matchingStep(key, codeAt(key, step + 1), now)).toBe(step + 1);
    expect(matchingStep(key, codeAt(key, step - 2), now)).toBeNull();
    expect(matchingStep(key, 'abcdef', now)).toBeNull();
  });
});

describe('two-factor', () => {
  it('enrols with an otpauth URI and QR code, stores the secret encrypted, and returns ten recovery codes once', async () => {
    const { id, enrol, recoveryCodes, client } = await enrolled();
    expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/Studyhall:.+\?.*secret=/);
    expect(enrol.otpauthUri).toContain('period=30');
    expect(enrol.otpauthUri).toContain('digits=6');
    expect(enrol.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await sql(h, 'select totp_secret, totp_enabled_at from users where id = ?', [id]);
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(enrol.secret);
    expect(row.totp_enabled_at).not.toBeNull();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await sql(h, 'select code_hash from totp_recovery_codes where user_id = ?', [id]);
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await client.get('/api/auth/me')).body.user.twoFactorEnabled).toBe(true);
    expect((await client.post('/api/account/2fa/enrol')).status).toBe(409);
  });

  it('refuses a wrong code at enrolment and verification before enrolment', async () => {
    const { client, id } = await signedInUser(h);
    expect((await client.post('/api/account/2fa/verify', { code: '123456' })).body.error.message).toBe(MESSAGES.twoFactorNotPending);
    await client.post('/api/account/2fa/enrol');
    const key = await keyOf(id);
    const wrong = String((Number(codeAt(key, currentStep())) + 1) % 1_000_000).padStart(6, '0');
    const res = await client.post('/api/account/2fa/verify', { code: wrong });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MESSAGES.invalidCode);
    expect((await client.post('/api/account/2fa/verify', { code: '12ab56' })).status).toBe(400);
    const [row] = await sql(h, 'select totp_enabled_at from users where id = ?', [id]);
    expect(row.totp_enabled_at).toBeNull();
  });

  it('asks for a second step at login, and completes it with a fresh code (not one already used)', async () => {
    const { email, password, key } = await enrolled();
    const c = new Client(h.baseUrl);
    const first = await c.post('/api/auth/login', { email, password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(c.sessionToken).toBeUndefined();
    // The enrolment code's step is used up: the same code cannot sign in.
    const replay = await c.post('/api/auth/login/totp', { challengeToken: first.body.challengeToken, code: codeAt(key, currentStep()) });
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toBe(MESSAGES.invalidCode);
    const next = codeAt(key, currentStep() + 1);
    const ok = await c.post('/api/auth/login/totp', { challengeToken: first.body.challengeToken, code: next });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect(c.sessionToken).toBeDefined();
    // The challenge is single use.
    const again = await new Client(h.baseUrl).post('/api/auth/login/totp', { challengeToken: first.body.challengeToken, code: next });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(MESSAGES.challengeInvalid);
  });

  it('accepts each recovery code once', async () => {
    const { email, password, recoveryCodes } = await enrolled();
    const c = new Client(h.baseUrl);
    const challenge = (await c.post('/api/auth/login', { email, password })).body.challengeToken;
    expect((await c.post('/api/auth/login/totp', { challengeToken: challenge, code: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    const d = new Client(h.baseUrl);
    const challenge2 = (await d.post('/api/auth/login', { email, password })).body.challengeToken;
    expect((await d.post('/api/auth/login/totp', { challengeToken: challenge2, code: recoveryCodes[0] })).status).toBe(401);
    expect((await d.post('/api/auth/login/totp', { challengeToken: challenge2, code: recoveryCodes[1] })).status).toBe(200);
  });

  it('refuses an expired challenge and a wrong code; a wrong password never gets a challenge', async () => {
    const { email, password } = await enrolled();
    const c = new Client(h.baseUrl);
    expect((await c.post('/api/auth/login', { email, password: 'wrong one' })).status).toBe(401);
    const challenge = (await c.post('/api/auth/login', { email, password })).body.challengeToken;
    expect((await c.post('/api/auth/login/totp', { challengeToken: challenge, code: '000000' })).status).toBe(401);
    await sql(h, `update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'login_totp'`);
    const expired = await c.post('/api/auth/login/totp', { challengeToken: challenge, code: '000000' });
    expect(expired.body.error.message).toBe(MESSAGES.challengeInvalid);
  });

  it('keeps the admin rule through the second step', async () => {
    const { email, password, id, key } = await enrolled();
    const c = new Client(h.baseUrl);
    expect((await c.post('/api/auth/admin/login', { email, password })).status).toBe(403);
    await sql(h, `update users set role = 'admin' where id = ?`, [id]);
    const challenge = (await c.post('/api/auth/admin/login', { email, password })).body.challengeToken;
    await sql(h, `update users set role = 'user' where id = ?`, [id]);
    const res = await c.post('/api/auth/login/totp', { challengeToken: challenge, code: codeAt(key, currentStep() + 1) });
    expect(res.status).toBe(403);
    expect(c.sessionToken).toBeUndefined();
  });

  it('disables with the password or a code, not with wrong ones', async () => {
    const a = await enrolled();
    const wrong = await a.client.post('/api/account/2fa/disable', { password: 'not it' });
    expect(wrong.status).toBe(400);
    expect((await a.client.post('/api/account/2fa/disable', {})).status).toBe(400);
    const ok = await a.client.post('/api/account/2fa/disable', { password: a.password });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('2FA settings updated');
    const [row] = await sql(h, 'select totp_secret, totp_enabled_at from users where id = ?', [a.id]);
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: a.email, password: a.password })).body.twoFactorRequired).toBe(false);

    const b = await enrolled();
    expect((await b.client.post('/api/account/2fa/disable', { code: codeAt(b.key, currentStep() + 1) })).status).toBe(200);
    expect((await b.client.post('/api/account/2fa/disable', { password: b.password })).body.error.message).toBe(MESSAGES.twoFactorNotEnabled);
  });
});

/** A 6-digit code that no step around now accepts. */
function wrongCode(key: Uint8Array): string {
  const near = [-1, 0, 1].map((d) => codeAt(key, currentStep() + d));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

/** Signs in with the password, as an attacker who knows it would, and answers the two-factor challenge. */
async function passwordThenCode(user: { email: string; password: string }, code: string) {
  const c = new Client(h.baseUrl);
  const first = await c.post('/api/auth/login', { email: user.email, password: user.password });
  expect(first.status).toBe(200);
  return c.post('/api/auth/login/totp', { challengeToken: first.body.challengeToken, code });
}

describe('second-step lock', () => {
  const { failures, firstLockSeconds } = SECOND_FACTOR_LOCK;

  it('locks the code step after 5 wrong codes however often the password is entered again, and mails the owner', async () => {
    const user = await enrolled();
    for (let i = 1; i < failures; i++) expect((await passwordThenCode(user, wrongCode(user.key))).status).toBe(401);
    const locking = await passwordThenCode(user, wrongCode(user.key));
    expect(locking.status).toBe(429);
    expect(locking.body.error.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(locking.headers.get('retry-after'))).toBeGreaterThan(firstLockSeconds - 10);
    expect(Number(locking.headers.get('retry-after'))).toBeLessThanOrEqual(firstLockSeconds);
    // The right code is refused too while locked, and a correct password does not unlock it.
    const right = await passwordThenCode(user, codeAt(user.key, currentStep() + 1));
    expect(right.status).toBe(429);
    const mails = await sql(h, `select subject, text from mail_outbox where to_address = ? and kind = 'accounts.second-factor-locked'`, [user.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('wrong two-factor codes');
    expect(mails[0].text).toContain('/forgot-password');
  });

  it('doubles each further lock until a correct code, which clears the count', async () => {
    const user = await enrolled();
    const expireLock = () => sql(h, `update users set totp_locked_until = now() - interval '1 second' where id = ?`, [user.id]);
    for (let i = 0; i < failures; i++) await passwordThenCode(user, wrongCode(user.key));
    await expireLock();
    for (let i = 1; i < failures; i++) expect((await passwordThenCode(user, wrongCode(user.key))).status).toBe(401);
    const second = await passwordThenCode(user, wrongCode(user.key));
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(2 * firstLockSeconds - 10);
    await expireLock();
    expect((await passwordThenCode(user, codeAt(user.key, currentStep() + 1))).status).toBe(200);
    const [row] = await sql(h, 'select totp_failures, totp_lock_count, totp_locked_until from users where id = ?', [user.id]);
    expect(row).toEqual({ totp_failures: 0, totp_lock_count: 0, totp_locked_until: null });
  });

  it('counts wrong codes given to turn two-factor off against the same lock', async () => {
    const user = await enrolled();
    for (let i = 1; i < failures; i++) expect((await user.client.post('/api/account/2fa/disable', { code: wrongCode(user.key) })).status).toBe(400);
    expect((await user.client.post('/api/account/2fa/disable', { code: wrongCode(user.key) })).status).toBe(429);
    expect((await passwordThenCode(user, codeAt(user.key, currentStep() + 1))).status).toBe(429);
    const [row] = await sql(h, 'select totp_enabled_at from users where id = ?', [user.id]);
    expect(row.totp_enabled_at).not.toBeNull();
  });
});
