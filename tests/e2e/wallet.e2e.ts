// Wallet, cart and payments in the browser: buying points through the local TEST MODE checkout (the nav balance
// follows the live stream without a reload), the cart's duplicate warning, and checkout with points.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shots } from './browser.ts';
import { createUserWithCli, fileBrowser, runCli } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const buyer = { email: `wallet.buyer.${Date.now()}@example.test`, name: 'Wallet Buyer', password: 'correct-horse-battery-9' };

let page: Page;
let errors: string[];

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
/** The one toast with this text: two would be a bug, so the locator stays strict. */
const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text });
// The bar's own balance: the closed mobile menu inside the same header carries one too.
const navBalance = (p: Page) => p.locator('.site-nav__actions .points-balance');
const balanceText = async (p: Page) => ((await navBalance(p).count()) ? ((await navBalance(p).textContent()) ?? '').replace(/\s+/g, '') : '');


const cli = (args: string[]) => runCli(serverEnv, args);

type DocCard = { id: string; slug: string; title: string; pointsPrice: number };

const browser = fileBrowser(baseUrl, () => createUserWithCli(serverEnv, buyer));

beforeAll(async () => {
  ({ page, errors } = await browser.signIn(buyer));
});

describe('wallet in the browser', () => {
  it('buys points through the TEST MODE checkout and the nav balance follows without a reload', async () => {
    await page.goto('/dashboard/wallet');
    await eventually(() => balanceText(page)).toContain('0');
    await page.getByRole('button', { name: /buy starter by card/i }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByRole('status').filter({ hasText: 'TEST MODE' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL('**/checkout/success**');
    await page.getByRole('dialog', { name: 'Payment successful!' }).waitFor();
    await toast(page, 'Payment successful! Points added to your account.').waitFor();
    // The payment parameters are gone from the address.
    expect(new URL(page.url()).search).toBe('');
    // The settlement job credits the points after the page loaded: the stream brings them.
    await eventually(() => balanceText(page)).toBe('50pts');

    // No reload from here on: a grant made elsewhere shows up through /api/events.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await cli(['wallet', 'grant', buyer.email, '200', '--reason', 'e2e top-up']);
    await eventually(() => balanceText(page)).toBe('250pts');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Coming back to the same return address is answered by the server as already processed.
    // The dialog's Close, not the toast's close button of the same name.
    await page.getByRole('dialog', { name: 'Payment successful!' }).getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto('/dashboard/wallet');
    await page.getByTestId('orders-table').getByText('completed').waitFor();
    await page.getByTestId('transactions').getByText('e2e top-up').waitFor();
    expect(errors).toEqual([]);
  });

  it('refuses the same document twice in the cart, then buys it with points', async () => {
    const list = (await (await page.request.get('/api/documents?pageSize=12')).json()) as { items: DocCard[] };
    const doc = list.items.find((d) => d.pointsPrice > 0 && d.pointsPrice <= 250) ?? list.items[0];
    expect(doc).toBeDefined();
    if (!doc) return;

    await page.goto(`/documents/${doc.slug}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.click();
    await eventually(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    await add.click();
    await toast(page, 'Item already in cart').waitFor();
    await toast(page, 'This item is already in your cart. Digital content can only be purchased once.').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1);

    await page.goto('/cart');
    await page.getByTestId('cart-line').getByText(doc.title).waitFor();
    await eventually(() => page.getByTestId('cart-total').textContent()).toContain(String(doc.pointsPrice));
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('button', { name: `Pay ${doc.pointsPrice} points` }).click();
    await page.getByTestId('checkout-done').waitFor();
    await toast(page, 'Purchase complete').waitFor();
    await eventually(() => balanceText(page)).toBe(`${250 - doc.pointsPrice}pts`);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(await page.getByRole('link', { name: /purchased documents/i }).getAttribute('href')).toBe(
      '/dashboard/documents?tab=purchased',
    );


    // The Purchased tab lists it with View Document, which opens the whole file through a signed URL.
    await page.getByRole('link', { name: /purchased documents/i }).click();
    await page.waitForURL('**/dashboard/documents?tab=purchased');
    const card = page.getByTestId('library-list').getByRole('link').filter({ hasText: doc.title });
    await card.getByText('View Document').waitFor();
    await card.click();
    await page.waitForURL(`**/dashboard/documents/${doc.slug}`);
    const download = page.getByTestId('download');
    await download.waitFor();
    const fileUrl = (await download.getAttribute('href')) ?? '';
    expect(fileUrl).toMatch(/expires=\d+&signature=/);
    const file = await page.request.get(fileUrl);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // As a buyer they can rate it: the review shows on the document page with the new rating.
    await page.goto(`/documents/${doc.slug}`);
    const form = page.getByTestId('review-form');
    await form.locator('label').filter({ hasText: '4 stars: Very good' }).click();
    await expect(form.getByRole('radio', { name: '4 stars: Very good' }).isChecked()).resolves.toBe(true);
    await form.getByLabel(/what did you think/i).fill('Clear worked examples, exactly what I needed for the exam.');
    await form.scrollIntoViewIfNeeded();
    await shots(page, 'review-form');
    await form.getByRole('button', { name: 'Post review' }).click();
    await toast(page, 'Thanks for your review!').waitFor();
    await page.getByTestId('my-review').getByText('Very good (4/5)').waitFor();
    await page.locator('.doc-review').filter({ hasText: 'Clear worked examples, exactly what I needed for the exam.' }).waitFor();
    await page.getByTestId('my-review').scrollIntoViewIfNeeded();
    await shots(page, 'document-reviewed');

    // A buyer can chat with what they bought: the button opens Document Chat over this document.
    await page.getByRole('button', { name: 'Chat with this document' }).click();
    await page.waitForURL((url) => /^\/dashboard\/document-chat\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
    expect(errors).toEqual([]);
  });

  it('explains an insufficient balance with a link to buy points', async () => {
    // A new account has no points, so any priced document is out of reach.
    const broke = { email: `wallet.broke.${Date.now()}@example.test`, name: 'Broke Student', password: 'correct-horse-battery-9' };
    await createUserWithCli(serverEnv, broke);
    const second = await browser.signIn(broke);
    try {
      const p = second.page;
      const list = (await (await p.request.get('/api/documents?pageSize=12&sort=price_desc')).json()) as { items: DocCard[] };
      const priced = list.items.find((d) => d.pointsPrice > 0);
      expect(priced, 'the demo data has a priced document').toBeTruthy();
      await p.evaluate((d) => {
        localStorage.setItem('cart', JSON.stringify([{ id: d.id, price: d.pointsPrice, quantity: 1, title: d.title, slug: d.slug }]));
      }, priced!);
      await p.goto('/checkout');
      const warning = p.getByRole('alert').filter({ hasText: 'insufficient points' });
      await warning.waitFor();
      // The warning's own link (the order summary has a Buy points button too).
      expect(await warning.getByRole('link', { name: 'Buy points' }).getAttribute('href')).toBe('/dashboard/wallet');
    } finally {
      await second.context.close();
    }
  });

  it('tells a return without a session id to check the balance', async () => {
    await page.goto('/checkout/success?success=true');
    await toast(page, 'Payment may have been successful. Please check your points balance.').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
