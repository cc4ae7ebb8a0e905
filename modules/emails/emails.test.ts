// The admin Emails API on the real database: who may call it, searching the outbox, reading one message, and a
// resend queuing a copy with its audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootHarness();
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

describe('admin emails', () => {
  it('answers guests 401, users 403, suspended admins 401; admins search, read and resend (audited)', async () => {
    const user = await signUp(h, 'Una User');
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    const found = await admin.client.get(`/api/admin/emails?q=${encodeURIComponent(user.email)}&kind=accounts.verify-email`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    const mail = found.body.items[0];
    expect(mail).toMatchObject({ to: user.email, kind: 'accounts.verify-email' });
    expect(mail.text).toBeUndefined();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/emails'],
      ['GET', `/api/admin/emails/${mail.id}`],
      ['POST', `/api/admin/emails/${mail.id}/resend`, { reason: 'User never got it' }],
    ];
    const guest = new Client(h.baseUrl);
    for (const [method, path, body] of routes) {
      expect((await guest.request(method, path, body)).status, `guest ${path}`).toBe(401);
      expect((await user.client.request(method, path, body)).status, `user ${path}`).toBe(403);
      expect((await suspended.client.request(method, path, body)).status, `suspended ${path}`).toBe(401);
    }
    const detail = await admin.client.get(`/api/admin/emails/${mail.id}`);
    expect(detail.body.text).toContain('token=');
    expect(detail.body.html).toContain('<');
    const resent = await admin.client.post(`/api/admin/emails/${mail.id}/resend`, { reason: 'User never got it' });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ to: user.email, subject: mail.subject, kind: 'accounts.verify-email' });
    expect(resent.body.id).not.toBe(mail.id);
    expect((await admin.client.get(`/api/admin/emails?q=${encodeURIComponent(user.email)}`)).body.total).toBe(2);
    expect(await sql(h, "select admin_id, target_type, reason, details from admin_audit_log where action = 'emails.resent'")).toEqual([
      { admin_id: admin.id, target_type: 'mail', reason: 'User never got it', details: { copyId: resent.body.id, to: user.email } },
    ]);
    expect((await admin.client.post(`/api/admin/emails/${mail.id}/resend`, { reason: '' })).status).toBe(400);
  });
});

describe('mailed links in the outbox', () => {
  const tokensOf = (body: string) => [...body.matchAll(/token=([A-Za-z0-9_%.-]+)/g)].map((m) => m[1]!);

  it('are shown and resent to admins without their tokens; the stored message keeps a link that still works', async () => {
    const user = await signUp(h, 'Rita Reset');
    expect((await new Client(h.baseUrl).post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const newEmail = `rita.new.${Date.now().toString(36)}@example.com`;
    expect((await user.client.post('/api/account/email', { newEmail, password: 'correct horse battery' })).status).toBe(200);
    const mails = await sql(h, 'select id, kind, text, html from mail_outbox where to_address in (?, ?) order by created_at', [user.email, newEmail]);
    expect(mails.map((m) => m.kind)).toEqual(['accounts.verify-email', 'accounts.reset-password', 'accounts.confirm-email-change']);

    for (const mail of mails) {
      const live = [...tokensOf(mail.text), ...tokensOf(mail.html)];
      expect(live.length, mail.kind).toBeGreaterThan(0);
      const shown = await admin.client.get(`/api/admin/emails/${mail.id}`);
      const resent = await admin.client.post(`/api/admin/emails/${mail.id}/resend`, { reason: 'Never arrived' });
      expect(resent.status).toBe(201);
      for (const answer of [shown, resent]) {
        for (const token of live) expect(answer.text, mail.kind).not.toContain(token);
        expect(tokensOf(answer.body.text)).toEqual(['hidden']);
        expect(answer.body.html).toContain('token=hidden');
      }
      const [copy] = await sql(h, 'select text from mail_outbox where id = ?', [resent.body.id]);
      expect(tokensOf(copy.text), 'the copy the owner receives').toEqual(tokensOf(mail.text));
    }
    const reset = mails.find((m) => m.kind === 'accounts.reset-password')!;
    const token = decodeURIComponent(tokensOf(reset.text)[0]!);
    const used = await new Client(h.baseUrl).post('/api/auth/reset-password', { token, password: 'a new password 1', confirmPassword: 'a new password 1' });
    expect(used.status).toBe(200);
  });
});
