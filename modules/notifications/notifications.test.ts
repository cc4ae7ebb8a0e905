// Every notification kind, sent once per event (however often its job runs) and not at all when its preference is
// off; the unsubscribe link; the bell's count over server-sent events; who may touch which route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, eventually, type Harness, openEvents, signUp, sql, type TestUser, bootHarness } from '../../tests/support/http-harness.ts';
import type { QueueDefinition } from '../platform/index.ts';
import { NOTIFICATIONS_REALTIME } from './contract.ts';
import { deliver, type Message } from './deliver.ts';
import { PAPERS_EVENTS } from '../papers/events.ts';
import { notificationQueues } from './reactions.ts';

let h: Harness;
let ada: TestUser;
let bob: TestUser;
let queues: QueueDefinition[];

beforeAll(async () => {
  h = await bootHarness({ realtime: true });
  await h.platform.bus.work(['notifications', 'mail']);
  queues = notificationQueues(h.platform);
  ada = await signUp(h, 'Ada Lovelace');
  bob = await signUp(h, 'Bob Babbage');
}, 120_000);
afterAll(() => h?.close());

/** Publishes the event of that name that a reaction subscribes to (its schema checks `data`). */
const publish = (name: string, data: object) =>
  h.platform.orm.em.fork().transactional((em) => h.platform.bus.publish(em, queues.find((q) => q.event?.name === name)!.event!, data));
const notificationsOf = (userId: string) => sql(h, 'select * from notifications where user_id = ? order by created_at', [userId]);
const mailsTo = (to: string, kind: string) => sql(h, 'select * from mail_outbox where to_address = ? and kind = ?', [to, kind]);

/** One event of each kind the preferences cover, for a user, with the preference that governs it. */
const EVENTS = (userId: string) => [
  { preference: 'points-access', name: 'wallet.document-purchased', data: { userDocumentId: crypto.randomUUID(), checkoutId: crypto.randomUUID(), userId, documentId: crypto.randomUUID(), sellerId: crypto.randomUUID(), pointsSpent: 40, sellerPoints: 28 }, title: 'You can now open a document' },
  { preference: 'security-login', name: 'accounts.new-device-signed-in', data: { userId, sessionId: crypto.randomUUID(), userAgent: 'Firefox on Linux', ip: '203.0.113.7', at: new Date().toISOString() }, title: 'New sign-in to your account' },
  { preference: 'paper_creation', name: PAPERS_EVENTS.paperCreated.name, data: { paperId: crypto.randomUUID(), userId, title: 'Essay on engines' }, title: 'Your paper “Essay on engines” was created' },
  { preference: 'order-status', name: 'payments.succeeded', data: { orderId: crypto.randomUUID(), userId, provider: 'local', amountCents: 999, currency: 'usd', points: 100 }, title: 'Your points order is complete' },
  { preference: 'order-status', name: 'payments.refunded', data: { orderId: crypto.randomUUID(), userId, provider: 'local', amountCents: 999, currency: 'usd', points: 100, refundId: crypto.randomUUID(), reason: 'Asked by the buyer' }, title: 'Your points order was refunded' },
  { preference: 'document-status', name: 'documents.approved', data: { documentId: crypto.randomUUID(), userId, subjectId: crypto.randomUUID(), slug: 'notes-1', title: 'Notes', firstApproval: true }, title: 'Your document “Notes” is approved' },
  { preference: 'document-status', name: 'documents.rejected', data: { documentId: crypto.randomUUID(), userId, title: 'Notes', reason: 'Scanned textbook' }, title: 'Your document “Notes” was rejected', reason: 'Scanned textbook' },
  { preference: 'document-status', name: 'documents.soft-rejected', data: { documentId: crypto.randomUUID(), userId, title: 'Notes', reason: 'Add a description' }, title: 'Your document “Notes” needs changes', reason: 'Add a description' },
  { preference: 'document-status', name: 'documents.removed', data: { documentId: crypto.randomUUID(), userId, title: 'Notes', subjectId: crypto.randomUUID(), slug: 'notes-1', reason: 'Copyright claim', previousStatus: 'approved' }, title: 'Your document “Notes” was taken down', reason: 'Copyright claim' },
  { preference: 'withdrawal-status', name: 'wallet.withdrawal-status-changed', data: { withdrawalId: crypto.randomUUID(), userId, status: 'paid', points: 600 }, title: 'Your withdrawal was paid' },
  { preference: 'security-status', name: 'accounts.security-changed', data: { userId, change: 'password' }, title: 'Your password was changed' },
] as const;

