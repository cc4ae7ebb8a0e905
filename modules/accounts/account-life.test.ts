// The account's whole life: a change of email confirmed from the new address (the old one told), the JSON export
// of everything the platform holds, and deletion: personal data erased or anonymised everywhere, sold documents
// still readable by their buyers, nothing left pointing nowhere; and who may call each route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng, textPdf } from '../../tests/e2e/support.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { catalogueModule } from '../catalogue/index.ts';

let h: Harness;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work();
}, 120_000);
afterAll(() => h?.close());

const mails = (to: string, kind: string) => sql(h, 'select * from mail_outbox where to_address = ? and kind = ?', [to, kind]);

describe('changing the email address', () => {
  it('needs the password, mails a link to the new address, and changes nothing until it is opened', async () => {
    const user = await signUp(h, 'Grace Hopper');
    const newEmail = `grace.new.${Date.now()}@example.com`;
    const guest = new Client(h.baseUrl);
    expect((await guest.post('/api/account/email', { newEmail, password: PASSWORD })).status).toBe(401);
    expect((await user.client.post('/api/account/email', { newEmail, password: 'wrong password' })).status).toBe(400);
    expect((await user.client.post('/api/account/email', { newEmail: user.email, password: PASSWORD })).body.error.code).toBe('same_email');
    const other = await signUp(h, 'Other Person');
    expect((await user.client.post('/api/account/email', { newEmail: other.email.toUpperCase(), password: PASSWORD })).status).toBe(409);

    const asked = await user.client.post('/api/account/email', { newEmail, password: PASSWORD });
    expect(asked.status).toBe(200);
    expect((await user.client.get('/api/auth/me')).body.user.email).toBe(user.email);
    const [link] = await mails(newEmail, 'accounts.confirm-email-change');
    expect(link.text).toContain('/auth/confirm-email?token=');
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(link.text)![1]!);

    // Opened anywhere (no session needed), once.
    const confirmed = await guest.post('/api/auth/confirm-email-change', { token });
    expect(confirmed.status).toBe(200);
    expect((await guest.post('/api/auth/confirm-email-change', { token })).body.error.code).toBe('token_invalid');
    expect((await user.client.get('/api/auth/me')).body.user.email).toBe(newEmail);
    const [told] = await mails(user.email, 'accounts.email-changed');
    expect(told.text).toContain(newEmail);
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    // The security notice (through the notifications module) goes to the new address.
    await eventually(() => mails(newEmail, 'notifications.accounts.security-changed'), (m) => m.length === 1);
  }, 60_000);
});

