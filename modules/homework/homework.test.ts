// The AI Homework Helper over HTTP on the real platform: the price before asking, the charge, the answer from an
// approved marketplace document through the AI platform's homework job (local provider), privacy (a private
// question is in no search, sitemap or public page), publishing into instant search and out again, the server-sent
// public page with QAPage data, and every route's guard for guests, users, the owner, other users, admins and
// suspended users. This file plays a server without OCR (photo questions then say why they cannot be read).
process.env.TESSERACT_PATH = '/nonexistent/tesseract';

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { HOMEWORK_MESSAGES } from './contract.ts';
import {
  approvedDocument, balanceOf, bootHomework, type Client, eventually, givePoints, type HomeworkHarness, settled, signUp, sql, THERMO_PAGES,
  type TestUser,
} from './harness.testing.ts';

let h: HomeworkHarness;
let doc: { id: string; slug: string };
let asker: TestUser;
let other: TestUser;
let thermodynamics: string;
let slug: string;

const QUESTION = 'Why does heat flow from a hot body to a cold body, according to the second law of thermodynamics?';

beforeAll(async () => {
  h = await bootHomework();
  doc = await approvedDocument(h, { title: 'Thermodynamics revision notes', subject: 'thermodynamics', pages: THERMO_PAGES });
  asker = await signUp(h, 'Ada Asker');
  other = await signUp(h, 'Olga Other');
  await givePoints(h, asker.id, 50);
  [{ id: thermodynamics }] = await sql(h, "select id from subjects where slug = 'thermodynamics'");
}, 180_000);

afterAll(() => h?.close());

const instantHomework = async (q: string) =>
  ((await h.guest.get(`/api/search/instant?q=${encodeURIComponent(q)}`)).body.items as { kind: string; href: string }[]).filter((i) => i.kind === 'homework');

describe('asking', () => {
  it('quotes the price first, charges it once, and answers step by step from the approved document with page citations', async () => {
    const quote = await h.guest.get('/api/homework/quote');
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({ points: 10, imageQuestions: false });
    const photo = new FormData();
    photo.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'question.jpg');
    const unread = await asker.client.request('POST', '/api/homework/photo-text', undefined, { multipart: photo });
    expect(unread.status).toBe(503);
    expect(unread.body.error.message).toBe('Photo questions need OCR, which is not installed on this server. Please type the question.');

    const body = { question: QUESTION, subjectId: thermodynamics, requestKey: 'ask-once-1234' };
    const asked = await asker.client.post('/api/homework/questions', body);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ question: QUESTION, isPublic: false, status: 'answering', points: 10, isOwner: true, subject: { slug: 'thermodynamics' } });
    slug = asked.body.slug;
    expect(slug).toMatch(/^why-does-heat-flow-from-a-hot-body-to-a-cold-body[a-z0-9-]*-[a-z0-9]{6}$/);
    expect(await balanceOf(h, asker.id)).toBe(40);

    // A retried request (same key) is the same question, charged once.
    const again = await asker.client.post('/api/homework/questions', body);
    expect(again.body.slug).toBe(slug);
    expect(await balanceOf(h, asker.id)).toBe(40);

    const answered = await settled(asker.client, slug);
    expect(answered).toMatchObject({ status: 'answered', provider: 'local', error: null });
    expect(answered.answer).toContain('Heat flows spontaneously from a hot body to a cold body');
    expect(answered.citations).toEqual([expect.objectContaining({ page: 2, sourceId: doc.id })]);
    expect(answered.answer).toMatch(/\[p\. 2\]/);
    expect(answered.documentIds[0]).toBe(doc.id);
    expect(answered.formattedQuestion).toEqual([{ type: 'paragraph', text: QUESTION }]);

    const mine = await asker.client.get('/api/homework/questions');
    expect(mine.body).toMatchObject({ total: 1, page: 1, pageSize: 12, items: [{ slug, status: 'answered', isPublic: false }] });
  });

  it('answers a definition question with the sentence that defines the term and its page, as Document Chat does', async () => {
    // "mean" says how the question asks, not what about: no page uses it, and the answer is still the definition.
    const student = await signUp(h, 'Dee Definer');
    await givePoints(h, student.id, 10);
    const asked = await student.client.post('/api/homework/questions', { question: 'What does heat mean?' });
    expect(asked.status).toBe(202);
    const answered = await settled(student.client, asked.body.slug);
    expect(answered.status).toBe('answered');
    expect(answered.answer).toContain('“Heat is energy transferred because of a temperature difference.” [p. 1]');
    expect(answered.citations).toContainEqual(expect.objectContaining({ page: 1, sourceId: doc.id, quote: 'Heat is energy transferred because of a temperature difference.' }));
  });

  it('refuses a question the balance does not cover with the spec’s message, and keeps nothing', async () => {
    const broke = await signUp(h, 'Ben Broke');
    const res = await broke.client.post('/api/homework/questions', { question: QUESTION });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'insufficient_points', message: 'insufficient points' });
    expect(await sql(h, 'select 1 from homework_questions where user_id = ?', [broke.id])).toHaveLength(0);
  });

  it('checks the question and the subject', async () => {
    const short = await asker.client.post('/api/homework/questions', { question: 'Why?' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.question).toEqual([HOMEWORK_MESSAGES.tooShort]);
    const subject = await asker.client.post('/api/homework/questions', { question: QUESTION, subjectId: '0190a0b0-0000-7000-8000-000000000000' });
    expect(subject.status).toBe(400);
    expect(subject.body.error.fields.subjectId).toEqual([HOMEWORK_MESSAGES.unknownSubject]);
    expect(await balanceOf(h, asker.id)).toBe(40);
  });
});

