// Test Prep in the browser, against the real server and worker: a student creates a study plan, pastes notes, sees
// the price before generating a test, waits for the worker to build it, takes it one question at a time (a reload
// keeps the answers), submits and reads the results with each answer's page; the plan shows the attempt.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shots } from './browser.ts';
import { createUserWithCli, fileBrowser, runCli } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');

const student = { email: `testprep.student.${Date.now()}@example.test`, name: 'Priya Prepper', password: 'correct-horse-battery-9' };

const NOTES = [
  'The mitochondrion is the organelle that releases energy from food during respiration. A cell with a high demand for energy, such as a muscle cell, holds many mitochondria, and each mitochondrion has its own small loop of DNA.',
  'The ribosome is the site of protein synthesis. A ribosome reads messenger RNA and joins amino acids in the order the code gives. Ribosomes float free in the cytoplasm or sit on the rough endoplasmic reticulum.',
  'The nucleus holds the genetic material of the cell. The nucleus is wrapped in a double membrane with pores, and inside the nucleus the nucleolus makes the parts of each ribosome.',
  'The chloroplast is found in plant cells and carries out photosynthesis. Light energy is trapped by chlorophyll inside the chloroplast, and the chloroplast turns carbon dioxide and water into glucose.',
  'The vacuole stores water and dissolved substances. In a plant cell the large central vacuole presses against the wall, and a full vacuole keeps the plant firm and upright.',
].join('\n\n');

const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

let page: Page;
let errors: string[];

const browser = fileBrowser(baseUrl, async () => {
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '20', '--reason', 'e2e test prep']);
});

beforeAll(async () => {
  ({ page, errors } = await browser.signIn(student));
});

/** Answers the one question on screen: the first choice, or a word for a short answer. */
async function answerShown() {
  const question = page.getByTestId('tp-question');
  if ((await question.getByRole('radio').count()) > 0) await question.getByRole('radio').first().check();
  else {
    await question.getByRole('textbox').fill('ribosome');
    await question.getByRole('textbox').blur();
  }
}

