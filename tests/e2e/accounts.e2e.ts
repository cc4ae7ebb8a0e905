// Accounts in the browser, against the real server (worker included, so mail lands in the outbox):
// register, confirm the email from the mailed link, log in, edit the profile and upload an avatar,
// turn on two-factor with a code computed from the secret on screen, log out, log back in with a code,
// the seller mode and the collapsed side bar surviving a reload, the guards, the phone drawer, and the
// admin login (admins in, students refused and signed out).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, SUPPORT_WIDGET_URL } from './browser.ts';
import { createUserWithCli, gradientPng, latestMail, linkIn, totpCode, totpStep } from './support.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const student = { name: 'Maya Okafor', email: `maya.${run}@example.com`, password: 'lecture-notes-42' };
const admin = { name: 'Grace Admin', email: `grace.${run}@example.com`, password: 'back-office-77' };
const other = { name: 'Sam Student', email: `sam.${run}@example.com`, password: 'just-a-student-1' };

let browser: Browser;
/** The student's own browser profile, shared by the tests that follow one another. */
let context: BrowserContext;
let page: Page;
let errors: string[];
let totpSecret = '';
let enrolStep = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, baseUrl, DESKTOP));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** expect.poll with room for a busy machine (its default gives up after 1 s). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
/** The one toast with this text: two would be a bug, so the locator stays strict. */
const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text });
const path = (p: Page) => {
  const url = new URL(p.url());
  return `${url.pathname}${url.search}`;
};

async function fillLogin(p: Page, email: string, password: string) {
  const form = p.getByRole('form', { name: /log in|admin sign-in/i });
  await form.getByLabel(/email/i).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /log in|sign in to admin/i }).click();
}