/** A PDF uploaded through the API, processed by the worker and approved by an admin. */
async function approvedUpload(seller: TestUser, admin: TestUser, title: string) {
  const [type] = await sql(h, 'select id from document_types order by slug limit 1');
  const [subject] = await sql(h, 'select id from subjects order by slug limit 1');
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, description: 'Every lecture of the term with worked examples.', documentTypeId: type.id, subjectId: subject.id, pointsPrice: '30' })) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(await textPdf(title, 'entropy and enthalpy', title, 3))], { type: 'application/pdf' }), 'notes.pdf');
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const res = await seller.client.request('POST', '/api/documents', undefined, {
    headers: { 'content-type': encoded.headers.get('content-type')! },
    raw: new Uint8Array(await encoded.arrayBuffer()),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.document.id as string;
  const approved = await eventually(() => admin.client.post(`/api/admin/documents/${id}/approve`), (a) => a.status === 200, 60_000);
  expect(approved.status).toBe(200);
  return { id, slug: res.body.document.slug as string };
}

describe('export and deletion', () => {
  it('exports everything, then deletes: no personal data left, sold documents still open for buyers, no dangling reference', async () => {
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    const seller = await signUp(h, 'Selma Seller');
    const buyer = await signUp(h, 'Bruno Buyer');
    const sold = await approvedUpload(seller, admin, 'Thermodynamics Notes Sold');
    const unsold = await approvedUpload(seller, admin, 'Statistics Notes Unsold');
    const avatar = await seller.client.request('POST', '/api/account/avatar?filename=me.png', undefined, { headers: { 'content-type': 'image/png' }, raw: gradientPng() });
    expect(avatar.status).toBe(200);
    expect((await seller.client.put(`/api/documents/${sold.slug}/bookmark`)).status).toBe(200);
    const grant = await admin.client.post(`/api/admin/users/${buyer.id}/grant-points`, { points: 100, reason: 'test', idempotencyKey: `grant-${buyer.id}` });
    expect(grant.status).toBe(200);
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [sold.id] })).status).toBe(201);
    await eventually(() => sql(h, 'select * from notifications where user_id = ?', [seller.id]), (r) => r.length >= 2);
    // Both indexed for the AI tools, so deletion has their passages to drop.
    await eventually(() => sql(h, 'select source_id from ai_sources where source_id in (?, ?)', [sold.id, unsold.id]), (r) => r.length === 2);

    // What the study tools keep of the seller: a public deck, a paper, a plan with notes.
    const deck = await seller.client.post('/api/flashcards/decks', { name: 'Entropy terms', isPublic: true, cards: [{ front: 'Entropy', back: 'Disorder' }] });
    expect(deck.status).toBe(201);
    expect((await seller.client.post('/api/papers/from-editor', { content: 'My essay on the second law of thermodynamics.' })).status).toBe(201);
    const plan = await seller.client.post('/api/test-prep/plans', { name: 'Finals' });
    expect(plan.status).toBe(201);
    const notes = await seller.client.post(`/api/test-prep/plans/${plan.body.id}/notes`, { title: 'Lecture 1', text: 'Entropy measures disorder. Heat flows from hot to cold. '.repeat(5) });
    expect(notes.status).toBe(201);

    const exported = await seller.client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="studyhall-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(exported.body.accounts.profile.email).toBe(seller.email);
    expect(exported.body.documents.uploads.map((u: any) => u.title).sort()).toEqual(['Statistics Notes Unsold', 'Thermodynamics Notes Sold']);
    expect(exported.body.documents.bookmarks).toHaveLength(1);
    expect(exported.body.wallet.sales).toHaveLength(1);
    expect(exported.body.notifications.length).toBeGreaterThanOrEqual(2);
    for (const key of ['payments', 'ai', 'docchat', 'homework', 'content', 'integrity', 'reports', 'subscriptions']) expect(exported.body).toHaveProperty(key);
    expect(exported.body.flashcards.decks.map((d: any) => [d.name, d.cards.length])).toEqual([['Entropy terms', 1]]);
    expect(exported.body.papers.map((p: any) => p.content)).toEqual(['My essay on the second law of thermodynamics.']);
    expect(exported.body.testprep.notes.map((n: any) => n.title)).toEqual(['Lecture 1']);

    // Re-authentication first: a wrong password deletes nothing.
    expect((await seller.client.request('DELETE', '/api/account', { password: 'wrong password' })).status).toBe(400);
    expect((await seller.client.get('/api/auth/me')).status).toBe(200);
    const deleted = await seller.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await seller.client.get('/api/auth/me')).status).toBe(401);

    // No table of ours holds the address or the name any more.
    const tables = await sql(h, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const holding: string[] = [];
    for (const { table_name } of tables) {
      const [hit] = await sql(h, `select count(*)::int as n from "${table_name}" t where t::text ilike ? or t::text ilike ?`, [`%${seller.email}%`, '%Selma Seller%']);
      if (hit.n > 0) holding.push(table_name);
    }
    expect(holding).toEqual([]);
    for (const [table, column] of [['flashcard_decks', 'user_id'], ['papers', 'user_id'], ['testprep_plans', 'user_id'], ['testprep_notes', 'user_id']]) {
      expect(await sql(h, `select 1 from ${table} where ${column} = ?`, [seller.id]), table).toEqual([]);
    }
    expect(await sql(h, 'select 1 from ai_sources where source_id = ?', [deck.body.id])).toEqual([]);
    const [row] = await sql(h, 'select email, full_name, status, deleted_at, avatar_url, password_hash from users where id = ?', [seller.id]);
    expect(row).toMatchObject({ email: `deleted-${seller.id}@deleted.invalid`, full_name: 'Deleted user', status: 'suspended', avatar_url: null, password_hash: null });
    expect(row.deleted_at).not.toBeNull();
    // (After the scan: a sign-in attempt with the old address counts in a rate-limit bucket named by it, as any would.)
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: seller.email, password: PASSWORD })).status).toBe(401);

    // The sold document: off every listing, still the buyer's; the unsold one is gone with its files.
    expect((await new Client(h.baseUrl).get(`/api/documents/${sold.slug}`)).status).toBe(404);
    expect((await buyer.client.get(`/api/documents/${sold.slug}/file`)).status).toBe(200);
    const page = await buyer.client.get(`/api/documents/${sold.slug}`);
    expect([page.status, page.body.user.fullName]).toEqual([200, 'Deleted user']);
    expect(await sql(h, 'select id from documents where id = ?', [unsold.id])).toEqual([]);
    expect((await h.platform.storage.exists('document-originals', `${seller.id}/${unsold.id}/original.pdf`))).toBe(false);

    // Records without a foreign key still find what they name.
    const dangling = () => sql(
      h,
      `select 'user_documents' as t, count(*)::int as n from user_documents u where not exists (select 1 from documents d where d.id = u.document_id)
       union all select 'points_transactions', count(*)::int from points_transactions p where not exists (select 1 from users x where x.id = p.user_id)
       union all select 'ai_sources', count(*)::int from ai_sources s where not exists (select 1 from documents d where d.id = s.source_id)`,
    );
    // (The AI index lets go of erased documents on `documents.erased`, just after the deletion.)
    expect((await eventually(dangling, (list) => list.every((d) => d.n === 0))).filter((d) => d.n > 0)).toEqual([]);
  }, 180_000);
});

