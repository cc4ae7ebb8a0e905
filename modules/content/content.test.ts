import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { bootHarness, Client, type Harness, sql } from '../../tests/support/http-harness.ts';
import { filterFaq } from '../../web/src/lib/faq.ts';
import { LANGUAGES } from '../platform/index.ts';
import { CONTENT_LANGUAGES, FAQ_CATEGORIES, LEGAL_SLUGS } from './contract.ts';
import { FAQ_TRANSLATIONS, faqEntries, translatedFaq } from './faq.ts';
import { legalPageIn, loadLegalLibrary, parseLegalPage } from './legal-pages.ts';
import { renderMarkdown } from './markdown.ts';

let h: Harness;
let guest: Client;
beforeAll(async () => {
  h = await bootHarness();
  guest = new Client(h.baseUrl);
});
afterAll(() => h.close());

describe('legal pages', () => {
  it('lists all eight pages of spec 001 §2, each with a title, a description and the day it last changed', async () => {
    const res = await guest.get('/api/content/legal');
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { slug: string }) => p.slug)).toEqual([...LEGAL_SLUGS]);
    for (const page of res.body.items) {
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('renders a page from its Markdown with section anchors and the contact addresses as mail links', async () => {
    const res = await guest.get('/api/content/legal/refund-policy');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Refund Policy');
    expect(res.body.html).toContain('<h2 id="documents-bought-with-points">Documents bought with points</h2>');
    expect(res.body.html).toContain('<a href="mailto:support@studyhall.com">support@studyhall.com</a>');
    expect(res.body.html).not.toContain('{{');
    expect(res.body.headings.map((x: { text: string }) => x.text)).toContain('How to ask');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await guest.get('/api/content/legal/secret');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('escapes raw HTML in a source and keeps `$&` in a value literal', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script> {{name}}', { name: 'a $& b' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a $&amp; b');
  });

  it('refuses a legal file without its front matter', () => {
    expect(() => parseLegalPage('# Terms\n')).toThrow(/front matter/);
    expect(() => parseLegalPage('---\ntitle: T\ndescription: D\nupdated: yesterday\n---\nx')).toThrow(/updated/);
  });
});

describe('help centre', () => {
  it('answers questions in the four categories of spec 001 §2, each category with several answers', async () => {
    const res = await guest.get('/api/content/faq');
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual([...FAQ_CATEGORIES]);
    for (const category of FAQ_CATEGORIES) {
      expect(res.body.items.filter((e: { category: string }) => e.category === category).length).toBeGreaterThanOrEqual(4);
    }
    const refund = res.body.items.find((e: { id: string }) => e.id === 'refunds');
    expect(refund.text).toContain('30 days');
    expect(refund.text).toContain('support@studyhall.com');
    expect(new Set(res.body.items.map((e: { id: string }) => e.id)).size).toBe(res.body.items.length);
  });

  it('sends /help and /legal pages with their real title and schema.org data, and lists them in the sitemap', async () => {
    const dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
    );
    const app = await startTestServer(h.platform, { webDist: dist });
    try {
      const help = await (await fetch(`${app.baseUrl}/help`)).text();
      expect(help).toContain('<title>Help Center | Studyhall</title>');
      const faq = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(help)![1]!);
      expect(faq['@type']).toBe('FAQPage');
      expect(faq.mainEntity.some((q: { name: string }) => q.name === 'Can I get a refund?')).toBe(true);
      // A German reader's page (and a crawler following the hreflang link) carries the German FAQ and page names.
      const germanHelp = await (await fetch(`${app.baseUrl}/help?lang=de`)).text();
      const germanFaq = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(germanHelp)![1]!);
      expect(germanFaq.mainEntity.some((q: { name: string }) => q.name === FAQ_TRANSLATIONS.de.entries.refunds!.question)).toBe(true);
      expect(germanFaq.mainEntity.some((q: { name: string }) => q.name === 'Can I get a refund?')).toBe(false);
      const germanTerms = await (await fetch(`${app.baseUrl}/legal/terms?lang=de`)).text();
      expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(germanTerms)![1]!).name).toBe('Nutzungsbedingungen');

      const terms = await (await fetch(`${app.baseUrl}/legal/terms`)).text();
      expect(terms).toContain('<title>Terms of Service | Studyhall</title>');
      const missing = await fetch(`${app.baseUrl}/legal/nothing-here`);
      expect(missing.status).toBe(404);

      const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain('/legal/privacy</loc>');
    } finally {
      await app.close();
    }
  });
});

