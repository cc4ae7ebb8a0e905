// Documents in the browser, against the real server and worker: a seller uploads a PDF made here with
// pdf-lib and watches it process, an admin approves it with the CLI (the seller overview follows live), and a student finds it in /documents,
// opens it, sees readable and blurred preview pages, bookmarks it and finds it in the Saved tab.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAt, textPdf } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const seller = { name: 'Priya Seller', email: `priya.${run}@example.com`, password: 'notes-for-sale-42' };
const student = { name: 'Leo Student', email: `leo.${run}@example.com`, password: 'reading-week-77' };
const title = `Organic Chemistry Reaction Notes ${run}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
let slug = '';
/** The student's page, reused on a phone-sized viewport at the end. */
let studentPage: Page | undefined;

const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout });



async function signIn(user: { email: string; password: string }) {
  const session = await signInAt(browser, baseUrl, user);
  contexts.push(session.context);
  return session;
}

const cli = (args: string[]) => runCli(serverEnv, args);
const samplePdf = () => textPdf('Organic chemistry', 'nucleophilic substitution, elimination and addition', run);

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, seller);
  await createUserWithCli(serverEnv, student);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('documents in the browser', () => {
  it('shows the catalogue with cards, counts and a working sort', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(context);
    await page.goto('/documents');
    // The demo documents are processed by the worker after the server starts.
    await expect.poll(async () => {
      const n = await page.getByTestId('document-card').count();
      if (n === 0) await page.reload();
      return n;
    }, { timeout: 90_000, interval: 2_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('catalogue-count').textContent()).resolves.toMatch(/^Showing 1 to \d+ of \d+ results?$/);
    await shots(page, 'catalogue');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await eventually(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    await page.getByLabel('Search documents', { exact: true }).fill('zzzz-no-such-document');
    await expect(page.getByText('No documents match these filters').waitFor()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  }, 120_000);

  it('lets a seller upload a PDF and follow its processing', async () => {
    const { page, errors } = await signIn(seller);
    await page.goto('/dashboard/documents');
    await page.getByRole('link', { name: 'Upload & Earn Points!' }).click();
    await page.waitForURL('**/dashboard/documents/upload');
    const form = page.getByRole('form', { name: 'Upload a document' });
    await eventually(() => form.getByLabel('Subject').locator('option').count()).toBeGreaterThan(1);
    await shots(page, 'upload');
    // The server's refusal of an empty form is explained before anything is sent.
    await form.getByRole('button', { name: 'Upload document' }).click();
    await expect(form.getByText('Choose a file to upload.').waitFor()).resolves.toBeUndefined();

    await form.getByLabel('Document file').setInputFiles({ name: 'organic-chemistry.pdf', mimeType: 'application/pdf', buffer: await samplePdf() });
    await expect(form.getByTestId('chosen-file').textContent()).resolves.toContain('organic-chemistry.pdf');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Every reaction mechanism of the first term, with worked examples and exam tips.');
    const typeSelect = form.getByLabel('Document type');
    await eventually(() => typeSelect.locator('option').count()).toBeGreaterThan(1);
    await typeSelect.selectOption({ index: 1 });
    const subjectSelect = form.getByLabel('Subject');
    await eventually(() => subjectSelect.locator('option').count()).toBeGreaterThan(1);
    await subjectSelect.selectOption({ index: 1 });
    await form.getByLabel('Price in points').fill('40');
    await form.getByRole('button', { name: 'Upload document' }).click();

    await eventually(() => page.getByTestId('processing-title').textContent(), 90_000).toBe('Ready for review');
    const href = await page.getByRole('link', { name: 'View the document' }).getAttribute('href');
    slug = href?.split('/').pop() ?? '';
    expect(slug).toMatch(/^[a-z0-9-]+$/);

    // The owner's view: pending review, the PDF embedded with a download link.
    await page.getByRole('link', { name: 'View the document' }).click();
    await expect(page.getByTestId('document-status').textContent()).resolves.toBe('Pending review');
    await expect(page.getByTestId('pdf-viewer').waitFor({ state: 'attached' })).resolves.toBeUndefined();
    await expect(page.getByTestId('download').getAttribute('href')).resolves.toBeTruthy();
    await shots(page, 'viewer');

    // The seller's list shows it with its status and stats.
    await page.goto('/dashboard/seller-documents');
    const row = page.getByTestId('seller-documents').locator('li').filter({ hasText: title });
    await expect(row.getByText('Pending review').waitFor()).resolves.toBeUndefined();
    await expect(row.getByRole('definition').getByText('40 pts', { exact: true }).waitFor()).resolves.toBeUndefined();
    await shots(page, 'seller-documents');

    // The seller overview counts it in review; a moderator's approval moves it to Live without a reload.
    await page.goto('/dashboard/seller-dashboard');
    // A seller page shows the seller menu even though this seller never switched modes.
    await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Orders' }).waitFor();
    const tile = (label: string) => page.getByTestId('status-tiles').getByRole('link').filter({ hasText: label }).locator('.status-tile__count');
    await eventually(() => tile('In review').textContent()).toBe('1');
    await expect(tile('Live').textContent()).resolves.toBe('0');
    await page.getByRole('region', { name: 'Newest uploads' }).getByText(title).waitFor();
    await cli(['documents', 'approve', slug]);
    await eventually(() => tile('Live').textContent()).toBe('1');
    await expect(tile('In review').textContent()).resolves.toBe('0');
    await shots(page, 'seller-dashboard');
    expect(errors).toEqual([]);
  }, 150_000);

  it('lets a student find the approved document, preview it, bookmark it and find it in Saved', async () => {
    expect(slug).not.toBe('');

    const { page, errors } = await signIn(student);
    studentPage = page;
    await page.goto(`/documents?q=${encodeURIComponent(run)}`);
    const card = page.getByTestId('document-card').filter({ hasText: title });
    await card.click();
    await page.waitForURL(`**/documents/${slug}`);
    await expect(page.getByTestId('document-title').textContent()).resolves.toBe(title);
    await eventually(() => page.getByTestId('preview-page').count()).toBe(3);
    await eventually(() => page.getByTestId('locked-page').count()).toBeGreaterThan(0);
    await expect(page.getByText(/Unlock the full document for 40 pts/).waitFor()).resolves.toBeUndefined();
    await expect(page.getByRole('button', { name: 'Add to cart' }).isVisible()).resolves.toBe(true);
    await shots(page, 'detail');
    // schema.org data names the learning-resource type the catalogue maps the document type to, not the type's name.
    const { documentType } = await (await page.request.get(`/api/documents/${slug}`)).json();
    expect(documentType.learningResourceType).not.toBe(documentType.name);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const resources = ld.filter((d) => d['@type'] === 'LearningResource');
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource.learningResourceType).toBe(documentType.learningResourceType);

    // Add to cart once; the second time is refused with the spec's warning.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Item already in cart' }).waitFor()).resolves.toBeUndefined();

    const bookmark = page.getByTestId('bookmark');
    await bookmark.click();
    await eventually(() => bookmark.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/dashboard/documents?tab=saved');
    await expect(page.getByRole('tab', { name: /Saved/ }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByTestId('library-list').getByText(title).waitFor()).resolves.toBeUndefined();
    await expect(page.getByTestId('library-count').textContent()).resolves.toBe('1 result');
    await expect(page.getByText('Showing 1 to 1 of 1 result').waitFor()).resolves.toBeUndefined();
    await page.getByRole('tab', { name: /All Documents/ }).click();
    await eventually(() => page.getByTestId('library-count').textContent()).toMatch(/^\d+ results?$/);
    await eventually(() => page.getByRole('tab', { name: /All Documents/ }).getAttribute('aria-selected')).toBe('true');
    await shots(page, 'library');
    await page.getByRole('tab', { name: /Saved/ }).click();

    // Recently Viewed holds it too; Purchased is empty.
    await page.getByRole('tab', { name: /Recently Viewed/ }).click();
    await expect(page.getByTestId('library-list').getByText(title).waitFor()).resolves.toBeUndefined();
    await page.getByRole('tab', { name: /Purchased/ }).click();
    await expect(page.getByText('No documents found matching your criteria').waitFor()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows the detail page on a phone', async () => {
    const page = studentPage;
    if (!page) throw new Error('the student test did not run');
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/documents/${slug}`);
    await expect(page.getByTestId('document-title').textContent()).resolves.toBe(title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
