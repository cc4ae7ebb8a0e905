// The admin catalogue in the browser, against the real server: an admin creates a subject, edits it (a reason is
// required), and a visitor's public subject page shows the edit; an admin gives a university a new logo.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, shots } from './browser.ts';
import { createUserWithCli, fileBrowser } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const admin = { name: 'Cora Catalogue', email: `cora.${run}@example.com`, password: 'catalogue-2026', role: 'admin' as const };
const name = `Oceanography ${run}`;
const slug = `oceanography-${run}`;

const browser = fileBrowser(baseUrl, () => createUserWithCli(serverEnv, admin));

describe('admin catalogue', () => {
  it('an admin edits a subject and a visitor sees it on the public page', async () => {
    const { page, errors } = await browser.signInAdmin(admin);
    await page.getByTestId('admin-sidebar-full').getByRole('link', { name: 'Subjects' }).click();
    await page.waitForURL('**/admin/subjects');

    await page.getByRole('button', { name: 'New subject' }).click();
    const create = page.getByRole('alertdialog');
    await create.getByLabel('Name', { exact: true }).fill(name);
    await create.getByLabel('Reason').fill('Requested by students');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => create.count()).toBe(0);

    await page.getByLabel('Search subjects').fill(run);
    const row = page.getByTestId('admin-subjects-table').locator('tbody tr').filter({ hasText: name });
    await expect.poll(() => page.getByTestId('admin-subjects-table').locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('alertdialog');
    await edit.getByLabel('Name', { exact: true }).fill(`Ocean Science ${run}`);
    await edit.getByLabel('Description').fill(`Tides, currents and marine ecosystems (${run}).`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Give a reason').waitFor();
    await edit.getByLabel('Reason').fill('Clearer name');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await page.getByTestId('admin-subjects-table').getByText(`Ocean Science ${run}`).waitFor();
    await shots(page, 'admin-subjects');

    const visitor = await browser.open(DESKTOP);
    await visitor.page.goto(`/subjects/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: `Ocean Science ${run}` }).waitFor();
    await visitor.page.getByText(`Tides, currents and marine ecosystems (${run}).`).waitFor();
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it('an admin uploads a university logo and the list shows it', async () => {
    const { page, errors } = await browser.signInAdmin(admin);
    await page.goto('/admin/universities');
    const table = page.getByTestId('admin-universities-table');
    const first = table.locator('tbody tr').first();
    const logoButton = first.getByRole('button', { name: /^Logo of / });
    await logoButton.waitFor();
    const university = ((await logoButton.getAttribute('aria-label')) ?? '').replace('Logo of ', '');
    await logoButton.click();
    const dialog = page.getByRole('alertdialog');
    const crest = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#b91c1c' } }).png().toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: crest });
    await dialog.getByLabel('Reason').fill('Official crest');
    await shots(page, 'admin-university-logo');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // The image is decoded, resized and stored before the dialog closes: seconds on a busy machine.
    await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(0);
    const logos = await page.request.get(`/api/catalogue/universities?q=${encodeURIComponent(university)}`);
    const item = ((await logos.json()).items as { name: string; logoUrl: string | null }[]).find((u) => u.name === university);
    expect(item?.logoUrl).toMatch(/^\/api\/storage\/assets\/universities\/.+\/logo-[a-z0-9]+\.webp$/);
    expect(errors).toEqual([]);
  });
});