describe('each notification', () => {
  it('is sent once per event, in the centre and by mail with an unsubscribe link, and never when its preference is off', async () => {
    const user = await signUp(h, 'Cleo Curie');
    for (const event of EVENTS(user.id)) {
      await sql(h, 'delete from notifications where user_id = ?', [user.id]);
      // Preference off: nothing at all.
      await user.client.put(`/api/account/notifications/${event.preference}`, { enabled: false });
      const off = await publish(event.name, event.data);
      await eventually(() => sql(h, 'select 1 from handled_events where event_id = ?', [off.id]), (r) => r.length === 1);
      expect(await notificationsOf(user.id), event.name).toEqual([]);
      // On again: the same kind of event arrives.
      await user.client.put(`/api/account/notifications/${event.preference}`, { enabled: true });
      const envelope = await publish(event.name, event.data);
      const rows = await eventually(() => notificationsOf(user.id), (r) => r.length >= 1);
      expect(rows.map((r) => [r.title, r.preference_id, r.event_id]), event.name).toEqual([[event.title, event.preference, envelope.id]]);
      if ('reason' in event) expect(rows[0].body).toContain(event.reason);

      // The job run again with the same event (a retry after a crash, a redelivery): nothing more.
      const queue = queues.find((q) => q.event?.name === event.name)!;
      await h.platform.orm.em.fork().transactional((em) =>
        queue.handler(event.data, { em, jobId: 'retry', eventId: envelope.id, attempt: 1, log: console as never }),
      );
      expect(await notificationsOf(user.id)).toHaveLength(1);
      const mails = await mailsTo(user.email, `notifications.${event.name}`);
      expect(mails, event.name).toHaveLength(1);
      expect(mails[0].subject).toBe(event.title);
      expect(mails[0].html).toContain('/unsubscribe?token=');
      expect(mails[0].text).toContain('Unsubscribe from these: ');
      expect(mails[0].headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/);
      expect(mails[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // The preference-off events left nothing: one mail per kind of event, no more.
    const all = await sql(h, `select count(*)::int as n from mail_outbox where to_address = ? and kind like 'notifications.%'`, [user.email]);
    expect(all[0].n).toBe(EVENTS(user.id).length);
  }, 120_000);

  it("is written in the recipient's profile language: the bell entry, the mail's subject, text, button, amounts and footer (#30)", async () => {
    const user = await signUp(h, 'Greta Gauss');
    await user.client.put('/api/account/profile', { fullName: 'Greta Gauss', language: 'de' });
    await publish('payments.succeeded', { orderId: crypto.randomUUID(), userId: user.id, provider: 'local', amountCents: 1250, currency: 'usd', points: 1200 });
    const [row] = await eventually(() => notificationsOf(user.id), (r) => r.length === 1);
    expect(row.title).toBe('Deine Punktebestellung ist abgeschlossen');
    expect(row.body).toBe('Wir haben 12,50\u00a0$ erhalten und deinem Guthaben 1.200 Punkte gutgeschrieben.');
    const [mail] = await mailsTo(user.email, 'notifications.payments.succeeded');
    expect(mail.subject).toBe('Deine Punktebestellung ist abgeschlossen');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Hallo Greta Gauss,');
    expect(mail.html).toContain('Guthaben öffnen');
    expect(mail.text).toContain('Du erhältst diese Nachricht, weil Benachrichtigungen zu „Bestellstatus“ für dein Konto an sind.');
    expect(mail.text).toContain('Diese abbestellen: http');
    await publish('documents.rejected', { documentId: crypto.randomUUID(), userId: user.id, title: 'Notes', reason: 'Scanned textbook' });
    const rows = await eventually(() => notificationsOf(user.id), (r) => r.length === 2);
    expect(rows[1].title).toBe('Dein Dokument „Notes“ wurde abgelehnt');
    expect(rows[1].body).toContain('Grund: Scanned textbook');
  }, 60_000);

  it('comes from the real change: a password change notifies, a sign-in from a new browser notifies', async () => {
    const user = await signUp(h, 'Dora Dirac');
    const changed = await user.client.post('/api/auth/update-password', {
      currentPassword: 'correct horse battery', password: 'new horse battery', confirmPassword: 'new horse battery', signOutOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    await eventually(() => notificationsOf(user.id), (r) => r.length === 1);
    const other = new Client(h.baseUrl);
    await other.request('POST', '/api/auth/login', { email: user.email, password: 'new horse battery' }, { headers: { 'user-agent': 'Another Browser/1.0' } });
    const rows = await eventually(() => notificationsOf(user.id), (r) => r.length === 2);
    expect(rows.map((r) => r.kind)).toEqual(['accounts.security-changed', 'accounts.new-device-signed-in']);
    expect(rows[1].body).toContain('Another Browser/1.0');
    // The same browser again is not new.
    await other.request('POST', '/api/auth/login', { email: user.email, password: 'new horse battery' }, { headers: { 'user-agent': 'Another Browser/1.0' } });
    await publish('accounts.security-changed', { userId: user.id, change: 'two-factor-enabled' });
    expect((await eventually(() => notificationsOf(user.id), (r) => r.length >= 3)).map((r) => r.kind)).toEqual([
      'accounts.security-changed', 'accounts.new-device-signed-in', 'accounts.security-changed',
    ]);
  }, 60_000);
});

describe('the unsubscribe link', () => {
  it('turns that preference off without signing in, and a forged or altered token changes nothing', async () => {
    const user = await signUp(h, 'Emmy Noether');
    await publish('documents.approved', { documentId: crypto.randomUUID(), userId: user.id, subjectId: crypto.randomUUID(), slug: 'x', title: 'Rings', firstApproval: true });
    const [mail] = await eventually(() => mailsTo(user.email, 'notifications.documents.approved'), (m) => m.length === 1);
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s"&]+)/.exec(mail.text)![1]!);

    const guest = new Client(h.baseUrl);
    const forged = `${user.id}.document-status.${'A'.repeat(43)}`;
    expect((await guest.post('/api/notifications/unsubscribe', { token: forged })).body.error.code).toBe('unsubscribe_invalid');
    const otherPreference = token.replace('document-status', 'security-status');
    expect((await guest.post('/api/notifications/unsubscribe', { token: otherPreference })).status).toBe(400);
    const prefs = async () => (await user.client.get('/api/account/notifications')).body.items.find((i: any) => i.id === 'document-status').enabled;
    expect(await prefs()).toBe(true);

    const done = await guest.post('/api/notifications/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ preferenceId: 'document-status', message: 'You will no longer receive document status notifications.' });
    expect(await prefs()).toBe(false);

    // A mail client's one-click POST (RFC 8058): the token in the query, a form body.
    await user.client.put('/api/account/notifications/document-status', { enabled: true });
    const oneClick = /<(.+)>/.exec(mail.headers['List-Unsubscribe'])![1]!.replace(/^https?:\/\/[^/]+/, '');
    const clicked = await guest.request('POST', oneClick, undefined, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(clicked.status).toBe(200);
    expect(await prefs()).toBe(false);
  }, 60_000);

  it("answers in the recipient's language (#30)", async () => {
    const user = await signUp(h, 'Marie Curie');
    await user.client.put('/api/account/profile', { fullName: 'Marie Curie', language: 'fr' });
    await publish('documents.approved', { documentId: crypto.randomUUID(), userId: user.id, subjectId: crypto.randomUUID(), slug: 'y', title: 'Radium', firstApproval: true });
    const [mail] = await eventually(() => mailsTo(user.email, 'notifications.documents.approved'), (m) => m.length === 1);
    expect(mail.subject).toBe('Votre document « Radium » est approuvé');
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s"&]+)/.exec(mail.text)![1]!);
    const done = await new Client(h.baseUrl).post('/api/notifications/unsubscribe', { token });
    expect(done.body.message).toBe('Vous ne recevrez plus de notifications « statut de document ».');
  }, 60_000);
});

describe('the bell', () => {
  it('gets the unread count live over server-sent events, and mark read / mark all read lower it', async () => {
    const events = await openEvents(h, ada.client);
    try {
      // Delivered at once by concurrent jobs, each count still sees the ones before it.
      for (let i = 0; i < 4; i++) {
        await publish('payments.succeeded', { orderId: crypto.randomUUID(), userId: ada.id, provider: 'local', amountCents: 500, currency: 'usd', points: 50 });
      }
      const live = await eventually(() => events.messages.filter((m) => m.type === NOTIFICATIONS_REALTIME.changed), (m) => m.length === 4);
      expect(live.map((m) => m.data.unread)).toEqual([1, 2, 3, 4]);

      const list = await ada.client.get('/api/notifications');
      expect(list.body).toMatchObject({ page: 1, pageSize: 10, total: 4, unread: 4 });
      expect((await ada.client.get('/api/notifications/unread-count')).body).toEqual({ unread: 4 });
      const read = await ada.client.post(`/api/notifications/${list.body.items[0].id}/read`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ unread: 3 });
      expect((await ada.client.post('/api/notifications/read-all')).body).toEqual({ unread: 0 });
      const after = await eventually(() => events.messages.filter((m) => m.type === NOTIFICATIONS_REALTIME.changed), (m) => m.length === 6);
      expect(after.map((m) => m.data.unread)).toEqual([1, 2, 3, 4, 3, 0]);
      expect((await ada.client.get('/api/notifications')).body.items.every((i: any) => i.read)).toBe(true);
    } finally {
      await events.close();
    }
  }, 60_000);
});

describe('a notification racing the deletion of its account', () => {
  it('is erased with the account when it was being written, and not sent at all once the account is gone', async () => {
    const user = await signUp(h, 'Rita Racer');
    const message: Message = { userId: user.id, preferenceId: 'security-status', kind: 'accounts.security-changed', title: 'Your password was changed', paragraphs: ['Just now.'] };
    // A delivery whose transaction is still open (its mail written, not yet committed) when the deletion starts.
    let commit!: () => void;
    const gate = new Promise<void>((resolve) => (commit = resolve));
    let written!: (d: string) => void;
    const wrote = new Promise<string>((resolve) => (written = resolve));
    const delivering = h.platform.orm.em.fork().transactional(async (tx) => {
      written(await deliver(h.platform, tx, crypto.randomUUID(), message));
      await gate;
    });
    expect(await wrote).toBe('sent');
    let deletionDone = false;
    const deleting = user.client.request('DELETE', '/api/account', { password: 'correct horse battery' }).then((r) => {
      deletionDone = true;
      return r;
    });
    // The deletion either waits on the delivery's hold, or (without one) has already finished.
    await eventually(
      async () => deletionDone || (await sql(h, `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).length > 0,
      (done) => done,
    );
    commit();
    await delivering;
    expect((await deleting).status).toBe(200);
    expect(await sql(h, 'select kind from mail_outbox where lower(to_address) = lower(?)', [user.email])).toEqual([]);
    expect(await notificationsOf(user.id)).toEqual([]);

    // After the deletion: nobody to send to.
    const after = await h.platform.orm.em.fork().transactional((tx) => deliver(h.platform, tx, crypto.randomUUID(), message));
    expect(after).toBe('no-user');
    expect(await notificationsOf(user.id)).toEqual([]);
  }, 60_000);
});

describe('permissions', () => {
  it('guests 401, a notification is only its owner’s (others and admins 404), suspended users 401', async () => {
    await publish('payments.succeeded', { orderId: crypto.randomUUID(), userId: bob.id, provider: 'local', amountCents: 500, currency: 'usd', points: 50 });
    const [mine] = await eventually(() => notificationsOf(bob.id), (r) => r.length === 1);
    const guest = new Client(h.baseUrl);
    for (const [method, path] of [
      ['GET', '/api/notifications'], ['GET', '/api/notifications/unread-count'], ['POST', `/api/notifications/${mine.id}/read`], ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await guest.request(method, path)).status, path).toBe(401);
    }
    const admin = await signUp(h, 'Ann Admin', { admin: true });
    for (const other of [ada, admin]) {
      expect((await other.client.post(`/api/notifications/${mine.id}/read`)).status).toBe(404);
      expect((await other.client.get('/api/notifications')).body.items.some((i: any) => i.id === mine.id)).toBe(false);
    }
    expect((await sql(h, 'select read_at from notifications where id = ?', [mine.id]))[0].read_at).toBeNull();
    expect((await bob.client.post(`/api/notifications/${mine.id}/read`)).status).toBe(200);

    const suspended = await signUp(h, 'Sam Suspended');
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    expect((await suspended.client.get('/api/notifications')).status).toBe(401);
  }, 60_000);
});
