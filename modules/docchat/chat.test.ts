// Document Chat on the real database, queue and upload pipeline: a 40-page PDF uploaded privately, answered with the
// right page citations by the local provider and through the OpenAI wire format (streamed, local test server); the
// spec's price over a 12-question chat; two concurrent asks with 5 points; who may use every route.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, ended, givePoints, pageOf, topicPdf } from '../../tests/support/ai-support.ts';
import { Client, eventually, type Harness, openEvents, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { bootChatHarness, postForm, processed, uploadForChat } from './harness.testing.ts';

async function newChat(h: Harness, user: TestUser, pages = 40) {
  const res = await uploadForChat(h, user, await topicPdf(pages));
  expect(res.status).toBe(201);
  await processed(h, res.body.document.id);
  return res.body as { id: string; document: { id: string } };
}

async function askAndWait(h: Harness, user: TestUser, chatId: string, question: string) {
  const res = await user.client.post(`/api/document-chats/${chatId}/messages`, { question });
  expect(res.status).toBe(202);
  return { res, answer: await ended(h, res.body.message.answer.id) };
}

describe('Document Chat with the local provider', () => {
  let h: Harness;
  let owner: TestUser;
  let chat: { id: string; document: { id: string } };
  beforeAll(async () => {
    h = await bootChatHarness();
    owner = await signUp(h, 'Olive Owner');
    chat = await newChat(h, owner);
  });
  afterAll(() => h?.close());

  it('keeps the upload private: never in the library, the catalogue or moderation', async () => {
    const [doc] = await sql(h, 'select private, status_id, subject_id from documents where id = ?', [chat.document.id]);
    expect(doc).toMatchObject({ private: true, subject_id: null });
    expect((await owner.client.get('/api/library?tab=uploads')).body.total).toBe(0);
    expect((await owner.client.get('/api/seller/documents')).body.total).toBe(0);
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    const pending = await admin.client.get('/api/admin/documents?status=pending');
    expect(pending.body.items.map((d: any) => d.id)).not.toContain(chat.document.id);
  });

  it('opens with suggested questions and answers a 40-page PDF with the right page citations', async () => {
    const opened = await owner.client.get(`/api/document-chats/${chat.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ provider: 'local', nextCost: 5, messages: [], document: { pageCount: 40, processing: 'ready', private: true } });
    expect(opened.body.suggestions.length).toBeGreaterThan(0);
    await givePoints(h, owner.id, 20);
    for (const topic of ['synapse', 'homeostasis', 'ribosome'] as const) {
      const { answer } = await askAndWait(h, owner, chat.id, `Why do students confuse the ${topic}?`);
      expect(answer?.status).toBe('done');
      expect(answer?.citations.map((c) => c.page)).toEqual([pageOf(topic)]);
      expect(answer?.text).toContain(`[p. ${pageOf(topic)}]`);
    }
    const page = await owner.client.get(`/api/document-chats/${chat.id}/pages/${pageOf('synapse')}`);
    expect(page.status).toBe(200);
    expect(page.body.text).toContain('synapse');
  });

  it('charges exactly per the rule over a 12-question chat (5, plus 2 per 5 already asked)', async () => {
    const user = await signUp(h, 'Cara Counter');
    const twelve = await newChat(h, user, 12);
    await givePoints(h, user.id, 100);
    const charged: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await user.client.post(`/api/document-chats/${twelve.id}/messages`, { question: `What is the vacuole? (${i})` });
      expect(res.status).toBe(202);
      charged.push(res.body.points);
    }
    expect(charged).toEqual([5, 5, 5, 5, 5, 7, 7, 7, 7, 7, 9, 9]);
    expect(await balance(h, user.id)).toBe(100 - 78);
    const ledger = await sql(h, "select amount from points_transactions where user_id = ? and type = 'document_chat' order by created_at", [user.id]);
    expect(ledger.map((r) => Number(r.amount))).toEqual(charged.map((p) => -p));
    const after = await user.client.get(`/api/document-chats/${twelve.id}`);
    expect(after.body).toMatchObject({ messageCount: 12, nextCost: 9 });
    expect(after.body.messages).toHaveLength(12);
  });

  it('two concurrent asks with 5 points left charge once and refuse the other with a link-worthy code', async () => {
    const user = await signUp(h, 'Pia Poor');
    const poor = await newChat(h, user, 3);
    await givePoints(h, user.id, 5);
    const answers = await Promise.all([
      user.client.post(`/api/document-chats/${poor.id}/messages`, { question: 'What is the ribosome?' }),
      user.client.post(`/api/document-chats/${poor.id}/messages`, { question: 'What is the nucleus?' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 422]);
    expect(answers.find((a) => a.status === 422)!.body.error).toMatchObject({ code: 'insufficient_points', message: 'insufficient points' });
    expect(await balance(h, user.id)).toBe(0);
    expect((await user.client.get(`/api/document-chats/${poor.id}`)).body.messageCount).toBe(1);
  });

  it('renames and deletes a chat, and keeps the list', async () => {
    const user = await signUp(h, 'Rae Renamer');
    const mine = await newChat(h, user, 2);
    const renamed = await user.client.patch(`/api/document-chats/${mine.id}`, { title: 'Cell biology revision' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Cell biology revision');
    const list = await user.client.get('/api/document-chats');
    expect(list.body.items.map((c: any) => c.title)).toEqual(['Cell biology revision']);
    expect((await user.client.delete(`/api/document-chats/${mine.id}`)).status).toBe(200);
    expect((await user.client.get('/api/document-chats')).body.total).toBe(0);
    expect((await user.client.get(`/api/document-chats/${mine.id}`)).status).toBe(404);
  });

  it('lets only the owner use a chat: guest 401, other user and admin 404, suspended 401', async () => {
    const other = await signUp(h, 'Otto Other');
    const admin = await signUp(h, 'Adam Admin', { admin: true });
    const guest = new Client(h.baseUrl);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/document-chats/${chat.id}`],
      ['PATCH', `/api/document-chats/${chat.id}`, { title: 'Mine now' }],
      ['POST', `/api/document-chats/${chat.id}/messages`, { question: 'What is the ribosome?' }],
      ['GET', `/api/document-chats/${chat.id}/pages/1`],
      ['DELETE', `/api/document-chats/${chat.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await guest.request(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
      expect((await other.client.request(method, path, body)).status, `other ${method} ${path}`).toBe(404);
      expect((await admin.client.request(method, path, body)).status, `admin ${method} ${path}`).toBe(404);
    }
    expect((await guest.get('/api/document-chats')).status).toBe(401);
    expect((await guest.post('/api/document-chats', { documentId: chat.document.id })).status).toBe(401);
    expect((await uploadForChat(h, { ...other, client: guest } as TestUser, await topicPdf(1))).status).toBe(401);
    // Someone else's private upload cannot be chatted with, whoever asks.
    expect((await other.client.post('/api/document-chats', { documentId: chat.document.id })).status).toBe(403);
    expect((await admin.client.post('/api/document-chats', { documentId: chat.document.id })).status).toBe(403);
    expect((await other.client.get('/api/document-chats')).body.total).toBe(0);
    expect((await owner.client.get(`/api/document-chats/${chat.id}`)).status).toBe(200);

    const suspended = await signUp(h, 'Sue Suspended');
    const theirs = await newChat(h, suspended, 1);
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    expect((await suspended.client.get(`/api/document-chats/${theirs.id}`)).status).toBe(401);
    expect((await suspended.client.get('/api/document-chats')).status).toBe(401);
  });

  it('chats with a marketplace document the user bought, not one they did not', async () => {
    const seller = await signUp(h, 'Sam Seller');
    const buyer = await signUp(h, 'Bea Buyer');
    const stranger = await signUp(h, 'Stan Stranger');
    const admin = await signUp(h, 'Ari Admin', { admin: true });
    const [type] = await sql(h, 'select id from document_types limit 1');
    const [subject] = await sql(h, 'select id from subjects limit 1');
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'Cell biology notes', description: 'Forty pages of cell biology notes.', documentTypeId: type.id, subjectId: subject.id, pointsPrice: '10' })) form.set(k, v);
    form.set('file', new Blob([(await topicPdf(5)) as BlobPart], { type: 'application/pdf' }), 'cells.pdf');
    const uploaded = await postForm(h, seller, '/api/documents', form);
    expect(uploaded.status).toBe(201);
    const documentId = uploaded.body.document.id;
    await processed(h, documentId);
    expect((await admin.client.post(`/api/admin/documents/${documentId}/approve`, {})).status).toBe(200);
    await givePoints(h, buyer.id, 10);
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [documentId] })).status).toBe(201);

    expect((await stranger.client.post('/api/document-chats', { documentId })).status).toBe(403);
    const sellers = await seller.client.post('/api/document-chats', { documentId });
    expect(sellers.status).toBe(201);
    const bought = await buyer.client.post('/api/document-chats', { documentId });
    expect(bought.status).toBe(201);
    expect(bought.body.document).toMatchObject({ private: false, processing: 'ready' });
    await givePoints(h, buyer.id, 5);
    const { answer } = await askAndWait(h, buyer, bought.body.id, 'What is the chloroplast?');
    expect(answer?.citations.map((c) => c.page)).toEqual([pageOf('chloroplast')]);
  });
});

describe('Document Chat through the OpenAI wire format (local test server, streamed)', () => {
  let h: Harness;
  let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
  beforeAll(async () => {
    server = await startTestOpenAiServer();
    h = await bootChatHarness({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await h?.close();
    await server?.close();
  });

  it('gives the model the retrieved pages, streams its answer and keeps only citations of pages it was given', async () => {
    const owner = await signUp(h, 'Ola Openai');
    const chat = await newChat(h, owner);
    await givePoints(h, owner.id, 5);
    // The model answers about the best passage it was given, and invents a page.
    server.answerWith((r) => {
      const first = /^\[p\. (\d+)\]$/m.exec(r.messages[0]!.content)?.[1];
      return `The answer is on page ${first} [p. ${first}], not [p. 77].`;
    });
    const events = await openEvents(h, owner.client);
    const { answer } = await askAndWait(h, owner, chat.id, 'Why do students confuse the antibody?');
    await eventually(() => events.messages.some((m) => m.type === 'ai.status' && m.data.actionId === answer?.id && m.data.status === 'done'), Boolean);
    await events.close();
    expect(server.requests.at(-1)!.messages[0]!.content).toContain(`[p. ${pageOf('antibody')}]`);
    expect(answer).toMatchObject({ status: 'done', provider: 'openai', model: 'test-model' });
    expect(answer?.citations.map((c) => c.page)).toEqual([pageOf('antibody')]);
    expect(answer?.text).toBe(`The answer is on page ${pageOf('antibody')} [p. ${pageOf('antibody')}], not.`);
    const streamed = events.messages.filter((m) => m.type === 'ai.token' && m.data.actionId === answer!.id);
    expect(streamed.length).toBeGreaterThan(0);
    expect(streamed.map((m) => m.data.delta).join('')).toBe(`The answer is on page ${pageOf('antibody')} [p. ${pageOf('antibody')}], not [p. 77].`);
    expect((await owner.client.get(`/api/document-chats/${chat.id}`)).body.provider).toBe('openai');
  });

  it('a failed provider call refunds once and says so', async () => {
    const owner = await signUp(h, 'Fay Failed');
    const chat = await newChat(h, owner, 2);
    await givePoints(h, owner.id, 5);
    server.behave({ kind: 'fail', status: 503 });
    const { answer } = await askAndWait(h, owner, chat.id, 'What is the ribosome?');
    server.behave({ kind: 'answer' });
    expect(answer).toMatchObject({ status: 'failed', refunded: true });
    expect(answer?.error?.message).toMatch(/Your points were returned/);
    expect(await balance(h, owner.id)).toBe(5);
    const refunds = await sql(h, "select count(*)::int as n from points_transactions where user_id = ? and type = 'refund'", [owner.id]);
    expect(refunds[0].n).toBe(1);
  });
});
