// Subscriptions in the browser: subscribe to a plan through the local TEST MODE checkout, unlock a document with a
// bonus unlock from its page (0 points, View Document appears), cancel at the period end and see it stay active;
// an admin finds the subscription in the back office.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shots } from './browser.ts';
import { createUserWithCli, fileBrowser } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const stamp = Date.now();
const student = { email: `subscriber.${stamp}@example.test`, name: 'Sub Scriber', password: 'correct-horse-battery-9' };
const admin = { email: `subscriptions.admin.${stamp}@example.test`, name: 'Subs Admin', password: 'correct-horse-battery-9', role: 'admin' as const };

let page: Page;
let errors: string[];

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
/** The one toast with this text: two would be a bug, so the locator stays strict. */
const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text });

const browser = fileBrowser(baseUrl, async () => {
  await createUserWithCli(serverEnv, student);
  await createUserWithCli(serverEnv, admin);
});

beforeAll(async () => {
  ({ page, errors } = await browser.signIn(student));
});

describe('subscriptions in the browser', () => {
  it('subscribes through the TEST MODE checkout, unlocks a document with a bonus, and cancels at the period end', async () => {
    await page.goto('/dashboard/subscription');
    await page.getByRole('heading', { name: 'Choose a plan' }).waitFor();
    await expect.poll(() => page.getByTestId('subscription-plan').count()).toBe(3);
    await shots(page, 'subscription-plans');
    await page.getByRole('button', { name: 'Subscribe to Basic' }).click();

    await page.waitForURL('**/test-checkout/subscriptions/**');
    await page.getByRole('status').filter({ hasText: 'TEST MODE' }).waitFor();
    await shots(page, 'subscription-test-checkout');
    await page.getByRole('button', { name: /^Subscribe for / }).click();

    await page.waitForURL('**/dashboard/subscription**');
    await toast(page, 'Subscription active').waitFor();
    await eventually(() => page.getByTestId('unlocks-left').textContent()).toBe('10 of 10');
    expect(new URL(page.url()).search).toBe('');

    const list = (await (await page.request.get('/api/documents?pageSize=12')).json()) as { items: { slug: string; pointsPrice: number }[] };
    const doc = list.items.find((d) => d.pointsPrice > 0) ?? list.items[0];
    expect(doc).toBeDefined();
    await page.goto(`/documents/${doc!.slug}`);
    await page.getByTestId('subscription-unlocks-left').filter({ hasText: '10 unlocks left this period' }).waitFor();
    await shots(page, 'document-unlock-with-subscription');
    await page.getByRole('button', { name: 'Unlock with subscription' }).click();
    await toast(page, 'Unlocked with your subscription').waitFor();
    await page.getByRole('link', { name: 'View Document' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unlock with subscription' }).count()).toBe(0);

    await page.goto('/dashboard/subscription');
    await eventually(() => page.getByTestId('unlocks-left').textContent()).toBe('9 of 10');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await toast(page, 'Subscription cancelled').waitFor();
    await page.getByText(/Cancelled: your plan stays active until/).waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await shots(page, 'subscription-cancelled');
    expect(errors).toEqual([]);
  });

  it('shows the subscription to an admin in the back office', async () => {
    const signedIn = await browser.signInAdmin(admin);
    const adminPage = signedIn.page;
    await adminPage.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Subscriptions', exact: true }).click();
    await adminPage.waitForURL('**/admin/subscriptions');
    const row = adminPage.getByTestId('admin-subscriptions-table').getByRole('row').filter({ hasText: student.email });
    await row.waitFor();
    await row.getByText('Cancels at the period end').waitFor();
    await shots(adminPage, 'admin-subscriptions');
    expect(signedIn.errors).toEqual([]);
  });
});