describe('privacy and publishing', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof startTestServer>>;
  const page = (p: string) => fetch(web.baseUrl + p);
  const sitemap = async () => (await h.guest.get('/sitemap.xml')).text;

  beforeAll(async () => {
    dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
    web = await startTestServer(h.platform, { webDist: dist });
  });
  afterAll(() => web?.close());

  it('never shows a private question: not to guests, other users or admins, not in search, the sitemap or a public page', async () => {
    expect(slug).toBeTruthy();
    for (const client of [h.guest, other.client, h.admin.client]) {
      const res = await client.get(`/api/homework/questions/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: HOMEWORK_MESSAGES.notFound });
    }
    expect((await h.guest.get('/api/homework/public')).body.total).toBe(0);
    expect(await instantHomework('heat flow hot body')).toEqual([]);
    expect(await sitemap()).not.toContain(slug);
    const html = await page(`/ai-homework-helper/${slug}`);
    expect(html.status).toBe(404);
    expect(await html.text()).not.toContain('QAPage');
  });

  it('publishes into instant search, the sitemap and a public page with QAPage data; making it private takes it out of all three', async () => {
    const published = await asker.client.post(`/api/homework/questions/${slug}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublic: true, publishedAt: expect.any(String) });

    const hits = await eventually(() => instantHomework('heat flow hot body'), (list) => list.length > 0);
    expect(hits).toEqual([expect.objectContaining({ kind: 'homework', href: `/ai-homework-helper/${slug}` })]);
    const read = await h.guest.get(`/api/homework/questions/${slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ isOwner: false, actionId: null, status: 'answered' });
    expect((await h.guest.get('/api/homework/public')).body.items.map((q: { slug: string }) => q.slug)).toEqual([slug]);
    expect(await sitemap()).toContain(`/ai-homework-helper/${slug}</loc>`);

    const res = await page(`/ai-homework-helper/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Why does heat flow from a hot body to a cold body, according to the second law of thermodynamics? | Studyhall</title>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'QAPage',
      mainEntity: { '@type': 'Question', name: QUESTION, answerCount: 1, acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('Heat flows spontaneously') } },
    });
    expect(await (await page('/ai-homework-helper')).text()).toContain('<title>AI Homework Helper: step-by-step answers | Studyhall</title>');

    const unpublished = await asker.client.post(`/api/homework/questions/${slug}/unpublish`);
    expect(unpublished.body).toMatchObject({ isPublic: false, publishedAt: null });
    await eventually(() => instantHomework('heat flow hot body'), (list) => list.length === 0);
    expect(await instantHomework('heat flow hot body')).toEqual([]);
    expect((await h.guest.get(`/api/homework/questions/${slug}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(slug);
    expect((await page(`/ai-homework-helper/${slug}`)).status).toBe(404);
  });
});

describe('who may do what', () => {
  let suspended: TestUser;
  beforeAll(async () => {
    suspended = await signUp(h, 'Sid Suspended');
    await givePoints(h, suspended.id, 50);
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
  });

  const status = async (client: Client, method: 'get' | 'post', p: string, body?: object) => (await client[method](p, body)).status;

  it('lets anyone read the price and the public list, and only signed-in users ask or list their own', async () => {
    for (const client of [h.guest, other.client, h.admin.client, suspended.client]) {
      expect(await status(client, 'get', '/api/homework/quote')).toBe(200);
      expect(await status(client, 'get', '/api/homework/public')).toBe(200);
    }
    for (const client of [h.guest, suspended.client]) {
      expect(await status(client, 'post', '/api/homework/questions', { question: QUESTION })).toBe(401);
      expect(await status(client, 'post', '/api/homework/questions', {})).toBe(401);
      expect(await status(client, 'get', '/api/homework/questions')).toBe(401);
    }
    expect(await balanceOf(h, suspended.id)).toBe(50);
    // Each user lists only their own questions; an admin too.
    expect((await other.client.get('/api/homework/questions')).body.total).toBe(0);
    expect((await h.admin.client.get('/api/homework/questions')).body.total).toBe(0);
    expect((await asker.client.get('/api/homework/questions')).body.total).toBe(1);
  });

  it('lets only the owner publish, and the owner or an admin make a question private', async () => {
    const publish = `/api/homework/questions/${slug}/publish`;
    const unpublish = `/api/homework/questions/${slug}/unpublish`;
    // Private: nobody but the owner learns that it exists.
    for (const client of [other.client, h.admin.client]) {
      expect(await status(client, 'post', publish)).toBe(404);
      expect(await status(client, 'post', unpublish)).toBe(404);
    }
    for (const client of [h.guest, suspended.client]) {
      expect(await status(client, 'post', publish)).toBe(401);
      expect(await status(client, 'post', unpublish)).toBe(401);
    }
    expect(await status(asker.client, 'post', publish)).toBe(200);
    // Public: others may read it, but not change it; an admin may take it down.
    const refused = await other.client.post(unpublish);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(HOMEWORK_MESSAGES.unpublishForbidden);
    expect((await other.client.post(publish)).body.error).toEqual({ code: 'forbidden', message: HOMEWORK_MESSAGES.ownerOnly });
    expect(await status(h.admin.client, 'post', publish)).toBe(403);
    expect(await status(h.guest, 'get', `/api/homework/questions/${slug}`)).toBe(200);
    expect(await status(h.admin.client, 'post', unpublish)).toBe(200);
    expect(await status(h.guest, 'get', `/api/homework/questions/${slug}`)).toBe(404);
    expect(await status(asker.client, 'get', `/api/homework/questions/${slug}`)).toBe(200);
    expect(await status(asker.client, 'post', publish)).toBe(200);
    expect(await status(asker.client, 'post', unpublish)).toBe(200);
  });
});
