// Paid pages stay paid (DESIGN.md §11), proved for the whole product: an approved 4-page document whose preview is
// pages 1-2 carries a canary word ("zorvexin") on its locked page 4 only. Every AI tool in the ai module's registry
// is run by people who may and may not read page 4, and every public surface is read after them (search, instant
// search, public homework, deck and test pages with their JSON-LD, the sitemap, exports). The canary appears only
// for the seller, a buyer, a subscriber who unlocked the document and an admin, and only in answers that stay
// theirs; never for anyone else, never in anything public. The local provider is deterministic and quotes passages,
// so questions in the canary page's other words surface it wherever retrieval allows. A tool added to the registry
// without a scenario here fails the last test.
process.env.AI_RATE_PER_MINUTE = '200';
process.env.AI_JOB_RETRIES = '0';

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTools } from '../modules/ai/index.ts';
import { catalogueModule } from '../modules/catalogue/index.ts';
import { newPaperDefaults } from '../modules/papers/contract.ts';
import { subscriptionsModule } from '../modules/subscriptions/index.ts';
import { ended, givePoints } from './support/ai-support.ts';
import { startTestServer } from './support/database.ts';
import { approvedDocument } from './support/documents.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from './support/http-harness.ts';

const CANARY = /zorvexin/i;
// Pages 1-2 are the preview; page 4 alone names the canary. Questions use page 4's other words, never the canary.
const PAGES = [
  ['Heart regeneration: lecture notes for week one.', 'Cardiac muscle in adult mammals heals with a scar.', 'A scar is stiff tissue that cannot contract.'],
  ['Fibroblasts lay down collagen after a heart attack.', 'Collagen is the protein that forms the scar in a healing heart.'],
  ['Newts regrow whole limbs from a blastema.', 'A blastema is a mass of cells that can become a new limb.'],
  [
    'Zorvexin is the protein that lets zebrafish regrow cardiac muscle after a wound.',
    'Zebrafish without zorvexin heal their heart wound with a scar, as mammals do.',
  ],
];
const QUESTION = 'Which protein lets zebrafish regrow cardiac muscle after a wound?';

let h: Harness;
let web: Awaited<ReturnType<typeof startTestServer>>;
let guest: Client;
let seller: TestUser;
let admin: TestUser;
let buyer: TestUser;
let subscriber: TestUser;
let stranger: TestUser;
let doc: { id: string; slug: string };
const exercised = new Set<string>();

/** What a user, a guest or a page was shown, as one string (the canary is looked for in it). */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** Waits for the action a request started and answers it as its owner reads it (text, citations, result). */
async function action(user: TestUser, res: { status: number; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const id = res.body.actionId ?? res.body.message?.answer?.id ?? res.body.action?.id;
  const done = await ended(h, id, 60_000);
  const view = (await user.client.get(`/api/ai/actions/${done!.id}`)).body;
  exercised.add(view.tool);
  return view;
}

async function page(urlPath: string) {
  const res = await fetch(`${web.baseUrl}${urlPath}`);
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  h = await bootHarness({
    env: { DOCUMENTS_PREVIEW_PAGES: '2' },
    prepare: async (platform) => {
      await catalogueModule.seed!(platform);
      await subscriptionsModule.seed!(platform);
    },
  });
  await h.platform.bus.work(['documents', 'catalogue', 'search', 'ai', 'homework', 'flashcards', 'testprep', 'integrity', 'subscriptions', 'papers', 'wallet']);
  guest = new Client(h.baseUrl);
  seller = await signUp(h, 'Sam Seller');
  admin = await signUp(h, 'Ada Admin', { admin: true });
  buyer = await signUp(h, 'Bea Buyer');
  subscriber = await signUp(h, 'Sol Subscriber');
  stranger = await signUp(h, 'Stu Stranger');
  doc = await approvedDocument(h, { seller, admin }, { title: 'Heart regeneration lecture notes', pages: PAGES, pointsPrice: 20 });
  const [{ preview_page_count: preview, page_count: pages }] = await sql(h, 'select preview_page_count, page_count from documents where id = ?', [doc.id]);
  expect([Number(preview), Number(pages)]).toEqual([2, 4]);
  for (const user of [seller, admin, buyer, subscriber, stranger]) await givePoints(h, user.id, 500);
  expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [doc.id] })).status).toBe(201);
  // A subscriber unlocks it with the plan's bonus (access type subscription).
  const started = await subscriber.client.post('/api/subscriptions/checkout', { planId: (await sql(h, "select id from subscription_plans where slug = 'basic'"))[0].id });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const url = new URL(started.body.url);
  const subscribed = await subscriber.client.request('POST', url.pathname, undefined, {
    form: { token: url.searchParams.get('token')!, action: 'subscribe' }, csrf: false, headers: { accept: 'text/html' },
  });
  expect(subscribed.status).toBe(303);
  const unlocked = await subscriber.client.post('/api/subscriptions/unlock', { documentIds: [doc.id] });
  expect(unlocked.body, JSON.stringify(unlocked.body)).toMatchObject({ unlocked: [doc.id] });
  // Search and the plagiarism index have taken the document in.
  await eventually(async () => (await sql(h, "select 1 from search_entries where kind = 'document' and source_id = ?", [doc.id])).length, (n) => n === 1, 30_000);
  await eventually(async () => (await sql(h, 'select 1 from integrity_sources where id = ?', [doc.id])).length, (n) => n === 1, 30_000);

  const dist = path.join(h.platform.dataDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
  web = await startTestServer(h.platform, { webDist: dist });
}, 300_000);

