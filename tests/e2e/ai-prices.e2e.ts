// AI prices changed at run time, in the browser against the real server: a student has the homework helper open
// at 10 points; an admin raises the price on /admin/settings (with a reason); the student's ask, sent with the
// price the page showed, is refused with the new price, the page shows 12 points, and asking again is charged 12.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const run = Date.now().toString(36);
const admin = { name: 'Priya Pricing', email: `priya.admin.${run}@example.com`, password: 'price-review-2026', role: 'admin' as const };
const student = { name: 'Sami Student', email: `sami.${run}@example.com`, password: 'study-hard-2026' };
const QUESTION = 'Why does heat flow from a hot body to a cold body, according to the second law of thermodynamics?';

let browser: Browser;
const contexts: BrowserContext[] = [];
let adminPage: Page;
let adminErrors: string[];

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text });

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, admin);
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '40', '--reason', 'e2e ai prices']);
});

afterAll(async () => {
  // The server is shared by the next files: the homework price goes back to the spec's.
  await runCli(serverEnv, ['settings', 'set', 'ai.price.homework-answer', '{"points":10}', '--by', admin.email, '--reason', 'e2e: back to the spec price']);
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('AI prices', () => {
  it('an admin changes the homework price; a page showing the old one is refused, then shows and charges the new one', async () => {
    const studentSession = await signInAt(browser, baseUrl, student);
    contexts.push(studentSession.context);
    const studentPage = studentSession.page;
    await studentPage.goto('/ai-homework-helper');
    const form = studentPage.getByRole('form', { name: 'Ask a homework question' });
    await eventually(() => form.getByTestId('homework-price').textContent()).toContain('10 pts');

    const opened = await openPage(browser, baseUrl, DESKTOP);
    contexts.push(opened.context);
    ({ page: adminPage, errors: adminErrors } = opened);
    await adminPage.goto('/admin/login');
    await adminPage.getByLabel('Admin email').fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in to admin' }).click();
    await adminPage.waitForURL('**/admin/dashboard');
    await adminPage.goto('/admin/settings');
    const card = adminPage.getByRole('form', { name: 'Homework answer' });
    await eventually(() => card.getByLabel('Price', { exact: true }).inputValue()).toBe('10');
    await shots(adminPage, 'admin-settings-ai-prices');

    await card.getByLabel('Price', { exact: true }).fill('12');
    await card.getByRole('button', { name: 'Save' }).click();
    const dialog = adminPage.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Change the price of homework answer?' }).waitFor();
    await expect(dialog.textContent()).resolves.toContain('From Price 10 points to Price 12 points.');
    await dialog.getByLabel('Reason').fill('Answers got longer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(adminPage, 'Price saved').waitFor();
    await eventually(() => adminPage.getByRole('form', { name: 'Homework answer' }).getByText('Changed', { exact: true }).count()).toBe(1);

    // The student's page still shows 10: the question is refused with the new price, and the page now shows it.
    await form.getByLabel('Your question').fill(QUESTION);
    await form.getByRole('button', { name: 'Get a step-by-step answer' }).click();
    await form.getByText('The price of this action changed to 12 points. Check the new price and try again.').waitFor();
    await eventually(() => form.getByTestId('homework-price').textContent()).toContain('12 pts');
    await eventually(() => form.getByTestId('homework-price').textContent()).toContain('you have 40 pts');

    await form.getByRole('button', { name: 'Get a step-by-step answer' }).click();
    await studentPage.waitForURL('**/dashboard/ai-homework-helper/question/**');
    const wallet = async () => JSON.parse(await runCli(serverEnv, ['wallet', 'show', student.email, '--json']));
    const { balance, transactions } = await wallet();
    expect(balance).toBe(28);
    expect(transactions[0]).toMatchObject({ type: 'spent', amount: -12 });
    expect(adminErrors).toEqual([]);
    expect(studentSession.errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