describe('in the reader’s language', () => {
  const LEGAL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'legal');

  it('speaks the platform’s languages', () => {
    expect([...CONTENT_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it('answers a German request with the German terms, their German sections and mail links', async () => {
    for (const [path, headers] of [
      ['/api/content/legal/terms?lang=de', {}],
      ['/api/content/legal/terms', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }],
      ['/api/content/legal/terms', { cookie: 'studyhall_lang=de' }],
    ] as const) {
      const res = await guest.request('GET', path, undefined, { headers });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'Nutzungsbedingungen', language: 'de', fallback: false, updated: '2026-11-23' });
      expect(res.body.headings.map((x: { text: string }) => x.text)).toContain('Wer Studyhall nutzen darf');
      expect(res.body.html).toContain('<a href="mailto:support@studyhall.com">support@studyhall.com</a>');
    }
    // Without ?lang= the answer depends on the cookie and the header, so a cache must keep one per value.
    const asked = await guest.request('GET', '/api/content/legal/terms', undefined, { headers: { 'accept-language': 'de' } });
    expect(asked.headers.get('vary')).toMatch(/Cookie/);
    expect(asked.headers.get('vary')).toMatch(/Accept-Language/);
    const english = await guest.get('/api/content/legal/terms');
    expect(english.body).toMatchObject({ title: 'Terms of Service', language: 'en', fallback: false });
  });

  it('lists the legal pages in the language asked for', async () => {
    const res = await guest.get('/api/content/legal?lang=fr');
    expect(res.body.items.find((p: { slug: string }) => p.slug === 'terms')).toMatchObject({ title: 'Conditions d’utilisation', language: 'fr' });
  });

  it('has every legal page in every language, current with the English, with as many sections', async () => {
    for (const lang of CONTENT_LANGUAGES) {
      for (const slug of LEGAL_SLUGS) {
        const [english, page] = await Promise.all([guest.get(`/api/content/legal/${slug}`), guest.get(`/api/content/legal/${slug}?lang=${lang}`)]);
        expect(page.body, `${lang}/${slug}`).toMatchObject({ language: lang, fallback: false });
        expect(page.body.headings.length, `${lang}/${slug}`).toBe(english.body.headings.length);
        // Links and addresses stay those of the English text.
        const targets = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).sort();
        expect(targets(page.body.html), `${lang}/${slug}`).toEqual(targets(english.body.html));
      }
    }
  });

  it('answers a page a language lacks, or has only in an older version, in English with the fallback flag', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    mkdirSync(path.join(dir, 'de'));
    for (const slug of LEGAL_SLUGS) copyFileSync(path.join(LEGAL_DIR, `${slug}.md`), path.join(dir, `${slug}.md`));
    copyFileSync(path.join(LEGAL_DIR, 'de', 'terms.md'), path.join(dir, 'de', 'terms.md'));
    const older = readFileSync(path.join(LEGAL_DIR, 'de', 'privacy.md'), 'utf8').replace(/updated: .*/, 'updated: 2020-01-01');
    writeFileSync(path.join(dir, 'de', 'privacy.md'), older);
    const library = loadLegalLibrary(dir);

    expect(legalPageIn(library, 'terms', 'de')).toMatchObject({ title: 'Nutzungsbedingungen', language: 'de', fallback: false });
    expect(legalPageIn(library, 'refund-policy', 'de')).toMatchObject({ title: 'Refund Policy', language: 'en', fallback: true });
    expect(legalPageIn(library, 'privacy', 'de')).toMatchObject({ title: 'Privacy Policy', language: 'en', fallback: true });
    expect(legalPageIn(library, 'terms', 'es')).toMatchObject({ title: 'Terms of Service', language: 'en', fallback: true });
    expect(legalPageIn(library, 'nothing', 'de')).toBeNull();
  });

  it('answers the help centre in German, and its search finds German answers by German words', async () => {
    const res = await guest.get('/api/content/faq?lang=de');
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('de');
    expect(res.body.categoryNames['Account & Security']).toBe('Konto & Sicherheit');
    const ids = (query: string) => filterFaq(res.body.items, query, null).map((e) => e.id);
    expect(ids('Erstattung')).toContain('refunds');
    expect(ids('passwort vergessen')).toEqual(['reset-password']);
    expect(ids('Zwei-Faktor')).toContain('two-factor');
    expect(ids('refund')).toEqual([]);
  });

  it('has every answer in every language, with the English answer’s links and addresses', () => {
    const targets = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).sort();
    const english = faqEntries('en');
    for (const lang of ['de', 'es', 'fr'] as const) {
      expect(Object.keys(FAQ_TRANSLATIONS[lang].entries).sort(), lang).toEqual(english.map((e) => e.id).sort());
      faqEntries(lang).forEach((entry, i) => {
        expect(entry, `${lang}/${entry.id}`).toMatchObject({ id: english[i]!.id, language: lang, fallback: false });
        expect(targets(entry.html), `${lang}/${entry.id}`).toEqual(targets(english[i]!.html));
      });
    }
  });

  it('shows an answer a language lacks in English, flagged', () => {
    const { refunds: _, ...entries } = FAQ_TRANSLATIONS.de.entries;
    const answers = translatedFaq('de', { ...FAQ_TRANSLATIONS.de, entries });
    expect(answers.find((e) => e.id === 'refunds')).toMatchObject({ question: 'Can I get a refund?', language: 'en', fallback: true });
    expect(answers.find((e) => e.id === 'two-factor')).toMatchObject({ language: 'de', fallback: false });
  });
});