afterAll(async () => {
  await web?.close();
  await h?.close();
});

describe('Document Chat', () => {
  it('quotes the locked page to its seller, a buyer and a subscriber who unlocked it; nobody else may chat with it', async () => {
    for (const reader of [seller, buyer, subscriber]) {
      const chat = await reader.client.post('/api/document-chats', { documentId: doc.id });
      expect(chat.status).toBe(201);
      const answer = await action(reader, await reader.client.post(`/api/document-chats/${chat.body.id}/messages`, { question: QUESTION }));
      expect(answer.text, reader.email).toMatch(CANARY);
    }
    for (const outsider of [stranger, admin]) expect((await outsider.client.post('/api/document-chats', { documentId: doc.id })).status).toBe(403);
  });
});

describe('Homework Helper', () => {
  it('never quotes a locked page, not even to a buyer or the seller: an answer can be published', async () => {
    const ask = async (asker: TestUser, question: string) => {
      const asked = await asker.client.post('/api/homework/questions', { question, publish: true });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const [{ action_id: actionId }] = await sql(h, 'select action_id from homework_questions where slug = ?', [asked.body.slug]);
      const answer = await action(asker, { status: 202, body: { actionId } });
      expect(answer.status).toBe('done');
      expect(shown(answer), asker.email).not.toMatch(CANARY);
      return answer as { text: string; citations: { page: number; quote: string }[] };
    };
    for (const asker of [stranger, buyer, seller]) {
      // Only page 4 answers it: the preview (pages 1-2) may be quoted, or the question honestly refused.
      const answer = await ask(asker, QUESTION);
      expect(answer.citations.every((c) => c.page <= 2)).toBe(true);
    }
    // The document does take part: a question its preview answers is answered from it, although the locked page shares
    // most of its words ("protein", "heart", "heal", "scar").
    const previewAnswer = await ask(stranger, 'Which protein forms the scar in a healing heart?');
    expect(previewAnswer.citations.map((c) => c.page)).toContain(2);
    expect(previewAnswer.text).toMatch(/collagen/i);
  });
});

