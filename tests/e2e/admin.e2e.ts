// The admin back office in the browser, against the real server and worker: a non-admin is turned away; an admin
// signs in at /admin/login, reviews uploads a seller just made (previews, approve, reject with a reason), sees a
// points order paid at the local TEST MODE checkout, refunds a purchase (the points come back, the ledger shows
// it), and approves then pays a seller's withdrawal.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, shots as screenshots } from './browser.ts';
import { createUserWithCli, signInAsAdmin, signInAt, textPdf } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const admin = { name: 'Morgan Reyes', email: `morgan.admin.${run}@example.com`, password: 'back-office-2026', role: 'admin' as const };
const seller = { name: 'Selma Seller', email: `selma.${run}@example.com`, password: 'notes-for-sale-42' };
const buyer = { name: 'Bruno Buyer', email: `bruno.${run}@example.com`, password: 'reading-week-77' };
const approveTitle = `Thermodynamics Lecture Notes ${run}`;
const rejectTitle = `Copied Statistics Handout ${run}`;


let browser: Browser;
const contexts: BrowserContext[] = [];
let adminPage: Page;
let adminErrors: string[];
let buyerPage: Page;
const docs: Record<'approve' | 'reject', { id: string; slug: string }> = {} as never;

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
/** The one toast with this text: two would be a bug, so the locator stays strict. */
const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text });

const shots = (page: Page, name: string) => screenshots(page, `admin-${name}`);

async function signIn(user: { email: string; password: string }) {
  const session = await signInAt(browser, baseUrl, user);
  contexts.push(session.context);
  return session;
}

