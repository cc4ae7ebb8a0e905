// The AI platform on the real database and queue: the local provider and the OpenAI wire format (streamed, over
// a local test server), metering (charge before, refund once after the last failure), concurrent spends, replays,
// the daily cap and who may read an action.
process.env.AI_JOB_RETRIES = '1';
process.env.AI_DAILY_CAP = '6';
process.env.AI_TIMEOUT_SECONDS = '2';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, Client, eventually, type Harness, openEvents, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { uuidv7 } from '../platform/index.ts';
import { dropTextSource, indexTextSource, requestAiAction, retrieve } from './index.ts';
import { defaultAnswer, startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { TOPICS, actionsCounted, balance, ended, givePoints, topicPage } from '../../tests/support/ai-support.ts';
import { quoteTool } from './harness.testing.ts';

const pages = TOPICS.map((_, i) => ({ pageNumber: i + 1, text: topicPage(i + 1).join(' ') }));

async function ask(h: Harness, user: TestUser, sourceId: string, question: string, key = uuidv7()) {
  return h.platform.orm.em.fork().transactional((em) => requestAiAction(h.platform, em, { tool: quoteTool.name, userId: user.id, input: { sourceId, question }, key }));
}

async function setUp(env: Record<string, string> = {}) {
  const h = await bootHarness({ env, realtime: true });
  await h.platform.bus.work(['ai']);
  const sourceId = uuidv7();
  await indexTextSource(h.platform.orm.em.fork(), sourceId, pages);
  return { h, sourceId };
}

describe('AI platform, local provider', () => {
  let h: Harness;
  let sourceId: string;
  let user: TestUser;
  beforeAll(async () => {
    ({ h, sourceId } = await setUp());
    user = await signUp(h, 'Lena Local');
  });
  afterAll(() => h?.close());

  it('charges before the job, answers by quoting the right page, logs the action and counts it for /metrics', async () => {
    await givePoints(h, user.id, 20);
    const doneBefore = await actionsCounted(quoteTool.name, 'done');
    const { actionId, points } = await ask(h, user, sourceId, 'Why do students confuse the synapse?');
    expect(points).toBe(5);
    expect(await balance(h, user.id)).toBe(15);
    const action = await ended(h, actionId);
    expect(action?.status).toBe('done');
    expect(action?.provider).toBe('local');
    expect(action?.citations.map((c) => c.page)).toEqual([TOPICS.indexOf('synapse') + 1]);
    expect(action?.text).toContain('[p. 23]');
    expect(action?.text).toContain('synapse');
    const [log] = await sql(h, 'select provider, model, passages_used, duration_ms, points from ai_actions where id = ?', [actionId]);
    expect(log).toMatchObject({ provider: 'local', passages_used: 1, points: 5 });
    expect(log.duration_ms).toBeGreaterThanOrEqual(0);
    expect(await actionsCounted(quoteTool.name, 'done')).toBe(doneBefore + 1);
  });

  it('any text is a source: re-indexing replaces its passages, dropping forgets them', async () => {
    const notesId = uuidv7();
    const em = h.platform.orm.em.fork();
    await indexTextSource(em, notesId, [{ pageNumber: 1, text: 'Mitochondria make energy for the cell.' }]);
    expect((await retrieve(em, 'public', [notesId], 'What do mitochondria make?')).map((p) => p.page)).toEqual([1]);
    await indexTextSource(em, notesId, [{ pageNumber: 1, text: 'Ribosomes build proteins.' }, { pageNumber: 2, text: 'Mitochondria make energy.' }]);
    expect((await retrieve(em, 'public', [notesId], 'What do mitochondria make?')).map((p) => p.page)).toEqual([2]);
    await dropTextSource(em, notesId);
    expect(await retrieve(em, 'public', [notesId], 'What do mitochondria make?')).toEqual([]);
  });

  it('says the document does not say when nothing matches', async () => {
    await givePoints(h, user.id, 5);
    const { actionId } = await ask(h, user, sourceId, 'Who won the football world cup?');
    const action = await ended(h, actionId);
    expect(action?.text).toMatch(/^The document does not say/);
    expect(action?.citations).toEqual([]);
  });

  it('charges once for a replayed request key', async () => {
    await givePoints(h, user.id, 5);
    const before = await balance(h, user.id);
    const key = uuidv7();
    const first = await ask(h, user, sourceId, 'What is a vaccine?', key);
    const again = await ask(h, user, sourceId, 'What is a vaccine?', key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balance(h, user.id)).toBe(before - 5);
  });

  it('two concurrent asks with 5 points left charge once and refuse the other', async () => {
    const poor = await signUp(h, 'Pat Poor');
    await givePoints(h, poor.id, 5);
    const results = await Promise.allSettled([ask(h, poor, sourceId, 'What is osmosis?'), ask(h, poor, sourceId, 'What is diffusion?')]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 422, code: 'insufficient_points' });
    expect(await balance(h, poor.id)).toBe(0);
    const [count] = await sql(h, 'select count(*)::int as n from ai_actions where user_id = ?', [poor.id]);
    expect(count.n).toBe(1);
  });

  it('stops at the daily cap per tool', async () => {
    const busy = await signUp(h, 'Bo Busy');
    await givePoints(h, busy.id, 100);
    for (let i = 0; i < 6; i++) await ask(h, busy, sourceId, `What is a fossil? (${i})`);
    await expect(ask(h, busy, sourceId, 'What is a genome?')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(await balance(h, busy.id)).toBe(70);
  });

  it('shows an action to its owner and admins only', async () => {
    await givePoints(h, user.id, 5);
    const { actionId } = await ask(h, user, sourceId, 'What is a neuron?');
    await ended(h, actionId);
    const other = await signUp(h, 'Olga Other');
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    expect((await new Client(h.baseUrl).get(`/api/ai/actions/${actionId}`)).status).toBe(401);
    expect((await other.client.get(`/api/ai/actions/${actionId}`)).status).toBe(404);
    const mine = await user.client.get(`/api/ai/actions/${actionId}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: actionId, status: 'done', provider: 'local', points: 5 });
    expect((await admin.client.get(`/api/ai/actions/${actionId}`)).status).toBe(200);
    expect((await user.client.get('/api/admin/ai/actions')).status).toBe(403);
    const usage = await admin.client.get(`/api/admin/ai/actions?userId=${user.id}`);
    expect(usage.status).toBe(200);
    expect(usage.body.items[0]).toMatchObject({ id: actionId, tool: 'test-quote', provider: 'local', points: 5, passagesUsed: 1 });
  });
});

describe('AI platform through the OpenAI wire format (local test server)', () => {
  let h: Harness;
  let sourceId: string;
  let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestOpenAiServer();
    ({ h, sourceId } = await setUp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' }));
    user = await signUp(h, 'Otto Openai');
  });
  afterAll(async () => {
    await h?.close();
    await server?.close();
  });

  it('streams the answer over server-sent events and keeps only citations of pages it was given', async () => {
    await givePoints(h, user.id, 5);
    const events = await openEvents(h, user.client);
    const { actionId } = await ask(h, user, sourceId, 'What does the chloroplast do?');
    const action = await ended(h, actionId);
    // The stored outcome and its event commit together; the event may reach the stream a moment later.
    const doneEvent = (m: { type: string; data: any }) => m.type === 'ai.status' && m.data.actionId === actionId && m.data.status === 'done';
    await eventually(() => events.messages.some(doneEvent), Boolean);
    await events.close();
    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({ model: 'test-model', stream: true, logprobs: true });
    expect(request.messages[0]!.content).toContain('[p. 3]');
    expect(action?.provider).toBe('openai');
    expect(action?.model).toBe('test-model');
    expect(action?.text).toContain('[p. 3]');
    expect(action?.text).not.toContain('[p. 999]');
    expect(action?.citations.map((c) => c.page)).toContain(3);
    expect(action?.citations.some((c) => c.page === 999)).toBe(false);
    const tokens = events.messages.filter((m) => m.type === 'ai.token' && m.data.actionId === actionId).map((m) => m.data);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.map((t) => t.offset)).toEqual([...tokens.map((t) => t.offset)].sort((a, b) => a - b));
    expect(tokens.map((t) => t.delta).join('')).toContain('[p. 999]'); // streamed raw; the stored answer is checked
    expect(events.messages.some(doneEvent)).toBe(true);
    const [log] = await sql(h, 'select prompt_tokens, completion_tokens from ai_actions where id = ?', [actionId]);
    expect(log.prompt_tokens).toBeGreaterThan(0);
    expect(log.completion_tokens).toBeGreaterThan(0);
  });

  it('a failing provider is retried, then the action fails with a clear message and the points come back once', async () => {
    await givePoints(h, user.id, 5);
    server.behave({ kind: 'fail', status: 500 });
    const before = server.requests.length;
    const { actionId } = await ask(h, user, sourceId, 'What is a ribosome?');
    expect(await balance(h, user.id)).toBe(0);
    const action = await ended(h, actionId, 30_000);
    server.behave({ kind: 'answer' });
    expect(action).toMatchObject({ status: 'failed', refunded: true, error: { code: 'provider_error' } });
    expect(action?.error?.message).toMatch(/Your points were returned/);
    expect(server.requests.length - before).toBe(2);
    expect(await balance(h, user.id)).toBe(5);
    const refunds = await sql(h, "select count(*)::int as n from points_transactions where user_id = ? and type = 'refund'", [user.id]);
    expect(refunds[0].n).toBe(1);
  });

  it('a provider that never answers times out and is refunded, never a hang', async () => {
    await givePoints(h, user.id, 5);
    server.behave({ kind: 'hang' });
    const before = await balance(h, user.id);
    const { actionId } = await ask(h, user, sourceId, 'What is a lysosome?');
    expect(await balance(h, user.id)).toBe(before - 5);
    const action = await ended(h, actionId, 30_000);
    server.behave({ kind: 'answer' });
    expect(action).toMatchObject({ status: 'failed', refunded: true, error: { code: 'provider_timeout' } });
    expect(await balance(h, user.id)).toBe(before);
  });

  it('a refunded action keeps none of the text it streamed before timing out', async () => {
    await givePoints(h, user.id, 5);
    server.answerWith(() => 'The lysosome digests what the cell no longer needs, and much more besides.');
    server.behave({ kind: 'stall', after: 5 });
    const { actionId } = await ask(h, user, sourceId, 'What is a lysosome?');
    const text = async () => (await sql(h, 'select text from ai_actions where id = ?', [actionId]))[0]?.text as string;
    // Readable while it streams...
    expect(await eventually(text, (t) => t.startsWith('The lysosome digests'), 30_000)).toMatch(/^The lysosome digests/);
    const action = await ended(h, actionId, 30_000);
    server.behave({ kind: 'answer' });
    server.answerWith(defaultAnswer);
    // ...and gone once the points are back: the reader sees the error, not the unpaid text.
    expect(action).toMatchObject({ status: 'failed', refunded: true, text: '', error: { code: 'provider_timeout' } });
    expect(await text()).toBe('');
    const read = await user.client.get(`/api/ai/actions/${actionId}`);
    expect(read.body).toMatchObject({ status: 'failed', text: '', error: { code: 'provider_timeout' } });
  });
});
