// The admin Users page in the browser, against the real server: an admin finds a user, opens their panel,
// suspends them with a reason (refused without one), sees the audit entry, and the user's very next request is
// signed out.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, signInAsAdmin, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const admin = { name: 'Avery Ops', email: `avery.ops.${run}@example.com`, password: 'audit-trail-2026', role: 'admin' as const };
const member = { name: 'Milo Member', email: `milo.${run}@example.com`, password: 'spam-spam-spam-1' };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
  await createUserWithCli(serverEnv, member);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('admin users page', () => {
  it('suspends a user with a reason from their panel; their next request is signed out', async () => {
    const memberSession = await signInAt(browser, baseUrl, member);
    contexts.push(memberSession.context);
    expect((await memberSession.page.request.get('/api/auth/me')).status()).toBe(200);

    const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(context);
    await signInAsAdmin(page, admin);
    await page.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');

    await page.getByLabel('Search users by name or email').fill(member.email);
    const row = page.getByTestId('admin-users-table').locator('tbody tr').filter({ hasText: member.email });
    await row.getByText('Active').waitFor();
    await expect.poll(() => page.getByTestId('admin-users-table').locator('tbody tr').count()).toBe(1);
    await shots(page, 'admin-users');
    await row.getByRole('button', { name: `Manage ${member.name}` }).click();

    const sheet = page.getByTestId('admin-user-sheet');
    await sheet.getByRole('heading', { name: member.name }).waitFor();
    await sheet.getByText('Active sessions (1)').waitFor();
    await sheet.getByText('No admin has changed this account.').waitFor();
    await shots(page, 'admin-users-panel');
    await sheet.getByRole('button', { name: 'Suspend' }).click();

    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('Give a reason').waitFor();
    await dialog.getByLabel('Reason').fill(`Posting spam in reviews ${run}`);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'User suspended' }).first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const audit = sheet.getByTestId('admin-user-audit');
    await audit.getByText(`Posting spam in reviews ${run}`).waitFor();
    await expect(audit.textContent()).resolves.toContain(admin.name);
    await sheet.getByText('Active sessions (0)').waitFor();
    await sheet.getByRole('button', { name: 'Reinstate' }).waitFor();
    await shots(page, 'admin-users-suspended');

    expect((await memberSession.page.request.get('/api/auth/me')).status()).toBe(401);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Suspended').waitFor();
    expect(errors).toEqual([]);
  });
});
