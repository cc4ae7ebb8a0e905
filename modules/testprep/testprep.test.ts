// Test Prep on the real database, queues and upload pipeline: a plan over pasted notes, a test generated in local
// mode (each question citing the page its sentence is on), answered across a reload, submitted, scored and retaken;
// the price by question count charged once and refunded when generation fails; resources by kind (uploads, bought
// documents, someone else's); publishing, /tests with filters, a guest taking a public test, private tests never
// leaking; who may use every route.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, givePoints, pageOf, TOPICS, topicPdf } from '../../tests/support/ai-support.ts';
import { startTestServer } from '../../tests/support/database.ts';
import { eventually, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { TESTPREP_MESSAGES } from './contract.ts';
import { bootPrep, generated, type PrepHarness, planWithNotes, postForm, processed, rightAnswers, topicNotes } from './harness.testing.ts';

const ALL_KINDS = ['multiple_choice', 'true_false', 'short_answer'];

let h: PrepHarness;
beforeAll(async () => {
  h = await bootPrep();
}, 120_000);
afterAll(() => h?.close());

async function newTest(user: TestUser, planId: string, body: Record<string, unknown> = {}) {
  const res = await user.client.post(`/api/test-prep/plans/${planId}/tests`, { questions: 9, kinds: ALL_KINDS, difficulty: 'medium', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return { res, test: await generated(user, res.body.id) };
}

describe('a test from notes in local mode', () => {
  let owner: TestUser;
  let planId: string;
  let testId: string;

  beforeAll(async () => {
    owner = await signUp(h, 'Tara Taker');
    await givePoints(h, owner.id, 20);
    planId = (await planWithNotes(owner)).id;
  });

  it('quotes the price, charges it once and builds every kind of question, each citing the page of its sentence', async () => {
    expect((await h.guest.get('/api/test-prep/quote?questions=9')).body).toEqual({ points: 5 });
    expect((await h.guest.get('/api/test-prep/quote?questions=25')).body).toEqual({ points: 10 });
    const { res, test } = await newTest(owner, planId, { key: 'first-test-key' });
    expect(res.body).toMatchObject({ status: 'generating', points: 5, questionCount: 9 });
    // The same key again answers the same test and charges nothing.
    const again = await owner.client.post(`/api/test-prep/plans/${planId}/tests`, { questions: 9, kinds: ALL_KINDS, key: 'first-test-key' });
    expect(again.body.id).toBe(res.body.id);
    expect(await balance(h, owner.id)).toBe(15);
    testId = test.id;
    expect(test).toMatchObject({ status: 'ready', provider: 'local', isOwner: true });
    expect(test.questions).toHaveLength(9);
    expect(new Set(test.questions.map((q: { kind: string }) => q.kind))).toEqual(new Set(ALL_KINDS));
    // Taker's view: no answers, no explanations.
    expect(JSON.stringify(test)).not.toMatch(/"answer"|explanation/);
    for (const q of (await rightAnswers(h, testId)).values()) {
      const topic = TOPICS.find((t) => q.explanation.toLowerCase().includes(t))!;
      expect(q.page, q.explanation).toBe(pageOf(topic));
    }
    const mc = test.questions.find((q: { kind: string }) => q.kind === 'multiple_choice');
    expect(mc.options).toHaveLength(4);
    const [ledger] = await sql(h, "select count(*)::int as n from points_transactions where user_id = ? and amount = -5", [owner.id]);
    expect(ledger.n).toBe(1);
  });

  it('keeps answers across a reload, submits, scores by the rule and shows each answer with its page', async () => {
    const start = await owner.client.post(`/api/test-prep/tests/${testId}/attempts`, { mode: 'one', timeLimitMinutes: 30 });
    expect(start.status).toBe(200);
    const attemptId = start.body.id;
    const right = [...(await rightAnswers(h, testId)).entries()];
    // Right answers to the first five (the short answer in capitals with an article: the rule normalises), a wrong one to the sixth.
    for (const [i, [questionId, q]] of right.slice(0, 6).entries()) {
      const answer = i === 5 ? 'certainly not this' : q.kind === 'short_answer' ? `The ${q.answer.toUpperCase()}.` : q.answer;
      const saved = await owner.client.put(`/api/test-prep/attempts/${attemptId}/answers/${questionId}`, { answer });
      expect(saved.status).toBe(200);
    }
    // A reload: the page asks for the attempt again and finds every answer.
    const reloaded = await owner.client.get(`/api/test-prep/tests/${testId}/attempts/current`);
    expect(reloaded.body.attempt).toMatchObject({ id: attemptId, mode: 'one', timeLimitMinutes: 30, deadline: expect.any(String) });
    expect(Object.keys(reloaded.body.attempt.answers)).toHaveLength(6);
    expect((await owner.client.post(`/api/test-prep/tests/${testId}/attempts`, { mode: 'all' })).body.id).toBe(attemptId);

    const submitted = await owner.client.post(`/api/test-prep/attempts/${attemptId}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ attemptId, score: 5, total: 9 });
    const first = submitted.body.questions[0];
    expect(first).toMatchObject({ correct: true, sourceTitle: 'Cell biology notes', href: expect.stringMatching(new RegExp(`^/dashboard/test-prep/${planId}/notes/[0-9a-f-]+\\?page=${first.page}$`)) });
    expect(first.explanation.length).toBeGreaterThan(20);
    expect(submitted.body.questions[5]).toMatchObject({ correct: false, given: 'certainly not this' });
    expect(submitted.body.questions[8]).toMatchObject({ correct: false, given: null });
    // Submitted: no more answers, the same results again.
    const late = await owner.client.put(`/api/test-prep/attempts/${attemptId}/answers/${right[7]![0]}`, { answer: 'x' });
    expect(late.body.error).toMatchObject({ code: 'already_submitted', message: TESTPREP_MESSAGES.alreadySubmitted });
    expect((await owner.client.get(`/api/test-prep/tests/${testId}/results`)).body).toMatchObject({ attemptId, score: 5 });
    const notes = await owner.client.get(`/api/test-prep/notes/${/notes\/([0-9a-f-]+)/.exec(first.href)![1]}`);
    expect(notes.body.pages[first.page - 1].text).toContain(first.explanation);

    // A retake is a new attempt; the plan shows progress over the submitted ones.
    const retake = await owner.client.post(`/api/test-prep/tests/${testId}/attempts`, {});
    expect(retake.body.id).not.toBe(attemptId);
    for (const [questionId, q] of right) await owner.client.put(`/api/test-prep/attempts/${retake.body.id}/answers/${questionId}`, { answer: q.answer });
    expect((await owner.client.post(`/api/test-prep/attempts/${retake.body.id}/submit`)).body).toMatchObject({ score: 9, total: 9 });
    const plan = await owner.client.get(`/api/test-prep/plans/${planId}`);
    expect(plan.body.tests[0].attempts.map((a: { score: number }) => a.score)).toEqual([5, 9]);
    expect(plan.body).toMatchObject({ bestScore: 1, examDate: '2026-12-15', resourceCount: 1, testCount: 1, provider: 'local' });
  });

  it('takes the answers with the submit, refusing ones that are not of the test and keys it does not know', async () => {
    const attemptId = (await owner.client.post(`/api/test-prep/tests/${testId}/attempts`, { mode: 'all' })).body.id;
    const right = [...(await rightAnswers(h, testId)).entries()];
    const stranger = '01900000-0000-7000-8000-000000000000';
    const foreign = await owner.client.post(`/api/test-prep/attempts/${attemptId}/submit`, { answers: { [stranger]: 'x' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ code: 'validation_error', message: TESTPREP_MESSAGES.answersNotInTest, fields: { [`answers.${stranger}`]: [TESTPREP_MESSAGES.answersNotInTest] } });
    const misspelt = await owner.client.post(`/api/test-prep/attempts/${attemptId}/submit`, { answer: {} });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.error.message).toMatch(/answer/);
    // Nothing was submitted by the refusals: the answers given with the submit are saved and marked.
    const answers = Object.fromEntries(right.slice(0, 4).map(([questionId, q]) => [questionId, q.answer]));
    const submitted = await owner.client.post(`/api/test-prep/attempts/${attemptId}/submit`, { answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ attemptId, score: 4, total: 9 });
    expect(submitted.body.questions.filter((q: { given: string | null }) => q.given !== null)).toHaveLength(4);
    const again = await owner.client.post(`/api/test-prep/attempts/${attemptId}/submit`, { answers });
    expect(again.body.error).toMatchObject({ code: 'already_submitted', message: TESTPREP_MESSAGES.alreadySubmitted });
  });

  it('refuses a timed-out answer', async () => {
    const user = await signUp(h, 'Tim Timer');
    await givePoints(h, user.id, 5);
    const plan = await planWithNotes(user, 4);
    const { test } = await newTest(user, plan.id, { questions: 3 });
    const attempt = (await user.client.post(`/api/test-prep/tests/${test.id}/attempts`, { timeLimitMinutes: 1 })).body;
    await sql(h, "update testprep_attempts set started_at = now() - interval '2 minutes' where id = ?", [attempt.id]);
    const res = await user.client.put(`/api/test-prep/attempts/${attempt.id}/answers/${test.questions[0].id}`, { answer: 'True' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'time_up', message: TESTPREP_MESSAGES.timeUp });
    expect((await user.client.post(`/api/test-prep/attempts/${attempt.id}/submit`)).body).toMatchObject({ score: 0, total: 3 });
  });
});

describe('charge and refund', () => {
  it('refunds once when the material yields no question, and refuses without points', async () => {
    const user = await signUp(h, 'Rita Refund');
    await givePoints(h, user.id, 7);
    const plan = await user.client.post('/api/test-prep/plans', { name: 'Numbers' });
    const digits = Array.from({ length: 80 }, (_, i) => `${1000 + i}`).join(' ');
    expect((await user.client.post(`/api/test-prep/plans/${plan.body.id}/notes`, { title: 'Table', text: digits })).status).toBe(201);
    const { res, test } = await newTest(user, plan.body.id, { questions: 12 });
    expect(res.body.points).toBe(7);
    expect(test.status).toBe('failed');
    const summary = (await user.client.get(`/api/test-prep/plans/${plan.body.id}`)).body.tests[0];
    expect(summary).toMatchObject({ status: 'failed', error: TESTPREP_MESSAGES.notEnoughMaterial });
    await eventually(() => balance(h, user.id), (b) => b === 7);
    const refunds = await sql(h, "select amount from points_transactions where user_id = ? and type = 'refund'", [user.id]);
    expect(refunds.map((r) => Number(r.amount))).toEqual([7]);
    expect((await user.client.post(`/api/test-prep/tests/${test.id}/attempts`, {})).status).toBe(409);

    const poor = await signUp(h, 'Pete Poor');
    const poorPlan = await planWithNotes(poor, 3);
    const refused = await poor.client.post(`/api/test-prep/plans/${poorPlan.id}/tests`, { questions: 5, kinds: ['true_false'] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('insufficient_points');
    expect(await sql(h, 'select 1 from testprep_tests where user_id = ?', [poor.id])).toHaveLength(0);
    const empty = await poor.client.post('/api/test-prep/plans', { name: 'Empty' });
    expect((await poor.client.post(`/api/test-prep/plans/${empty.body.id}/tests`, { questions: 5, kinds: ['true_false'] })).body.error).toMatchObject({
      code: 'no_resources', message: TESTPREP_MESSAGES.noResources,
    });
  });
});

describe('resources by kind', () => {
  it('takes a private upload and a bought document, refuses what the user may not use, and builds a test from them', async () => {
    const seller = await signUp(h, 'Sol Seller');
    const buyer = await signUp(h, 'Bo Buyer');
    const admin = await signUp(h, 'Ann Admin', { admin: true });
    const [type] = await sql(h, 'select id from document_types limit 1');
    const [subject] = await sql(h, 'select id from subjects limit 1');
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'Cell biology notes', description: 'Forty pages of cell biology notes.', documentTypeId: type.id, subjectId: subject.id, pointsPrice: '10' })) form.set(k, v);
    form.set('file', new Blob([(await topicPdf(6)) as BlobPart], { type: 'application/pdf' }), 'cells.pdf');
    const uploaded = await postForm(seller, '/api/documents', form);
    const documentId = uploaded.body.document.id;
    await processed(h, documentId);
    expect((await admin.client.post(`/api/admin/documents/${documentId}/approve`, {})).status).toBe(200);

    const plan = (await buyer.client.post('/api/test-prep/plans', { name: 'Cells', subjectId: subject.id })).body;
    const add = (kind: string, id: string) => buyer.client.post(`/api/test-prep/plans/${plan.id}/resources`, { kind, id });
    expect((await add('document', documentId)).status).toBe(403);
    await givePoints(h, buyer.id, 30);
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [documentId] })).status).toBe(201);
    const added = await add('document', documentId);
    expect(added.status).toBe(201);
    expect(added.body.resources).toEqual([expect.objectContaining({ kind: 'document', id: documentId, title: 'Cell biology notes', state: 'ready' })]);
    // Flashcard decks: the buyer's own (its cards are the pages), never someone else's, even a public one.
    const cards = [{ front: 'Mitochondria', back: 'Make energy for the cell' }, { front: 'Ribosome', back: 'Builds proteins' }];
    const own = (await buyer.client.post('/api/flashcards/decks', { name: 'Organelles', cards })).body;
    const theirs = (await seller.client.post('/api/flashcards/decks', { name: 'Public organelles', isPublic: true, cards })).body;
    expect((await add('deck', theirs.id)).body.error).toMatchObject({ code: 'resource_not_available' });
    const withDeck = await add('deck', own.id);
    expect(withDeck.status).toBe(201);
    expect(withDeck.body.resources).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'deck', id: own.id, title: 'Organelles', state: 'ready', pageCount: 2 })]));
    expect((await buyer.client.delete(`/api/test-prep/plans/${plan.id}/resources/deck/${own.id}`)).status).toBeLessThan(300);

    const file = new FormData();
    // Pages 7-9 of this upload are on topics the bought document does not have.
    file.set('file', new Blob([(await topicPdf(9)) as BlobPart], { type: 'application/pdf' }), 'my-lecture.pdf');
    const withUpload = await postForm(buyer, `/api/test-prep/plans/${plan.id}/uploads`, file);
    expect(withUpload.status).toBe(201);
    const upload = withUpload.body.resources.find((r: { kind: string }) => r.kind === 'upload');
    expect(upload.title).toBe('my-lecture');
    // Someone else's upload and a marketplace document given as an upload are refused.
    const stranger = await signUp(h, 'Stu Stranger');
    const theirPlan = (await stranger.client.post('/api/test-prep/plans', { name: 'Mine' })).body;
    expect((await stranger.client.post(`/api/test-prep/plans/${theirPlan.id}/resources`, { kind: 'upload', id: upload.id })).status).toBe(403);
    expect((await add('upload', documentId)).status).toBe(403);

    await processed(h, upload.id);
    const { test } = await newTest(buyer, plan.id, { questions: 12, difficulty: 'hard' });
    expect(test.status).toBe('ready');
    expect(test.subject).toMatchObject({ id: subject.id });
    const sources = new Set((await sql(h, 'select source_kind from testprep_questions where test_id = ?', [test.id])).map((r) => r.source_kind));
    expect(sources).toEqual(new Set(['document', 'upload']));
    const mc = test.questions.find((q: { kind: string }) => q.kind === 'multiple_choice');
    expect(mc.options).toHaveLength(5);
    const results = (await buyer.client.post(`/api/test-prep/attempts/${(await buyer.client.post(`/api/test-prep/tests/${test.id}/attempts`, {})).body.id}/submit`)).body;
    const fromDocument = results.questions.find((q: { href: string }) => q.href?.startsWith(`/dashboard/documents/${documentId}`));
    expect(fromDocument).toBeDefined();

    const removed = await buyer.client.delete(`/api/test-prep/plans/${plan.id}/resources/upload/${upload.id}`);
    expect(removed.body.resources.map((r: { kind: string }) => r.kind)).toEqual(['document']);
  }, 120_000);
});

describe('public tests and privacy', () => {
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let test: { id: string; slug: string; questions: { id: string }[] };
  let planId: string;
  let web: Awaited<ReturnType<typeof startTestServer>>;
  const page = (p: string) => fetch(web.baseUrl + p);

  beforeAll(async () => {
    const dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
    web = await startTestServer(h.platform, { webDist: dist });
    owner = await signUp(h, 'Pam Publisher');
    other = await signUp(h, 'Otto Other');
    admin = await signUp(h, 'Adi Admin', { admin: true });
    await givePoints(h, owner.id, 10);
    const [subject] = await sql(h, 'select id, slug from subjects order by slug limit 1');
    const plan = await owner.client.post('/api/test-prep/plans', { name: 'Photosynthesis and cells', subjectId: subject.id });
    planId = plan.body.id;
    await owner.client.post(`/api/test-prep/plans/${planId}/notes`, { title: 'My notes', text: topicNotes(8) });
    test = (await newTest(owner, planId, { questions: 6, kinds: ['multiple_choice', 'true_false'], title: 'Cell structures quiz' })).test;
  });

  afterAll(() => web?.close());

  const guestReads = async () => ({
    byId: (await h.guest.get(`/api/tests/${test.id}`)).status,
    bySlug: (await h.guest.get(`/api/tests/${test.slug}`)).status,
    listed: (await h.guest.get('/api/tests')).body.items.some((t: { id: string }) => t.id === test.id),
    sitemap: (await h.guest.get('/sitemap.xml')).text.includes(test.slug),
    grade: (await h.guest.post(`/api/tests/${test.id}/grade`, { answers: {} })).status,
  });

  it('never shows a private test: not to guests, other users or admins, not in /tests or the sitemap', async () => {
    expect(await guestReads()).toEqual({ byId: 404, bySlug: 404, listed: false, sitemap: false, grade: 404 });
    for (const user of [other, admin]) {
      expect((await user.client.get(`/api/tests/${test.id}`)).status).toBe(404);
      expect((await user.client.get(`/api/test-prep/tests/${test.id}`)).status).toBe(404);
      expect((await user.client.post(`/api/test-prep/tests/${test.id}/attempts`, {})).status).toBe(404);
    }
    expect((await other.client.post(`/api/test-prep/tests/${test.id}/publish`)).status).toBe(404);
    expect((await owner.client.get(`/api/tests/${test.id}`)).body).toMatchObject({ isOwner: true, isPublic: false });
  });

  it('publishes: listed with filters, a guest takes it and gets a score with nothing kept, a signed-in taker keeps results', async () => {
    const published = await owner.client.post(`/api/test-prep/tests/${test.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.isPublic).toBe(true);
    expect(await guestReads()).toEqual({ byId: 200, bySlug: 200, listed: true, sitemap: true, grade: 200 });

    const [subject] = await sql(h, 'select slug from subjects order by slug limit 1');
    const ids = async (query: string) => (await h.guest.get(`/api/tests?${query}`)).body.items.map((t: { id: string }) => t.id);
    expect(await ids(`subject=${subject.slug}`)).toEqual([test.id]);
    expect(await ids('kind=true_false')).toEqual([test.id]);
    expect(await ids('kind=short_answer')).toEqual([]);
    expect(await ids('q=cell%20struc')).toEqual([test.id]);
    expect(await ids('q=chemistry')).toEqual([]);

    const view = (await h.guest.get(`/api/tests/${test.slug}`)).body;
    expect(view).toMatchObject({ title: 'Cell structures quiz', isOwner: false, author: 'Pam' });
    expect(JSON.stringify(view)).not.toMatch(/"answer"|explanation/);
    const right = [...(await rightAnswers(h, test.id)).entries()];
    const answers = Object.fromEntries(right.slice(0, 4).map(([id, q]) => [id, q.answer]));
    const attemptsBefore = (await sql(h, 'select count(*)::int as n from testprep_attempts'))[0].n;
    const graded = await h.guest.post(`/api/tests/${test.slug}/grade`, { answers });
    expect(graded.body).toMatchObject({ attemptId: null, score: 4, total: 6 });
    // A guest sees no link into the owner's private notes, only the quoted sentence.
    expect(graded.body.questions.every((q: { href: string | null; sourceTitle: string }) => q.href === null && q.sourceTitle === 'Notes')).toBe(true);
    expect((await sql(h, 'select count(*)::int as n from testprep_attempts'))[0].n).toBe(attemptsBefore);

    const attempt = (await other.client.post(`/api/test-prep/tests/${test.id}/attempts`, {})).body;
    await other.client.put(`/api/test-prep/attempts/${attempt.id}/answers/${right[0]![0]}`, { answer: right[0]![1].answer });
    expect((await other.client.post(`/api/test-prep/attempts/${attempt.id}/submit`)).body).toMatchObject({ score: 1, total: 6 });
    expect((await other.client.get(`/api/test-prep/tests/${test.id}/results`)).body).toMatchObject({ attemptId: attempt.id, score: 1 });
    // The taker cannot touch the owner's test or plan.
    expect((await other.client.get(`/api/test-prep/tests/${test.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/test-prep/tests/${test.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/test-prep/tests/${test.id}/unpublish`)).status).toBe(403);
    // The owner's attempts list only their own.
    expect((await owner.client.get(`/api/test-prep/plans/${planId}`)).body.tests[0].attempts).toEqual([]);

    // Server-sent pages: title, description and schema.org Quiz data without the answers.
    const html = await (await page(`/test-prep/test/${test.slug}`)).text();
    expect(html).toContain('<title>Cell structures quiz: practice test | Studyhall</title>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Quiz', name: 'Cell structures quiz', hasPart: expect.arrayContaining([expect.objectContaining({ '@type': 'Question' })]) });
    expect(jsonLd.hasPart).toHaveLength(6);
    expect(JSON.stringify(jsonLd)).not.toContain('acceptedAnswer');
    expect((await page(`/tests/${test.id}`)).status).toBe(200);
    expect(await (await page('/tests')).text()).toContain('<title>Practice tests | Studyhall</title>');

    // An admin takes it down; it is private again everywhere.
    expect((await admin.client.post(`/api/test-prep/tests/${test.id}/unpublish`)).status).toBe(200);
    expect(await guestReads()).toEqual({ byId: 404, bySlug: 404, listed: false, sitemap: false, grade: 404 });
    expect((await page(`/test-prep/test/${test.slug}`)).status).toBe(404);
    expect((await other.client.get(`/api/test-prep/tests/${test.id}/results`)).status).toBe(404);
  });

  it('lets only the owner use plan and test routes: guest 401, other user and admin 404, suspended 401', async () => {
    const guest = h.guest;
    const notesId = (await owner.client.get(`/api/test-prep/plans/${planId}`)).body.resources[0].id;
    const attempt = (await owner.client.post(`/api/test-prep/tests/${test.id}/attempts`, {})).body;
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/test-prep/plans/${planId}`],
      ['PATCH', `/api/test-prep/plans/${planId}`, { name: 'Mine now' }],
      ['POST', `/api/test-prep/plans/${planId}/notes`, { title: 'Mine', text: 'x'.repeat(300) }],
      ['POST', `/api/test-prep/plans/${planId}/resources`, { kind: 'notes', id: notesId }],
      ['DELETE', `/api/test-prep/plans/${planId}/resources/notes/${notesId}`],
      ['POST', `/api/test-prep/plans/${planId}/tests`, { questions: 5, kinds: ['true_false'] }],
      ['GET', `/api/test-prep/notes/${notesId}`],
      ['GET', `/api/test-prep/tests/${test.id}`],
      ['POST', `/api/test-prep/tests/${test.id}/publish`],
      ['GET', `/api/test-prep/tests/${test.id}/attempts/current`],
      ['PUT', `/api/test-prep/attempts/${attempt.id}/answers/${test.questions[0]!.id}`, { answer: 'True' }],
      ['POST', `/api/test-prep/attempts/${attempt.id}/submit`],
      ['GET', `/api/test-prep/attempts/${attempt.id}/results`],
      ['DELETE', `/api/test-prep/tests/${test.id}`],
      ['DELETE', `/api/test-prep/plans/${planId}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await guest.request(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
      expect((await other.client.request(method, path, body)).status, `other ${method} ${path}`).toBe(404);
      expect((await admin.client.request(method, path, body)).status, `admin ${method} ${path}`).toBe(404);
    }
    expect((await guest.get('/api/test-prep/plans')).status).toBe(401);
    expect((await guest.post('/api/test-prep/plans', { name: 'x' })).status).toBe(401);
    expect((await other.client.get('/api/test-prep/plans')).body.total).toBe(0);
    expect((await owner.client.get(`/api/test-prep/plans/${planId}`)).status).toBe(200);
    expect((await owner.client.get(`/api/test-prep/attempts/${attempt.id}/results`)).status).toBe(409);

    await sql(h, "update users set status = 'suspended' where id = ?", [owner.id]);
    expect((await owner.client.get(`/api/test-prep/plans/${planId}`)).status).toBe(401);
    expect((await owner.client.get('/api/test-prep/plans')).status).toBe(401);
    await sql(h, "update users set status = 'active' where id = ?", [owner.id]);

    expect((await owner.client.delete(`/api/test-prep/plans/${planId}`)).status).toBe(200);
    expect(await sql(h, 'select 1 from testprep_notes where id = ?', [notesId])).toHaveLength(0);
    expect(await sql(h, 'select 1 from ai_passages where source_id = ?', [notesId])).toHaveLength(0);
    expect(await sql(h, 'select 1 from testprep_tests where id = ?', [test.id])).toHaveLength(0);
  });
});
