// The plagiarism checker and the AI detector in the browser, against the real server and worker: a signed-in student
// pastes a readable page of a demo marketplace document (indexed by the worker when it was approved), runs
// the check, sees the similarity with the document named, opens the matched source and lands on its page; then
// runs the AI detector on the same text, and finds both reports in their history.
import type { Browser, BrowserContext } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shots } from './browser.ts';
import { createUserWithCli, runCli, signInAt } from './support.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const serverEnv = inject('serverEnv');
const run = Date.now().toString(36);
const student = { name: 'Ivo Integrity', email: `ivo.${run}@example.com`, password: 'check-my-essay-11' };

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A demo document's longest readable page, once the worker has put it in the fingerprint index. */
async function indexedPage(): Promise<{ title: string; slug: string; page: number; text: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await db.query(
        `select s.title, s.slug, p.page, p.text from integrity_sources s join integrity_source_pages p on p.source_no = s.no
         where s.kind = 'document' and length(p.text) > 400 order by length(p.text) desc, s.no limit 1`,
      );
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error('no demo document was indexed');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createUserWithCli(serverEnv, student);
  await runCli(serverEnv, ['wallet', 'grant', student.email, '20', '--reason', 'Integrity browser test']);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('integrity tools in the browser', () => {
  it('runs the plagiarism check, opens the matched source, then detects AI writing on the same text', async () => {
    const source = await indexedPage();
    const { context, page, errors } = await signInAt(browser, baseUrl, student);
    contexts.push(context);
    await page.goto('/plagiarism-checker');
    await page.getByLabel('Your text').fill(source.text);
    await page.getByRole('button', { name: /Check plagiarism/ }).click();

    const report = page.getByTestId('plagiarism-report');
    await report.waitFor({ timeout: 60_000 });
    expect(Number((await report.getByTestId('similarity').textContent())?.replace('%', ''))).toBeGreaterThanOrEqual(80);
    expect(new URL(page.url()).searchParams.get('check')).toMatch(/^[0-9a-f-]{36}$/);
    const link = report.getByRole('link', { name: source.title }).first();
    expect(await link.getAttribute('href')).toBe(`/documents/${source.slug}#page-${source.page}`);
    await shots(page, 'plagiarism-checker-report');

    await link.click();
    await page.waitForURL((url) => url.pathname === `/documents/${source.slug}`);
    await page.getByRole('heading', { level: 1, name: source.title }).waitFor();
    await page.locator(`#page-${source.page}`).waitFor();

    await page.goto('/ai-detector');
    await page.getByLabel('Your text').fill(source.text);
    await page.getByRole('button', { name: /Detect AI writing/ }).click();
    const detection = page.getByTestId('detection-report');
    await detection.waitFor({ timeout: 60_000 });
    await expect.poll(() => detection.getByTestId('ai-score').textContent()).toMatch(/^\d{1,3}%$/);
    expect(await detection.textContent()).toContain('No detector can tell for certain');
    expect(await page.getByTestId('check-mode').textContent()).toContain('local mode');
    await shots(page, 'ai-detector-report');

    // Both reports are in the history; the earlier plagiarism report opens again from its page.
    const history = page.getByRole('region', { name: 'Your earlier checks' });
    await expect.poll(() => history.getByRole('button').count()).toBe(1);
    await page.goto('/plagiarism-checker');
    await page.getByRole('region', { name: 'Your earlier checks' }).getByRole('button').first().click();
    await page.getByTestId('plagiarism-report').waitFor();
    expect(errors).toEqual([]);
  });
});
