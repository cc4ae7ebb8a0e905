// Subscriptions with the embedded local provider, on the real database over HTTP: plans, who may call what,
// subscribing on the TEST MODE page, bonus unlocks (access type subscription, 0 points, the seller paid once),
// cancel / resume / change plan, the reconciliation job renewing and ending periods, the CLI, and 100 concurrent
// unlocks against 10 remaining.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSubscriptionsCommands } from './commands.ts';
import { subscriptionsDepsOf } from './index.ts';
import { RECONCILE_QUEUE, reconcileSubscriptions } from './reconcile.ts';
import {
  bootSubscriptions, Client, eventually, eventsOf, type Harness, planId, signUp, sql, subscribeLocally, subscriptionOf, uploadedDocument, unlockCredits,
} from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootSubscriptions();
});
afterAll(() => h?.close());

/** Moves the subscription's period into the past, as if a month had gone by (its provider clock with it). */
const endPeriodNow = (id: string) =>
  sql(
    h,
    `update user_subscriptions set current_period_start = now() - interval '1 month 1 hour', current_period_end = now() - interval '1 hour',
       provider_updated_at = now() - interval '2 hours' where id = ?`,
    [id],
  );
const reconcileAt = (now: Date) => reconcileSubscriptions(h.platform.orm.em.fork(), subscriptionsDepsOf(h.platform), now);
/** The scheduled job itself, through the worker (issue #25: inside a job transaction its forks were refused). */
let working = false;
async function reconcileJob() {
  if (!working) await h.platform.bus.work([RECONCILE_QUEUE]);
  working = true;
  await h.platform.orm.em.fork().transactional((em) => h.platform.bus.enqueue(em, RECONCILE_QUEUE, {}));
}
const DAY = 86_400_000;
const at = (value: unknown, plusMs = 0) => new Date(new Date(value as string).getTime() + plusMs);

async function run(...args: string[]): Promise<string> {
  let output = '';
  const program = new Command('studyhall').exitOverride();
  registerSubscriptionsCommands(program, async () => h.platform, subscriptionsDepsOf, (text) => {
    output += text;
  });
  await program.parseAsync(args, { from: 'user' });
  return output;
}

describe('plans', () => {
  it('lists the active plans only, cheapest first, with the local test provider as the default', async () => {
    await sql(h, `insert into subscription_plans (id, slug, name, price_cents, bonus_points, is_active) values (gen_random_uuid(), 'retired', 'Retired', 100, 1, false)`);
    const res = await new Client(h.baseUrl).get('/api/subscriptions/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: any) => [p.name, p.priceCents, p.bonusPoints])).toEqual([
      ['Basic', 999, 10],
      ['Standard', 1999, 30],
      ['Premium', 3999, 75],
    ]);
    expect(res.body.providers).toEqual([{ id: 'local', label: 'Test checkout', testMode: true }]);
    expect(res.body.defaultProvider).toBe('local');
  });
});

