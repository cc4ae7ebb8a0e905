// Google sign-in, end to end against a local OpenID provider: oidc-provider on loopback stands in for
// Google, and a cookie-keeping fetch "browser" follows every redirect by hand through our start route, the
// provider's authorization endpoint, its login and consent interactions, and our callback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_URL, MESSAGES, safeReturnUrl, SESSION_COOKIE } from './contract.ts';
import { hmac } from './crypto.ts';
import { ACCOUNTS_EVENTS } from './events.ts';
import { GOOGLE_CALLBACK_PATH, OIDC_STATE_COOKIE } from './google.ts';
import {
  bootAccounts, Client, clearRateLimits, eventProbe, eventually, type Harness, signedInUser, sql, uniqueEmail,
} from './harness.testing.ts';
import { startTestOidcProvider, type TestAccountClaims, type TestOidcProvider } from '../../tests/support/test-oidc-provider.ts';

/** The address users reach; the "browser" sends its requests to the test server instead, like a proxy would. */
const PUBLIC_URL = 'http://studyhall.test';

let h: Harness;
let op: TestOidcProvider;
const probe = eventProbe([ACCOUNTS_EVENTS.userRegistered, ACCOUNTS_EVENTS.emailVerified, ACCOUNTS_EVENTS.securityChanged]);

beforeAll(async () => {
  op = await startTestOidcProvider({ redirectUri: `${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}` });
  h = await bootAccounts([probe.module], {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: op.clientId,
    GOOGLE_CLIENT_SECRET: op.clientSecret,
    GOOGLE_ISSUER: op.issuer,
  });
  await h.platform.bus.work(['probe']);
});
afterAll(async () => {
  await h?.close();
  await op?.close();
});
beforeEach(() => clearRateLimits(h));

type Visit = { status: number; location: string | null; rawLocation: string | null; text: string };

/** A browser: one cookie jar per host, redirects followed by the caller, the public address mapped to the test server. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  jar(host: string) {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  get appCookies() {
    return this.jar(new URL(PUBLIC_URL).host);
  }

  /** A test-support Client carrying this browser's cookies for our app (it echoes the CSRF cookie on writes). */
  appClient(): Client {
    const client = new Client(h.baseUrl);
    for (const [name, value] of this.appCookies) client.cookies.set(name, value);
    return client;
  }

  async visit(address: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Visit> {
    const logical = new URL(address);
    const real = logical.origin === PUBLIC_URL ? new URL(`${logical.pathname}${logical.search}`, h.baseUrl) : logical;
    const jar = this.jar(logical.host);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(real, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0(;|$)|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const rawLocation = res.headers.get('location');
    return { status: res.status, rawLocation, location: rawLocation ? new URL(rawLocation, logical).href : null, text: await res.text() };
  }
}

type Flow = {
  /** Who logs in at the provider (if it asks). */
  accountId: string;
  returnUrl?: string;
  /** Where the flow begins (the provider URL a link start answered); else our start route. */
  startAt?: string;
  /** Cancel at the provider's login page instead of logging in. */
  abort?: boolean;
  /** Runs just before the browser lands on our callback; may answer another URL to go to instead. */
  beforeCallback?: (url: URL) => Promise<URL | undefined> | URL | undefined;
};

/** Clicks "Sign in with Google" and goes wherever it leads, logging in and consenting at the provider. */
async function signInWithGoogle(browser: Browser, flow: Flow): Promise<Visit & { callbackUrl: string | null }> {
  let url = flow.startAt ?? `${PUBLIC_URL}/api/auth/google/start${flow.returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(flow.returnUrl)}`}`;
  for (let hop = 0; hop < 20; hop++) {
    const here = new URL(url);
    const atCallback = here.origin === PUBLIC_URL && here.pathname === GOOGLE_CALLBACK_PATH;
    if (atCallback && flow.beforeCallback) url = (await flow.beforeCallback(here))?.href ?? url;
    const page = await browser.visit(url);
    if (atCallback) return { ...page, callbackUrl: url };
    if (here.origin === op.issuer && /^\/interaction\/[^/]+$/.test(here.pathname)) {
      const { prompt } = JSON.parse(page.text) as { prompt: string };
      const action = prompt === 'login' ? (flow.abort ? 'abort' : 'login') : 'confirm';
      const answered = await browser.visit(`${url}/${action}`, { method: 'POST', form: { login: flow.accountId } });
      if (!answered.location) throw new Error(`the ${action} step failed: ${answered.status} ${answered.text}`);
      url = answered.location;
      continue;
    }
    if (!page.location) throw new Error(`stuck at ${url}: ${page.status} ${page.text}`);
    // Back in our app somewhere else than the callback (the start refused): that is where the flow ends.
    if (new URL(page.location).origin === PUBLIC_URL && new URL(page.location).pathname !== GOOGLE_CALLBACK_PATH) {
      return { ...page, callbackUrl: null };
    }
    url = page.location;
  }
  throw new Error('too many redirects');
}

let people = 0;
/** A person at the provider; `email_verified` true unless said otherwise. */
function googleAccount(claims: TestAccountClaims = {}) {
  people += 1;
  const accountId = `google-sub-${people}`;
  const email = claims.email ?? uniqueEmail('google');
  op.accounts.set(accountId, { email, email_verified: true, name: 'Grace Hopper', picture: `https://images.example/${accountId}.png`, ...claims });
  return { accountId, email, picture: `https://images.example/${accountId}.png` };
}

