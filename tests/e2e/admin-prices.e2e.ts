// Run-time prices in the browser (#15): an admin changes the Pro package's price on /admin/settings (on a phone:
// the page works at 390 px), is asked for a reason, and a buyer's buy-points page shows the new price; the CLI puts
// it back (`studyhall settings packages set`, audited like the page).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAdminAt, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const admin = { name: 'Priya Pricing', email: `priya.admin.${run}@example.com`, password: 'price-review-2026', role: 'admin' as const };
const buyer = { name: 'Bo Buyer', email: `bo.${run}@example.com`, password: 'buying-points-88' };

let browser: Browser;
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
  await createUserWithCli(serverEnv, buyer);
});

afterAll(async () => {
  // Other browser tests buy packages at their seeded prices.
  await runCli(serverEnv, ['settings', 'packages', 'set', 'pro', '--price-cents', '5000', '--by', admin.email, '--reason', 'Back to the seeded price']).catch(() => {});
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('admin prices', () => {
  it('an admin changes a package price on a phone and a buyer sees it on the buy-points page', async () => {
    const { context, page, errors } = await signInAdminAt(browser, baseUrl, admin, PHONE);
    contexts.push(context);
    await page.goto('/admin/settings');

    const pro = page.getByTestId('package-pro');
    const price = pro.getByLabel('Price (USD)');
    await eventually(() => price.inputValue()).toBe('50.00');
    await price.fill('0.50');
    await pro.getByRole('button', { name: 'Save' }).click();
    await pro.getByText('At least $1.00').waitFor();
    await price.fill('45');
    await pro.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('$45.00 for 500 + 100 bonus points, on sale.', { exact: false }).waitFor();
    await dialog.getByLabel('Reason').fill('Autumn offer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Package saved' }).waitFor();
    await eventually(() => price.inputValue()).toBe('45.00');
    await page.getByTestId('plan-basic').waitFor();
    await shots(page, 'admin-settings-prices');
    expect(errors).toEqual([]);

    const session = await signInAt(browser, baseUrl, buyer);
    contexts.push(session.context);
    await session.page.goto('/dashboard/wallet');
    const card = session.page.getByTestId('points-package').filter({ has: session.page.getByRole('heading', { name: 'Pro', exact: true }) });
    await eventually(() => card.locator('.package__price').textContent()).toBe('$45.00');
    // Full-page screenshots at two widths on a shared 2-core machine take their time.
  }, 120_000);
});