const samplePdf = (heading: string, pages = 6) =>
  textPdf(heading, `${heading.toLowerCase()} with worked examples, entropy and enthalpy`, run, pages);

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
  await createUserWithCli(serverEnv, seller);
  await createUserWithCli(serverEnv, buyer);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('the admin back office', () => {
  it('turns a signed-in non-admin away from /admin/documents', async () => {
    const { page } = await signIn(buyer);
    buyerPage = page;
    await page.goto('/admin/documents');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/admin/documents');
    // The page's notice (a toast may say the same).
    await page.getByRole('main').getByRole('alert').filter({ hasText: 'Unauthorized: Admin access required' }).waitFor();
    expect(await page.getByTestId('admin-sidebar-full').count()).toBe(0);
  });

  it('lets an admin sign in, review fresh uploads, approve one (it goes live) and reject another with a reason', async () => {
    // A seller uploads two PDFs through the API; the worker processes them.
    const sellerSession = await signIn(seller);
    const types = (await (await sellerSession.page.request.get('/api/catalogue/document-types')).json()).items;
    const subjects = (await (await sellerSession.page.request.get('/api/catalogue/subjects?pageSize=5')).json()).items;
    for (const [key, title, price] of [['approve', approveTitle, '800'], ['reject', rejectTitle, '30']] as const) {
      const res = await sellerSession.page.request.post('/api/documents', {
        headers: { 'x-csrf-token': sellerSession.csrf },
        multipart: {
          file: { name: `${key}.pdf`, mimeType: 'application/pdf', buffer: await samplePdf(title) },
          title,
          description: 'Every lecture of the first term with worked examples, summaries and exam tips.',
          documentTypeId: types[0].id,
          subjectId: subjects[0].id,
          pointsPrice: price,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { document } = await res.json();
      docs[key] = { id: document.id, slug: document.slug };
    }

    const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(context);
    adminPage = page;
    adminErrors = errors;
    await signInAsAdmin(page, admin);
    await expect(page.getByTestId('admin-who').textContent()).resolves.toContain(admin.name);
    await page.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL('**/admin/documents');
    await expect(page.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).resolves.toBe('true');

    // Both wait in the pending queue; the sheet follows processing until the previews are ready.
    await page.getByLabel('Search documents by title').fill(run);
    const row = (title: string) => page.getByTestId('admin-document').filter({ hasText: title });
    await row(approveTitle).waitFor();
    await row(rejectTitle).waitFor();
    await row(approveTitle).getByRole('button', { name: 'Review' }).click();
    const sheet = page.getByTestId('document-review');
    await sheet.getByRole('heading', { name: approveTitle }).waitFor();
    await eventually(() => sheet.getByTestId('admin-preview-readable').count(), 120_000).toBe(3);
    await eventually(() => sheet.getByTestId('admin-preview-locked').count()).toBeGreaterThan(0);
    await sheet.getByText(`${seller.name} · ${seller.email}`).waitFor();
    await shots(page, 'document-review');

    await sheet.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: `Approve “${approveTitle}”?` }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Document approved').waitFor();
    // The status pill above the title (the facts below have an 'Approved' date row too).
    await expect(sheet.locator('.sheet__eyebrow .pill').getByText('Approved', { exact: true }).waitFor()).resolves.toBeUndefined();
    await sheet.getByRole('button', { name: 'Close' }).click();
    // It leaves the pending queue.
    await eventually(() => row(approveTitle).count()).toBe(0);
    await row(rejectTitle).waitFor();

    // Rejecting needs a reason: refused empty with the contract's words, then done.
    await row(rejectTitle).getByRole('button', { name: 'Review' }).click();
    await sheet.getByRole('heading', { name: rejectTitle }).waitFor();
    await sheet.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Give a reason (1 to 1000 characters).').waitFor();
    await dialog.getByLabel('Reason for rejection').fill('This copies a published handout; we only accept your own work.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Document rejected').waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await eventually(() => row(rejectTitle).count()).toBe(0);
    await page.getByRole('tab', { name: /Rejected/ }).click();
    await row(rejectTitle).waitFor();
    await expect(row(approveTitle).count()).resolves.toBe(0);

    // The approved document's public page opens for anyone.
    await buyerPage.goto(`/documents/${docs.approve.slug}`);
    await expect(buyerPage.getByTestId('document-title').textContent()).resolves.toBe(approveTitle);
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows a points order paid at the local test checkout as succeeded', async () => {
    await buyerPage.goto('/dashboard/wallet');
    await buyerPage.getByRole('button', { name: /buy ultimate by card/i }).click();
    await buyerPage.waitForURL('**/test-checkout/**');
    await buyerPage.getByRole('button', { name: /^Pay / }).click();
    await buyerPage.waitForURL('**/checkout/success**');
    await eventually(async () => (await (await buyerPage.request.get('/api/wallet')).json()).balance).toBe(1250);

    await adminPage.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Points orders' }).click();
    await adminPage.getByLabel("Filter by the buyer's email").fill(buyer.email);
    const order = adminPage.getByTestId('admin-points-orders-table').locator('tbody tr').filter({ hasText: buyer.name });
    await eventually(() => order.count()).toBe(1);
    await expect(order.getByText('Succeeded').waitFor()).resolves.toBeUndefined();
    await expect(order.getByText('Completed').waitFor()).resolves.toBeUndefined();
    await expect(order.textContent()).resolves.toContain('$100.00');
    await order.getByRole('button', { name: 'Details' }).click();
    const sheet = adminPage.getByTestId('points-order-sheet');
    await sheet.getByText('Test checkout', { exact: true }).waitFor();
    await shots(adminPage, 'points-order');
    await sheet.getByRole('button', { name: 'Close' }).click();
  });

  it('refunds a purchase: the buyer gets the points back and the ledger shows the refund', async () => {
    const buyerPost = async (url: string, data: unknown) => {
      const csrf = (await buyerPage.context().cookies()).find((c) => c.name === 'sh_csrf')!.value;
      const res = await buyerPage.request.post(url, { data, headers: { 'x-csrf-token': csrf } });
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    };
    // The seller's 800-point document (they earn 560, for the withdrawal below) and a demo document to refund.
    await buyerPost('/api/wallet/checkout', { documentIds: [docs.approve.id] });
    const catalogue = (await (await buyerPage.request.get('/api/documents?pageSize=50&sort=price_asc')).json()).items as {
      id: string; title: string; pointsPrice: number; user: { id: string };
    }[];
    const other = catalogue.find((d) => d.pointsPrice > 0 && d.pointsPrice <= 450 && d.id !== docs.approve.id)!;
    expect(other, 'a priced demo document').toBeTruthy();
    await buyerPost('/api/wallet/checkout', { documentIds: [other.id] });
    const before = (await (await buyerPage.request.get('/api/wallet')).json()).balance as number;

    await adminPage.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Orders', exact: true }).click();
    await adminPage.waitForURL('**/admin/orders');
    await adminPage.getByLabel("Filter by the buyer's email").fill(buyer.email);
    const rows = adminPage.getByTestId('admin-orders-table').locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    const purchase = rows.filter({ hasText: other.title });
    await expect(purchase.textContent()).resolves.toContain(`${other.pointsPrice} pts`);
    await purchase.getByRole('button', { name: 'Refund' }).click();
    const dialog = adminPage.getByRole('alertdialog');
    await dialog.getByLabel('Reason').fill('The buyer was charged for the wrong document.');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await toast(adminPage, 'Purchase refunded').waitFor();
    await purchase.getByText('Refunded · access revoked').waitFor();
    expect(await purchase.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await eventually(async () => (await (await buyerPage.request.get('/api/wallet')).json()).balance).toBe(before + other.pointsPrice);
    expect((await (await buyerPage.request.get(`/api/wallet/access/${other.id}`)).json()).hasAccess).toBe(false);
    await shots(adminPage, 'orders');

    await adminPage.getByRole('link', { name: 'See every movement of points in the ledger' }).click();
    await adminPage.waitForURL('**/admin/points-transactions');
    await adminPage.getByLabel("Filter by the user's email").fill(buyer.email);
    await adminPage.getByLabel('Transaction type').selectOption('refund');
    const refund = adminPage.getByTestId('admin-transactions-table').locator('tbody tr');
    await eventually(() => refund.count()).toBe(1);
    await expect(refund.textContent()).resolves.toContain('Refund of a document purchase');
    await expect(refund.textContent()).resolves.toContain(`+${other.pointsPrice} pts`);
    await shots(adminPage, 'points-transactions');
  });

  it('approves a seller’s withdrawal, then marks it paid with the payout reference', async () => {
    const sellerSession = await signIn(seller);
    const earnings = (await (await sellerSession.page.request.get('/api/wallet/seller/earnings')).json()) as { withdrawablePoints: number };
    expect(earnings.withdrawablePoints).toBe(560);
    await sellerSession.post('/api/wallet/withdrawals', { points: 500, payout: { method: 'paypal', email: `selma.${run}@paypal.example` } });

    await adminPage.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Withdrawals' }).click();
    await adminPage.waitForURL('**/admin/withdrawals');
    await expect(adminPage.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).resolves.toBe('true');
    const request = adminPage.getByTestId('admin-withdrawals-table').locator('tbody tr').filter({ hasText: seller.name });
    await request.waitFor();
    await expect(request.textContent()).resolves.toContain('$50.00');
    await expect(request.textContent()).resolves.toContain(`selma.${run}@paypal.example`);
    await shots(adminPage, 'withdrawals');
    await request.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(adminPage, 'Withdrawal approved').waitFor();
    await eventually(() => request.count()).toBe(0);

    await adminPage.getByRole('tab', { name: 'Approved' }).click();
    await request.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('Enter the payout reference').waitFor();
    await dialog.getByLabel('Payout reference').fill(`PAYPAL-${run}`);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await toast(adminPage, 'Withdrawal marked paid').waitFor();
    await adminPage.getByRole('tab', { name: 'Paid' }).click();
    await request.getByText(`Ref. PAYPAL-${run}`).waitFor();
    const mine = (await (await sellerSession.page.request.get('/api/wallet/withdrawals')).json()).items;
    expect(mine[0]).toMatchObject({ status: 'paid', payoutReference: `PAYPAL-${run}` });
    expect(adminErrors).toEqual([]);
  });
});