describe('contact form', () => {
  const message = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    topic: 'Purchases and refunds',
    message: 'My points did not arrive after paying by card this morning.',
  };
  const outbox = (kind: string) => sql(h, 'select to_address, subject, text from mail_outbox where kind = ? order by created_at', [kind]);

  it('delivers the message to support and a receipt to the sender, from a guest', async () => {
    await sql(h, 'delete from rate_limit_buckets');
    const res = await new Client(h.baseUrl).post('/api/content/contact', message);
    expect(res.status).toBe(202);
    expect(res.body.message).toContain('within 24 hours');
    const [toSupport] = await outbox('content.contact-message');
    expect(toSupport).toMatchObject({ to_address: 'support@studyhall.com', subject: '[Purchases and refunds] Grace Hopper' });
    expect(toSupport.text).toContain('My points did not arrive');
    const [receipt] = await outbox('content.contact-receipt');
    expect(receipt.to_address).toBe('grace@example.com');
  });

  it('names each invalid field in the error', async () => {
    const res = await new Client(h.baseUrl).post('/api/content/contact', { ...message, email: 'nope', message: 'hi', topic: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'message', 'topic']);
    expect(res.body.error.fields.message[0]).toContain('at least 20 characters');
  });

  it('drops a message whose honeypot is filled, without telling the bot', async () => {
    await sql(h, 'delete from rate_limit_buckets; delete from mail_outbox');
    const res = await new Client(h.baseUrl).post('/api/content/contact', { ...message, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await outbox('content.contact-message')).toHaveLength(0);
  });

  it('limits one sender to three messages an hour, and says when to try again', async () => {
    await sql(h, 'delete from rate_limit_buckets; delete from mail_outbox');
    const client = new Client(h.baseUrl);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/content/contact', message)).status).toBe(202);
    const fourth = await client.post('/api/content/contact', message);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toContain('wait a little');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox('content.contact-message')).toHaveLength(3);
  });
});
