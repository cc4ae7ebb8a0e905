// Subscriptions through Stripe Billing, against a local HTTP server speaking Stripe's API (checkout sessions in
// subscription mode, subscriptions), with webhooks signed by stripe's own helper: created, renewed, payment
// failed and recovered, cancelled, each replayed and delivered out of order; a missing webhook made up by the
// reconciliation job; a plan change prorated by Stripe; sellers credited once per unlock.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeServer } from '../../tests/support/payment-test-servers.ts';
import { subscriptionsDepsOf } from './index.ts';
import { reconcileSubscriptions } from './reconcile.ts';
import { bootSubscriptions, type Client, type Harness, planId, signUp, sql, subscriptionOf, uploadedDocument, unlockCredits } from './harness.testing.ts';

const SECRET = 'whsec_test_subscriptions';
const signer = new Stripe('sk_test_signer');
let h: Harness;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;

beforeAll(async () => {
  stripe = await startStripeServer();
  h = await bootSubscriptions({
    env: { STRIPE_SECRET_KEY: 'sk_test_studyhall', STRIPE_WEBHOOK_SECRET: 'whsec_points_only', STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url },
  });
});
afterAll(async () => {
  await h?.close();
  await stripe?.close();
});

let clock = 0;
/** A second later than every event before, and not before now (our own calls to Stripe are stamped now). */
const tick = () => {
  clock = Math.max(clock + 1, Math.ceil(Date.now() / 1000));
  return clock;
};
function event(type: string, object: unknown, created = tick()) {
  return { id: `evt_${crypto.randomUUID().replace(/-/g, '')}`, object: 'event', api_version: '2025-03-31.basil', created, livemode: false, type, data: { object } };
}

