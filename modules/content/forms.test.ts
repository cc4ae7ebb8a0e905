// The scholarship and legal-notice forms over HTTP on the real database: anyone may send them, the admin queues
// answer active admins only, each form is rate limited and has a honeypot, each state change and action is
// audited, and a takedown notice takes the document down through the documents module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDocument } from '../../tests/support/documents.ts';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { catalogueModule } from '../catalogue/index.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue']);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const essay = Array.from({ length: 250 }, (_, i) => `word${i}`).join(' ');
const application = { name: 'Grace Hopper', email: 'grace@example.com', university: 'Yale University', course: 'Mathematics', essay };
const takedown = {
  kind: 'takedown',
  name: 'Pat Publisher',
  email: 'rights@publisher.example',
  concerns: 'https://studyhall.example/documents/some-document',
  claim: 'This document copies chapter 3 of our textbook word for word.',
  goodFaith: true,
};
const outbox = (kind: string) => sql(h, 'select to_address, subject, text from mail_outbox where kind = ? order by created_at', [kind]);
const audit = (id: string) => sql(h, 'select admin_id, action, target_type, reason, details from admin_audit_log where target_id = ? order by created_at', [id]);
const reset = () => sql(h, 'delete from rate_limit_buckets; delete from mail_outbox');

describe('forms: permissions', () => {
  it('lets anyone send the forms, and answers guests 401, users 403, suspended admins 401 and admins 200 on the queues', async () => {
    await reset();
    const guest = new Client(h.baseUrl);
    expect((await guest.post('/api/content/scholarships/apply', application)).status).toBe(202);
    const user = await signUp(h, 'Una User');
    expect((await user.client.post('/api/content/legal-notices', takedown)).status).toBe(202);
    const [app] = await sql(h, 'select id from scholarship_applications');
    const [notice] = await sql(h, 'select id from legal_notices');
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/scholarships'],
      ['post', `/api/admin/scholarships/${app.id}/status`, { status: 'shortlisted', reason: 'Strong essay' }],
      ['get', '/api/admin/legal-notices'],
      ['post', `/api/admin/legal-notices/${notice.id}/actions`, { action: 'status', status: 'reviewing', reason: 'Checking the claim' }],
    ];
    for (const [method, path, body] of routes) {
      const send = (c: Client) => (method === 'get' ? c.get(path) : c.post(path, body));
      expect((await send(guest)).status, `guest ${path}`).toBe(401);
      expect((await send(user.client)).status, `user ${path}`).toBe(403);
      expect((await send(suspended.client)).status, `suspended admin ${path}`).toBe(401);
    }
    expect(await audit(app.id)).toEqual([]);
    for (const [method, path, body] of routes) {
      const answer = method === 'get' ? await admin.client.get(path) : await admin.client.post(path, body);
      expect(answer.status, `admin ${path} ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect(await audit(app.id)).toEqual([
      { admin_id: admin.id, action: 'scholarship.status-changed', target_type: 'scholarship-application', reason: 'Strong essay', details: { from: 'new', to: 'shortlisted' } },
    ]);
    expect(await audit(notice.id)).toEqual([
      { admin_id: admin.id, action: 'legal-notice.status-changed', target_type: 'legal-notice', reason: 'Checking the claim', details: { from: 'received', to: 'reviewing' } },
    ]);
  }, 90_000);
});

describe('scholarships', () => {
  it('keeps the application, mails a receipt, and lists it for the admin', async () => {
    await reset();
    const res = await new Client(h.baseUrl).post('/api/content/scholarships/apply', { ...application, email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(res.status).toBe(202);
    const [receipt] = await outbox('content.scholarship-receipt');
    expect(receipt).toMatchObject({ to_address: 'ada@example.com', subject: 'We received your scholarship application' });
    expect(receipt.text).toContain('250 words');
    const list = await admin.client.get('/api/admin/scholarships?q=lovelace');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ name: 'Ada Lovelace', status: 'new', words: 250, university: 'Yale University' });
  });

  it('refuses an essay outside 200 to 1000 words, naming the field', async () => {
    const short = await new Client(h.baseUrl).post('/api/content/scholarships/apply', { ...application, essay: 'Too short.' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.essay).toEqual(['Your essay needs at least 200 words']);
    const long = await new Client(h.baseUrl).post('/api/content/scholarships/apply', { ...application, essay: `${essay} `.repeat(5) });
    expect(long.body.error.fields.essay).toEqual(['Keep your essay under 1000 words']);
  });

  it('drops an application whose honeypot is filled, answering as usual', async () => {
    await reset();
    const before = (await sql(h, 'select count(*)::int as n from scholarship_applications'))[0].n;
    const res = await new Client(h.baseUrl).post('/api/content/scholarships/apply', { ...application, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect((await sql(h, 'select count(*)::int as n from scholarship_applications'))[0].n).toBe(before);
    expect(await outbox('content.scholarship-receipt')).toHaveLength(0);
  });

  it('limits one email to three applications an hour', async () => {
    await reset();
    const client = new Client(h.baseUrl);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/content/scholarships/apply', application)).status).toBe(202);
    const fourth = await client.post('/api/content/scholarships/apply', application);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toContain('wait a little');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('awards and declines with the reason audited, and refuses the same state twice', async () => {
    const [app] = await sql(h, "select id from scholarship_applications where status = 'new' limit 1");
    const path = `/api/admin/scholarships/${app.id}/status`;
    expect((await admin.client.post(path, { status: 'awarded', reason: '' })).status).toBe(400);
    const awarded = await admin.client.post(path, { status: 'awarded', reason: 'Best essay of the term' });
    expect(awarded.body.status).toBe('awarded');
    expect((await admin.client.post(path, { status: 'awarded', reason: 'Again' })).status).toBe(409);
    expect((await admin.client.post(path, { status: 'declined', reason: 'Not enrolled' })).body.status).toBe('declined');
    expect((await audit(app.id)).map((a) => [a.reason, a.details])).toEqual([
      ['Best essay of the term', { from: 'new', to: 'awarded' }],
      ['Not enrolled', { from: 'awarded', to: 'declined' }],
    ]);
  });
});

describe('legal notices', () => {
  it('requires the good-faith statement on a takedown notice but not on a complaint', async () => {
    await reset();
    const guest = new Client(h.baseUrl);
    const bad = await guest.post('/api/content/legal-notices', { ...takedown, goodFaith: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.goodFaith).toEqual(['Please confirm the good-faith statement']);
    const complaint = await guest.post('/api/content/legal-notices', { ...takedown, kind: 'complaint', goodFaith: false });
    expect(complaint.status).toBe(202);
    const [receipt] = await outbox('content.legal-notice-receipt');
    expect(receipt).toMatchObject({ to_address: 'rights@publisher.example', subject: 'We received your complaint' });
  });

  it('drops a notice whose honeypot is filled and limits one email to three an hour', async () => {
    await reset();
    const client = new Client(h.baseUrl);
    const before = (await sql(h, 'select count(*)::int as n from legal_notices'))[0].n;
    expect((await client.post('/api/content/legal-notices', { ...takedown, website: 'x' })).status).toBe(202);
    expect((await sql(h, 'select count(*)::int as n from legal_notices'))[0].n).toBe(before);
    await reset();
    for (let i = 0; i < 3; i++) expect((await client.post('/api/content/legal-notices', takedown)).status).toBe(202);
    expect((await client.post('/api/content/legal-notices', takedown)).status).toBe(429);
  });

  it('takes the document a notice names down, marks the notice actioned and audits it; a reply goes by mail', async () => {
    const seller = await signUp(h, 'Sam Seller');
    const doc = await approvedDocument(h, { seller, admin }, { title: 'Copied chapter' });
    await reset();
    const sent = await new Client(h.baseUrl).post('/api/content/legal-notices', { ...takedown, email: 'owner@publisher.example', concerns: `https://studyhall.example/documents/${doc.slug}` });
    expect(sent.status).toBe(202);
    const [notice] = await sql(h, "select id from legal_notices where email = 'owner@publisher.example'");
    const path = `/api/admin/legal-notices/${notice.id}/actions`;
    const missing = await admin.client.post(path, { action: 'take-down', document: '/documents/no-such-thing', reason: 'Copyright' });
    expect(missing.status).toBe(422);
    const done = await admin.client.post(path, { action: 'take-down', document: `https://studyhall.example/documents/${doc.slug}?page=2`, reason: 'Copies a textbook' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'actioned', documentId: doc.id });
    const [row] = await sql(h, 'select s.name, d.status_reason from documents d join document_statuses s on s.id = d.status_id where d.id = ?', [doc.id]);
    expect(row).toEqual({ name: 'deleted', status_reason: 'Copies a textbook' });
    expect((await new Client(h.baseUrl).get(`/api/documents/${doc.slug}`)).status).toBe(404);
    const replied = await admin.client.post(path, { action: 'reply', message: 'We took the document down. Thank you.' });
    expect(replied.status).toBe(200);
    const [reply] = await outbox('content.legal-notice-reply');
    expect(reply).toMatchObject({ to_address: 'owner@publisher.example', subject: 'About your notice and takedown request' });
    expect((await audit(notice.id)).map((a) => [a.action, a.reason])).toEqual([
      ['legal-notice.taken-down', 'Copies a textbook'],
      ['legal-notice.replied', 'Replied by mail'],
    ]);
    expect((await admin.client.get('/api/admin/legal-notices?status=actioned&kind=takedown')).body.items.map((n: { id: string }) => n.id)).toEqual([notice.id]);
  }, 90_000);
});
