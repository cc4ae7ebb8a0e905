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

/** Polls with room for a loaded machine (expect.poll waits 1 s by default). */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

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
    await eventually(() => status.textContent(), 30_000).toContain('Saved');
    await eventually(async () => ((await (await page.request.get(`/api/papers/${paperId}`)).json()) as { content: string }).content, 30_000).toBe('<p>In order to grow, plants utilize light.</p>');
    await shots(page, 'xy-editor-paper');

    await page.reload();
    await eventually(() => editorText(page)).toBe('In order to grow, plants utilize light.');
    await eventually(() => status.textContent()).toContain('Saved');

    // Make natural on the whole text: a deterministic local rewrite at 3 points, then Undo.
    await box.click();
    await page.keyboard.press('Control+A');
    await page.getByRole('combobox', { name: 'AI action' }).selectOption('make-natural');
    const runButton = page.getByTestId('run-ai-action');
    await eventually(() => runButton.textContent()).toContain('3 points');
    await runButton.click();
    await eventually(() => editorText(page), 30_000).toBe('To grow, plants use light.');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await eventually(() => editorText(page)).toBe('In order to grow, plants utilize light.');
    expect(errors).toEqual([]);
    // Typing, two saves, a reload and an AI job through the queue: longer than one page's default.
  }, 180_000);

  it('starts a paper in the AI Writer with the spec’s defaults and opens it', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, writer);
    contexts.push(context);
    await page.goto('/dashboard/ai-writer/paper');
    await eventually(() => page.getByLabel('Level').inputValue()).toBe('undergraduate');
    await eventually(() => page.getByLabel('Citation style').inputValue()).toBe('APA_7');
    await eventually(() => page.getByLabel('How many').inputValue()).toBe('0');
    await eventually(() => page.getByLabel('To year').inputValue()).toBe(String(new Date().getFullYear()));
    await shots(page, 'ai-writer-new');
    await page.getByLabel('Title').fill('Why cells need ribosomes');
    await page.getByRole('button', { name: 'Create paper' }).click();
    await page.waitForURL((url) => /^\/dashboard\/ai-writer\/paper\/[0-9a-f-]{36}$/.test(url.pathname));
    await eventually(() => page.getByLabel('Paper title').inputValue()).toBe('Why cells need ribosomes');
    await eventually(() => page.getByRole('button', { name: /Generate · 30 points/ }).count()).toBe(1);
    await shots(page, 'ai-writer-paper');
    await page.goto('/dashboard/ai-writer');
    await page.getByRole('link', { name: /Why cells need ribosomes/ }).waitFor();
    await shots(page, 'ai-writer-list');
    expect(errors).toEqual([]);
  });

  it('lists every paper for an admin', async () => {
    // An admin signs in at the same form and lands in the back office.
    const { context, page, errors } = await openPage(browser, baseUrl);
    contexts.push(context);
    await page.goto('/login');
    const form = page.getByRole('form', { name: /log in/i });
    await form.getByLabel(/email/i).fill(admin.email);
    await form.getByLabel('Password', { exact: true }).fill(admin.password);
    await form.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/papers');
    await page.getByTestId('admin-papers-table').getByText('Why cells need ribosomes', { exact: true }).waitFor();
    await shots(page, 'admin-papers');
    expect(errors).toEqual([]);
  });
});
