// Search in the browser, against the real server, worker and search index: the navigation bar's instant
// results (skeleton, groups by kind, arrow keys, Enter, Escape, no-results text, View all results), the
// /search page (results, facets with counts, highlighted matches, a filter kept in the address, back), and
// the same instant search inside the mobile menu at phone width.
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchResponse } from '../../modules/search/contract.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
const contexts: BrowserContext[] = [];
/** A word the seeded index answers with several results, over more than one subject, university or type. */
let query = '';

const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout });

/** Set E2E_SHOTS_DIR to keep screenshots for a visual check. */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function getJson<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`);
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Picks the query from what the server indexed (the demo documents are processed, approved and indexed by the
 * worker after start): the title word with the most results whose facets can narrow them.
 */
async function pickQuery(): Promise<string> {
  const words = new Set<string>();
  let best = { word: '', total: 0 };
  const deadline = Date.now() + 180_000;
  while (best.total < 2) {
    if (Date.now() > deadline) throw new Error(`No query with narrowing facets among: ${[...words].join(', ')}`);
    await new Promise((r) => setTimeout(r, 2_000));
    const page = await getJson<{ items: { title: string }[] }>('/api/documents?pageSize=12');
    for (const d of page.items) for (const w of d.title.toLowerCase().match(/[a-z]{5,}/g) ?? []) words.add(w);
    for (const word of words) {
      const r = await getJson<SearchResponse>(`/api/search?q=${encodeURIComponent(word)}`);
      const narrows = [...r.facets.subject, ...r.facets.university, ...r.facets.type].some((f) => f.count > 0 && f.count < r.total);
      if (narrows && r.total > best.total) best = { word, total: r.total };
    }
  }
  return best.word;
}

const navSearch = (page: Page) => page.locator('.site-nav__search').getByRole('combobox');
const activeId = (box: Locator) => box.getAttribute('aria-activedescendant');

beforeAll(async () => {
  browser = await launchBrowser();
  query = await pickQuery();
}, 300_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function desktop() {
  const opened = await openPage(browser, baseUrl, DESKTOP);
  contexts.push(opened.context);
  return opened;
}

describe('search in the browser', () => {
  it('shows a skeleton, then results grouped by kind, moves with the arrow keys and opens one with Enter', async () => {
    const { page, errors } = await desktop();
    await page.goto('/');
    const box = navSearch(page);
    await box.click();
    await box.pressSequentially(query, { delay: 20 });
    // The request waits for a 300 ms pause in typing: the skeleton is up meanwhile.
    await page.getByTestId('instant-skeleton').waitFor({ state: 'visible', timeout: 1_000 });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');

    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await expect(page.getByTestId('instant-skeleton').count()).resolves.toBe(0);
    const documents = listbox.getByRole('group', { name: 'Documents' });
    await expect(documents.isVisible()).resolves.toBe(true);
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await documents.getByRole('option').count()).toBeLessThanOrEqual(5);
    // Groups come in the fixed order, each with its heading.
    const headings = await listbox.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-labelledby')));
    const labels = await Promise.all(headings.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(labels).toEqual(['Documents', 'Homework questions', 'Flashcard decks'].filter((l) => labels.includes(l)));
    await shot(page, 'search-instant-1440');

    // Nothing is active until the arrow keys move.
    await expect(activeId(box)).resolves.toBeNull();
    await box.press('ArrowDown');
    const first = await options.nth(0).getAttribute('id');
    await expect(activeId(box)).resolves.toBe(first);
    await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    if (count > 1) {
      await box.press('ArrowDown');
      await expect(activeId(box)).resolves.toBe(await options.nth(1).getAttribute('id'));
      await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('false');
      await box.press('ArrowUp');
    }
    await expect(activeId(box)).resolves.toBe(first);
    // Up from the first option goes back to the text box; up again wraps to the last option.
    await box.press('ArrowUp');
    await expect(activeId(box)).resolves.toBeNull();
    await box.press('ArrowUp');
    await expect(activeId(box)).resolves.toBe(await options.nth(count - 1).getAttribute('id'));
    await box.press('ArrowDown');
    await expect(activeId(box)).resolves.toBeNull();
    await box.press('ArrowDown');
    await expect(activeId(box)).resolves.toBe(first);

    const href = (await options.nth(0).getAttribute('href')) ?? '';
    const title = (await options.nth(0).locator('.instant__title').textContent()) ?? '';
    expect(href).toMatch(/^\/documents\/[a-z0-9-]+$/);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    // The list closed on the way.
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('says so when nothing matches, closes on Escape and on a click outside, and sends nothing for blanks', async () => {
    const { page, errors } = await desktop();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/instant')) sent.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    // The page's timers run on a clock the test can move: the debounce passes without a sleep here.
    await page.clock.install();
    await page.goto('/documents');
    const box = navSearch(page);
    await box.click();
    await box.fill('   ');
    await page.clock.runFor(600);
    expect(sent).toEqual([]);
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByTestId('instant-results').count()).resolves.toBe(0);
    // Enter on a blank search stays put.
    // (a submit navigates within the key press, so the address is final when press() returns)
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/documents');

    await box.fill('qzxvw plokmj');
    await page.getByText('No results found for "qzxvw plokmj"', { exact: true }).waitFor();
    await expect(page.getByTestId('instant-results').getByRole('option').count()).resolves.toBe(0);
    expect(sent).toEqual(['qzxvw plokmj']);
    await box.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByTestId('instant-results').count()).resolves.toBe(0);

    // Typing opens it again; a click elsewhere on the page closes it.
    await box.fill(query);
    await page.getByRole('listbox').waitFor();
    // (the list covers the right of the page below the bar; the left edge is clear)
    await page.mouse.click(8, 600);
    await expect(page.getByTestId('instant-results').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows the empty state, not an error, when the instant search fails', async () => {
    const { page, context, errors } = await desktop();
    await context.route('**/api/search/instant**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
    );
    await page.goto('/');
    const box = navSearch(page);
    await box.fill(query);
    await page.getByText(`No results found for "${query}"`, { exact: true }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('[data-sonner-toast]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }, 30_000);

  it('goes to /search with View all results, with facets, highlights, a filter in the address and back', async () => {
    const { page, errors } = await desktop();
    await page.goto('/');
    const box = navSearch(page);
    await box.fill(query);
    await page.getByRole('listbox').waitFor();
    await page.getByRole('button', { name: 'View all results' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);

    const results = page.getByTestId('search-result');
    await results.first().waitFor();
    expect(await results.count()).toBeLessThanOrEqual(10);
    const countText = page.getByTestId('search-count');
    const before = (await countText.textContent()) ?? '';
    expect(before).toMatch(/^Showing 1 to \d+ of \d+ results?$/);
    const total = Number(before.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    await expect(page.getByTestId('search-page').textContent()).resolves.toMatch(/^Page 1 of \d+$/);
    // Matches are marked in titles or snippets, as text (never markup from the server).
    expect(await page.locator('[data-testid="search-results"] mark.hl').count()).toBeGreaterThan(0);
    const marked = (await page.locator('[data-testid="search-results"] mark.hl').first().textContent()) ?? '';
    expect(marked.toLowerCase()).toContain(query.slice(0, 4));
    await shot(page, 'search-page-1440');

    // A facet value whose count is smaller than the total narrows the results to that count.
    const facets = page.locator('.facet');
    expect(await facets.count()).toBeGreaterThan(0);
    const narrowing = await facets.evaluateAll(
      (els, all) =>
        els
          .map((el) => ({ id: el.getAttribute('data-testid') ?? '', count: Number((el.querySelector('.facet__count')?.textContent ?? '0').replace(/,/g, '')) }))
          .find((f) => f.count > 0 && f.count < all),
      total,
    );
    expect(narrowing).toBeDefined();
    const facet = page.getByTestId(narrowing!.id);
    await facet.click();
    await eventually(() => countText.textContent()).toMatch(new RegExp(`of ${narrowing!.count.toLocaleString('en-US')} results?$`));
    await expect(facet.getAttribute('aria-pressed')).resolves.toBe('true');
    const url = new URL(page.url());
    const filtered = ['subject', 'university', 'type'].filter((name) => url.searchParams.get(name));
    expect(filtered).toHaveLength(1);
    expect(`facet-${url.searchParams.get(filtered[0]!)}`).toBe(narrowing!.id);
    expect(url.searchParams.get('q')).toBe(query);

    // The address is the state: a reload keeps the filter, back removes it.
    await page.reload();
    await eventually(() => countText.textContent()).toMatch(new RegExp(`of ${narrowing!.count.toLocaleString('en-US')} results?$`));
    await page.goBack();
    await eventually(() => new URL(page.url()).searchParams.get(filtered[0]!)).toBeNull();
    await eventually(() => countText.textContent()).toBe(before);

    // Sorting is in the address too.
    await page.getByLabel('Sort by').selectOption('newest');
    await eventually(() => new URL(page.url()).searchParams.get('sort')).toBe('newest');
    await eventually(() => countText.textContent()).toBe(before);
    expect(errors).toEqual([]);
  }, 60_000);

  it('works in the mobile menu at phone width', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    contexts.push(context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('combobox');
    await box.click();
    await box.pressSequentially(query, { delay: 20 });
    await menu.getByTestId('instant-skeleton').waitFor({ state: 'visible', timeout: 1_000 });
    const option = menu.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    // The list sits inside the menu, within the screen.
    const boxRect = await menu.getByTestId('instant-results').boundingBox();
    expect(boxRect!.x).toBeGreaterThanOrEqual(0);
    expect(boxRect!.x + boxRect!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'search-instant-390');
    // Escape closes the list, not the menu.
    await box.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.isVisible()).resolves.toBe(true);
    await box.press('ArrowDown');
    await option.waitFor();

    const href = (await option.getAttribute('href')) ?? '';
    await option.click();
    await page.waitForURL((url) => url.pathname === href);
    await eventually(() => page.locator('.mobile-menu.is-open').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
