// The AI Homework Helper in the browser, against the real server and worker: a student with points asks a question
// on the tool page (the price is shown first), lands on the question in the dashboard, sees the answer arrive and
// which mode answered it, publishes it, and a guest opens its public page; the dashboard lists it as public. A photo
// of a question is read into the question box (CI installs Tesseract).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shots } from './browser.ts';
import { createUserWithCli, fileBrowser, runCli } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const student = { email: `homework.student.${Date.now()}@example.test`, name: 'Harper Student', password: 'correct-horse-battery-9' };
const QUESTION = 'How does natural selection change the traits of a population over many generations?';

const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

let page: Page;
let errors: string[];

const browser = fileBrowser(baseUrl, async () => {
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '40', '--reason', 'e2e homework']);
});

beforeAll(async () => {
  ({ page, errors } = await browser.signIn(student));
});

describe('homework helper in the browser', () => {
  it('asks a question, shows the answer, publishes it, and a guest opens its public page', async () => {
    await page.goto('/ai-homework-helper');
    const form = page.getByRole('form', { name: 'Ask a homework question' });
    await eventually(() => form.getByTestId('homework-price').textContent()).toContain('10 pts');
    await eventually(() => form.getByTestId('homework-price').textContent()).toContain('you have 40 pts');
    await form.getByLabel('Your question').fill(QUESTION);
    await form.getByLabel('Subject').selectOption({ label: 'Biology' });
    await shots(page, 'homework-tool');
    await form.getByRole('button', { name: 'Get a step-by-step answer' }).click();

    await page.waitForURL('**/dashboard/ai-homework-helper/question/**');
    await eventually(() => page.getByTestId('question-title').textContent()).toBe(QUESTION);
    // The answer arrives through the worker and the event stream, without a reload.
    await page.getByTestId('answer-text').waitFor({ timeout: 60_000 });
    await eventually(() => page.getByTestId('answer-mode').textContent()).toContain('Answered in local mode');
    expect(((await page.getByTestId('answer-text').textContent()) ?? '').length).toBeGreaterThan(40);
    await eventually(() => page.getByTestId('visibility').textContent()).toContain('Private');
    await shots(page, 'homework-question');

    await page.getByRole('button', { name: 'Publish' }).click();
    await eventually(() => page.getByTestId('visibility').textContent()).toContain('Public');
    const publicHref = await page.getByTestId('public-link').getAttribute('href');
    expect(publicHref).toMatch(/^\/ai-homework-helper\/[a-z0-9-]+$/);

    const guest = await browser.open();
    const response = await guest.page.goto(publicHref!);
    expect(response?.status()).toBe(200);
    // The server sent the question's title and QAPage data before the app ran.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"@type":"QAPage"');
    await eventually(() => guest.page.getByTestId('question-title').textContent()).toBe(QUESTION);
    await guest.page.getByTestId('answer-text').waitFor();
    expect(await guest.page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await shots(guest.page, 'homework-public-question');

    await page.goto('/dashboard/ai-homework-helper');
    const mine = page.getByTestId('my-questions');
    await eventually(() => mine.getByRole('link').first().textContent()).toContain(QUESTION);
    await eventually(() => mine.getByRole('link').first().textContent()).toContain('Public');
    await shots(page, 'homework-dashboard');
    expect(errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 180_000);

  it('reads a photo of a question into the question box for the student to check', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="300"><rect width="1400" height="300" fill="#e4e2dc"/>
      <text x="60" y="170" font-family="DejaVu Sans, sans-serif" font-size="60" fill="#222">What is osmosis in plant cells?</text></svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
    await page.goto('/dashboard/ai-homework-helper');
    const form = page.getByRole('form', { name: 'Ask a homework question' });
    await form.getByText('Ask with a photo').waitFor();
    await form.locator('input[type=file]').setInputFiles({ name: 'question.jpg', mimeType: 'image/jpeg', buffer: photo });
    await eventually(() => form.getByLabel('Your question').inputValue()).toMatch(/osmosis in plant cells/i);
    await eventually(() => form.getByRole('status').textContent()).toContain('check the text');
    await shots(page, 'homework-photo-read');
    expect(errors).toEqual([]);
  }, 60_000);
});
