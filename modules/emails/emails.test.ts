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