describe('who may delete whom', () => {
  it('guests 401, another user 403, an admin may delete anyone (with their own password), suspended 401, the owner with the legacy call', async () => {
    const owner = await signUp(h, 'Olive Owner');
    const other = await signUp(h, 'Otto Other');
    const admin = await signUp(h, 'Anna Admin', { admin: true });
    const suspended = await signUp(h, 'Sam Suspended');
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    const guest = new Client(h.baseUrl);

    expect((await guest.request('DELETE', `/api/users/${owner.id}`, { password: PASSWORD })).status).toBe(401);
    expect((await guest.request('DELETE', '/api/account', { password: PASSWORD })).status).toBe(401);
    expect((await guest.get('/api/account/export')).status).toBe(401);
    expect((await suspended.client.request('DELETE', `/api/users/${suspended.id}`, { password: PASSWORD })).status).toBe(401);
    const refused = await other.client.request('DELETE', `/api/users/${owner.id}`, { password: PASSWORD });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);

    // An admin acts on a deletion request: their own password, not the owner's.
    expect((await admin.client.request('DELETE', `/api/users/${other.id}`, { password: 'not mine' })).status).toBe(400);
    expect((await admin.client.request('DELETE', `/api/users/${other.id}`, { password: PASSWORD })).status).toBe(200);
    expect((await other.client.get('/api/auth/me')).status).toBe(401);
    expect((await admin.client.get('/api/auth/me')).status).toBe(200);
    expect((await admin.client.request('DELETE', `/api/users/${other.id}`, { password: PASSWORD })).status).toBe(404);

    expect((await owner.client.request('DELETE', `/api/users/${owner.id}`, { password: PASSWORD })).status).toBe(200);
    expect((await sql(h, 'select deleted_at from users where id = ?', [owner.id]))[0].deleted_at).not.toBeNull();
  }, 60_000);
});
