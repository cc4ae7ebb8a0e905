// Papers in the browser, against the real server and worker: typing into the empty XY Editor creates a paper and
// moves the address to it, autosave (shortened with ?autosaveMs= for this test; the product waits 20,000 ms)
// saves it, and a reload shows the text; a toolbar action replaces the selection and Undo brings the old words
// back. Then the AI Writer's form, its paper page and the admin Papers page, with screenshots of each new page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const writer = { name: 'Pia Writer', email: `pia.${run}@example.com`, password: 'write-it-down-11' };
const admin = { name: 'Ari Admin', email: `ari.${run}@example.com`, password: 'admin-papers-11', role: 'admin' as const };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, writer);
  await createUserWithCli(serverEnv, admin);
  await runCli(serverEnv, ['wallet', 'grant', writer.email, '50', '--reason', 'Papers browser test']);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const editorText = (page: Page) => page.getByRole('textbox', { name: 'Paper text' }).textContent();

describe('papers in the browser', () => {
  it('shows the public pages of both tools', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    contexts.push(context);
    await page.goto('/ai-writer');
    await page.getByRole('heading', { level: 1, name: /Write papers from your sources/ }).waitFor();
    await shots(page, 'ai-writer-public');
    await page.goto('/xy-editor');
    await page.getByRole('heading', { level: 1, name: /saves as you type/ }).waitFor();
    await shots(page, 'xy-editor-public');
    expect(errors).toEqual([]);
  });

  it('creates a paper from the first words, autosaves, keeps the text over a reload, and undoes a toolbar action', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, writer);
    contexts.push(context);
    await page.goto('/dashboard/xyeditor?autosaveMs=800');
    const box = page.getByRole('textbox', { name: 'Paper text' });
    await box.click();
    await box.pressSequentially('In order to grow, plants utilize light.', { delay: 15 });
    await page.waitForURL((url) => /^\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/.test(url.pathname));
    const paperId = new URL(page.url()).pathname.split('/').pop()!;
    const status = page.getByTestId('save-status');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toContain('Saved');
    await expect
      .poll(async () => ((await (await page.request.get(`/api/papers/${paperId}`)).json()) as { content: string }).content, { timeout: 30_000 })
      .toBe('<p>In order to grow, plants utilize light.</p>');
    await shots(page, 'xy-editor-paper');

    await page.reload();
    await expect.poll(() => editorText(page)).toBe('In order to grow, plants utilize light.');
    await expect.poll(() => status.textContent()).toContain('Saved');

    // Make natural on the whole text: a deterministic local rewrite at 3 points, then Undo.
    await box.click();
    await page.keyboard.press('Control+A');
    await page.getByRole('combobox', { name: 'AI action' }).selectOption('make-natural');
    const runButton = page.getByTestId('run-ai-action');
    await expect.poll(() => runButton.textContent()).toContain('3 points');
    await runButton.click();
    await expect.poll(() => editorText(page), { timeout: 30_000 }).toBe('To grow, plants use light.');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => editorText(page)).toBe('In order to grow, plants utilize light.');
    expect(errors).toEqual([]);
    // Typing, two saves, a reload and an AI job through the queue: longer than one page's default.
  }, 180_000);

  it('starts a paper in the AI Writer with the spec’s defaults and opens it', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, writer);
    contexts.push(context);
    await page.goto('/dashboard/ai-writer/paper');
    await expect.poll(() => page.getByLabel('Level').inputValue()).toBe('undergraduate');
    await expect.poll(() => page.getByLabel('Citation style').inputValue()).toBe('APA_7');
    await expect.poll(() => page.getByLabel('How many').inputValue()).toBe('0');
    await expect.poll(() => page.getByLabel('To year').inputValue()).toBe(String(new Date().getFullYear()));
    await shots(page, 'ai-writer-new');
    await page.getByLabel('Title').fill('Why cells need ribosomes');
    await page.getByRole('button', { name: 'Create paper' }).click();
    await page.waitForURL((url) => /^\/dashboard\/ai-writer\/paper\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => page.getByLabel('Paper title').inputValue()).toBe('Why cells need ribosomes');
    await expect.poll(() => page.getByRole('button', { name: /Generate · 30 points/ }).count()).toBe(1);
    await shots(page, 'ai-writer-paper');
    await page.goto('/dashboard/ai-writer');
    await page.getByRole('link', { name: /Why cells need ribosomes/ }).waitFor();
    await shots(page, 'ai-writer-list');
    expect(errors).toEqual([]);
  });

  it('lists every paper for an admin', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, admin);
    contexts.push(context);
    await page.goto('/admin/papers');
    await page.getByTestId('admin-papers-table').getByText('Why cells need ribosomes', { exact: true }).waitFor();
    await shots(page, 'admin-papers');
    expect(errors).toEqual([]);
  });
});
