// Photos of notes in the browser, against the real server and worker: a seller picks three photos at once, puts
// them in page order with the move buttons, uploads them, follows the scanned pages being read, and is told the
// text was recognised; the document's pages are in the order chosen on the page.
import type { Browser, BrowserContext } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notesPdf, pagePhoto } from '../../modules/documents/scan-support.ts';
import { launchBrowser, shots } from './browser.ts';
import { createUserWithCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const seller = { name: 'Omar Photographer', email: `omar.${run}@example.com`, password: 'photos-of-notes-9' };
const title = `Photographed genetics notes ${run}`;

let browser: Browser;
const contexts: BrowserContext[] = [];
const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout, interval: 500 });

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, seller);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('photo uploads in the browser', () => {
  it('uploads three photos in the order the seller sets and reads their text', async () => {
    const notes = await notesPdf(3, { 0: 'Alpha page about alleles.', 1: 'Beta page about genotypes.', 2: 'Gamma page about mutations.' });
    const photo = async (page: number, name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(await pagePhoto(notes.pdf, page, { format: 'jpeg' })) });

    const session = await signInAt(browser, baseUrl, seller);
    contexts.push(session.context);
    const { page, errors } = session;
    await page.goto('/dashboard/documents/upload');
    const form = page.getByRole('form', { name: 'Upload a document' });
    // Picked in the wrong order: beta, gamma, alpha.
    await form.getByLabel('Document file or photos').setInputFiles([await photo(2, 'beta.jpg'), await photo(3, 'gamma.jpg'), await photo(1, 'alpha.jpg')]);
    const names = () => form.getByTestId('photo-list').locator('.photo-list__name').allTextContents();
    await eventually(names).toEqual(['beta.jpg', 'gamma.jpg', 'alpha.jpg']);
    await expect(form.getByTestId('photo-count').textContent()).resolves.toMatch(/^3 photos · /);
    await form.getByRole('button', { name: 'Move alpha.jpg up' }).click();
    await form.getByRole('button', { name: 'Move alpha.jpg up' }).click();
    await eventually(names).toEqual(['alpha.jpg', 'beta.jpg', 'gamma.jpg']);
    await expect(form.getByRole('button', { name: 'Move alpha.jpg up' }).isDisabled()).resolves.toBe(true);

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Three pages of handwritten genetics notes, photographed with a phone.');
    const typeSelect = form.getByLabel('Document type');
    await eventually(() => typeSelect.locator('option').count()).toBeGreaterThan(1);
    await typeSelect.selectOption({ index: 1 });
    const subjectSelect = form.getByLabel('Subject');
    await eventually(() => subjectSelect.locator('option').count()).toBeGreaterThan(1);
    await subjectSelect.selectOption({ index: 1 });
    await eventually(() => form.getByLabel('Language of the notes').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Language of the notes').selectOption('eng');
    await shots(page, 'upload-photos');
    await form.getByRole('button', { name: 'Upload document' }).click();

    const processing = page.getByTestId('processing');
    await processing.waitFor();
    await shots(page, 'upload-photos-processing');
    await eventually(() => page.getByTestId('processing-title').textContent(), 240_000).toBe('Ready for review');
    await expect(processing.getByText(/^The text of 3 scanned pages was recognised \(mean confidence \d+%\), so it can be searched\.$/).waitFor()).resolves.toBeUndefined();
    await shots(page, 'upload-photos-ready');

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ text: string }>(
        'select p.text from document_pages p join documents d on d.id = p.document_id where d.title = $1 order by p.page_number',
        [title],
      );
      expect(rows.map((r) => r.text.match(/(Alpha|Beta|Gamma) page/)?.[1])).toEqual(['Alpha', 'Beta', 'Gamma']);
    } finally {
      await db.end();
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