async function deliver(evt: object, secret = SECRET) {
  const payload = JSON.stringify(evt);
  const res = await fetch(`${h.baseUrl}/api/subscriptions/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

async function subscribe(client: Client, slug = 'basic') {
  const started = await client.post('/api/subscriptions/checkout', { planId: await planId(h, slug) });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
  return { id: started.body.subscriptionId as string, sessionId };
}

describe('Stripe Billing, against a local server speaking the Stripe API', () => {
  it('starts Checkout in subscription mode with a monthly price from the plan', async () => {
    const user = await signUp(h);
    const plans = (await user.client.get('/api/subscriptions/plans')).body;
    expect(plans.providers).toEqual([{ id: 'stripe', label: 'Card', testMode: true }]);
    const { id, sessionId } = await subscribe(user.client, 'standard');
    const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.includes(id))!;
    expect(create.headers['idempotency-key']).toBe(`subscription-checkout-${id}`);
    expect(create.body).toContain('line_items[0][price_data][recurring][interval]=month');
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      client_reference_id: id,
      amount_total: 1999,
      subscription_data: { metadata: { subscription_id: id, plan_id: await planId(h, 'standard'), user_id: user.id } },
    });
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'incomplete', provider: 'stripe', checkout_session_id: sessionId });
  });

  it('lives by its webhooks, replayed and reordered: created, renewed, failed, recovered, cancelled; sellers credited once', async () => {
    const user = await signUp(h);
    const seller = await signUp(h);
    const { id, sessionId } = await subscribe(user.client);
    const { session, subscription } = stripe.subscribe(sessionId);
    const created = event('customer.subscription.created', stripe.snapshot(subscription.id));
    const completed = event('checkout.session.completed', session);

    // The session's event first (read back from Stripe), then the older subscription event: nothing goes back.
    expect((await deliver(completed)).body).toMatchObject({ received: true, duplicate: false, outcome: 'activated', subscriptionId: id });
    expect((await deliver(completed)).body).toMatchObject({ duplicate: true });
    expect((await deliver(created)).body.outcome).toBe('stale');
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'active', provider_subscription_id: subscription.id });

    const doc = await uploadedDocument(h, seller.id);
    expect((await user.client.post('/api/subscriptions/unlock', { documentIds: [doc] })).body.unlocksLeft).toBe(9);

    // Renewed: the period moves on and the unlocks start again; the same event twice changes nothing more.
    const renewed = event('customer.subscription.updated', stripe.snapshot(stripe.renew(subscription.id).id));
    expect((await deliver(renewed)).body.outcome).toBe('renewed');
    expect((await deliver(renewed)).body.duplicate).toBe(true);
    expect(await subscriptionOf(h, id)).toMatchObject({ documents_used_this_period: 0 });

    // The next payment fails: past due, unlocks go on through the grace period.
    stripe.failPayment(subscription.id);
    const failedAt = tick();
    const failedUpdate = event('customer.subscription.updated', stripe.snapshot(subscription.id), failedAt);
    expect((await deliver(event('invoice.payment_failed', { object: 'invoice', id: 'in_1', parent: { subscription_details: { subscription: subscription.id } } }, failedAt))).body.outcome).toBe('paymentFailed');
    const pastDue = (await user.client.get('/api/subscriptions/me')).body.subscription;
    expect(pastDue).toMatchObject({ status: 'past_due', unlocksLeft: 10 });
    expect(pastDue.pastDueSince).not.toBeNull();

    // Recovered; then the failure's own subscription event arrives late: older than what we hold, ignored.
    const recovered = event('customer.subscription.updated', stripe.snapshot(stripe.renew(subscription.id).id));
    stripe.subscriptions.get(subscription.id)!.status = 'active';
    expect((await deliver(recovered)).body.outcome).toContain('recovered');
    expect((await deliver(failedUpdate)).body.outcome).toBe('stale');
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'active', past_due_since: null });

    // Cancelled by the subscriber: at Stripe with cancel_at_period_end, active until Stripe ends it.
    const cancelled = await user.client.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    const resumed = await user.client.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.body.cancelAtPeriodEnd).toBe(false);
    await user.client.post(`/api/subscriptions/${id}/cancel`);
    stripe.subscriptions.get(subscription.id)!.status = 'canceled';
    const deleted = event('customer.subscription.deleted', stripe.snapshot(subscription.id));
    const lateRenewal = event('customer.subscription.updated', { ...stripe.snapshot(subscription.id), status: 'active' }, deleted.created - 1);
    expect((await deliver(deleted)).body.outcome).toBe('cancelled');
    expect((await deliver(lateRenewal)).body.outcome).toBe('stale');
    expect((await deliver(deleted)).body.duplicate).toBe(true);
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'cancelled' });

    expect(await unlockCredits(h, seller.id)).toHaveLength(1);
    // Eight distinct events, each recorded once however often it came.
    expect((await sql(h, 'select count(*)::int as n from subscription_webhook_events where subscription_id = ?', [id]))[0].n).toBe(8);
  });

  it('refuses a webhook signed with another secret (the points endpoint\'s) or tampered', async () => {
    const res = await deliver(event('customer.subscription.updated', { id: 'sub_x' }), 'whsec_points_only');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_signature');
  });

  it('makes up for a missing webhook: the reconciliation job reads the subscription back from Stripe', async () => {
    const user = await signUp(h);
    const { id, sessionId } = await subscribe(user.client);
    stripe.subscribe(sessionId);
    await sql(h, `update user_subscriptions set created_at = now() - interval '1 hour' where id = ?`, [id]);
    await reconcileSubscriptions(h.platform.orm.em.fork(), subscriptionsDepsOf(h.platform));
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'active' });
  });

  it('changes plan through Stripe, prorated, and the plan follows', async () => {
    const user = await signUp(h);
    const { id, sessionId } = await subscribe(user.client);
    const { session } = stripe.subscribe(sessionId);
    await deliver(event('checkout.session.completed', session));
    const premium = await planId(h, 'premium');
    const changed = await user.client.post(`/api/subscriptions/${id}/change-plan`, { planId: premium });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.subscription).toMatchObject({ plan: { slug: 'premium' }, unlocksLeft: 75 });
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/')).pop()!;
    expect(update.body).toContain('proration_behavior=create_prorations');
    expect(update.body).toContain('items[0][price_data][unit_amount]=3999');
  });
});
