// Plan prices edited at run time (#15), with the local provider on the real database: who may read and change
// them, validation, the audit row, a subscription started before the change keeping its price (its checkout page,
// its renewals, the sellers' pay per unlock) while new ones and plan changes pay the new price, the PayPal plan of
// the old price set aside, and `studyhall settings plans`.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, type RouteCall } from '../../tests/support/admin-only.ts';
import { printedBy } from '../../tests/support/stdout.ts';
import { subscriptionsDepsOf } from './index.ts';
import { registerPlanPriceCommands } from './plan-commands.ts';
import { reconcileSubscriptions } from './reconcile.ts';
import { bootSubscriptions, type Harness, planId, signUp, sql, subscriptionOf, type TestUser, unlockCredits, uploadedDocument } from './harness.testing.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootSubscriptions();
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const audit = () => sql(h, "select admin_id, action, target_type, target_id, reason, details from admin_audit_log where action = 'subscriptions.plan-price-changed' order by created_at, id");
const setPrice = async (slug: string, priceCents: unknown, reason = 'Price review') =>
  admin.client.put(`/api/admin/subscription-plans/${await planId(h, slug)}/price`, { priceCents, reason });

describe('who may read and change plan prices', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200, auditing the change', async () => {
    const premium = await planId(h, 'premium');
    const routes: RouteCall[] = [
      ['GET', '/api/admin/subscription-plans'],
      ['PUT', `/api/admin/subscription-plans/${premium}/price`, { priceCents: 4499, reason: 'x' }],
    ];
    await expectAdminOnly(h, routes);
    expect(await audit()).toEqual([]);
    const list = await admin.client.get('/api/admin/subscription-plans');
    expect(list.body.map((p: any) => [p.slug, p.priceCents, p.liveSubscriptions])).toEqual([['basic', 999, 0], ['standard', 1999, 0], ['premium', 3999, 0]]);

    const changed = await setPrice('premium', 4499, 'Premium costs more to run');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ slug: 'premium', priceCents: 4499, currency: 'usd' });
    expect(await audit()).toEqual([
      {
        admin_id: admin.id, action: 'subscriptions.plan-price-changed', target_type: 'subscription-plan', target_id: premium,
        reason: 'Premium costs more to run', details: { slug: 'premium', from: 3999, to: 4499, currency: 'usd' },
      },
    ]);
    // The same price again changes nothing and records nothing.
    expect((await setPrice('premium', 4499)).status).toBe(200);
    expect((await audit()).length).toBe(1);
  });

  it('refuses prices outside the rules in our words, recording nothing', async () => {
    const cases: [unknown, string, string?][] = [
      [99, 'At least $1.00'],
      [100_001, 'At most $1,000.00'],
      [9.5, 'Enter the price in cents as a whole number'],
      ['999', 'Enter the price in cents as a whole number'],
      [999, 'Give a reason', ' '],
    ];
    for (const [priceCents, message, reason] of cases) {
      const res = await setPrice('basic', priceCents, reason);
      expect(res.status, JSON.stringify(priceCents)).toBe(400);
      expect(Object.values(res.body.error.fields).flat(), JSON.stringify(priceCents)).toEqual([message]);
    }
    const unknown = await admin.client.put(`/api/admin/subscription-plans/${crypto.randomUUID()}/price`, { priceCents: 999, reason: 'x' });
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'Plan not found.' });
    expect((await audit()).length).toBe(1);
  });
});

