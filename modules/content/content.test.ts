import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { bootHarness, Client, type Harness, sql } from '../../tests/support/http-harness.ts';
import { FAQ_CATEGORIES, LEGAL_SLUGS } from './contract.ts';
import { parseLegalPage } from './legal-pages.ts';
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
