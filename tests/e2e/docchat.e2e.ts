// Document Chat in the browser, against the real server and worker: a guest starts from /document-chat, signs in on
// the way, uploads a 40-page PDF (made here), asks a question, clicks a citation and sees that page beside the chat;
// the chat is in the list, renamed and deleted.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageOf, topicPdf } from '../support/topic-pages.ts';
import { DESKTOP, launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, runCli } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const student = { name: 'Nia Reader', email: `nia.${run}@example.com`, password: 'ask-the-notes-11' };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '50', '--reason', 'Document chat browser test']);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('document chat in the browser', () => {
  it('upload, ask, click a citation, see the page', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(context);
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    await page.goto('/document-chat');
    await shots(page, 'document-chat-public');
    await page.getByTestId('start-chat').click();

    // Sign-in on the way, then back to the upload.
    await page.waitForURL((url) => url.pathname === '/login');
    const form = page.getByRole('form', { name: /log in/i });
    await form.getByLabel(/email/i).fill(student.email);
    await form.getByLabel('Password', { exact: true }).fill(student.password);
    await form.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/document-chat/upload');
    await shots(page, 'document-chat-upload');

    await page.getByLabel('Document file').setInputFiles({ name: 'cell-biology-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await topicPdf(40)) });
    await page.waitForURL((url) => /^\/dashboard\/document-chat\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'cell-biology-notes' }).waitFor();
    await expect.poll(() => page.getByTestId('ai-mode').textContent()).toMatch(/Local mode/);

    // The worker reads the pages; the box opens when the document is ready, with suggested questions.
    const box = page.getByLabel('Your question');
    await expect.poll(() => box.isEnabled(), { timeout: 90_000 }).toBe(true);
    await page.getByRole('navigation', { name: 'Suggested questions' }).getByRole('button').first().waitFor();
    await shots(page, 'document-chat-empty');

    await box.fill('Why do students confuse the synapse?');
    const [asked] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/messages')),
      page.getByRole('button', { name: /^Ask · 5 points$/ }).click(),
    ]);
    expect(asked.status()).toBe(202);
    const answer = page.getByTestId('answer');
    // The worker answers while it still processes the demo documents: allow for a busy machine.
    await answer.waitFor({ timeout: 30_000 });
    try {
      await expect.poll(() => answer.textContent(), { timeout: 60_000 }).toContain('Here is what the document says');
    } catch (error) {
      console.error('page errors:', errors, consoleErrors, 'page:', (await page.locator('main').textContent())?.slice(0, 600));
      throw error;
    }
    const citation = answer.getByRole('button', { name: `Open page ${pageOf('synapse')}` });
    await citation.waitFor();
    await page.getByRole('button', { name: /^Ask · 5 points$/ }).waitFor();

    await citation.click();
    const panel = page.getByRole('complementary', { name: `Page ${pageOf('synapse')}` });
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('page-text').textContent()).toContain(`Chapter ${pageOf('synapse')}: the synapse.`);
    // The citation may have been clicked while the answer still streamed: the passage is marked once it is checked.
    await expect.poll(() => panel.locator('mark').textContent(), { timeout: 30_000 }).toContain('synapse');
    await shots(page, 'document-chat-answer');

    // Kept in the list; renamed; deleted.
    await page.getByRole('button', { name: 'Close the page' }).click();
    await page.getByRole('button', { name: 'Rename the chat' }).click();
    await page.getByLabel('Chat name').fill('Synapse revision');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Synapse revision' }).waitFor();
    await page.goto('/dashboard/document-chat');
    await page.getByRole('link', { name: /Synapse revision/ }).waitFor();
    await shots(page, 'document-chat-list');
    await page.getByRole('link', { name: /Synapse revision/ }).click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete the chat' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/document-chat');
    await page.getByRole('heading', { name: 'No chats yet' }).waitFor();
    expect(errors).toEqual([]);
    // The demo documents are processed by the same worker meanwhile, so allow for a busy machine.
  }, 240_000);
});
