// Sign-up, email verification, sign-in, sign-out, password recovery and change, admin sign-in: every flow
// over real HTTP against a real database, with every message the spec names.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './contract.ts';
import {
  bootAccounts, Client, clearRateLimits, eventProbe, eventually, type Harness, signedInUser, sql, tokenFromMail, uniqueEmail,
} from './harness.testing.ts';

let h: Harness;
const probe = eventProbe();

beforeAll(async () => {
  h = await bootAccounts([probe.module]);
  await h.platform.bus.work(['probe']);
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

const PASSWORD = 'correct horse battery';
const register = (c: Client, body: Record<string, unknown>) => c.post('/api/auth/register', body);

async function userCount(email: string) {
  const [{ n }] = await sql(h, 'select count(*)::int as n from users where lower(email) = lower(?)', [email]);
  return n as number;
}

describe('register', () => {
  it('creates the user, mails a confirmation link in the same transaction and publishes accounts.user-registered', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('reg');
    const res = await register(c, { fullName: '  Grace Hopper ', email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Please check your email for the confirmation link.');
    expect(res.body.user).toMatchObject({ email, fullName: 'Grace Hopper', role: 'user', status: 'active', emailVerified: false, dashboardMode: 'student' });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(c.sessionToken).toBeUndefined();
    const [row] = await sql(h, 'select email, password_hash from users where id = ?', [res.body.user.id]);
    expect(row.email).toBe(email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const [mail] = await sql(h, `select text, html from mail_outbox where to_address = ? and kind = 'accounts.verify-email'`, [email]);
    expect(mail.text).toContain(`${h.platform.config.publicUrl}/auth/callback?token=`);
    const events = await eventually(() => probe.received, (r) => r.some((e) => e.data.userId === res.body.user.id));
    expect(events).toContainEqual({ name: 'accounts.user-registered', data: { userId: res.body.user.id, email } });
  });

  it('refuses a taken email in any case with 409 and creates nothing', async () => {
    const email = uniqueEmail('dup');
    const c = new Client(h.baseUrl);
    expect((await register(c, { fullName: 'A', email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(201);
    const again = await register(c, { fullName: 'B', email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'email_taken', message: MESSAGES.emailTaken });
    expect(await userCount(email)).toBe(1);
    const [{ n }] = await sql(h, `select count(*)::int as n from mail_outbox where to_address = ?`, [email]);
    expect(n).toBe(1);
  });

  it('answers 400 with the spec messages for bad input, and leaves no row', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: 'A', email, password: PASSWORD, confirmPassword: 'different' }, 'confirmPassword', 'Passwords do not match'],
      [{ fullName: 'A', email, password: '12345', confirmPassword: '12345' }, 'password', 'Password must be at least 6 characters long.'],
      [{ fullName: 'A', email, password: 'x'.repeat(10_240), confirmPassword: 'x'.repeat(10_240) }, 'password', MESSAGES.passwordTooLong],
      [{ fullName: '', email, password: PASSWORD, confirmPassword: PASSWORD }, 'fullName', 'Full name is required'],
      [{ email, password: PASSWORD, confirmPassword: PASSWORD }, 'fullName', 'Full name is required'],
      [{ fullName: 'A', email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, 'email', 'Enter a valid email address'],
      [{ fullName: 'A', password: PASSWORD, confirmPassword: PASSWORD }, 'email', 'Email is required'],
      [{ fullName: 'A', email: 42, password: PASSWORD, confirmPassword: PASSWORD }, 'email', 'Email is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(c, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.fields[field]).toContain(message);
    }
    expect(await userCount(email)).toBe(0);
  });

  it('answers a malformed JSON body with a clean 400', async () => {
    const res = await fetch(`${h.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
  });

  it('accepts internationalised email addresses, stored lower-case and matched in any case', async () => {
    const email = `Jörg.${Date.now()}@Bücher.example`;
    const c = new Client(h.baseUrl);
    const res = await register(c, { fullName: 'Jörg', email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(email.toLowerCase());
    const token = await tokenFromMail(h, email.toLowerCase(), 'accounts.verify-email');
    expect((await c.post('/api/auth/verify-email', { token })).status).toBe(200);
    const login = await c.post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('email verification', () => {
  it('verifies once with the mailed token, publishes accounts.email-verified, and refuses the token again', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('verify');
    const reg = await register(c, { fullName: 'V', email, password: PASSWORD, confirmPassword: PASSWORD });
    const unverified = await c.post('/api/auth/login', { email, password: PASSWORD });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toEqual({ code: 'email_not_verified', message: 'Please verify your email' });
    expect(c.sessionToken).toBeUndefined();

    const token = await tokenFromMail(h, email, 'accounts.verify-email');
    const ok = await c.post('/api/auth/verify-email', { token });
    expect(ok.status).toBe(200);
    const again = await c.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'token_invalid', message: MESSAGES.tokenInvalid });
    await eventually(() => probe.received, (r) => r.some((e) => e.name === 'accounts.email-verified' && e.data.userId === reg.body.user.id));
    expect(probe.received.filter((e) => e.name === 'accounts.email-verified' && e.data.userId === reg.body.user.id)).toHaveLength(1);
    expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an expired token with its own message, and an unknown one', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('expired');
    await register(c, { fullName: 'E', email, password: PASSWORD, confirmPassword: PASSWORD });
    const token = await tokenFromMail(h, email, 'accounts.verify-email');
    await sql(h, `update one_time_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ?)`, [email]);
    const expired = await c.post('/api/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toEqual({ code: 'token_expired', message: MESSAGES.tokenExpired });
    const unknown = await c.post('/api/auth/verify-email', { token: 'A'.repeat(43) });
    expect(unknown.body.error.code).toBe('token_invalid');
    expect((await c.post('/api/auth/verify-email', {})).status).toBe(400);
  });

  it('keeps the token 24 hours and stores only its hash', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('ttl');
    await register(c, { fullName: 'T', email, password: PASSWORD, confirmPassword: PASSWORD });
    const token = await tokenFromMail(h, email, 'accounts.verify-email');
    const [row] = await sql(
      h,
      `select t.token_hash, extract(epoch from t.expires_at - t.created_at)::int as ttl from one_time_tokens t join users u on u.id = t.user_id where u.email = ?`,
      [email],
    );
    expect(row.ttl).toBe(86_400);
    expect(row.token_hash).not.toContain(token);
  });

  it('resends a link (retiring the old one) and answers the same for unknown addresses', async () => {
    const c = new Client(h.baseUrl);
    const email = uniqueEmail('resend');
    await register(c, { fullName: 'R', email, password: PASSWORD, confirmPassword: PASSWORD });
    const first = await tokenFromMail(h, email, 'accounts.verify-email');
    const res = await c.post('/api/auth/resend-verification', { email });
    expect(res.status).toBe(200);
    const unknown = await c.post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(res.body);
    const second = await tokenFromMail(h, email, 'accounts.verify-email');
    expect(second).not.toBe(first);
    expect((await c.post('/api/auth/verify-email', { token: first })).status).toBe(400);
    expect((await c.post('/api/auth/verify-email', { token: second })).status).toBe(200);
  });
});

describe('login, me and logout', () => {
  it('signs in with an httpOnly SameSite=Lax cookie for 7 days and a readable CSRF cookie', async () => {
    const { email, password } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    const res = await c.post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body.twoFactorRequired).toBe(false);
    expect(res.body.user.email).toBe(email);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((l) => l.startsWith('sh_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(session)![1])).toBeGreaterThan(7 * 86400 - 60);
    const csrf = cookies.find((l) => l.startsWith('sh_csrf='))!;
    expect(csrf).not.toMatch(/HttpOnly/);
    const [row] = await sql(h, 'select token_hash, kind from sessions where token_hash = encode(sha256(?::bytea), ?)', [c.sessionToken, 'hex']);
    expect(row.kind).toBe('cookie');
    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, role: 'user', status: 'active', emailVerified: true });
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    const wrong = await c.post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await c.post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(c.sessionToken).toBeUndefined();
  });

  it('needs email and password, and refuses a 10 KB password with 400', async () => {
    const c = new Client(h.baseUrl);
    expect((await c.post('/api/auth/login', { email: uniqueEmail() })).body.error.fields.password).toContain('Password is required');
    expect((await c.post('/api/auth/login', { password: 'x' })).body.error.fields.email).toContain('Email is required');
    const long = await c.post('/api/auth/login', { email: uniqueEmail(), password: 'x'.repeat(10_240) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.password).toContain(MESSAGES.passwordTooLong);
  });

  it("me without a session is 401 'Auth session missing!'", async () => {
    const res = await new Client(h.baseUrl).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Auth session missing!');
  });

  it('logout revokes the session server-side and clears the cookies', async () => {
    const { client } = await signedInUser(h);
    const token = client.sessionToken!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect(client.sessionToken).toBeUndefined();
    const [row] = await sql(h, `select revoked_at from sessions where token_hash = encode(sha256(?::bytea), 'hex')`, [token]);
    expect(row.revoked_at).not.toBeNull();
    // A copy of the old cookie is worth nothing now.
    const replay = new Client(h.baseUrl);
    replay.cookies.set('sh_session', token);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a suspended user with 403 and ends their sessions at once', async () => {
    const { client, email, password, id } = await signedInUser(h);
    await sql(h, `update users set status = 'suspended' where id = ?`, [id]);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const again = await new Client(h.baseUrl).post('/api/auth/login', { email, password });
    expect(again.status).toBe(403);
    expect(again.body.error).toEqual({ code: 'account_suspended', message: MESSAGES.suspended });
  });
});

describe('password recovery', () => {
  it("always answers 'Reset Link Sent', mails a /reset-password link only to real accounts", async () => {
    const { email } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    const known = await c.post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const ghost = uniqueEmail('ghost');
    const unknown = await c.post('/api/auth/forgot-password', { email: ghost });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: 'Reset Link Sent' });
    expect(unknown.body).toEqual(known.body);
    const [mail] = await sql(h, `select text from mail_outbox where to_address = ? and kind = 'accounts.reset-password'`, [email]);
    expect(mail.text).toContain(`${h.platform.config.publicUrl}/reset-password?token=`);
    const [{ n }] = await sql(h, 'select count(*)::int as n from mail_outbox where to_address = ?', [ghost]);
    expect(n).toBe(0);
  });

  it('resets once with the spec messages, ends every session, and the old password stops working', async () => {
    const { client, email, password } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    await c.post('/api/auth/forgot-password', { email });
    const token = await tokenFromMail(h, email, 'accounts.reset-password');

    const mismatch = await c.post('/api/auth/reset-password', { token, password: 'new password 1', confirmPassword: 'other' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toEqual(['Passwords do not match']);
    const short = await c.post('/api/auth/reset-password', { token, password: '123', confirmPassword: '123' });
    expect(short.body.error.fields.password).toEqual(['Password must be at least 6 characters long.']);

    const ok = await c.post('/api/auth/reset-password', { token, password: 'new password 1', confirmPassword: 'new password 1' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password updated!');
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await c.post('/api/auth/login', { email, password: 'new password 1' })).status).toBe(200);

    const reused = await c.post('/api/auth/reset-password', { token, password: 'another one', confirmPassword: 'another one' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('token_invalid');
  });

  it('refuses an expired reset token and a verification token used as a reset token', async () => {
    const { email } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    const verifyToken = await tokenFromMail(h, email, 'accounts.verify-email');
    expect((await c.post('/api/auth/reset-password', { token: verifyToken, password: 'abcdefg', confirmPassword: 'abcdefg' })).body.error.code).toBe('token_invalid');
    await c.post('/api/auth/forgot-password', { email });
    const token = await tokenFromMail(h, email, 'accounts.reset-password');
    await sql(h, `update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`);
    const res = await c.post('/api/auth/reset-password', { token, password: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MESSAGES.tokenExpired);
  });
});

describe('update password', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const { client, email, password } = await signedInUser(h);
    const other = new Client(h.baseUrl);
    await other.post('/api/auth/login', { email, password });
    const wrong = await client.post('/api/auth/update-password', { currentPassword: 'nope nope', password: 'brand new 1', confirmPassword: 'brand new 1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toEqual([MESSAGES.currentPasswordWrong]);
    const mismatch = await client.post('/api/auth/update-password', { currentPassword: password, password: 'brand new 1', confirmPassword: 'x' });
    expect(mismatch.body.error.fields.confirmPassword).toEqual(['Passwords do not match']);
    const ok = await client.post('/api/auth/update-password', { currentPassword: password, password: 'brand new 1', confirmPassword: 'brand new 1' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password updated!');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email, password: 'brand new 1' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await new Client(h.baseUrl).post('/api/auth/update-password', { currentPassword: 'abcdef', password: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User not authenticated');
  });
});

describe('admin login', () => {
  it('lets an active admin in', async () => {
    const { email, password } = await signedInUser(h, { role: 'admin' });
    const c = new Client(h.baseUrl);
    const res = await c.post('/api/auth/admin/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
    expect(c.sessionToken).toBeDefined();
  });

  it("refuses a user, and a suspended admin, with 'Unauthorized: Admin access required' and no session", async () => {
    const user = await signedInUser(h);
    const admin = await signedInUser(h, { role: 'admin' });
    await sql(h, `update users set status = 'suspended' where id = ?`, [admin.id]);
    for (const who of [user, admin]) {
      const c = new Client(h.baseUrl);
      const res = await c.post('/api/auth/admin/login', { email: who.email, password: who.password });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Unauthorized: Admin access required');
      expect(c.sessionToken).toBeUndefined();
    }
    const [{ n }] = await sql(h, 'select count(*)::int as n from sessions where user_id = ? and revoked_at is null', [user.id]);
    expect(n).toBe(1);
  });

  it('answers a wrong password with the same 401 as the ordinary login', async () => {
    const admin = await signedInUser(h, { role: 'admin' });
    const res = await new Client(h.baseUrl).post('/api/auth/admin/login', { email: admin.email, password: 'wrong one' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid login credentials');
  });
});

describe('sign-in providers', () => {
  it('offers no Google sign-in when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set', async () => {
    const guest = new Client(h.baseUrl);
    const providers = await guest.get('/api/auth/providers');
    expect(providers.body).toEqual({ google: false, googleClientId: null });
    expect(providers.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    for (const path of ['/api/auth/google/start?returnUrl=%2Fdashboard', '/api/auth/google/callback?code=x&state=y']) {
      const res = await fetch(h.baseUrl + path, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.message).toBe(MESSAGES.googleUnavailable);
    }
    const user = await signedInUser(h);
    const answers = [
      await guest.post('/api/auth/google/one-tap', { credential: 'x' }),
      await user.client.post('/api/account/google/link'),
    ];
    for (const res of answers) expect([res.status, res.body.error.message]).toEqual([404, MESSAGES.googleUnavailable]);
    expect((await user.client.get('/api/account/google')).body).toEqual({ available: false, link: null, hasPassword: true });
  });
});
