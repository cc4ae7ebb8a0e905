// Photos of notes in the browser, against the real server and worker: a seller picks three photos at once, puts
// them in page order with the move buttons, uploads them, follows the scanned pages being read, and is told the
// text was recognised; the document's pages are in the order chosen on the page.
import type { Browser, BrowserContext } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

/** A phone photo of a page of notes: the lines laid out by the browser itself and taken as a JPEG. */
async function photo(lines: string[], name: string) {
  const page = await browser.newPage({ viewport: { width: 700, height: 990 } });
  try {
    await page.setContent(`<body style="margin:56px;font:24px/1.7 sans-serif;color:#1a1a1a;background:#f4f1ea">${lines.map((l) => `<p>${l}</p>`).join('')}</body>`);
    return { name, mimeType: 'image/jpeg', buffer: await page.screenshot({ type: 'jpeg', quality: 90 }) };
  } finally {
    await page.close();
  }
}

const NOTES = [
  'Genes are sections of DNA that code for proteins.',
  'Each person has two alleles of every gene, one from each parent.',
  'A dominant allele is expressed even when only one copy is present.',
];

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
    const alpha = await photo(['Alpha page about alleles.', ...NOTES], 'alpha.jpg');
    const beta = await photo(['Beta page about genotypes.', ...NOTES], 'beta.jpg');
    const gamma = await photo(['Gamma page about mutations.', ...NOTES], 'gamma.jpg');

    const session = await signInAt(browser, baseUrl, seller);
    contexts.push(session.context);
    const { page, errors } = session;
    await page.goto('/dashboard/documents/upload');
    const form = page.getByRole('form', { name: 'Upload a document' });
    // Picked in the wrong order: beta, gamma, alpha.
    await form.getByLabel('Document file or photos').setInputFiles([beta, gamma, alpha]);
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
