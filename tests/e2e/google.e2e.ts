// Google on the Security tab, in the browser: link a Google account through the redirect flow (the test server
// runs Google sign-in against a local OpenID provider whose sign-in and consent are plain forms), see it
// linked, then unlink it with the password. Also: the login page works without Google's one-tap script.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const user = { name: 'Lin Google', email: `lin.${run}@example.com`, password: 'linked-account-9' };
const googleEmail = `lin.personal.${run}@gmail.example`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, user);
});
afterAll(async () => {
  await browser?.close();
});

const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text });

describe('Google on the Security tab', () => {
  it('links a Google account through the provider, then unlinks it with the password', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, user);
    await page.goto('/dashboard/settings?tab=security');
    const card = page.getByTestId('google-card');
    await eventually(() => card.getByTestId('google-status').textContent()).toBe('Not linked');

    await card.getByRole('button', { name: 'Link Google' }).click();
    // The provider's own pages: who signs in, then the consent.
    await page.getByLabel('Google account').fill(`open:${googleEmail}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await toast(page, 'Google linked').waitFor();
    await eventually(() => new URL(page.url()).search).toBe('?tab=security');
    await eventually(() => card.getByTestId('google-status').textContent()).toBe('Linked');
    await expect(card.getByTestId('google-linked-as').textContent()).resolves.toContain(googleEmail);
    await shots(page, 'settings-security-google-linked');

    await card.getByRole('button', { name: 'Unlink Google' }).click();
    const form = card.getByRole('form', { name: 'Unlink Google' });
    await form.getByLabel('Current password').fill('not the password');
    await form.getByRole('button', { name: 'Unlink Google' }).click();
    await toast(page, 'Failed to unlink Google').waitFor();
    await expect(card.getByTestId('google-status').textContent()).resolves.toBe('Linked');

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Unlink Google' }).click();
    await toast(page, 'Google unlinked').waitFor();
    await eventually(() => card.getByTestId('google-status').textContent()).toBe('Not linked');
    await expect(card.getByRole('button', { name: 'Link Google' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the Google button on the login page when the one-tap script cannot load', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    const gsi = page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://accounts.google.com/gsi/client'));
    await page.goto('/login');
    await gsi;
    await expect(page.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).resolves.toMatch(/^\/api\/auth\/google\/start\?/);
    await expect(page.getByRole('form', { name: 'Log in' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