/** A paper with the document as a source when the user may use it (papers refuse anyone else's: 403). */
async function paperWith(user: TestUser, title: string, withDocument: boolean) {
  const body = { ...newPaperDefaults(), title, instructions: QUESTION, content: '' };
  body.sources.references.files = withDocument ? [doc.id] : [];
  const res = await user.client.post('/api/papers', body);
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('AI Writer, its toolbar and reference search', () => {
  it('gives the locked page to those who may read it, in their own papers only', async () => {
    const title = 'How zebrafish regrow cardiac muscle after a wound';
    for (const [user, may] of [[buyer, true], [seller, true], [admin, true], [stranger, false]] as const) {
      const usable = user === buyer || user === seller;
      if (!usable) expect((await user.client.post('/api/papers', { ...newPaperDefaults(), title, sources: { ...newPaperDefaults().sources, references: { ...newPaperDefaults().sources.references, files: [doc.id] } } })).status).toBe(403);
      const paper = await paperWith(user, title, usable);
      const found = await action(user, await user.client.post(`/api/papers/${paper.id}/reference-search`, { query: QUESTION }));
      expect(found.status).toBe('done');
      if (may) expect(shown(found.result), `${user.email} reference search`).toMatch(CANARY);
      else expect(shown(found), `${user.email} reference search`).not.toMatch(CANARY);

      const draft = await action(user, await user.client.post(`/api/papers/${paper.id}/generate`, { words: 100 }));
      const longer = await action(
        user,
        await user.client.post('/api/papers/editor-actions', { action: 'longer', selection: 'Zebrafish regrow cardiac muscle after a wound.', paperId: paper.id }),
      );
      // Writer and toolbar quote only the paper's chosen documents the user may use: the stranger's is left out.
      for (const answer of [draft, longer]) {
        if (usable) expect(shown(answer), `${user.email} ${answer.tool}`).toMatch(CANARY);
        else expect(shown(answer), `${user.email} ${answer.tool}`).not.toMatch(CANARY);
      }
    }
  });
});

describe('flashcards and practice tests', () => {
  const deckOf = (user: TestUser, id: string) =>
    eventually(async () => (await user.client.get(`/api/flashcards/decks/${id}`)).body, (d) => d?.status === 'ready' || d?.status === 'failed', 60_000);

  it('a deck to be published is made from the preview only; a private one from the bought pages, and it cannot be made public', async () => {
    expect((await stranger.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId: doc.id }, cards: 10 })).status).toBe(403);
    const published = await buyer.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId: doc.id }, cards: 10, publish: true, name: 'Heart repair' });
    expect(published.status, JSON.stringify(published.body)).toBe(202);
    await action(buyer, { status: 202, body: { actionId: (await sql(h, 'select action_id from flashcard_decks where id = ?', [published.body.id]))[0].action_id } });
    const deck = await deckOf(buyer, published.body.id);
    expect(deck).toMatchObject({ status: 'ready', isPublic: true });
    expect(shown(deck)).not.toMatch(CANARY);
    const read = await guest.get(`/api/flashcards/decks/${deck.slug}`);
    expect(read.status).toBe(200);
    expect(shown(read.body)).not.toMatch(CANARY);
    expect((await guest.get(`/api/flashcards/decks/${deck.slug}/export?format=csv`)).text).not.toMatch(CANARY);
    expect((await page(`/flashcards/${deck.slug}`)).text).not.toMatch(CANARY);

    const own = await buyer.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId: doc.id }, cards: 10, name: 'My heart repair' });
    const mine = await deckOf(buyer, own.body.id);
    expect(mine.status).toBe('ready');
    expect(shown(mine.cards)).toMatch(CANARY);
    const publish = await buyer.client.patch(`/api/flashcards/decks/${mine.id}`, { isPublic: true });
    expect(publish.status).toBe(422);
    expect(publish.body.error.code).toBe('quotes_locked_pages');
    expect((await guest.get(`/api/flashcards/decks/${mine.slug}`)).status).toBe(404);
  });

  it('a practice test (private until published) may quote the bought pages, and then it cannot be made public', async () => {
    const plan = (await buyer.client.post('/api/test-prep/plans', { name: 'Heart repair' })).body;
    expect((await buyer.client.post(`/api/test-prep/plans/${plan.id}/resources`, { kind: 'document', id: doc.id })).status).toBe(201);
    const strangers = (await stranger.client.post('/api/test-prep/plans', { name: 'Mine' })).body;
    expect((await stranger.client.post(`/api/test-prep/plans/${strangers.id}/resources`, { kind: 'document', id: doc.id })).status).toBe(403);
    const res = await buyer.client.post(`/api/test-prep/plans/${plan.id}/tests`, { questions: 6, kinds: ['true_false', 'short_answer'], difficulty: 'easy' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [{ action_id: actionId }] = await sql(h, 'select action_id from testprep_tests where id = ?', [res.body.id]);
    expect(shown(await action(buyer, { status: 202, body: { actionId } }))).toMatch(CANARY);
    const test = await eventually(
      async () => (await buyer.client.get(`/api/test-prep/tests/${res.body.id}`)).body,
      (t) => t?.status === 'ready' || t?.status === 'failed',
      60_000,
    );
    expect(test.status).toBe('ready');
    const publish = await buyer.client.post(`/api/test-prep/tests/${test.id}/publish`, {});
    expect(publish.status).toBe(422);
    expect(publish.body.error.code).toBe('quotes_locked_pages');
    expect((await guest.get(`/api/tests/${test.slug}`)).status).toBe(404);
    expect((await page(`/test-prep/test/${test.slug}`)).text).not.toMatch(CANARY);
  });
});