describe('who may call what', () => {
  it('answers guests and suspended users 401, other users 404 on a subscription not theirs, users 403 on admin routes', async () => {
    const owner = await signUp(h, 'Olive Owner');
    const other = await signUp(h, 'Otto Other');
    const suspended = await signUp(h, 'Sue Suspended');
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    const id = await subscribeLocally(h, owner.client);
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    const doc = await uploadedDocument(h, other.id);
    const userRoutes: [string, string, unknown?][] = [
      ['GET', '/api/subscriptions/me'],
      ['POST', '/api/subscriptions/checkout', { planId: await planId(h, 'basic') }],
      ['POST', '/api/subscriptions/unlock', { documentIds: [doc] }],
      ['POST', `/api/subscriptions/${id}/sync`],
      ['POST', `/api/subscriptions/${id}/cancel`],
      ['POST', `/api/subscriptions/${id}/resume`],
      ['POST', `/api/subscriptions/${id}/change-plan`, { planId: await planId(h, 'premium') }],
    ];
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/subscriptions'],
      ['GET', `/api/admin/subscriptions/${id}`],
      ['POST', `/api/admin/subscriptions/${id}/cancel`, {}],
    ];
    const guest = new Client(h.baseUrl);
    for (const [method, path, body] of [...userRoutes, ...adminRoutes]) {
      for (const [who, client] of [['guest', guest], ['suspended', suspended.client]] as const) {
        const res = await client.request(method, path, body ?? (method === 'POST' ? {} : undefined));
        expect(res.status, `${who} ${method} ${path}`).toBe(401);
        expect(res.body.error.message).toBe('User not authenticated');
      }
    }
    for (const [method, path, body] of userRoutes.filter(([, p]) => p.includes(id))) {
      const res = await other.client.request(method, path, body ?? {});
      expect(res.status, `other ${path}`).toBe(404);
    }
    for (const [method, path, body] of adminRoutes) {
      expect((await owner.client.request(method, path, body)).status, `user ${path}`).toBe(403);
    }
    expect((await admin.client.get('/api/admin/subscriptions')).status).toBe(200);
    expect((await admin.client.get(`/api/admin/subscriptions/${id}`)).body).toMatchObject({ id, user: { email: owner.email }, status: 'active' });
    expect((await owner.client.get('/api/subscriptions/me')).body.subscription).toMatchObject({ id, status: 'active' });
    expect((await owner.client.post(`/api/subscriptions/${id}/sync`)).status).toBe(200);
    await sql(h, `update users set status = 'suspended' where id = ?`, [admin.id]);
    expect((await admin.client.get('/api/admin/subscriptions')).status).toBe(401);
  });

  it('refuses a bad test checkout token and a second subscription', async () => {
    const user = await signUp(h);
    const started = await user.client.post('/api/subscriptions/checkout', { planId: await planId(h, 'basic') });
    const forged = await user.client.request('POST', new URL(started.body.url).pathname, undefined, {
      form: { token: 'forged', action: 'subscribe' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect((await subscriptionOf(h, started.body.subscriptionId)).status).toBe('incomplete');
    await subscribeLocally(h, user.client);
    const again = await user.client.post('/api/subscriptions/checkout', { planId: await planId(h, 'premium') });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_subscribed');
  });
});

describe('a subscription through the local provider', () => {
  it('unlocks documents with its bonus: access type subscription, 0 points, the seller paid once', async () => {
    const user = await signUp(h, 'Sam Student');
    const seller = await signUp(h, 'Sel Seller');
    expect((await user.client.get('/api/subscriptions/me')).body).toEqual({ subscription: null });
    const id = await subscribeLocally(h, user.client);
    const me = (await user.client.get('/api/subscriptions/me')).body.subscription;
    expect(me).toMatchObject({ id, status: 'active', provider: 'local', documentsUsedThisPeriod: 0, unlocksLeft: 10, cancelAtPeriodEnd: false });
    expect(new Date(me.currentPeriodEnd).getTime() - new Date(me.currentPeriodStart).getTime()).toBeGreaterThan(27 * DAY);

    const doc = await uploadedDocument(h, seller.id, 50);
    const unlocked = await user.client.post('/api/subscriptions/unlock', { documentIds: [doc] });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(unlocked.body).toEqual({ unlocked: [doc], alreadyOwned: [], unlocksLeft: 9 });
    expect(await sql(h, 'select access_type, points_spent from user_documents where user_id = ? and document_id = ?', [user.id, doc])).toEqual([
      { access_type: 'subscription', points_spent: 0 },
    ]);
    expect((await user.client.get(`/api/wallet/access/${doc}`)).body).toMatchObject({ hasAccess: true, accessType: 'subscription' });
    // Basic: 999 cents / 10 unlocks = 9.99 points an unlock; 70 % of it, rounded down.
    expect((await unlockCredits(h, seller.id)).map((r) => r.amount)).toEqual([6]);

    const again = await user.client.post('/api/subscriptions/unlock', { documentIds: [doc] });
    expect(again.body).toEqual({ unlocked: [], alreadyOwned: [doc], unlocksLeft: 9 });
    expect(await unlockCredits(h, seller.id)).toHaveLength(1);
    expect((await subscriptionOf(h, id)).documents_used_this_period).toBe(1);

    const own = await uploadedDocument(h, user.id);
    expect((await user.client.post('/api/subscriptions/unlock', { documentIds: [own] })).body.alreadyOwned).toEqual([own]);
    const pending = await uploadedDocument(h, seller.id, 50, 'pending');
    const refused = await user.client.post('/api/subscriptions/unlock', { documentIds: [pending] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('document_unavailable');

    // Pressing Subscribe again on the same test page replays the same event: nothing changes.
    const before = await subscriptionOf(h, id);
    await subscribeLocally(h, user.client).catch(() => undefined);
    expect((await subscriptionOf(h, id)).current_period_start).toEqual(before.current_period_start);
  });

  it('never lets used + requested exceed the bonus, and a user without a subscription cannot unlock', async () => {
    const user = await signUp(h);
    const seller = await signUp(h);
    const docs = await Promise.all(Array.from({ length: 12 }, () => uploadedDocument(h, seller.id)));
    const none = await user.client.post('/api/subscriptions/unlock', { documentIds: [docs[0]] });
    expect(none.status).toBe(422);
    expect(none.body.error).toMatchObject({ code: 'no_subscription', message: 'This subscription is not active.' });
    const id = await subscribeLocally(h, user.client);
    await sql(h, 'update user_subscriptions set documents_used_this_period = 8 where id = ?', [id]);
    const tooMany = await user.client.post('/api/subscriptions/unlock', { documentIds: docs.slice(0, 3) });
    expect(tooMany.status).toBe(422);
    // It says how many are left, not that none are.
    expect(tooMany.body.error).toMatchObject({
      code: 'no_unlocks_left',
      message: 'You asked to unlock 3 documents, and you have 2 subscription unlocks left this period.',
    });
    expect((await sql(h, 'select count(*)::int as n from user_documents where user_id = ?', [user.id]))[0].n).toBe(0);
    expect((await user.client.post('/api/subscriptions/unlock', { documentIds: docs.slice(0, 2) })).body.unlocksLeft).toBe(0);
    const noneLeft = await user.client.post('/api/subscriptions/unlock', { documentIds: [docs[2]] });
    expect(noneLeft.body.error).toMatchObject({ code: 'no_unlocks_left', message: 'You have no subscription unlocks left this period.' });
  });

  it('cancels at the period end, resumes, changes plan, and the reconciliation job renews then ends it', async () => {
    const user = await signUp(h);
    const seller = await signUp(h);
    const id = await subscribeLocally(h, user.client);
    await user.client.post('/api/subscriptions/unlock', { documentIds: [await uploadedDocument(h, seller.id)] });

    const cancelled = await user.client.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, unlocksLeft: 9 });
    const resumed = await user.client.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const changed = await user.client.post(`/api/subscriptions/${id}/change-plan`, { planId: await planId(h, 'standard') });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ url: null, subscription: { plan: { slug: 'standard' }, documentsUsedThisPeriod: 1, unlocksLeft: 29 } });
    expect((await user.client.post(`/api/subscriptions/${id}/change-plan`, { planId: await planId(h, 'standard') })).status).toBe(409);

    // The period ends with no webhook: the job renews it (a new period, unlocks back to the full bonus).
    await endPeriodNow(id);
    const first = await subscriptionOf(h, id);
    const report = await reconcileAt(new Date());
    expect(report.checked).toBeGreaterThanOrEqual(1);
    const renewed = await subscriptionOf(h, id);
    expect(renewed).toMatchObject({ status: 'active', documents_used_this_period: 0 });
    expect(at(renewed.current_period_start)).toEqual(at(first.current_period_end));
    expect(at(renewed.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const expected = ['subscriptions.activated', 'subscriptions.cancel-scheduled', 'subscriptions.resumed', 'subscriptions.plan-changed', 'subscriptions.renewed'];
    expect(await eventually(() => eventsOf(id), (names) => expected.every((e) => names.includes(e)))).toEqual(expect.arrayContaining(expected));

    // Cancelled: active until the period ends, then the job ends it.
    await user.client.post(`/api/subscriptions/${id}/cancel`);
    await reconcileAt(new Date());
    expect((await subscriptionOf(h, id)).status).toBe('active');
    await endPeriodNow(id);
    await reconcileJob();
    const ended = await eventually(() => subscriptionOf(h, id), (s) => s.status === 'cancelled', 60_000);
    expect(ended).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    expect(ended.cancelled_at).not.toBeNull();
    const after = await user.client.post('/api/subscriptions/unlock', { documentIds: [await uploadedDocument(h, seller.id)] });
    expect(after.status).toBe(422);
    expect((await user.client.post(`/api/subscriptions/${id}/resume`)).status).toBe(409);
    // A new subscription may start once the old one has ended.
    expect(await subscribeLocally(h, user.client)).not.toBe(id);
  });

  it('grants exactly 10 of 100 concurrent unlocks against 10 remaining, and pays the sellers for those 10 only', async () => {
    const user = await signUp(h);
    const seller = await signUp(h);
    const id = await subscribeLocally(h, user.client, 'standard');
    await sql(h, 'update user_subscriptions set documents_used_this_period = 20 where id = ?', [id]);
    const docs = await Promise.all(Array.from({ length: 100 }, () => uploadedDocument(h, seller.id, 40)));
    const answers = await Promise.all(docs.map((doc) => user.client.post('/api/subscriptions/unlock', { documentIds: [doc] })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(90);
    expect((await subscriptionOf(h, id)).documents_used_this_period).toBe(30);
    expect((await sql(h, `select count(*)::int as n from user_documents where user_id = ? and access_type = 'subscription'`, [user.id]))[0].n).toBe(10);
    expect((await sql(h, 'select count(*)::int as n from subscription_document_usage where subscription_id = ?', [id]))[0].n).toBe(10);
    // Standard: 1999 cents / 30 unlocks, 70 %: 4 points each.
    expect((await unlockCredits(h, seller.id)).map((r) => r.amount)).toEqual(Array(10).fill(4));
  });
});

describe('studyhall subscriptions', () => {
  it('lists, shows and cancels', async () => {
    const user = await signUp(h, 'Cli Person');
    const id = await subscribeLocally(h, user.client, 'premium');
    const list = JSON.parse(await run('subscriptions', 'list', '--user', user.email, '--json'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, status: 'active', plan: { slug: 'premium' } });
    expect(await run('subscriptions', 'show', id)).toContain(`id: ${id}`);
    const cancelled = JSON.parse(await run('subscriptions', 'cancel', id, '--json'));
    expect(cancelled).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: true });
    expect(JSON.parse(await run('subscriptions', 'cancel', id, '--now', '--json'))).toMatchObject({ status: 'cancelled' });
    await expect(run('subscriptions', 'show', 'nope')).rejects.toThrow('id must be a subscription id');
  });
});