const usersWithEmail = (email: string) => sql(h, 'select * from users where lower(email) = ?', [email.toLowerCase()]);
const REFUSED = '/login?error=google';

describe('Google sign-in against a local OpenID provider (oidc-provider on loopback)', () => {
  it('lists Google among the sign-in methods when it is configured', async () => {
    const res = await new Client(h.baseUrl).get('/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google: true, googleClientId: op.clientId });
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge, kept server-side for 10 minutes', async () => {
    const browser = new Browser();
    const start = await browser.visit(`${PUBLIC_URL}/api/auth/google/start?returnUrl=%2Fdocuments`);
    expect(start.status).toBe(302);
    const to = new URL(start.location!);
    expect(`${to.origin}${to.pathname}`).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: op.clientId,
      redirect_uri: `${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(browser.appCookies.get(OIDC_STATE_COOKIE)).toBe(to.searchParams.get('state'));
    const [row] = await sql(h, `select * from oidc_login_states order by created_at desc limit 1`);
    expect(row.state_hash).not.toBe(to.searchParams.get('state'));
    expect(row.nonce).toBe(to.searchParams.get('nonce'));
    expect(row.return_url).toBe('/documents');
    const lifetime = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 1000;
    expect(lifetime).toBeCloseTo(600, -1);
  });

  it('creates a verified user from the claims, signs them in like a password login, and lands on the return address', async () => {
    const person = googleAccount({ name: 'Ada Lovelace' });
    const browser = new Browser();
    const done = await signInWithGoogle(browser, { accountId: person.accountId, returnUrl: '/documents/42?tab=reviews' });
    expect(done.status).toBe(302);
    expect(done.rawLocation).toBe(`/auth/callback?returnUrl=${encodeURIComponent('/documents/42?tab=reviews')}`);
    expect(browser.appCookies.has(SESSION_COOKIE)).toBe(true);
    expect(browser.appCookies.has(OIDC_STATE_COOKIE)).toBe(false);

    const client = browser.appClient();
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: person.email, fullName: 'Ada Lovelace', avatarUrl: person.picture, emailVerified: true, role: 'user', status: 'active', twoFactorEnabled: false,
    });
    const [row] = await usersWithEmail(person.email);
    expect(row.password_hash).toBeNull();
    expect((await sql(h, `select kind from sessions where user_id = ?`, [row.id])).map((s) => s.kind)).toEqual(['cookie']);
    const state = new URL(done.callbackUrl!).searchParams.get('state')!;
    expect(await sql(h, 'select 1 from oidc_login_states where state_hash = ?', [hmac(h.platform.secret, 'oidc_state', state)])).toEqual([]);
    // The CSRF cookie came with the session: a protected write goes through, and logs out.
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const events = await eventually(
      () => probe.received.filter((e) => e.name === 'accounts.user-registered' && e.data.userId === row.id),
      (found) => found.length > 0,
    );
    expect(events).toEqual([{ name: 'accounts.user-registered', data: { userId: row.id, email: person.email } }]);
    // The callback URL works once: replayed, it is refused.
    expect((await browser.visit(done.callbackUrl!)).rawLocation).toBe(REFUSED);
  });

  it('a second sign-in reuses the same user (and registers nobody new)', async () => {
    const person = googleAccount();
    const first = await signInWithGoogle(new Browser(), { accountId: person.accountId });
    expect(first.rawLocation).toBe(`/auth/callback?returnUrl=${encodeURIComponent(DEFAULT_RETURN_URL)}`);
    const [created] = await usersWithEmail(person.email);
    op.accounts.set(person.accountId, { ...op.accounts.get(person.accountId), name: 'Someone Else', picture: 'https://images.example/other.png' });

    const again = new Browser();
    const second = await signInWithGoogle(again, { accountId: person.accountId });
    expect(second.rawLocation).toBe(`/auth/callback?returnUrl=${encodeURIComponent(DEFAULT_RETURN_URL)}`);
    expect((await again.appClient().get('/api/auth/me')).body.user).toMatchObject({ id: created.id, fullName: 'Grace Hopper', avatarUrl: person.picture });
    expect(await usersWithEmail(person.email)).toHaveLength(1);
    expect((await sql(h, 'select 1 from sessions where user_id = ?', [created.id])).length).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(probe.received.filter((e) => e.name === 'accounts.user-registered' && e.data.userId === created.id)).toHaveLength(1);
  });

  it('signs in an existing password account by its email, filling only the empty avatar; the password keeps working', async () => {
    const existing = await signedInUser(h, { fullName: 'Ada Lovelace' });
    const person = googleAccount({ email: existing.email.toUpperCase(), name: 'Not Ada' });
    const browser = new Browser();
    expect((await signInWithGoogle(browser, { accountId: person.accountId })).rawLocation).toMatch(/^\/auth\/callback\?/);
    const me = (await browser.appClient().get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ id: existing.id, fullName: 'Ada Lovelace', avatarUrl: person.picture });
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: existing.email, password: existing.password })).status).toBe(200);

    const withAvatar = await signedInUser(h);
    await sql(h, 'update users set avatar_url = ? where id = ?', [`/api/storage/avatars/${withAvatar.id}/1_me.webp`, withAvatar.id]);
    const other = googleAccount({ email: withAvatar.email });
    await signInWithGoogle(new Browser(), { accountId: other.accountId });
    const [row] = await usersWithEmail(withAvatar.email);
    expect(row.avatar_url).toBe(`/api/storage/avatars/${withAvatar.id}/1_me.webp`);
  });

  it('verifies an account that never confirmed its email, and drops the password nobody proved', async () => {
    const email = uniqueEmail('pending');
    const reg = await new Client(h.baseUrl).post('/api/auth/register', { fullName: 'Pending Person', email, password: 'squatter password', confirmPassword: 'squatter password' });
    expect(reg.status).toBe(201);
    const person = googleAccount({ email });
    const browser = new Browser();
    expect((await signInWithGoogle(browser, { accountId: person.accountId })).rawLocation).toMatch(/^\/auth\/callback\?/);
    const [row] = await usersWithEmail(email);
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_hash).toBeNull();
    expect(row.full_name).toBe('Pending Person');
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email, password: 'squatter password' })).status).toBe(401);
    const verified = await eventually(
      () => probe.received.filter((e) => e.name === 'accounts.email-verified' && e.data.userId === row.id),
      (found) => found.length > 0,
    );
    expect(verified).toHaveLength(1);
  });

  it('refuses a tampered state, a callback from another browser, and a replayed one', async () => {
    const person = googleAccount();
    const tampered = new Browser();
    const res = await signInWithGoogle(tampered, {
      accountId: person.accountId,
      beforeCallback: (url) => {
        const state = url.searchParams.get('state')!;
        url.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
        return url;
      },
    });
    expect(res.status).toBe(302);
    expect(res.rawLocation).toBe(REFUSED);
    expect(tampered.appCookies.has(SESSION_COOKIE)).toBe(false);

    // An attacker stops before their own callback and sends the link to a victim: the state is not the
    // victim browser's, so nobody is signed in (and the link stays usable by the browser that started it).
    let stolen = '';
    const attacker = new Browser();
    const stop = new Error('stop before the callback');
    const stopped = await signInWithGoogle(attacker, {
      accountId: person.accountId,
      beforeCallback: (url) => {
        stolen = url.href;
        throw stop;
      },
    }).catch((error) => error);
    expect(stopped).toBe(stop);
    const victim = new Browser();
    const opened = await victim.visit(stolen);
    expect(opened.rawLocation).toBe(REFUSED);
    expect(victim.appCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await usersWithEmail(person.email)).toEqual([]);
    expect((await attacker.visit(stolen)).rawLocation).toMatch(/^\/auth\/callback\?/);
    // Used once; a replay by the same browser is refused.
    expect((await attacker.visit(stolen)).rawLocation).toBe(REFUSED);
  });

  it('refuses when the server-side PKCE verifier or nonce does not match, and when the sign-in expired', async () => {
    const person = googleAccount();
    const lastPending = `(select id from oidc_login_states order by created_at desc limit 1)`;
    const cases: [string, string][] = [
      ['pkce', `update oidc_login_states set code_verifier = '${'x'.repeat(43)}' where id = ${lastPending}`],
      ['nonce', `update oidc_login_states set nonce = 'not-the-nonce' where id = ${lastPending}`],
      ['expired', `update oidc_login_states set expires_at = now() - interval '1 second' where id = ${lastPending}`],
    ];
    for (const [what, change] of cases) {
      const browser = new Browser();
      const res = await signInWithGoogle(browser, {
        accountId: person.accountId,
        beforeCallback: async () => {
          await sql(h, change);
          return undefined;
        },
      });
      expect(res.rawLocation, what).toBe(REFUSED);
      expect(browser.appCookies.has(SESSION_COOKIE), what).toBe(false);
    }
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses an email the provider has not verified, and creates nobody', async () => {
    const person = googleAccount({ email_verified: false });
    const browser = new Browser();
    const res = await signInWithGoogle(browser, { accountId: person.accountId });
    expect(res.rawLocation).toBe(REFUSED);
    expect(browser.appCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a suspended user and leaves the account as it was', async () => {
    const existing = await signedInUser(h);
    await sql(h, `update users set status = 'suspended' where id = ?`, [existing.id]);
    const sessionsOf = () => sql(h, 'select id from sessions where user_id = ?', [existing.id]);
    const before = await sessionsOf();
    const person = googleAccount({ email: existing.email });
    const browser = new Browser();
    const res = await signInWithGoogle(browser, { accountId: person.accountId });
    expect(res.rawLocation).toBe(REFUSED);
    expect(browser.appCookies.has(SESSION_COOKIE)).toBe(false);
    const [row] = await usersWithEmail(existing.email);
    expect(row.avatar_url).toBeNull();
    expect(row.status).toBe('suspended');
    expect(await sessionsOf()).toEqual(before);
  });

  it('refuses when the person cancels at the provider', async () => {
    const person = googleAccount();
    const res = await signInWithGoogle(new Browser(), { accountId: person.accountId, abort: true });
    expect(res.rawLocation).toBe(REFUSED);
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('asks for the second factor when the user has two-factor on, then signs in with it', async () => {
    const existing = await signedInUser(h);
    await existing.client.post('/api/account/2fa/enrol');
    const [{ totp_secret }] = await sql(h, 'select totp_secret from users where id = ?', [existing.id]);
    const { decrypt } = await import('./crypto.ts');
    const { codeAt, currentStep } = await import('./totp.ts');
    const verify = await existing.client.post('/api/account/2fa/verify', { code: codeAt(decrypt(h.platform.secret, totp_secret), currentStep()) });
    expect(verify.status).toBe(200);

    const person = googleAccount({ email: existing.email });
    const browser = new Browser();
    const res = await signInWithGoogle(browser, { accountId: person.accountId, returnUrl: '/dashboard/orders' });
    expect(res.rawLocation).toMatch(/^\/login\?twoFactor=[A-Za-z0-9_-]{20,}$/);
    expect(browser.appCookies.has(SESSION_COOKIE)).toBe(false);
    const challengeToken = new URL(res.location!).searchParams.get('twoFactor')!;
    const client = browser.appClient();
    const second = await client.post('/api/auth/login/totp', { challengeToken, code: verify.body.recoveryCodes[0] });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ twoFactorRequired: false, user: { id: existing.id } });
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('falls back to /dashboard for a return address that is not a same-site path', async () => {
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'dashboard']) {
      const person = googleAccount();
      const res = await signInWithGoogle(new Browser(), { accountId: person.accountId, returnUrl });
      expect(res.rawLocation, returnUrl).toBe(`/auth/callback?returnUrl=${encodeURIComponent('/dashboard')}`);
    }
  });
});

describe('safeReturnUrl', () => {
  it('keeps same-site paths and turns everything else into /dashboard', () => {
    expect(safeReturnUrl('/documents/42?tab=reviews#top')).toBe('/documents/42?tab=reviews#top');
    expect(safeReturnUrl('/')).toBe('/');
    expect(safeReturnUrl('/a/../b')).toBe('/b');
    for (const bad of [
      undefined, null, 42, '', 'dashboard', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example',
      'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', '/.//evil.example',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnUrl(bad), String(bad)).toBe('/dashboard');
    }
  });
});

/** A browser signed in as the user of `client`: its cookies in the jar. */
function browserOf(client: Client): Browser {
  const browser = new Browser();
  for (const [name, value] of client.cookies) browser.appCookies.set(name, value);
  return browser;
}

/** Clicks "Link Google" on the Security tab: answers the provider URL the page navigates to (the state cookie set). */
async function startLink(browser: Browser): Promise<string> {
  const app = browser.appClient();
  const started = await app.post('/api/account/google/link');
  expect(started.status).toBe(200);
  for (const [name, value] of app.cookies) browser.appCookies.set(name, value);
  return started.body.location;
}

/** Links Google on the Security tab, going through the provider as `accountId`. */
async function linkWithGoogle(browser: Browser, accountId: string) {
  return signInWithGoogle(browser, { accountId, startAt: await startLink(browser) });
}

const LINK_BACK = '/dashboard/settings?tab=security&google=';
const identitiesOf = (userId: string) => sql(h, `select subject, email from user_identities where user_id = ?`, [userId]);
const securityEvents = (userId: string, change: string) =>
  probe.received.filter((e) => e.name === 'accounts.security-changed' && e.data.userId === userId && e.data.change === change);

describe('Linking and unlinking Google on the Security tab', () => {
  it('links the Google account to the signed-in user, who can then sign in with it whatever its address', async () => {
    const user = await signedInUser(h);
    const person = googleAccount();
    expect((await user.client.get('/api/account/google')).body).toEqual({ available: true, link: null, hasPassword: true });
    const browser = browserOf(user.client);
    const done = await linkWithGoogle(browser, person.accountId);
    expect(done.rawLocation).toBe(`${LINK_BACK}linked`);
    expect(await identitiesOf(user.id)).toEqual([{ subject: person.accountId, email: person.email }]);
    const status = await browser.appClient().get('/api/account/google');
    expect(status.body).toEqual({ available: true, link: { email: person.email, linkedAt: expect.any(String) }, hasPassword: true });
    await eventually(() => securityEvents(user.id, 'google-linked'), (found) => found.length === 1);
    // The pending link was used up, and the state was this browser's: the same callback again links nothing.
    expect((await browser.visit(done.callbackUrl!)).rawLocation).toBe(REFUSED);

    const signIn = new Browser();
    expect((await signInWithGoogle(signIn, { accountId: person.accountId })).rawLocation).toMatch(/^\/auth\/callback\?/);
    expect((await signIn.appClient().get('/api/auth/me')).body.user.id).toBe(user.id);
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a Google account already linked to another user, and links nothing', async () => {
    const person = googleAccount();
    await signInWithGoogle(new Browser(), { accountId: person.accountId });
    const [owner] = await usersWithEmail(person.email);
    const other = await signedInUser(h);
    const done = await linkWithGoogle(browserOf(other.client), person.accountId);
    expect(done.rawLocation).toBe(`${LINK_BACK}linked-elsewhere`);
    expect(await identitiesOf(other.id)).toEqual([]);
    expect(await identitiesOf(owner.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(securityEvents(other.id, 'google-linked')).toEqual([]);
  });

  it('links only to the user who started it: signed out before the callback, nothing is linked', async () => {
    const user = await signedInUser(h);
    const person = googleAccount();
    const browser = browserOf(user.client);
    const done = await signInWithGoogle(browser, {
      accountId: person.accountId,
      startAt: await startLink(browser),
      beforeCallback: async () => {
        await sql(h, 'update sessions set revoked_at = now() where user_id = ?', [user.id]);
        return undefined;
      },
    });
    expect(done.rawLocation).toBe(`${LINK_BACK}failed`);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('a link cancelled at the provider goes back to the Security tab, not to the login page', async () => {
    const user = await signedInUser(h);
    const person = googleAccount();
    const browser = browserOf(user.client);
    const done = await signInWithGoogle(browser, { accountId: person.accountId, startAt: await startLink(browser), abort: true });
    expect(done.rawLocation).toBe(`${LINK_BACK}failed`);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('unlinks after the password; Google then no longer signs in to the account until it is linked again', async () => {
    const user = await signedInUser(h);
    const person = googleAccount({ email: user.email });
    await signInWithGoogle(new Browser(), { accountId: person.accountId });
    expect(await identitiesOf(user.id)).toHaveLength(1);

    const wrong = await user.client.request('DELETE', '/api/account/google', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_password');
    expect(await identitiesOf(user.id)).toHaveLength(1);

    const res = await user.client.request('DELETE', '/api/account/google', { password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Google is unlinked from your account.' });
    expect(await identitiesOf(user.id)).toEqual([]);
    await eventually(() => securityEvents(user.id, 'google-unlinked'), (found) => found.length === 1);
    expect((await user.client.request('DELETE', '/api/account/google', { password: user.password })).status).toBe(404);

    // The same Google account, same address: refused, not quietly linked again.
    const refused = new Browser();
    expect((await signInWithGoogle(refused, { accountId: person.accountId })).rawLocation).toBe(REFUSED);
    expect(refused.appCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await identitiesOf(user.id)).toEqual([]);

    expect((await linkWithGoogle(browserOf(user.client), person.accountId)).rawLocation).toBe(`${LINK_BACK}linked`);
    expect((await signInWithGoogle(new Browser(), { accountId: person.accountId })).rawLocation).toMatch(/^\/auth\/callback\?/);
  });

  it('refuses to unlink an account without a password, and says how to set one', async () => {
    const person = googleAccount();
    const browser = new Browser();
    await signInWithGoogle(browser, { accountId: person.accountId });
    const client = browser.appClient();
    expect((await client.get('/api/account/google')).body).toMatchObject({ link: { email: person.email }, hasPassword: false });
    const res = await client.request('DELETE', '/api/account/google', { password: 'anything at all' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'password_required', message: MESSAGES.googleUnlinkNeedsPassword });
    const [row] = await usersWithEmail(person.email);
    expect(await identitiesOf(row.id)).toHaveLength(1);
  });

  it('guards each route: guests and suspended users 401, everyone acts on their own link only, admins included', async () => {
    const guest = new Client(h.baseUrl);
    expect((await guest.get('/api/account/google')).status).toBe(401);
    expect((await guest.post('/api/account/google/link')).status).toBe(401);
    expect((await guest.request('DELETE', '/api/account/google', { password: 'x' })).status).toBe(401);

    const owner = await signedInUser(h);
    const person = googleAccount({ email: owner.email });
    await signInWithGoogle(new Browser(), { accountId: person.accountId });
    const other = await signedInUser(h);
    expect((await other.client.get('/api/account/google')).body.link).toBeNull();
    expect((await other.client.request('DELETE', '/api/account/google', { password: other.password })).status).toBe(404);
    const admin = await signedInUser(h, { role: 'admin' });
    expect((await admin.client.get('/api/account/google')).body.link).toBeNull();
    expect((await admin.client.request('DELETE', '/api/account/google', { password: admin.password })).status).toBe(404);
    expect((await admin.client.post('/api/account/google/link')).status).toBe(200);
    expect(await identitiesOf(owner.id)).toHaveLength(1);

    await sql(h, `update users set status = 'suspended' where id = ?`, [owner.id]);
    expect((await owner.client.get('/api/account/google')).status).toBe(401);
    expect((await owner.client.post('/api/account/google/link')).status).toBe(401);
    expect((await owner.client.request('DELETE', '/api/account/google', { password: owner.password })).status).toBe(401);
    expect(await identitiesOf(owner.id)).toHaveLength(1);
  });

  it('a link without CSRF header is refused', async () => {
    const user = await signedInUser(h);
    const res = await user.client.request('POST', '/api/account/google/link', {}, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf');
  });
});
