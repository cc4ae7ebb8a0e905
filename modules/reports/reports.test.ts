// Reports over HTTP on the real database with the documents worker running: who may file and decide them, one open
// report per user and item, the rate limit, and each decision (take down, warn, dismiss) with its effect through the
// owning module and its audit record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDocument as approved } from '../../tests/support/documents.ts';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { uuidv7 } from '../platform/index.ts';

let h: Harness;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue']);
  seller = await signUp(h, 'Sam Seller');
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const approvedDocument = (title: string) => approved(h, { seller, admin }, { title });

/** A public flashcard deck of the seller's, made by hand through the flashcards API. */
async function publicDeck(name: string): Promise<{ id: string; slug: string }> {
  const res = await seller.client.post('/api/flashcards/decks', { name, isPublic: true, cards: [{ front: 'Entropy', back: 'A measure of disorder' }] });
  if (res.status !== 201) throw new Error(`deck: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, slug: res.body.slug };
}

const audit = (reportId: string) => sql(h, 'select admin_id, action, target_type, reason, details from admin_audit_log where target_id = ?', [reportId]);

describe('reports: permissions', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200 on the queue; guests may not file', async () => {
    const user = await signUp(h, 'Una User');
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    const filed = await user.client.post('/api/reports', { targetType: 'deck', targetId: (await publicDeck('Spammy deck')).id, reason: 'spam' });
    expect(filed.status).toBe(201);
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    const guest = new Client(h.baseUrl);
    expect((await guest.post('/api/reports', { targetType: 'deck', targetId: uuidv7(), reason: 'spam' })).status).toBe(401);
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/reports'],
      ['post', `/api/admin/reports/${filed.body.id}/resolve`, { action: 'dismiss', reason: 'Not spam' }],
    ];
    for (const [method, path, body] of routes) {
      const send = (c: Client) => (method === 'get' ? c.get(path) : c.post(path, body));
      expect((await send(guest)).status, `guest ${path}`).toBe(401);
      expect((await send(user.client)).status, `user ${path}`).toBe(403);
      expect((await send(suspended.client)).status, `suspended admin ${path}`).toBe(401);
    }
    expect(await audit(filed.body.id)).toEqual([]);
    for (const [method, path, body] of routes) {
      const answer = method === 'get' ? await admin.client.get(path) : await admin.client.post(path, body);
      expect(answer.status, `admin ${path} ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect(await audit(filed.body.id)).toEqual([
      { admin_id: admin.id, action: 'report.dismissed', target_type: 'report', reason: 'Not spam', details: { targetType: 'deck', targetId: expect.any(String) } },
    ]);
  }, 90_000);
});

describe('reports: filing', () => {
  it('keeps one open report per user and item, refuses your own content and what does not exist', async () => {
    const doc = await approvedDocument('Thermodynamics summary');
    const reader = await signUp(h, 'Rae Reader');
    const first = await reader.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'copyright', details: 'Copied from my textbook' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thanks for letting us know. Our team will review this report.');
    const again = await reader.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reported');
    expect((await seller.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'spam' })).status).toBe(403);
    expect((await reader.client.post('/api/reports', { targetType: 'document', targetId: uuidv7(), reason: 'spam' })).status).toBe(404);
    const bad = await reader.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reason).toEqual(['Please choose a reason']);
    expect((await sql(h, 'select count(*)::int as n from reports where target_id = ?', [doc.id]))[0].n).toBe(1);
  }, 90_000);

  it('limits a user to ten reports an hour', async () => {
    const busy = await signUp(h, 'Busy Reporter');
    const decks = [];
    for (let i = 0; i < 11; i++) decks.push(await publicDeck(`Deck ${i}`));
    for (const deck of decks.slice(0, 10)) expect((await busy.client.post('/api/reports', { targetType: 'deck', targetId: deck.id, reason: 'spam' })).status).toBe(201);
    const limited = await busy.client.post('/api/reports', { targetType: 'deck', targetId: decks[10]!.id, reason: 'spam' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  }, 90_000);
});

