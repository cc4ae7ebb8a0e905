// The admin overview in the browser, against the real server: an admin lands on it after signing in, sees the
// figures (their own sign-up counts today), switches the period, and opens a figure's list from its card.
import { describe, expect, inject, it } from 'vitest';
import { PHONE, shots } from './browser.ts';
import { createUserWithCli, fileBrowser } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const admin = { name: 'Olive Overview', email: `olive.${Date.now().toString(36)}@example.com`, password: 'figures-daily-2026', role: 'admin' as const };

const browser = fileBrowser(baseUrl, () => createUserWithCli(serverEnv, admin));

describe('admin overview', () => {
  it('shows the figures with charts, switches to 30 days and opens a figure’s list', async () => {
    const { page, errors } = await browser.signInAdmin(admin);
    await page.getByRole('heading', { level: 1, name: 'Admin overview' }).waitFor();

    // The admin was created today: at least one sign-up in the period, drawn as a chart.
    const signUps = page.getByTestId('figure-signUps');
    await expect(signUps.textContent().then(Number)).resolves.toBeGreaterThanOrEqual(1);
    await page.getByRole('img', { name: 'Sign-ups per day' }).locator('canvas').waitFor();

    await page.getByRole('tab', { name: '30 days' }).click();
    await page.waitForURL('**/admin/dashboard?days=30');
    await expect(page.getByRole('tab', { name: '30 days' }).getAttribute('aria-selected')).resolves.toBe('true');
    await shots(page, 'admin-overview');

    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: /Uploads waiting/ }).click();
    await page.waitForURL('**/admin/documents?status=pending');
    await expect(page.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });
});