describe('test prep in the browser', () => {
  it('creates a plan, generates a test, takes it across a reload and sees the results', async () => {
    await page.goto('/dashboard/test-prep');
    await shots(page, 'test-prep-dashboard-empty');
    await page.getByRole('link', { name: 'New study plan' }).first().click();
    await page.waitForURL('**/dashboard/test-prep/create');
    await page.getByLabel('Plan name').fill('Biology final');
    await page.getByLabel('Exam date').fill('2026-12-15');
    await shots(page, 'test-prep-create');
    await page.getByRole('button', { name: 'Create plan' }).click();

    await page.waitForURL('**/edit-resources');
    await page.getByLabel('Title', { exact: true }).fill('Cell biology notes');
    await page.getByLabel('Notes', { exact: true }).fill(NOTES);
    await page.getByRole('button', { name: 'Add notes' }).click();
    await eventually(() => page.getByTestId('tp-resources').textContent()).toContain('Cell biology notes');
    await shots(page, 'test-prep-edit-resources');
    await page.getByRole('link', { name: 'Done' }).click();

    await page.waitForURL(/\/dashboard\/test-prep\/[0-9a-f-]+$/);
    const planUrl = page.url();
    await page.getByRole('link', { name: 'New test' }).first().click();
    await page.waitForURL('**/create-test');
    await page.getByLabel('Number of questions').fill('6');
    // The price is shown before anything is charged.
    await eventually(() => page.getByTestId('tp-price').textContent()).toContain('5 points');
    await shots(page, 'test-prep-create-test');
    await page.getByRole('button', { name: /Generate test/ }).click();

    await page.waitForURL(planUrl);
    const test = page.getByTestId('tp-test');
    await test.getByRole('link', { name: 'Take test' }).waitFor({ timeout: 60_000 });
    await shots(page, 'test-prep-plan');
    await test.getByRole('link', { name: 'Take test' }).click();

    await page.waitForURL(/\/test\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Start the test' }).click();
    const bar = page.locator('.tp-bar');
    const total = Number(/of (\d+) answered/.exec((await bar.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 2; i++) {
      await answerShown();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await eventually(() => bar.textContent()).toContain('Answers saved');
    await shots(page, 'test-prep-take');

    // A reload loses nothing: the two answers come back from the server and the test resumes at the third question.
    await page.reload();
    await eventually(() => page.locator('.tp-bar').textContent()).toContain(`2 of ${total} answered`);
    await eventually(() => page.getByRole('button', { name: 'Question 3', exact: true }).getAttribute('aria-current')).toBe('step');
    for (let i = 2; i < total; i++) {
      await answerShown();
      if (i < total - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await eventually(() => page.locator('.tp-bar').textContent()).toContain(`${total} of ${total} answered`);
    await page.getByRole('button', { name: 'Submit test' }).click();

    await page.waitForURL(/\/results\?attempt=/);
    await eventually(() => page.getByTestId('tp-score').textContent()).toMatch(new RegExp(`^\\d+ of ${total} correct$`));
    await eventually(() => page.getByTestId('tp-result').count()).toBe(total);
    const first = page.getByTestId('tp-result').first();
    expect(await first.getByRole('link', { name: /Cell biology notes, page \d+/ }).count()).toBe(1);
    await shots(page, 'test-prep-results');

    // The notes page the results link to.
    await first.getByRole('link', { name: /Cell biology notes, page \d+/ }).click();
    await page.waitForURL(/\/notes\/[0-9a-f-]+\?page=\d+$/);
    await page.getByRole('heading', { name: 'Cell biology notes' }).waitFor();
    await shots(page, 'test-prep-notes');

    await page.goto(planUrl);
    await eventually(() => page.getByTestId('tp-test').getByRole('link', { name: 'Retake' }).count()).toBe(1);
    expect(await page.locator('.tp-progress li').count()).toBe(1);
    await page.goto('/dashboard/test-prep');
    await eventually(() => page.getByTestId('tp-plan-card').textContent()).toContain('Biology final');
    await shots(page, 'test-prep-dashboard');
    expect(errors).toEqual([]);
  }, 180_000);

  it('publishes the test, and a guest finds it on /tests, takes it all on one page and gets a score', async () => {
    await page.goto('/dashboard/test-prep');
    await page.getByTestId('tp-plan-card').click();
    await page.getByTestId('tp-test').getByRole('button', { name: 'Publish' }).click();
    const publicLink = page.getByTestId('tp-test').getByRole('link', { name: 'Public page' });
    await publicLink.waitFor();
    const href = (await publicLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/test-prep\/test\/biology-final-practice-test-1-[0-9a-f]{6}$/);

    const guest = await browser.open();
    await guest.page.goto('/test-prep');
    await guest.page.getByRole('heading', { name: 'Test Prep', level: 1 }).waitFor();
    await guest.page.getByRole('link', { name: /Biology final: practice test 1/ }).waitFor();
    await shots(guest.page, 'test-prep-tool');
    await guest.page.goto('/tests?kind=multiple_choice');
    const card = guest.page.getByRole('link', { name: /Biology final: practice test 1/ });
    await card.waitFor();
    await shots(guest.page, 'tests-list');
    await card.click();
    await guest.page.waitForURL(`**${href}`);
    const response = await guest.page.reload();
    // The server sent the test's title and Quiz data before the app ran.
    expect(await response?.text()).toContain('"@type":"Quiz"');
    await guest.page.getByLabel('All questions on one page').check();
    await guest.page.getByRole('button', { name: 'Start the test' }).click();
    const questions = guest.page.getByTestId('tp-question');
    await eventually(() => questions.count()).toBeGreaterThanOrEqual(3);
    await shots(guest.page, 'tests-take-guest');
    await guest.page.getByRole('button', { name: 'Submit test' }).click();
    await eventually(() => guest.page.getByTestId('tp-score').textContent()).toMatch(/^0 of \d+ correct$/);
    await guest.page.getByRole('link', { name: 'Sign in to keep your results' }).waitFor();
    await shots(guest.page, 'tests-results-guest');
    expect(guest.errors).toEqual([]);
  }, 120_000);
});