describe('reports: decisions', () => {
  it('a report flows to a takedown: the document leaves the site and every open report on it is settled', async () => {
    const doc = await approvedDocument('Stolen lecture notes');
    const [one, two] = [await signUp(h, 'Rep One'), await signUp(h, 'Rep Two')];
    const report = await one.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'copyright', details: 'My own notes, resold' });
    await two.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'copyright' });
    const queue = await admin.client.get('/api/admin/reports?status=open&targetType=document&q=resold');
    expect(queue.body.total).toBe(1);
    expect(queue.body.items[0]).toMatchObject({ id: report.body.id, openOnTarget: 2, target: { title: 'Stolen lecture notes', href: `/documents/${doc.slug}`, ownerName: 'Sam Seller' } });

    const taken = await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { action: 'take-down', reason: 'Copyright claim upheld' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'taken-down', resolutionNote: 'Copyright claim upheld', resolvedBy: { id: admin.id } });
    const [row] = await sql(h, 'select s.name, d.status_reason from documents d join document_statuses s on s.id = d.status_id where d.id = ?', [doc.id]);
    expect(row).toEqual({ name: 'deleted', status_reason: 'Copyright claim upheld' });
    expect((await new Client(h.baseUrl).get(`/api/documents/${doc.slug}`)).status).toBe(404);
    expect((await sql(h, "select count(*)::int as n from reports where target_id = ? and status = 'taken-down'", [doc.id]))[0].n).toBe(2);
    const [entry] = await audit(report.body.id);
    expect(entry).toMatchObject({ admin_id: admin.id, action: 'report.taken-down', reason: 'Copyright claim upheld', details: { targetType: 'document', alsoClosed: [expect.any(String)] } });

    const twice = await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { action: 'dismiss', reason: 'again' });
    expect(twice.status).toBe(409);
    expect((await audit(report.body.id)).length).toBe(1);
  }, 90_000);

  it('takes a reported public deck down: private again, its public page gone', async () => {
    const deck = await publicDeck('Copied glossary');
    const reporter = await signUp(h, 'Dee Reporter');
    const report = await reporter.client.post('/api/reports', { targetType: 'deck', targetId: deck.id, reason: 'copyright' });
    const queue = await admin.client.get('/api/admin/reports?status=open&targetType=deck');
    expect(queue.body.items.find((r: { id: string }) => r.id === report.body.id)).toMatchObject({ target: { title: 'Flashcard deck “Copied glossary”', href: `/flashcards/${deck.slug}` } });
    const taken = await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { action: 'take-down', reason: 'Copied from a paid glossary' });
    expect(taken.status).toBe(200);
    expect((await sql(h, 'select is_public from flashcard_decks where id = ?', [deck.id]))[0].is_public).toBe(false);
    expect((await new Client(h.baseUrl).get(`/api/flashcards/decks/${deck.slug}`)).status).toBe(404);
    expect((await seller.client.get(`/api/flashcards/decks/${deck.slug}`)).status).toBe(200);
  }, 90_000);

  it('takes a public homework question off its page and a review off its document', async () => {
    const reporter = await signUp(h, 'Quinn Reporter');
    const questionId = uuidv7();
    await sql(
      h,
      `insert into homework_questions (id, user_id, question, slug, is_public, status, answer, published_at) values (?, ?, ?, ?, true, 'answered', 'An answer.', now())`,
      [questionId, seller.id, 'Please write my whole essay on entropy for me?', `essay-${questionId.slice(-8)}`],
    );
    const q = await reporter.client.post('/api/reports', { targetType: 'question', targetId: questionId, reason: 'inappropriate' });
    expect((await admin.client.post(`/api/admin/reports/${q.body.id}/resolve`, { action: 'take-down', reason: 'Asks for cheating' })).status).toBe(200);
    expect((await sql(h, 'select is_public from homework_questions where id = ?', [questionId]))[0].is_public).toBe(false);

    const doc = await approvedDocument('Reviewed notes');
    const reviewId = uuidv7();
    await sql(h, 'insert into document_reviews (id, document_id, user_id, rating, comment) values (?, ?, ?, 1, ?)', [reviewId, doc.id, reporter.id, 'The seller lives at 12 Elm St']);
    const r = await seller.client.post('/api/reports', { targetType: 'review', targetId: reviewId, reason: 'harassment' });
    expect(r.status).toBe(201);
    expect((await admin.client.post(`/api/admin/reports/${r.body.id}/resolve`, { action: 'take-down', reason: 'Personal information' })).status).toBe(200);
    expect(await sql(h, 'select id from document_reviews where id = ?', [reviewId])).toEqual([]);
  }, 90_000);

  it('warns the owner by mail and dismisses without touching the item', async () => {
    const doc = await approvedDocument('Borderline notes');
    const [a, b] = [await signUp(h, 'Warn Reporter'), await signUp(h, 'Dismiss Reporter')];
    const warn = await a.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'wrong-information' });
    const dismiss = await b.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'spam' });
    expect((await admin.client.post(`/api/admin/reports/${warn.body.id}/resolve`, { action: 'warn', reason: 'Several formulas are wrong; please fix them.' })).body.status).toBe('warned');
    const [mail] = await sql(h, "select subject, text from mail_outbox where to_address = ? and kind = 'reports.warning'", [seller.email]);
    expect(mail.subject).toBe('A warning about your content on Studyhall');
    expect(mail.text).toContain('Several formulas are wrong; please fix them.');
    expect(mail.text).toContain(`/documents/${doc.slug}`);
    expect((await admin.client.post(`/api/admin/reports/${dismiss.body.id}/resolve`, { action: 'dismiss', reason: 'Not spam' })).body.status).toBe('dismissed');
    expect((await new Client(h.baseUrl).get(`/api/documents/${doc.slug}`)).status).toBe(200);
    const missing = await admin.client.post(`/api/admin/reports/${warn.body.id}/resolve`, { action: 'warn', reason: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.reason).toEqual(['Give a reason']);
  }, 90_000);

  it("warns in the owner's profile language (#30)", async () => {
    const doc = await approvedDocument('Notizen zur Thermodynamik');
    const reporter = await signUp(h, 'Ria Reporter');
    await seller.client.put('/api/account/profile', { fullName: 'Sam Seller', language: 'de' });
    try {
      const report = await reporter.client.post('/api/reports', { targetType: 'document', targetId: doc.id, reason: 'spam' });
      expect((await admin.client.post(`/api/admin/reports/${report.body.id}/resolve`, { action: 'warn', reason: 'Bitte entferne die Werbung.' })).status).toBe(200);
      const [mail] = await sql(h, "select subject, text, html from mail_outbox where to_address = ? and kind = 'reports.warning' order by created_at desc limit 1", [seller.email]);
      expect(mail.subject).toBe('Eine Verwarnung zu deinen Inhalten auf Studyhall');
      expect(mail.text).toContain('Dein Dokument „Notizen zur Thermodynamik“ wurde gemeldet (Spam oder Werbung), und unser Team hat es geprüft.');
      expect(mail.html).toContain('Bitte lies unsere <a href=');
    } finally {
      await seller.client.put('/api/account/profile', { fullName: 'Sam Seller', language: null });
    }
  }, 90_000);
});
