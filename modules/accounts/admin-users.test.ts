// The admin Users API and the audit log over HTTP on the real database (the wallet and documents plugged in by the
// registry): who may call it, what each action changes and records, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAccounts, Client, type Harness, signedInUser, sql } from './harness.testing.ts';

let h: Harness;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  h = await bootAccounts();
  admin = await signedInUser(h, { role: 'admin', fullName: 'Ada Admin' });
});
afterAll(() => h?.close());

const audit = (targetId: string) =>
  sql(h, 'select admin_id, action, reason, details from admin_audit_log where target_id = ? order by created_at, id', [targetId]);

describe('admin users: permissions', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200 on every route', async () => {
    const user = await signedInUser(h, { fullName: 'Una User' });
    const other = await signedInUser(h, { role: 'admin', fullName: 'Sus Admin' });
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/users'],
      ['get', `/api/admin/users/${user.id}`],
      ['get', '/api/admin/audit-log'],
      ['post', `/api/admin/users/${user.id}/suspend`, { reason: 'spam' }],
      ['post', `/api/admin/users/${user.id}/reinstate`, { reason: 'ok' }],
      ['post', `/api/admin/users/${user.id}/role`, { role: 'admin', reason: 'x' }],
      ['post', `/api/admin/users/${user.id}/end-sessions`, { reason: 'x' }],
      ['post', `/api/admin/users/${user.id}/grant-points`, { points: 5, reason: 'x', idempotencyKey: 'perm-key-1' }],
    ];
    await sql(h, "update users set status = 'suspended' where id = ?", [other.id]);
    for (const [method, path, body] of routes) {
      const guest = await fetch(h.baseUrl + path, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: body ? '{}' : undefined });
      expect(guest.status, `guest ${path}`).toBe(401);
      const asUser = method === 'get' ? await user.client.get(path) : await user.client.post(path, {});
      expect(asUser.status, `user ${path}`).toBe(403);
      const asSuspended = method === 'get' ? await other.client.get(path) : await other.client.post(path, body);
      expect(asSuspended.status, `suspended admin ${path}`).toBe(401);
    }
    expect((await audit(user.id)).length).toBe(0);
    // The user's own session ends with the suspension, so it is the last action they see as 403.
    for (const [method, path, body] of routes) {
      const answer = method === 'get' ? await admin.client.get(path) : await admin.client.post(path, body);
      expect(answer.status, `admin ${path} ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect((await audit(user.id)).map((a) => a.action)).toEqual([
      'user.suspended', 'user.reinstated', 'user.role-changed', 'user.sessions-ended', 'user.points-granted',
    ]);
  });
});

describe('admin users: actions', () => {
  it('suspends with a reason: the audit entry is written and the user is signed out at once', async () => {
    const user = await signedInUser(h, { fullName: 'Sam Suspend' });
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
    const res = await admin.client.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Selling stolen notes' });
    expect(res.status).toBe(200);
    expect(res.body.user.status).toBe('suspended');
    expect(res.body.sessions).toEqual([]);
    expect(res.body.audit[0]).toMatchObject({ action: 'user.suspended', reason: 'Selling stolen notes', admin: { id: admin.id } });
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    expect(await audit(user.id)).toEqual([{ admin_id: admin.id, action: 'user.suspended', reason: 'Selling stolen notes', details: { sessionsEnded: 1 } }]);
    const again = await admin.client.post(`/api/admin/users/${user.id}/suspend`, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect((await audit(user.id)).length).toBe(1);
  });

  it('requires a reason for every change', async () => {
    const user = await signedInUser(h);
    const res = await admin.client.post(`/api/admin/users/${user.id}/suspend`, { reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.reason).toBeDefined();
    expect((await audit(user.id)).length).toBe(0);
  });

  it('reinstates, changes role and ends sessions, each with its audit record', async () => {
    const user = await signedInUser(h, { fullName: 'Rita Role' });
    await admin.client.post(`/api/admin/users/${user.id}/suspend`, { reason: 'check' });
    const back = await admin.client.post(`/api/admin/users/${user.id}/reinstate`, { reason: 'cleared' });
    expect(back.body.user.status).toBe('active');
    const promoted = await admin.client.post(`/api/admin/users/${user.id}/role`, { role: 'admin', reason: 'new moderator' });
    expect(promoted.body.user.role).toBe('admin');
    const again = await new Client(h.baseUrl).post('/api/auth/login', { email: user.email, password: user.password });
    expect(again.status).toBe(200);
    const ended = await admin.client.post(`/api/admin/users/${user.id}/end-sessions`, { reason: 'lost laptop' });
    expect(ended.body.sessions).toEqual([]);
    const rows = await audit(user.id);
    expect(rows.map((r) => [r.action, r.reason, r.details])).toEqual([
      ['user.suspended', 'check', { sessionsEnded: 1 }],
      ['user.reinstated', 'cleared', {}],
      ['user.role-changed', 'new moderator', { from: 'user', to: 'admin' }],
      ['user.sessions-ended', 'lost laptop', { ended: 1 }],
    ]);
    const log = await admin.client.get(`/api/admin/audit-log?targetId=${user.id}&action=user.role-changed`);
    expect(log.body.total).toBe(1);
    expect(log.body.items[0]).toMatchObject({ action: 'user.role-changed', admin: { email: admin.email }, targetId: user.id });
  });

  it('refuses an admin who would suspend or demote themself, and records nothing', async () => {
    const self = `/api/admin/users/${admin.id}`;
    const suspend = await admin.client.post(`${self}/suspend`, { reason: 'oops' });
    expect(suspend.status).toBe(403);
    expect(suspend.body.error).toMatchObject({ code: 'cannot_change_self', message: 'You cannot suspend or demote your own account.' });
    expect((await admin.client.post(`${self}/role`, { role: 'user', reason: 'oops' })).status).toBe(403);
    expect((await admin.client.get('/api/auth/me')).body.user).toMatchObject({ role: 'admin', status: 'active' });
    expect((await audit(admin.id)).length).toBe(0);
  });

  it('grants points once however often the same request is retried', async () => {
    const user = await signedInUser(h, { fullName: 'Gus Grant' });
    const body = { points: 150, reason: 'Contest prize', idempotencyKey: 'grant-key-0001' };
    const first = await admin.client.post(`/api/admin/users/${user.id}/grant-points`, body);
    const retry = await admin.client.post(`/api/admin/users/${user.id}/grant-points`, body);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(first.body.replayed).toBe(false);
    expect(retry.body).toMatchObject({ replayed: true, transactionId: first.body.transactionId });
    expect(retry.body.detail.pointsBalance).toBe(150);
    const ledger = await sql(h, 'select type, amount, idempotency_key from points_transactions where user_id = ?', [user.id]);
    expect(ledger.map((t) => [t.type, Number(t.amount), t.idempotency_key])).toEqual([['earned', 150, 'admin-grant:grant-key-0001']]);
    expect(await audit(user.id)).toEqual([
      { admin_id: admin.id, action: 'user.points-granted', reason: 'Contest prize', details: { points: 150, transactionId: first.body.transactionId, idempotencyKey: 'grant-key-0001' } },
    ]);
  });

  it('refuses to rewrite the audit log', async () => {
    await expect(sql(h, 'delete from admin_audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('admin users: list and detail', () => {
  it('searches name or email, filters by role and status, sorts and pages on the server', async () => {
    // Other tests' generated emails hold a base-36 time, so any short search may match them: search whole words.
    const a = await signedInUser(h, { fullName: 'Zoe Quartz', email: 'zoe.quartz@example.com' });
    const b = await signedInUser(h, { fullName: 'Quentin Zed', email: 'quentin.zed@example.com' });
    await admin.client.post(`/api/admin/users/${b.id}/suspend`, { reason: 'test' });
    const byName = await admin.client.get('/api/admin/users?q=QUARTZ');
    expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);
    const byEmail = await admin.client.get('/api/admin/users?q=N.ZED@');
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([b.id]);
    const suspended = await admin.client.get('/api/admin/users?status=suspended&q=quentin');
    expect(suspended.body.items.map((u: { id: string }) => u.id)).toEqual([b.id]);
    const admins = await admin.client.get('/api/admin/users?role=admin');
    expect(admins.body.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const wildcard = await admin.client.get('/api/admin/users?q=%25');
    expect(wildcard.body.total).toBe(0);
    const sorted = await admin.client.get('/api/admin/users?sort=full_name&order=asc&pageSize=2&page=1');
    const all = await admin.client.get('/api/admin/users?sort=full_name&order=asc&pageSize=100');
    expect(sorted.body.total).toBe(all.body.total);
    expect(sorted.body.items.map((u: { id: string }) => u.id)).toEqual(all.body.items.slice(0, 2).map((u: { id: string }) => u.id));
    const names = all.body.items.map((u: { fullName: string }) => u.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('shows one user with points, counts and live sessions; 404 for nobody', async () => {
    const user = await signedInUser(h, { fullName: 'Dee Detail' });
    const res = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { id: user.id, fullName: 'Dee Detail', status: 'active' }, pointsBalance: 0, counts: { documents: 0, orders: 0 } });
    expect(res.body.sessions).toHaveLength(1);
    const missing = await admin.client.get('/api/admin/users/0190f3a0-0000-7000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
  });
});
