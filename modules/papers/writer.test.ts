// The AI Writer and the XY Editor toolbar on the AI platform, with the real queue and upload pipeline: each cost
// rule of spec 001 §9 charged once (a replayed key charges nothing) and refunded once on failure; local mode's
// extractive draft quoted and cited from the chosen document; the toolbar's deterministic local work; and
// generation through the OpenAI wire format (tests/support/test-openai-server.ts, a local server).
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, ended, givePoints, pageOf } from '../../tests/support/ai-support.ts';
import { type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { defaultAnswer, startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { newPaperDefaults, PAPER_MESSAGES } from './contract.ts';
import { bootPapersHarness, ownDocument } from './harness.testing.ts';
import { LOCAL_DRAFT_NOTICE, writerMaxTokens } from './writer-tool.ts';

async function paperWith(user: TestUser, files: string[], title = 'The ribosome and the synapse') {
  const body = { ...newPaperDefaults(), title, instructions: 'Explain the ribosome and the synapse.', content: '' };
  body.sources.references.files = files;
  const res = await user.client.post('/api/papers', body);
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const spent = async (h: Harness, userId: string) =>
  (await sql(h, "select amount, type from points_transactions where user_id = ? and type in ('spent', 'refund') order by created_at, id", [userId])).map((r) => [
    r.type,
    Number(r.amount),
  ]);

describe('AI Writer and toolbar, local mode', () => {
  let h: Harness;
  let owner: TestUser;
  let documentId: string;
  beforeAll(async () => {
    h = await bootPapersHarness();
    owner = await signUp(h, 'Wanda Writer');
    documentId = await ownDocument(h, owner);
  });
  afterAll(() => h?.close());

  it('writes an extractive draft quoted and cited from the chosen document, at 10 points per 100 words, charged once', async () => {
    const paper = await paperWith(owner, [documentId]);
    await givePoints(h, owner.id, 100);
    const first = await owner.client.post(`/api/papers/${paper.id}/generate`, { words: 150, key: 'draft-key-1' });
    expect(first.status).toBe(202);
    expect(first.body.points).toBe(20);
    const replay = await owner.client.post(`/api/papers/${paper.id}/generate`, { words: 150, key: 'draft-key-1' });
    expect(replay.body).toEqual(first.body);
    const action = await ended(h, first.body.actionId);
    expect(action).toMatchObject({ status: 'done', provider: 'local', points: 20 });
    expect(action!.text.startsWith(LOCAL_DRAFT_NOTICE)).toBe(true);
    expect(action!.text).toMatch(/Outline: 1\. /);
    const pages = action!.citations.map((c) => c.page);
    expect(pages).toEqual(expect.arrayContaining([pageOf('ribosome'), pageOf('synapse')]));
    expect(action!.text).toContain(`(biology-notes, p. ${pageOf('ribosome')})`);
    expect((action!.result as any).html).toMatch(/^<p>Extractive draft/);
    expect(await spent(h, owner.id)).toEqual([['spent', -20]]);
    expect(await balance(h, owner.id)).toBe(80);
  });

  it('refunds a draft once when local mode has no source to quote', async () => {
    const user = await signUp(h, 'Nora Nosource');
    const paper = await paperWith(user, []);
    await givePoints(h, user.id, 30);
    const res = await user.client.post(`/api/papers/${paper.id}/generate`, { words: 201 });
    expect(res.body.points).toBe(30);
    const action = await ended(h, res.body.actionId);
    expect(action).toMatchObject({ status: 'failed', refunded: true });
    expect(action!.error?.message).toMatch(/^Local mode writes only from your sources/);
    expect(await spent(h, user.id)).toEqual([
      ['spent', -30],
      ['refund', 30],
    ]);
    expect(await balance(h, user.id)).toBe(30);
  });

  it('charges each toolbar action by its rule and does deterministic work on the selection', async () => {
    const user = await signUp(h, 'Tess Toolbar');
    await givePoints(h, user.id, 100);
    const selection =
      'In order to pass the exam, students utilize  flashcards . the the flashcards are very good. Flashcards help memory. Flashcards help memory a lot.';
    const run = async (action: string, extra: object = {}) => {
      const res = await user.client.post('/api/papers/editor-actions', { action, selection, ...extra });
      expect(res.status).toBe(202);
      return { points: res.body.points, action: await ended(h, res.body.actionId) };
    };
    const natural = await run('make-natural');
    expect(natural.points).toBe(3);
    expect((natural.action!.result as any).replacement).toBe(
      'To pass the exam, students use flashcards. The flashcards are very good. Flashcards help memory. Flashcards help memory a lot.',
    );
    const enhanced = await run('enhance-expression');
    expect((enhanced.action!.result as any).replacement).toContain('The flashcards are excellent.');
    const shorter = await run('shorter');
    expect(shorter.points).toBe(3);
    expect((shorter.action!.result as any).replacement.split('. ').length).toBeLessThan(4);
    const rewrite = await run('rewrite-content');
    const improve = await run('improve-content');
    expect([rewrite.points, improve.points]).toEqual([10, 10]);
    expect((improve.action!.result as any).replacement).not.toMatch(/Flashcards help memory\. Flashcards help memory/);
    const analysis = await run('content-analysis');
    expect(analysis.points).toBe(10);
    expect((analysis.action!.result as any).analysis).toMatchObject({ sentences: 4, repeatedWords: expect.arrayContaining([{ word: 'flashcards', count: 4 }]) });
    expect(analysis.action!.text).toMatch(/^Readability: .+Flesch reading ease/);
    expect(await spent(h, user.id)).toEqual([3, 3, 3, 10, 10, 10].map((p) => ['spent', -p]));
  });

  it('refuses a toolbar action without the points, in the spec’s words, and charges nothing', async () => {
    const poor = await signUp(h, 'Pete Poor');
    await givePoints(h, poor.id, 2);
    const res = await poor.client.post('/api/papers/editor-actions', { action: 'improve-writing', selection: 'some text here' });
    expect([res.status, res.body.error.code, res.body.error.message]).toEqual([422, 'insufficient_points', PAPER_MESSAGES.toolbarPoints]);
    expect(await balance(h, poor.id)).toBe(2);
  });

  it('makes a selection longer only from the paper’s sources in local mode, and refunds when there are none', async () => {
    const paper = await paperWith(owner, [documentId]);
    const before = await balance(h, owner.id);
    const res = await owner.client.post('/api/papers/editor-actions', { action: 'longer', selection: 'The synapse passes signals.', paperId: paper.id });
    const action = await ended(h, res.body.actionId);
    expect((action!.result as any).replacement).toMatch(/^The synapse passes signals\. “.*synapse.*” \[p\. \d+\]/);
    expect(action!.citations.map((c) => c.page)).toContain(pageOf('synapse'));
    const bare = await owner.client.post('/api/papers/editor-actions', { action: 'longer', selection: 'The synapse passes signals.' });
    expect(await ended(h, bare.body.actionId)).toMatchObject({ status: 'failed', refunded: true });
    expect(await balance(h, owner.id)).toBe(before - 3);
  });

  it('charges a reference search 5 points', async () => {
    const paper = await paperWith(owner, [documentId]);
    const before = await balance(h, owner.id);
    const res = await owner.client.post(`/api/papers/${paper.id}/reference-search`, {});
    expect(res.body.points).toBe(5);
    const action = await ended(h, res.body.actionId);
    expect(action?.status).toBe('done');
    // The topic notes are a private upload: never a marketplace result.
    expect((action!.result as any).documents.map((d: any) => d.id)).not.toContain(documentId);
    expect(await balance(h, owner.id)).toBe(before - 5);
  });
});

describe('AI Writer through the OpenAI wire format (local test server)', () => {
  let h: Harness;
  let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
  let owner: TestUser;
  let documentId: string;
  beforeAll(async () => {
    server = await startTestOpenAiServer();
    h = await bootPapersHarness({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' });
    owner = await signUp(h, 'Olga Openai');
    documentId = await ownDocument(h, owner);
  });
  afterAll(async () => {
    await h?.close();
    await server?.close();
  });

  it('writes text grounded in the same passages, citations as (source, page), invented pages dropped', async () => {
    const paper = await paperWith(owner, [documentId]);
    await givePoints(h, owner.id, 50);
    const res = await owner.client.post(`/api/papers/${paper.id}/generate`, { words: 300, section: 'Ribosomes' });
    expect(res.body.points).toBe(30);
    const action = await ended(h, res.body.actionId);
    expect(action).toMatchObject({ status: 'done', provider: 'openai', model: 'test-model' });
    const request = server.requests.at(-1)!;
    expect(request.messages[0]!.content).toContain('Write only the section "Ribosomes"');
    expect(request.messages[0]!.content).toContain(`[p. ${pageOf('ribosome')}]`);
    expect(action!.text).toMatch(/\(biology-notes, p\. \d+\)/);
    expect(action!.text).not.toContain('999');
    expect((action!.result as any).mode).toBe('generated');
  });

  it('refunds once when the provider fails', async () => {
    const paper = await paperWith(owner, [documentId]);
    const before = await balance(h, owner.id);
    server.behave({ kind: 'fail', status: 503 });
    const res = await owner.client.post(`/api/papers/${paper.id}/generate`, { words: 100 });
    const action = await ended(h, res.body.actionId);
    server.behave({ kind: 'answer' });
    expect(action).toMatchObject({ status: 'failed', refunded: true });
    expect(await balance(h, owner.id)).toBe(before);
  });

  it('bounds the draft by the words paid for, whatever the instructions ask', async () => {
    const paper = await paperWith(owner, [documentId]);
    await givePoints(h, owner.id, 10);
    // Instructions may ask for thousands of words; this server writes them and ignores max_tokens.
    server.answerWith(() => Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' '));
    const res = await owner.client.post(`/api/papers/${paper.id}/generate`, { words: 100 });
    expect(res.body.points).toBe(10);
    const action = await ended(h, res.body.actionId, 60_000);
    server.answerWith(defaultAnswer);
    expect(action).toMatchObject({ status: 'done' });
    expect(server.requests.at(-1)!.max_tokens).toBe(writerMaxTokens(100));
    expect(action!.text.trim().split(/\s+/)).toHaveLength(writerMaxTokens(100));
  });

  it('replaces a toolbar selection with the model’s edit', async () => {
    server.answerWith(() => 'A tighter sentence.');
    const res = await owner.client.post('/api/papers/editor-actions', { action: 'improve-writing', selection: 'A loose   sentence that rambles.' });
    const action = await ended(h, res.body.actionId);
    expect((action!.result as any).replacement).toBe('A tighter sentence.');
    expect(server.requests.at(-1)!.messages.at(-1)!.content).toBe('A loose   sentence that rambles.');
  });
});
