// The notification bell in the browser, against the real server and worker: a seller's bell shows nothing, an
// admin approves the seller's fresh upload, and the seller's open page gets the unread count over server-sent
// events without a reload; the panel lists it and "Mark all read" clears the badge. Then the mail's unsubscribe
// link turns document status notifications off without signing in.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_COOKIE } from '../../modules/accounts/contract.ts';
import { DESKTOP, launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, latestMail, linkIn, signInAt, textPdf } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const databaseUrl = inject('databaseUrl');

const run = Date.now().toString(36);
const admin = { name: 'Nadia Admin', email: `nadia.admin.${run}@example.com`, password: 'bell-admin-2026', role: 'admin' as const };
const seller = { name: 'Theo Seller', email: `theo.${run}@example.com`, password: 'bell-seller-2026' };
const title = `Organic Chemistry Summary ${run}`;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
  await createUserWithCli(serverEnv, seller);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('the notification bell', () => {
  it('updates live when an admin approves the user’s document, lists it, and marks it read', async () => {
    const sellerSession = await signInAt(browser, baseUrl, seller);
    contexts.push(sellerSession.context);
    const page = sellerSession.page;
    const types = (await (await page.request.get('/api/catalogue/document-types')).json()).items;
    const subjects = (await (await page.request.get('/api/catalogue/subjects?pageSize=5')).json()).items;
    const res = await page.request.post('/api/documents', {
      headers: { 'x-csrf-token': sellerSession.csrf },
      multipart: {
        file: { name: 'summary.pdf', mimeType: 'application/pdf', buffer: await textPdf(title, 'alkanes, alkenes and reaction mechanisms', run, 4) },
        title,
        description: 'Every reaction mechanism of the first term, with worked examples and exam tips.',
        documentTypeId: types[0].id,
        subjectId: subjects[0].id,
        pointsPrice: '120',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { document } = await res.json();

    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByTestId('notification-count').count()).toBe(0);

    // The admin approves once the worker has processed the upload (409 not_processed until then).
    const adminSide = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(adminSide.context);
    const login = await adminSide.page.request.post('/api/auth/admin/login', { data: { email: admin.email, password: admin.password } });
    expect(login.status(), await login.text()).toBe(200);
    const csrf = (await adminSide.context.cookies()).find((c) => c.name === CSRF_COOKIE)!.value;
    const approve = () =>
      adminSide.page.request.post(`/api/admin/documents/${document.id}/approve`, { headers: { 'x-csrf-token': csrf } }).then((r) => r.status());
    await expect.poll(approve, { timeout: 120_000, interval: 500 }).toBe(200);

    // The seller's page, untouched since, shows the count.
    await expect.poll(() => page.getByTestId('notification-count').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(`Your document “${title}” is approved`).waitFor();
    await shots(page, 'notifications-bell-open');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => page.getByTestId('notification-count').count()).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
  }, 180_000);

  it('turns document status notifications off from the mail’s unsubscribe link, without signing in', async () => {
    const mail = await latestMail(databaseUrl, seller.email, 'notifications.documents.approved');
    expect(mail.subject).toBe(`Your document “${title}” is approved`);
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(context);
    await page.goto(linkIn(mail, '/unsubscribe'));
    await page.getByRole('heading', { name: 'Unsubscribe from these notifications?' }).waitFor();
    await shots(page, 'notifications-unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
    await page.getByText('You will no longer receive document status notifications.').waitFor();
    await shots(page, 'notifications-unsubscribed');

    const sellerSession = await signInAt(browser, baseUrl, seller);
    contexts.push(sellerSession.context);
    const prefs = await (await sellerSession.page.request.get('/api/account/notifications')).json();
    expect(prefs.items.find((p: { id: string }) => p.id === 'document-status').enabled).toBe(false);
  }, 60_000);
});
