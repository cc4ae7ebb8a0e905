// The AI Flashcard Maker in the browser, against the real server and worker: a student uploads a 20-page glossary
// PDF on the create page, makes 10 cards from it (local mode), studies them with the keyboard (Space flips, the
// arrows move, 1-4 grade in review), publishes the deck, and a guest opens its public page and flips a card.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { glossaryPdf } from '../support/glossary-pages.ts';
import { DESKTOP, launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const student = { name: 'Fenna Flash', email: `fenna.${run}@example.com`, password: 'flip-the-cards-12' };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '20', '--reason', 'Flashcards browser test']);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('flashcards in the browser', () => {
  it('make a deck from a document, study it with keys, publish it, open its public page as a guest', async () => {
    const { context, page, errors } = await signInAt(browser, baseUrl, student);
    contexts.push(context);
    await page.goto('/dashboard/ai-flashcard-maker');
    await page.getByRole('heading', { level: 1, name: 'AI Flashcard Maker' }).waitFor();
    await shots(page, 'flashcards-dashboard-empty');

    await page.getByRole('link', { name: 'New deck' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/ai-flashcard-maker/deck/create');
    await page.getByRole('button', { name: 'Upload a file' }).click();
    await page.getByLabel('Document file').setInputFiles({ name: 'cell-glossary.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await glossaryPdf()) });
    // The worker reads the pages first.
    await page.getByText(/Ready: 20 pages read/).waitFor({ timeout: 90_000 });
    await page.getByLabel('How many cards').selectOption('10');
    await shots(page, 'flashcards-create');
    const make = page.getByRole('button', { name: 'Make 10 cards for 5 points' });
    const [made] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/flashcards/generate')), make.click()]);
    expect(made.status()).toBe(202);

    await page.waitForURL((url) => /^\/dashboard\/ai-flashcard-maker\/deck\/[a-z0-9-]+$/.test(url.pathname));
    const position = page.getByTestId('study-position');
    await position.waitFor({ timeout: 60_000 });
    await expect.poll(() => position.textContent()).toBe('Card 1 of 10');
    await expect.poll(() => page.getByTestId('deck-mode').textContent()).toMatch(/local mode/);

    // Flip with Space, move with the arrows.
    const card = page.getByTestId('study-card');
    await expect.poll(() => card.getAttribute('class')).not.toContain('is-flipped');
    await page.keyboard.press('Space');
    await expect.poll(() => card.getAttribute('class')).toContain('is-flipped');
    await expect.poll(() => page.getByTestId('card-answer').textContent()).toBe('The movement of water across a semi-permeable membrane.');
    await shots(page, 'flashcards-deck-flip');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe('Card 2 of 10');
    await expect.poll(() => card.getAttribute('class')).not.toContain('is-flipped');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe('Card 1 of 10');

    // Spaced repetition: Space shows the answer, 3 grades it Good and the next card comes.
    await page.getByRole('button', { name: /Review due cards/ }).click();
    const counts = page.getByTestId('review-counts');
    await expect.poll(() => counts.textContent()).toBe('0 due · 10 new · 0 reviewed today');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Good/ }).waitFor();
    await shots(page, 'flashcards-deck-review');
    const [graded] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/review')), page.keyboard.press('3')]);
    expect(graded.status()).toBe(200);
    await expect.poll(() => counts.textContent()).toBe('0 due · 9 new · 1 reviewed today');

    // Publish, then edit is one click away.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByTestId('deck-visibility').textContent()).toContain('Public');
    const publicLink = page.getByRole('link', { name: /^\/flashcards\// });
    const href = (await publicLink.getAttribute('href'))!;
    await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit deck' }).waitFor();
    await expect.poll(() => page.getByTestId('edit-card').count()).toBe(10);
    await shots(page, 'flashcards-deck-edit');
    expect(errors).toEqual([]);

    // A guest reads the public page (server-rendered title and Quiz data) and flips a card.
    const guest = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(guest.context);
    const res = await guest.page.goto(href);
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    expect(html).toContain('"@type":"Quiz"');
    expect(html).toContain(`<link rel="canonical" href="`);
    await guest.page.getByRole('heading', { level: 1, name: 'cell-glossary' }).waitFor();
    await guest.page.getByRole('button', { name: 'Sign in to copy and study' }).waitFor();
    await guest.page.getByTestId('study-card').click();
    await expect.poll(() => guest.page.getByTestId('study-card').getAttribute('class')).toContain('is-flipped');
    await shots(guest.page, 'flashcards-public-deck');
    await guest.page.goto('/ai-flashcard-maker');
    await guest.page.getByRole('link', { name: /cell-glossary/ }).waitFor();
    await shots(guest.page, 'flashcards-maker');
    expect(guest.errors).toEqual([]);
  }, 180_000); // upload processing, a generated deck and a guest page in one flow: 45 s on a busy machine, past 60 s beside other work
});