describe('accounts in the browser', () => {
  it('registers, refuses the login until the email is confirmed, confirms it from the mail and logs in', async () => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('Full name').fill(student.name);
    await form.getByLabel('Email').fill(student.email);
    await form.getByLabel('Password', { exact: true }).fill(student.password);
    await form.getByLabel('Confirm password').fill('something-else');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Passwords do not match').waitFor();

    await form.getByLabel('Confirm password').fill(student.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    const done = page.getByTestId('register-success');
    await done.waitFor();
    await expect(done.textContent()).resolves.toContain('Please check your email for the confirmation link.');
    await expect(done.textContent()).resolves.toContain(student.email);

    // Not confirmed yet: the verification toast with its resend button.
    await page.goto(`/login?email=${encodeURIComponent(student.email)}`);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Please verify your email').waitFor();
    await expect(toast(page, 'Please verify your email').textContent()).resolves.toContain(
      `Click the button below to resend the verification email to ${student.email}`,
    );
    await page.getByRole('button', { name: 'Resend Verification Email' }).waitFor();

    const mail = await latestMail(databaseUrl, student.email, 'accounts.verify-email');
    const link = linkIn(mail, '/auth/callback');
    expect(link).toMatch(/[?&]type=signup/);
    await page.goto(link);
    await page.getByTestId('verify-done').waitFor();
    await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    await page.getByTestId('verify-done').getByRole('link', { name: 'Log in' }).click();

    // The address is prefilled from the sign-up in this browser.
    await eventually(() => page.getByLabel('Email').inputValue()).toBe(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await toast(page, 'Welcome Maya!').waitFor();
    await eventually(() => path(page)).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Maya/ }).waitFor();
    await page.getByTestId('user-menu-button').waitFor({ state: 'visible' });
    await expect(page.getByRole('link', { name: 'Log in' }).count()).resolves.toBe(0);
  });

  it('bounces a signed-in user away from /login and /register', async () => {
    await page.goto('/login');
    await eventually(() => path(page)).toBe('/dashboard');
    await page.goto(`/register?returnUrl=${encodeURIComponent('/subjects')}`);
    await eventually(() => path(page)).toBe('/subjects');
    // On public pages a signed-in user gets the collapsed side bar.
    await page.getByTestId('sidebar-rail').waitFor();
  });

  it('edits the profile (university then course), cancels an edit, and uploads an avatar', async () => {
    await page.goto('/dashboard/settings?tab=profile');
    const panel = page.getByTestId('settings-profile');
    await panel.getByRole('button', { name: 'Edit Profile' }).click();
    const course = panel.getByLabel('Course');
    await expect(course.isDisabled()).resolves.toBe(true);
    await expect(panel.getByLabel('Email').isDisabled()).resolves.toBe(true);

    await panel.getByLabel('Full name').fill('Maya A. Okafor');
    const university = panel.getByLabel('University');
    const universityOptions = await university.locator('option').evaluateAll((os) =>
      os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })).filter((o) => o.value),
    );
    expect(universityOptions.length).toBeGreaterThan(1);
    await university.selectOption(universityOptions[0]!.value);
    await eventually(() => course.isDisabled()).toBe(false);
    await eventually(() => course.locator('option').count()).toBeGreaterThan(1);
    const firstCourse = await course.locator('option').nth(1).getAttribute('value');
    await course.selectOption(firstCourse!);

    // Another university clears the course and lists only its own courses.
    await university.selectOption(universityOptions[1]!.value);
    await eventually(() => course.inputValue()).toBe('');
    await university.selectOption(universityOptions[0]!.value);
    await course.selectOption(firstCourse!);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    const view = panel.getByTestId('profile-view');
    await view.waitFor();
    await eventually(() => view.textContent()).toContain(universityOptions[0]!.label);
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Maya A. Okafor');

    // Cancel puts the stored values back.
    await panel.getByRole('button', { name: 'Edit Profile' }).click();
    await panel.getByLabel('Full name').fill('Somebody Else');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await view.waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Maya A. Okafor');

    // Avatar: a generated PNG; the new picture shows at once, here and in the navigation.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(120, 90) });
    await toast(page, 'Profile picture updated successfully').waitFor();
    const navAvatar = page.getByTestId('user-menu-button').getByTestId('avatar-img');
    await navAvatar.waitFor();
    await expect(navAvatar.getAttribute('src')).resolves.toMatch(/^\/api\/storage\/avatars\/.+\.webp$/);
    await expect
      .poll(() => navAvatar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBe(256);

    // Not an image: refused before upload.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await toast(page, 'Failed to update profile picture').waitFor();
  });

  it('turns on two-factor: QR code and secret, a computed code, then the recovery codes once, signing out the other devices', async () => {
    const elsewhere = await browser.newContext({ baseURL: baseUrl });
    expect((await elsewhere.request.post('/api/auth/login', { data: { email: student.email, password: student.password } })).status()).toBe(200);
    await page.goto('/dashboard/settings?tab=security');
    const card = page.getByTestId('two-factor-card');
    await expect(card.getByTestId('two-factor-status').textContent()).resolves.toBe('Off');
    await card.getByRole('button', { name: 'Set up two-factor' }).click();
    const qr = card.getByTestId('totp-qr');
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    totpSecret = (await card.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    // What is shown is the same key, grouped for reading.
    await expect(card.getByTestId('totp-secret').textContent()).resolves.toBe(totpSecret.replace(/(.{4})(?=.)/g, '$1 '));

    const signOutOthers = card.getByRole('checkbox', { name: 'Sign out of all other devices' });
    await expect(signOutOthers.isChecked()).resolves.toBe(true);
    enrolStep = totpStep();
    await card.getByLabel('Authentication code').fill(totpCode(totpSecret, enrolStep));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = card.getByTestId('recovery-codes');
    await codes.waitFor();
    await toast(page, '2FA settings updated').waitFor();
    await expect(codes.locator('code').count()).resolves.toBe(10);
    await codes.getByRole('button', { name: 'Download' }).waitFor();
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await eventually(() => card.getByTestId('two-factor-status').textContent()).toBe('On');
    // This browser carries on with its new session, which the sessions list marks; the other one is out.
    await page.getByTestId('sessions-card').getByTestId('session-current').waitFor();
    await eventually(() => page.getByTestId('sessions-card').getByTestId('session').count()).toBe(0);
    expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
    await elsewhere.close();
  });

  it('logs out from the user menu, and back in with a code from the authenticator', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Logged out successfully').waitFor();
    await eventually(() => path(page)).toBe('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('.site-nav__auth').getByRole('link', { name: 'Log in', exact: true }).waitFor();

    // A guest on a protected page goes to the login with the way back.
    await page.goto('/dashboard');
    await eventually(() => path(page)).toBe(`/login?returnUrl=${encodeURIComponent('/dashboard')}`);
    await fillLogin(page, student.email, student.password);
    const step = page.getByTestId('two-factor-step');
    await step.waitFor();
    // A step is never accepted twice: use the next one (inside the ±1 window) or the current one if later.
    const code = totpCode(totpSecret, Math.max(enrolStep + 1, totpStep()));
    await step.getByLabel('Authentication code').fill(code);
    await toast(page, 'Welcome Maya!').waitFor();
    await eventually(() => path(page)).toBe('/dashboard');
    await page.getByTestId('student-dashboard').waitFor();
  });

  it('switches to seller mode and keeps it, and keeps the side bar collapsed, after a reload', async () => {
    await page.goto('/dashboard');
    const menu = page.getByTestId('sidebar-full').getByTestId('sidebar-menu');
    await expect(menu.getAttribute('data-mode')).resolves.toBe('student');
    await page.getByTestId('sidebar-full').getByRole('button', { name: 'Seller' }).click();
    await eventually(() => path(page)).toBe('/dashboard/seller-dashboard');
    await eventually(() => menu.getAttribute('data-mode')).toBe('seller');
    for (const label of ['Overview', 'Orders']) await menu.getByRole('link', { name: label }).waitFor();

    // Kept after a reload, on a page both modes share (a seller page would show the seller menu anyway).
    await page.goto('/dashboard/settings');
    await page.reload();
    await page.getByTestId('sidebar-full').getByTestId('sidebar-menu').waitFor();
    await expect(page.getByTestId('sidebar-full').getByTestId('sidebar-menu').getAttribute('data-mode')).resolves.toBe('seller');
    await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Orders' }).waitFor({ state: 'visible' });

    // 1440 px wide: 225 px, collapsible to 80 px, and that choice is kept.
    const bar = page.getByTestId('sidebar-full');
    await eventually(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(225);
    await bar.getByRole('button', { name: 'Collapse side bar' }).click();
    await eventually(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(80);
    await page.reload();
    await eventually(() => page.getByTestId('sidebar-full').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(80);
    await page.getByTestId('sidebar-full').getByRole('button', { name: 'Expand side bar' }).click();
    expect(errors).toEqual([]);
  });

  it('shows the dashboard menu as a drawer on a phone', async () => {
    const phone = await openPage(browser, baseUrl, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto('/dashboard/settings?tab=notifications');
    await phone.page.getByTestId('pref-security-login').waitFor();
    await expect(phone.page.getByTestId('sidebar-full').isVisible()).resolves.toBe(false);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Dashboard menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Help' }).click();
    await eventually(() => path(phone.page)).toBe('/dashboard/help');
    await eventually(() => drawer.isVisible()).toBe(false);
    await phone.context.close();
  });
});

describe('admin sign-in', () => {
  beforeAll(async () => {
    await createUserWithCli(serverEnv, { ...admin, role: 'admin' });
    await createUserWithCli(serverEnv, other);
  });

  it('lets an admin in and lands on /admin/dashboard', async () => {
    const { context: ctx, page: p } = await openPage(browser, baseUrl);
    await p.goto('/admin/login');
    await fillLogin(p, admin.email, admin.password);
    await toast(p, 'Welcome Grace!').waitFor();
    await eventually(() => path(p)).toBe('/admin/dashboard');
    await p.getByRole('heading', { level: 1, name: 'Admin overview' }).waitFor();
    await ctx.close();
  });

  it('turns a student away from admin pages with the message, and signs them out at the admin login', async () => {
    const { context: ctx, page: p } = await openPage(browser, baseUrl);
    await p.goto('/login');
    await fillLogin(p, other.email, other.password);
    await eventually(() => path(p)).toBe('/dashboard');

    // Signed in but not an admin: sent to the admin login with the refusal.
    await p.goto('/admin/users');
    await eventually(() => new URL(p.url()).pathname).toBe('/admin/login');
    // The page's notice (a toast may say the same).
    await p.getByRole('main').getByRole('alert').filter({ hasText: 'Unauthorized: Admin access required' }).waitFor();

    await fillLogin(p, other.email, other.password);
    await toast(p, 'Unauthorized: Admin access required').waitFor();
    await eventually(async () => (await p.request.get('/api/auth/me')).status()).toBe(401);
    await eventually(() => p.getByTestId('user-menu-button').count()).toBe(0);

    // And a guest on an admin page goes to the admin login.
    await p.goto('/admin/orders');
    await eventually(() => path(p)).toBe(`/admin/login?returnUrl=${encodeURIComponent('/admin/orders')}`);
    await ctx.close();
  });
});

describe('support widget', () => {
  // A stand-in for the third-party script: it becomes ready only after a while, like a real one, and
  // records every identity it is given.
  const standIn = `
    window.__widgetLoads = (window.__widgetLoads || 0) + 1;
    setTimeout(() => {
      window.StudyhallSupport = {
        identify: (who) => { (window.__identified = window.__identified || []).push(who); },
        hide: () => { window.__hidden = true; },
        show: () => { window.__hidden = false; },
      };
    }, 400);`;

  it('loads once, not on editor pages, and is told who the signed-in user is', async () => {
    const { context: ctx, page: p } = await openPage(browser, baseUrl);
    let requests = 0;
    await ctx.route(SUPPORT_WIDGET_URL, (route) => {
      requests++;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn });
    });
    // The server rendered the page with the public config in it; once the app has run (the network quiet after its
    // scripts) it had the widget's address in hand: no script tag, no request.
    await p.goto('/xy-editor', { waitUntil: 'networkidle' });
    await p.getByRole('heading', { level: 1, name: 'An editor that saves as you type, and improves what you select.' }).waitFor();
    await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(p.locator('#studyhall-support-widget').count()).resolves.toBe(0);
    expect(requests).toBe(0);

    await p.request.post('/api/auth/login', { data: { email: other.email, password: other.password } });
    await p.goto('/');
    await eventually(() => p.evaluate(() => (window as unknown as { __identified?: unknown[] }).__identified?.length ?? 0)).toBe(1);
    const me = (await (await p.request.get('/api/auth/me')).json()) as { user: { id: string; email: string; fullName: string; avatarUrl: string | null } };
    await expect(p.evaluate(() => (window as unknown as { __identified: unknown[] }).__identified[0])).resolves.toEqual({
      id: me.user.id,
      email: me.user.email,
      nickname: me.user.fullName,
      avatar: me.user.avatarUrl,
    });

    // Moving around the app keeps the one script; an editor page hides it.
    const goTo = (to: string) =>
      p.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await goTo('/subjects');
    await p.getByTestId('sidebar-rail').waitFor();
    await goTo('/xy-editor');
    await eventually(() => p.evaluate(() => (window as unknown as { __hidden?: boolean }).__hidden)).toBe(true);
    expect(requests).toBe(1);
    await expect(p.evaluate(() => document.querySelectorAll('script[src*="support.studyhall.test"]').length)).resolves.toBe(1);
    await ctx.close();
  });
});
