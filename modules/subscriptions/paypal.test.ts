// Subscriptions through PayPal (v1/billing), against a local HTTP server speaking PayPal's REST routes: the plan
// made at PayPal on first use, the subscription approved there, its life from webhooks verified with PayPal
// (activated, renewed by a sale, payment failed, recovered, cancelled), replayed and out of order; cancel at the
// period end done by the reconciliation job; a plan change approved at PayPal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalServer } from '../../tests/support/payment-test-servers.ts';
import { subscriptionsDepsOf } from './index.ts';
import { reconcileSubscriptions } from './reconcile.ts';
import { bootSubscriptions, type Client, type Harness, planId, signUp, sql, subscriptionOf, uploadedDocument, unlockCredits } from './harness.testing.ts';

const CREDENTIALS = { clientId: 'paypal-client', clientSecret: 'paypal-secret', webhookId: 'WH-SUBSCRIPTIONS-1' };
let h: Harness;
let paypal: Awaited<ReturnType<typeof startPayPalServer>>;

beforeAll(async () => {
  paypal = await startPayPalServer(CREDENTIALS);
  h = await bootSubscriptions({
    env: {
      PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: 'WH-POINTS-ONLY',
      PAYPAL_SUBSCRIPTIONS_WEBHOOK_ID: CREDENTIALS.webhookId,
      PAYPAL_BASE_URL: paypal.url,
    },
  });
});
afterAll(async () => {
  await h?.close();
  await paypal?.close();
});

function event(type: string, resource: unknown) {
  return { id: `WH-${crypto.randomUUID()}`, event_type: type, create_time: new Date().toISOString(), resource_type: 'subscription', resource };
}

async function deliver(evt: object, signature = 'valid-signature') {
  const res = await fetch(`${h.baseUrl}/api/subscriptions/paypal/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    body: JSON.stringify(evt),
  });
  return { status: res.status, body: await res.json() };
}

async function subscribe(client: Client, slug = 'basic') {
  const started = await client.post('/api/subscriptions/checkout', { planId: await planId(h, slug) });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const paypalId = new URL(started.body.url).searchParams.get('ba_token')!;
  return { id: started.body.subscriptionId as string, paypalId };
}

describe('PayPal subscriptions, against a local server speaking the PayPal REST API', () => {
  it('makes the plan at PayPal once, then a subscription with our id as custom_id', async () => {
    const first = await subscribe((await signUp(h)).client, 'standard');
    const second = await subscribe((await signUp(h)).client, 'standard');
    const [plan] = await sql(h, `select paypal_plan_id from subscription_plans where slug = 'standard'`);
    expect(paypal.plans.size).toBe(1);
    expect(paypal.plans.get(plan.paypal_plan_id)).toMatchObject({
      billing_cycles: [{ frequency: { interval_unit: 'MONTH', interval_count: 1 }, pricing_scheme: { fixed_price: { value: '19.99', currency_code: 'USD' } } }],
    });
    expect(paypal.billing.get(first.paypalId)).toMatchObject({ custom_id: first.id, plan_id: plan.paypal_plan_id, status: 'APPROVAL_PENDING' });
    expect(await subscriptionOf(h, second.id)).toMatchObject({ status: 'incomplete', provider_subscription_id: second.paypalId });
  });

  it('lives by its webhooks, replayed and reordered: activated, renewed, failed, recovered, cancelled at the period end', async () => {
    const user = await signUp(h);
    const seller = await signUp(h);
    const { id, paypalId } = await subscribe(user.client);
    const activated = event('BILLING.SUBSCRIPTION.ACTIVATED', paypal.activate(paypalId));
    expect((await deliver(activated)).body).toMatchObject({ received: true, duplicate: false, outcome: 'activated', subscriptionId: id });
    expect((await deliver(activated)).body.duplicate).toBe(true);
    await user.client.post('/api/subscriptions/unlock', { documentIds: [await uploadedDocument(h, seller.id)] });

    // A renewal is a sale on the subscription: its new period is read back from PayPal.
    paypal.renew(paypalId);
    const sale = event('PAYMENT.SALE.COMPLETED', { id: 'SALE-1', billing_agreement_id: paypalId, state: 'completed' });
    expect((await deliver(sale)).body.outcome).toBe('renewed');
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'active', documents_used_this_period: 0 });

    const failed = event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypal.snapshot(paypal.failPayment(paypalId).id));
    expect((await deliver(failed)).body.outcome).toBe('paymentFailed');
    expect((await user.client.get('/api/subscriptions/me')).body.subscription).toMatchObject({ status: 'past_due', unlocksLeft: 10 });

    paypal.renew(paypalId);
    const recovered = await deliver(event('PAYMENT.SALE.COMPLETED', { id: 'SALE-2', billing_agreement_id: paypalId, state: 'completed' }));
    expect(recovered.body.outcome).toBe('renewed,recovered');
    // The failure told again, late, under another id: older than what we hold.
    expect((await deliver({ ...failed, id: `WH-${crypto.randomUUID()}` })).body.outcome).toBe('stale');
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'active', past_due_since: null });

    // Cancel at the period end is ours (PayPal cancels only at once): kept, resumed, kept again.
    expect((await user.client.post(`/api/subscriptions/${id}/cancel`)).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(paypal.billing.get(paypalId)!.status).toBe('ACTIVE');
    expect((await user.client.post(`/api/subscriptions/${id}/resume`)).body.cancelAtPeriodEnd).toBe(false);
    await user.client.post(`/api/subscriptions/${id}/cancel`);
    // An update from PayPal meanwhile does not undo our flag.
    await deliver(event('BILLING.SUBSCRIPTION.UPDATED', paypal.snapshot(paypalId)));
    expect((await subscriptionOf(h, id)).cancel_at_period_end).toBe(true);

    // The period ends: the job cancels at PayPal, then PayPal's own webhook finds it done.
    await sql(h, `update user_subscriptions set current_period_end = now() - interval '1 minute' where id = ?`, [id]);
    await reconcileSubscriptions(h.platform.orm.em.fork(), subscriptionsDepsOf(h.platform));
    expect(paypal.billing.get(paypalId)!.status).toBe('CANCELLED');
    expect(await subscriptionOf(h, id)).toMatchObject({ status: 'cancelled' });
    expect((await deliver(event('BILLING.SUBSCRIPTION.CANCELLED', paypal.snapshot(paypalId)))).body.outcome).toBe('already_cancelled');
    expect(await unlockCredits(h, seller.id)).toHaveLength(1);
  });

  it('refuses a delivery PayPal does not vouch for', async () => {
    const res = await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-FORGED' }), 'forged');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_signature');
  });

  it('changes plan by a revision the subscriber approves at PayPal; the plan follows its webhook', async () => {
    const user = await signUp(h);
    const { id, paypalId } = await subscribe(user.client);
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', paypal.activate(paypalId)));
    const changed = await user.client.post(`/api/subscriptions/${id}/change-plan`, { planId: await planId(h, 'premium') });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.url).toContain('/webapps/billing/revise');
    expect(changed.body.subscription.plan.slug).toBe('basic');
    const [premium] = await sql(h, `select paypal_plan_id from subscription_plans where slug = 'premium'`);
    const updated = await deliver(event('BILLING.SUBSCRIPTION.UPDATED', paypal.revise(paypalId, premium.paypal_plan_id)));
    expect(updated.body.outcome).toBe('planChanged');
    expect((await user.client.get('/api/subscriptions/me')).body.subscription).toMatchObject({ plan: { slug: 'premium' }, unlocksLeft: 75 });
  });
});