describe('plagiarism and AI detection', () => {
  it('finds a copy of the locked page without showing its words', async () => {
    // A checker of their own: the copied text is theirs, so it is in their own account export.
    const checker = await signUp(h, 'Pat Plagiarist');
    await givePoints(h, checker.id, 50);
    const copied = `${PAGES[3]!.join(' ')} ${PAGES[2]!.join(' ')}`;
    const check = await checker.client.post('/api/integrity/checks', { kind: 'plagiarism', text: copied });
    const answer = await action(checker, { status: 202, body: { actionId: check.body.action?.id ?? check.body.actionId } });
    expect(answer.status).toBe('done');
    expect(answer.result.similarity).toBeGreaterThan(0);
    expect(shown(answer.result.sources)).not.toMatch(CANARY);
    const detection = await stranger.client.post('/api/integrity/checks', { kind: 'ai-detection', text: PAGES[0]!.join(' ') });
    expect(shown(await action(stranger, { status: 202, body: { actionId: detection.body.action?.id ?? detection.body.actionId } }))).not.toMatch(CANARY);
  });
});

describe('what everyone can read', () => {
  it('search, instant search, public pages with their JSON-LD, the sitemap and exports never show the locked page', async () => {
    const q = encodeURIComponent('zebrafish regrow cardiac muscle');
    const found = await guest.get(`/api/search?q=${q}`);
    expect(found.body.items.map((i: { id: string }) => i.id)).toContain(doc.id);
    expect(shown(found.body)).not.toMatch(CANARY);
    expect(shown((await guest.get(`/api/search/instant?q=${q}`)).body)).not.toMatch(CANARY);
    for (const client of [guest, stranger.client]) expect(shown((await client.get(`/api/documents/${doc.slug}`)).body)).not.toMatch(CANARY);
    const documentPage = await page(`/documents/${doc.slug}`);
    expect(documentPage.status).toBe(200);
    expect(documentPage.text).not.toMatch(CANARY);

    const published = await sql(h, 'select slug from homework_questions where is_public');
    expect(published.length).toBeGreaterThan(0);
    for (const { slug } of published) {
      expect(shown((await guest.get(`/api/homework/questions/${slug}`)).body)).not.toMatch(CANARY);
      const html = await page(`/ai-homework-helper/${slug}`);
      expect(html.status).toBe(200);
      expect(html.text).toContain('application/ld+json');
      expect(html.text).not.toMatch(CANARY);
    }
    expect(shown((await guest.get('/api/homework/public')).body)).not.toMatch(CANARY);
    expect(shown((await guest.get('/api/flashcards/public')).body)).not.toMatch(CANARY);
    expect(shown((await guest.get('/api/tests')).body)).not.toMatch(CANARY);
    expect((await guest.get('/sitemap.xml')).text).not.toMatch(CANARY);
    // The stranger's own account export: everything they were ever answered.
    const exported = await stranger.client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.text).not.toMatch(CANARY);
  });
});

describe('the registry', () => {
  it('has no AI tool this test does not run', () => {
    const registered = aiTools().map((t) => t.name).sort();
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.filter((name) => !exercised.has(name))).toEqual([]);
  });
});