describe('a plan price change applies to new subscriptions only', () => {
  it('a subscription started before keeps its price (checkout page, renewal, sellers pay); new ones and plan changes pay the new one', async () => {
    const early = await signUp(h, 'Early Bird');
    const late = await signUp(h, 'Late Comer');
    const seller = await signUp(h, 'Sam Seller');
    const started = await early.client.post('/api/subscriptions/checkout', { planId: await planId(h, 'basic') });
    expect(started.status).toBe(201);

    expect((await setPrice('basic', 1299)).status).toBe(200);

    // The checkout opened before the change still offers 9.99 and subscribes at it.
    const url = new URL(started.body.url);
    const page = await early.client.request('GET', url.pathname + url.search, undefined, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('$9.99 / month');
    const token = url.searchParams.get('token')!;
    expect((await early.client.request('POST', url.pathname, undefined, { form: { token, action: 'subscribe' }, csrf: false, headers: { accept: 'text/html' } })).status).toBe(303);
    expect((await early.client.get('/api/subscriptions/me')).body.subscription.plan).toMatchObject({ slug: 'basic', priceCents: 999 });

    const lateStart = await late.client.post('/api/subscriptions/checkout', { planId: await planId(h, 'basic') });
    const lateUrl = new URL(lateStart.body.url);
    expect((await late.client.request('GET', lateUrl.pathname + lateUrl.search, undefined, { headers: { accept: 'text/html' } })).text).toContain('$12.99 / month');
    await late.client.request('POST', lateUrl.pathname, undefined, { form: { token: lateUrl.searchParams.get('token')!, action: 'subscribe' }, csrf: false, headers: { accept: 'text/html' } });
    expect((await late.client.get('/api/subscriptions/me')).body.subscription.plan).toMatchObject({ slug: 'basic', priceCents: 1299 });

    // Sellers are paid from what each subscriber pays: 70 % of 9.99 / 10 unlocks = 6 points, of 12.99 = 9.
    await early.client.post('/api/subscriptions/unlock', { documentIds: [await uploadedDocument(h, seller.id, 100)] });
    await late.client.post('/api/subscriptions/unlock', { documentIds: [await uploadedDocument(h, seller.id, 100)] });
    expect((await unlockCredits(h, seller.id)).map((r: any) => r.amount).sort()).toEqual([6, 9]);

    // A renewal keeps the subscription's price.
    await sql(
      h,
      `update user_subscriptions set current_period_start = now() - interval '1 month 1 hour', current_period_end = now() - interval '1 hour',
         provider_updated_at = now() - interval '2 hours' where id = ?`,
      [started.body.subscriptionId],
    );
    await reconcileSubscriptions(h.platform.orm.em.fork(), subscriptionsDepsOf(h.platform), new Date());
    expect(await subscriptionOf(h, started.body.subscriptionId)).toMatchObject({ status: 'active', documents_used_this_period: 0, price_cents: 999 });

    // Another plan is billed at that plan's price of today.
    const switched = await early.client.post(`/api/subscriptions/${started.body.subscriptionId}/change-plan`, { planId: await planId(h, 'premium') });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.subscription.plan).toMatchObject({ slug: 'premium', priceCents: 4499 });
  });

  it('sets the PayPal plan of the old price aside, still known for the subscriptions it bills', async () => {
    await sql(h, `update subscription_plans set paypal_plan_id = 'P-STANDARD-1999' where slug = 'standard'`);
    expect((await setPrice('standard', 2499)).status).toBe(200);
    const [plan] = await sql(h, `select paypal_plan_id, former_paypal_plan_ids from subscription_plans where slug = 'standard'`);
    expect(plan).toEqual({ paypal_plan_id: null, former_paypal_plan_ids: ['P-STANDARD-1999'] });
  });
});

describe('studyhall settings plans', () => {
  it('lists the plans and changes a price with the same rule, audited as the --by admin', async () => {
    const run = (...args: string[]) => {
      const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
      registerPlanPriceCommands(program, async () => h.platform);
      return printedBy(() => program.parseAsync(args, { from: 'user' }));
    };
    const email = (await sql(h, 'select email from users where id = ?', [admin.id]))[0].email;
    expect(await run('settings', 'plans', 'list')).toContain('premium');
    expect(await run('settings', 'plans', 'price', 'premium', '4999', '--by', email, '--reason', 'Yearly review')).toContain('4999');
    expect((await audit()).slice(-1)[0]).toMatchObject({ admin_id: admin.id, reason: 'Yearly review', details: { slug: 'premium', from: 4499, to: 4999 } });
    await expect(run('settings', 'plans', 'price', 'premium', '50', '--by', email, '--reason', 'x')).rejects.toThrow('priceCents: At least $1.00');
    await expect(run('settings', 'plans', 'price', 'premium', '5999', '--by', 'nobody@example.com', '--reason', 'x')).rejects.toThrow('is not an active admin');
  });
});
