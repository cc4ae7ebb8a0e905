// Blog management in the browser, against the real server: an admin writes a post at /admin/blog-management, sees the
// server-rendered preview as they type, saves a draft (a guest cannot open it), publishes it, and a guest then finds
// it among the featured posts on /blog and reads it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, shots } from './browser.ts';
import { createUserWithCli, signInAsAdmin } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const admin = { name: 'Bianca Editor', email: `bianca.editor.${run}@example.com`, password: 'blog-editor-2026', role: 'admin' as const };
const title = `Five revision habits that stick ${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
});
afterAll(() => browser?.close());

describe('blog management', () => {
  it('lets an admin write, preview, save a draft and publish a post that a guest then reads on /blog', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
    await signInAsAdmin(page, admin);

    await page.goto('/admin/blog-management');
    await page.getByRole('heading', { level: 1, name: 'Blog management' }).waitFor();
    await page.getByTestId('admin-blog-table').getByRole('row').nth(1).waitFor();
    await shots(page, 'admin-blog-list');
    await page.getByRole('button', { name: 'New post' }).click();

    const form = page.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel(/^Excerpt/).fill('Small habits that make revision stick.');
    await form.getByLabel('Article (Markdown)').fill('## Start with recall\n\nClose the book and **write what you remember**.');
    await form.getByLabel('Category', { exact: true }).fill('Study Methods');
    const tags = form.getByLabel(/^Tags/);
    await tags.fill('Revision');
    await tags.press('Enter');
    await tags.fill('Habits');
    await tags.press('Enter');
    await form.getByRole('button', { name: 'Remove the tag Habits' }).waitFor();
    // The preview is the server's rendering of the Markdown.
    const preview = page.getByTestId('blog-preview');
    await preview.getByRole('heading', { level: 2, name: 'Start with recall' }).waitFor();
    await expect(preview.locator('strong').textContent()).resolves.toBe('write what you remember');

    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('form', { name: 'Edit post' }).waitFor();
    const editId = new URL(page.url()).searchParams.get('edit');
    expect(editId).toMatch(/^[0-9a-f-]{36}$/);
    const slug = (await page.request.get(`/api/admin/blog/posts/${editId}`).then((r) => r.json())).slug as string;
    const guest = await openPage(browser, baseUrl, PHONE);
    expect((await guest.page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);

    const edit = page.getByRole('form', { name: 'Edit post' });
    await edit.getByRole('switch', { name: 'Featured' }).click();
    await edit.getByLabel('Published', { exact: true }).check();
    await shots(page, 'admin-blog-editor');
    await edit.getByRole('button', { name: 'Publish' }).click();
    await edit.getByRole('button', { name: 'Update' }).waitFor();

    await page.getByRole('link', { name: 'All posts' }).click();
    const row = page.getByTestId('admin-blog-table').getByRole('row').filter({ hasText: title });
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByText('Featured', { exact: true }).waitFor();

    await guest.page.goto('/blog');
    await guest.page.getByRole('heading', { level: 1, name: 'The Studyhall Blog' }).waitFor();
    // Featured and the newest: it leads the featured posts (which the list below leaves out).
    await guest.page.getByRole('region', { name: 'Featured posts' }).getByRole('link', { name: title }).click();
    await guest.page.waitForURL((url) => url.pathname === `/blog/${slug}`);
    await guest.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await guest.page.getByRole('heading', { level: 2, name: 'Start with recall' }).waitFor();
    expect(errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
    await context.close();
  });
});
