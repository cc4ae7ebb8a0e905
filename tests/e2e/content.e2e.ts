// The help centre, the legal pages (and the takedown form under one), the contact form and the blog as a visitor
// meets them. Real server, real Chromium.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './browser.ts';
import { createUserWithCli } from './support.ts';

const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('help centre', () => {
  it('finds an answer by search, opens it, and says so when nothing matches', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto('/help');
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    const questions = page.locator('.faq-item__question');
    await expect.poll(() => questions.count()).toBeGreaterThanOrEqual(16);

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('refund paypal');
    await expect.poll(() => questions.count()).toBe(1);
    const refund = page.getByRole('button', { name: 'Can I get a refund?' });
    await expect(refund.getAttribute('aria-expanded')).resolves.toBe('false');
    await refund.click();
    await expect(refund.getAttribute('aria-expanded')).resolves.toBe('true');
    const answer = page.getByRole('region', { name: 'Can I get a refund?' });
    await expect(answer.textContent()).resolves.toContain('30 days');
    await expect(answer.getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).resolves.toBe('/legal/refund-policy');

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('quantum entanglement');
    await page.getByRole('heading', { name: /No answers match/ }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'Email Support' }).first().getAttribute('href')).resolves.toBe('/contact');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('narrows the answers to one category', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/help');
    await page.getByRole('button', { name: /^Account & Security/ }).click();
    await page.getByRole('button', { name: 'How do I turn on two-factor authentication?' }).waitFor();
    await expect(page.getByRole('button', { name: 'How can I pay?' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('help centre and legal pages in German', () => {
  it('answers in German, by German category and German words', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto('/help?lang=de');
    await page.getByRole('heading', { name: 'Wie können wir helfen?' }).waitFor();
    await page.getByRole('button', { name: /^Konto & Sicherheit/ }).click();
    await page.getByRole('button', { name: 'Wie aktiviere ich die Zwei-Faktor-Authentifizierung?' }).waitFor();
    await page.getByRole('button', { name: /^Konto & Sicherheit/ }).click();
    await page.getByRole('searchbox', { name: 'Hilfe-Center durchsuchen' }).fill('Erstattung PayPal');
    const questions = page.locator('.faq-item__question');
    await expect.poll(() => questions.count()).toBe(1);
    await page.getByRole('button', { name: 'Kann ich eine Erstattung bekommen?' }).click();
    const answer = page.getByRole('region', { name: 'Kann ich eine Erstattung bekommen?' });
    await expect(answer.getByRole('link', { name: 'Erstattungsrichtlinie' }).getAttribute('href')).resolves.toBe('/legal/refund-policy');
    await expect(page.locator('.english-fallback').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the German terms on the server, with German sections to jump to', async () => {
    const html = await (await fetch(`${baseUrl}/legal/terms?lang=de`)).text();
    expect(html).toContain('<h2 id="wer-studyhall-nutzen-darf">Wer Studyhall nutzen darf</h2>');
    const { context, page, errors } = await openPage(browser, baseUrl);
    await page.goto('/legal/terms?lang=de');
    const toc = page.getByRole('complementary', { name: 'Auf dieser Seite' });
    await toc.getByRole('link', { name: 'Dokumente verkaufen' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#dokumente-verkaufen');
    await expect(page.locator('article.legal-article').getAttribute('lang')).resolves.toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('legal pages', () => {
  it('shows a page from its Markdown with its sections and the day it last changed', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl);
    await page.goto('/legal');
    await page.getByRole('main').getByRole('link', { name: /^Refund Policy/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    await page.getByText(/Last updated \d{1,2} \w{3} \d{4}/).waitFor();
    const toc = page.getByRole('complementary', { name: 'On this page' });
    await toc.getByRole('link', { name: 'How to ask' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#how-to-ask');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('contact form', () => {
  it('names the missing fields, then sends the message and confirms it', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please choose a topic').waitFor();

    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace.e2e@example.com');
    await page.getByLabel('Topic').selectOption('Selling and earnings');
    await page.getByLabel('Message').fill('How long does the review of a new upload usually take?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.getByText('grace.e2e@example.com').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('legal notice form', () => {
  it('asks for the good-faith statement under the takedown page, then sends the notice and confirms it', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto('/legal/notice-takedown');
    const form = page.getByRole('region', { name: 'Send a takedown notice' });
    await form.getByLabel('Your name').fill('Pat Publisher');
    await form.getByLabel('Email').fill('pat.e2e@example.com');
    await form.getByLabel('URL or document concerned').fill(`${baseUrl}/documents/copied-chapter`);
    await form.getByLabel('Your claim').fill('These notes copy chapter 4 of our textbook word for word.');
    await form.getByRole('button', { name: 'Send notice' }).click();
    await form.getByText('Please confirm the good-faith statement').waitFor();
    await form.getByRole('checkbox', { name: /I believe in good faith/ }).check();
    await form.getByRole('button', { name: 'Send notice' }).click();
    await form.getByRole('heading', { name: 'Notice sent' }).waitFor();
    await form.getByText('pat.e2e@example.com').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blog', () => {
  it('finds a post by tag, and a guest who likes it signs in and comes back to a counted like', async () => {
    const reader = { email: `blog.reader.${Date.now()}@example.com`, name: 'Blog Reader', password: 'blog-reader-pass' };
    await createUserWithCli(serverEnv, reader);
    const { context, page, errors } = await openPage(browser, baseUrl, PHONE);
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'The Studyhall Blog' }).waitFor();
    await page.getByRole('button', { name: 'Past papers' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('past-papers');
    await page.getByRole('link', { name: 'How to use past papers (it is not just doing them)' }).click();
    await page.getByRole('heading', { level: 1, name: /How to use past papers/ }).waitFor();

    const like = page.getByRole('button', { name: /Like this post/ });
    const before = Number((await like.textContent())?.trim());
    await like.click();
    await page.waitForURL((url) => url.pathname === '/login');
    const form = page.getByRole('form', { name: /log in/i });
    await form.getByLabel(/email/i).fill(reader.email);
    await form.getByLabel('Password', { exact: true }).fill(reader.password);
    await form.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => url.pathname === '/blog/how-to-use-past-papers');
    await page.getByRole('button', { name: /Like this post/ }).click();
    const unlike = page.getByRole('button', { name: /Unlike this post/ });
    await unlike.waitFor();
    await expect(unlike.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(async () => (await unlike.textContent())?.trim()).toBe(String(before + 1));
    await page.reload();
    await page.getByRole('button', { name: /Unlike this post/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
