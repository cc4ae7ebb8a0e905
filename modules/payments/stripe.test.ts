// The Stripe adapter against a local HTTP server speaking Stripe's API routes (checkout sessions, refunds), and
// Stripe webhooks signed with stripe's own test helper: valid, tampered, expired. Ends with the race of 100
// replays of one webhook against 20 success-page verifications: credited once.
import { Command } from 'commander';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spend } from '../wallet/index.ts';
import { registerOrdersCommands } from './commands.ts';
import { expireUnpaidOrders } from './expiry.ts';
import { paymentsDepsOf } from './index.ts';
import { startStripeServer } from '../../tests/support/payment-test-servers.ts';
import { bootPayments, type Client, eventually, type Harness, packageId, pointsOf, signUp, sql } from './harness.testing.ts';

const WEBHOOK_SECRET = 'whsec_test_studyhall';
let h: Harness;
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeServer = await startStripeServer();
  h = await bootPayments({
    env: { STRIPE_SECRET_KEY: 'sk_test_studyhall', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeServer.url },
  });
  await h.platform.bus.work(['payments']);
});
afterAll(async () => {
  await h?.close();
  await stripeServer?.close();
});

function event(type: string, object: unknown, id = `evt_${crypto.randomUUID().replace(/-/g, '')}`) {
  return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
}

function postWebhook(
  payload: string,
  signature: string | null = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  contentType = 'application/json; charset=utf-8',
) {
  return fetch(`${h.baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

async function startCheckout(client: Client, slug = 'basic') {
  const res = await client.post('/api/payments/checkout', { packageId: await packageId(h, slug) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { orderId: string; url: string; sessionId: string; totalPoints: number };
}

const orderOf = async (id: string) => (await sql(h, 'select * from points_orders where id = ?', [id]))[0];

describe('the Stripe adapter, against a local server speaking the Stripe API', () => {
  it('creates a Checkout Session from the order, with success and cancel URLs and an idempotency key', async () => {
    const user = await signUp(h);
    const providers = await (await fetch(`${h.baseUrl}/api/payments/providers`)).json();
    expect(providers).toEqual({ providers: [{ id: 'stripe', label: 'Card', testMode: true }], defaultProvider: 'stripe' });
    const order = await startCheckout(user.client, 'pro');
    expect(order.url).toBe(`https://checkout.stripe.test/c/pay/${order.sessionId}`);
    const session = stripeServer.sessions.get(order.sessionId)!;
    expect(session).toMatchObject({ mode: 'payment', client_reference_id: order.orderId, amount_total: 5000, currency: 'usd', customer_email: user.email });
    expect(session.metadata).toMatchObject({ order_id: order.orderId, points: '600' });
    expect(session.success_url).toMatch(new RegExp(`/checkout/success\\?success=true&provider=stripe&order_id=${order.orderId}&session_id=\\{CHECKOUT_SESSION_ID\\}$`));
    expect(session.cancel_url).toContain(`/checkout?canceled=true&provider=stripe&order_id=${order.orderId}`);
    const create = stripeServer.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.includes(order.orderId))!;
    expect(create.headers['idempotency-key']).toBe(`checkout-session-${order.orderId}`);
    expect((await orderOf(order.orderId)).provider_session_id).toBe(order.sessionId);
  });

  it('verifies a session server side on the success page, and refuses one not paid', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const unpaid = await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    expect(unpaid.status).toBe(409);
    expect((await user.client.post('/api/payments/verify', { sessionId: 'cs_test_forged' })).status).toBe(404);
    stripeServer.pay(order.sessionId, 'FR');
    const verified = await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    expect(verified.body).toMatchObject({ valid: true, alreadyProcessed: false, payment_details: { amountCents: 1000, points: 110 } });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect(await orderOf(order.orderId)).toMatchObject({ verified_via: 'verification', country_code: 'FR', payment_intent_id: `pi_test_${order.sessionId.slice(8)}` });
    expect((await pointsOf(h, user.id)).balance).toBe(110);
  });

  it('accepts a webhook signed by stripe\'s helper and refuses tampered, expired and unsigned ones', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const session = stripeServer.pay(order.sessionId);
    const payload = event('checkout.session.completed', session);

    const tampered = payload.replace('"amount_total":1000', '"amount_total":1');
    const goodHeader = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await postWebhook(tampered, goodHeader)).status).toBe(400);
    const old = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    const expired = await postWebhook(payload, old);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.code).toBe('invalid_signature');
    expect((await postWebhook(payload, null)).status).toBe(400);
    const otherSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await postWebhook(payload, otherSecret)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 700));
    expect(await orderOf(order.orderId)).toMatchObject({ order_status: 'pending', payment_intent_id: null });
    expect((await sql(h, 'select count(*)::int as n from payment_webhook_events where order_id = ?', [order.orderId]))[0].n).toBe(0);

    const accepted = await postWebhook(payload);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ received: true, duplicate: false, outcome: 'recorded', orderId: order.orderId });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect((await orderOf(order.orderId)).verified_via).toBe('webhook');
    expect((await pointsOf(h, user.id)).balance).toBe(110);
    // The success page after the webhook: valid, and reported as new to the user the first time.
    expect((await user.client.post('/api/payments/verify', { sessionId: order.sessionId })).body).toMatchObject({ valid: true, alreadyProcessed: false });
  });

  it('takes webhooks as application/json only (415), and a signed body that is not one JSON event is a 400', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const session = stripeServer.pay(order.sessionId);
    // A correctly signed form body: the body parser used to read it as a form before the signature check.
    const form = new URLSearchParams({ id: 'evt_form', type: 'checkout.session.completed', 'data[object][id]': session.id }).toString();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const refused = await postWebhook(form, undefined, type);
      expect(refused.status, type).toBe(415);
      expect(await refused.json()).toEqual({ error: { code: 'unsupported_media_type', message: 'Webhooks are accepted as application/json only.' } });
    }
    const array = await postWebhook(`[${event('checkout.session.completed', session)}]`);
    expect(array.status).toBe(400);
    expect((await array.json()).error).toEqual({ code: 'invalid_payload', message: 'The event is not a JSON object.' });
    expect((await sql(h, 'select count(*)::int as n from payment_webhook_events where order_id = ?', [order.orderId]))[0].n).toBe(0);
    expect((await orderOf(order.orderId)).order_status).toBe('pending');
    // The same payment as JSON, signed over its bytes: accepted (a non-ASCII name proves the bytes, not a re-encoding, are checked).
    const accepted = await postWebhook(event('checkout.session.completed', { ...session, metadata: { ...session.metadata, note: 'Zoë · 学习' } }));
    expect(await accepted.json()).toMatchObject({ duplicate: false, outcome: 'recorded', orderId: order.orderId });
  });

  it('does not credit a paid session whose amount differs from the order, and closes expired sessions', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const session = { ...stripeServer.pay(order.sessionId), amount_total: 1 };
    expect((await postWebhook(event('checkout.session.completed', session))).status).toBe(200);
    expect(await orderOf(order.orderId)).toMatchObject({ order_status: 'failed', payment_intent_id: null });
    expect((await orderOf(order.orderId)).failure_reason).toMatch(/amount mismatch/);

    const second = await startCheckout(user.client);
    const expired = await postWebhook(event('checkout.session.expired', stripeServer.expire(second.sessionId)));
    expect(await expired.json()).toMatchObject({ outcome: 'cancelled' });
    expect((await orderOf(second.orderId)).order_status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 700));
    expect((await pointsOf(h, user.id)).ledger).toEqual([]);
  });

  it('100 replays of one webhook racing 20 success-page verifications credit once', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client, 'ultimate');
    const payload = event('checkout.session.completed', stripeServer.pay(order.sessionId));
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const [hooks, verifications] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, () => postWebhook(payload, header).then(async (r) => ({ status: r.status, body: await r.json() })))),
      Promise.all(Array.from({ length: 20 }, () => user.client.post('/api/payments/verify', { sessionId: order.sessionId, orderId: order.orderId }))),
    ]);
    expect(hooks.every((r) => r.status === 200)).toBe(true);
    expect(hooks.filter((r) => !r.body.duplicate)).toHaveLength(1);
    expect(verifications.map((v) => v.status)).toEqual(Array(20).fill(200));
    expect(verifications.filter((v) => v.body.alreadyProcessed === false)).toHaveLength(1);

    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    await new Promise((r) => setTimeout(r, 1500));
    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(1250);
    expect(points.ledger).toHaveLength(1);
    expect((await sql(h, 'select count(*)::int as n from payment_webhook_events where order_id = ?', [order.orderId]))[0].n).toBe(1);
    const [jobs] = await sql(h, `select count(*)::int as n from pgboss.job where name = 'payments.settle-order' and data->>'orderId' = ?`, [order.orderId]);
    expect(jobs.n).toBe(1);
  });

  it('refunds through Stripe from the CLI: refund of the payment intent, points taken back', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    stripeServer.pay(order.sessionId);
    await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    let output = '';
    const program = new Command('studyhall').exitOverride();
    registerOrdersCommands(program, async () => h.platform, paymentsDepsOf, (t) => {
      output += t;
    });
    await program.parseAsync(['orders', 'refund', order.orderId, '--reason', 'Customer asked', '--json'], { from: 'user' });
    const result = JSON.parse(output);
    expect(result).toMatchObject({ orderStatus: 'refunded', pointsTakenBack: 110 });
    expect(result.refundId).toMatch(/^re_test_/);
    const call = stripeServer.requests.find((r) => r.path === '/v1/refunds' && r.body.includes(order.orderId))!;
    expect(call.headers['idempotency-key']).toBe(`refund-${order.orderId}`);
    expect(call.body).toContain(`payment_intent=pi_test_${order.sessionId.slice(8)}`);
    expect((await pointsOf(h, user.id)).balance).toBe(0);
  });

  async function paidOrder(slug = 'basic') {
    const user = await signUp(h);
    const order = await startCheckout(user.client, slug);
    stripeServer.pay(order.sessionId);
    await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    return { user, order, paymentIntent: (await orderOf(order.orderId)).payment_intent_id as string };
  }

  const charge = (paymentIntent: string, amountRefunded: number, amount = 1000) => ({
    id: `ch_${paymentIntent.slice(3)}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === amount,
    currency: 'usd',
    payment_intent: paymentIntent,
    refunds: { object: 'list', data: [{ id: `re_dashboard_${paymentIntent.slice(8)}`, object: 'refund', amount: amountRefunded }] },
  });

  it('a refund made in the Stripe dashboard takes back the points the buyer still has, once, and records the rest', async () => {
    const { user, order, paymentIntent } = await paidOrder();
    await spend(h.platform.orm.em.fork(), { userId: user.id, amount: 30, description: 'An AI action', idempotencyKey: `spend-${order.orderId}` });
    const payload = event('charge.refunded', charge(paymentIntent, 1000));
    const first = await postWebhook(payload);
    expect(await first.json()).toMatchObject({ duplicate: false, outcome: 'refunded', orderId: order.orderId });
    expect(await (await postWebhook(payload)).json()).toMatchObject({ duplicate: true });
    // Stripe sends the same refund again under another event id: nothing moves twice.
    expect(await (await postWebhook(event('charge.refunded', charge(paymentIntent, 1000)))).json()).toMatchObject({ outcome: 'already_refunded' });

    expect(await orderOf(order.orderId)).toMatchObject({
      order_status: 'refunded',
      payment_status: 'refunded',
      refunded_via: 'provider',
      refund_shortfall_points: 30,
      refund_reason: 'Refunded at Stripe',
      refund_id: `re_dashboard_${paymentIntent.slice(8)}`,
    });
    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(0);
    expect(points.ledger.map((t) => [t.type, t.amount])).toEqual([['earned', 110], ['spent', -30], ['reversal', -80]]);
  });

  it('a partial refund at Stripe moves no points and leaves the order completed', async () => {
    const { user, order, paymentIntent } = await paidOrder();
    expect(await (await postWebhook(event('charge.refunded', charge(paymentIntent, 400)))).json()).toMatchObject({ outcome: 'partial_refund_logged' });
    expect((await orderOf(order.orderId)).order_status).toBe('completed');
    expect((await pointsOf(h, user.id)).balance).toBe(110);
  });

  it('our own refund, told back by Stripe\'s charge.refunded, takes the points back once', async () => {
    const { user, order, paymentIntent } = await paidOrder();
    const program = new Command('studyhall').exitOverride();
    registerOrdersCommands(program, async () => h.platform, paymentsDepsOf, () => {});
    await program.parseAsync(['orders', 'refund', order.orderId, '--reason', 'Customer asked'], { from: 'user' });
    expect(await (await postWebhook(event('charge.refunded', charge(paymentIntent, 1000)))).json()).toMatchObject({ outcome: 'already_refunded' });
    expect(await orderOf(order.orderId)).toMatchObject({ order_status: 'refunded', refunded_via: 'admin', refund_reason: 'Customer asked' });
    expect((await pointsOf(h, user.id)).ledger.map((t) => t.type)).toEqual(['earned', 'reversal']);
  });

  const dispute = (paymentIntent: string, status: string) => ({
    id: `dp_${paymentIntent.slice(3)}`,
    object: 'dispute',
    amount: 1000,
    currency: 'usd',
    charge: `ch_${paymentIntent.slice(3)}`,
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status,
  });
  const opened = (pi: string) => event('charge.dispute.created', dispute(pi, 'needs_response'));
  const closed = (pi: string, status: 'won' | 'lost') => event('charge.dispute.closed', dispute(pi, status));
  const outcomeOf = async (payload: string) => (await (await postWebhook(payload)).json()).outcome;
  const ledgerOf = async (userId: string) => (await pointsOf(h, userId)).ledger.map((t) => [t.type, t.amount]);

  it('a dispute takes the points back as far as the buyer has them, once; lost keeps them, and a refund must wait', async () => {
    const { user, order, paymentIntent } = await paidOrder();
    await spend(h.platform.orm.em.fork(), { userId: user.id, amount: 30, description: 'An AI action', idempotencyKey: `spend-${order.orderId}` });
    const created = opened(paymentIntent);
    expect(await outcomeOf(created)).toBe('dispute_points_taken');
    expect(await (await postWebhook(created)).json()).toMatchObject({ duplicate: true });
    expect(await outcomeOf(opened(paymentIntent))).toBe('dispute_recorded');
    expect(await outcomeOf(closed(paymentIntent, 'lost'))).toBe('dispute_recorded');
    expect(await outcomeOf(closed(paymentIntent, 'lost'))).toBe('dispute_recorded');
    expect(await ledgerOf(user.id)).toEqual([['earned', 110], ['spent', -30], ['reversal', -80]]);
    expect(await orderOf(order.orderId)).toMatchObject({
      order_status: 'completed',
      dispute_id: `dp_${paymentIntent.slice(3)}`,
      dispute_status: 'lost',
      dispute_reason: 'fraudulent',
      dispute_points_taken: 80,
      dispute_shortfall_points: 30,
      dispute_points_returned: null,
    });

    const admin = await signUp(h, 'Admin', { admin: true });
    const refused = await admin.client.post(`/api/admin/payments/orders/${order.orderId}/refund`, { reason: 'Asked' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'disputed', message: 'This payment is disputed at the provider: the dispute decides whether the money and the points go back.' });
    const listed = await admin.client.get(`/api/admin/payments/orders/${order.orderId}`);
    expect(listed.body.dispute).toMatchObject({ status: 'lost', reason: 'fraudulent', pointsTaken: 80, shortfallPoints: 30, pointsReturned: null });
    expect(listed.body.dispute.closedAt).not.toBeNull();
    const disputed = await admin.client.get('/api/admin/payments/orders?disputed=true&pageSize=100');
    expect(disputed.body.items.map((o: { id: string }) => o.id)).toContain(order.orderId);
    expect(disputed.body.items.every((o: { dispute: unknown }) => o.dispute !== null)).toBe(true);
    const undisputed = await admin.client.get('/api/admin/payments/orders?disputed=false&pageSize=100');
    expect(undisputed.body.items.every((o: { dispute: unknown }) => o.dispute === null)).toBe(true);
  });

  it('a dispute won after the points were taken gives them back once, and the shortfall is forgiven', async () => {
    const { user, order, paymentIntent } = await paidOrder();
    await spend(h.platform.orm.em.fork(), { userId: user.id, amount: 30, description: 'An AI action', idempotencyKey: `spend-${order.orderId}` });
    expect(await outcomeOf(opened(paymentIntent))).toBe('dispute_points_taken');
    expect((await pointsOf(h, user.id)).balance).toBe(0);
    expect(await outcomeOf(closed(paymentIntent, 'won'))).toBe('dispute_points_returned');
    expect(await outcomeOf(closed(paymentIntent, 'won'))).toBe('dispute_recorded');
    expect(await outcomeOf(opened(paymentIntent))).toBe('dispute_recorded');
    expect(await ledgerOf(user.id)).toEqual([['earned', 110], ['spent', -30], ['reversal', -80], ['earned', 80]]);
    expect(await orderOf(order.orderId)).toMatchObject({ dispute_status: 'won', dispute_points_taken: 80, dispute_points_returned: 80, dispute_shortfall_points: 0 });
    // Won: the dispute no longer stands in the way of a refund (this one is refused only because 30 points were spent).
    const admin = await signUp(h, 'Admin', { admin: true });
    expect((await admin.client.post(`/api/admin/payments/orders/${order.orderId}/refund`, { reason: 'Goodwill' })).body.error.code).toBe('refund_shortfall');
  });

  it('whatever order the dispute events arrive in, and however often, the points move once', async () => {
    // Closed as lost before the creation event: taken at the close, the late creation changes nothing.
    const lost = await paidOrder();
    expect(await outcomeOf(closed(lost.paymentIntent, 'lost'))).toBe('dispute_points_taken');
    expect(await outcomeOf(opened(lost.paymentIntent))).toBe('dispute_recorded');
    expect(await ledgerOf(lost.user.id)).toEqual([['earned', 110], ['reversal', -110]]);

    // Closed as won before the creation event: nothing is taken, then or later.
    const won = await paidOrder();
    expect(await outcomeOf(closed(won.paymentIntent, 'won'))).toBe('dispute_recorded');
    expect(await outcomeOf(opened(won.paymentIntent))).toBe('dispute_recorded');
    expect(await ledgerOf(won.user.id)).toEqual([['earned', 110]]);
    expect(await orderOf(won.order.orderId)).toMatchObject({ dispute_status: 'won', dispute_points_taken: null });

    // Ten deliveries each of the creation and the loss, all at once.
    const raced = await paidOrder();
    const payloads = [opened(raced.paymentIntent), closed(raced.paymentIntent, 'lost')];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postWebhook(payloads[i % 2]!)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await ledgerOf(raced.user.id)).toEqual([['earned', 110], ['reversal', -110]]);

    // Disputed after a refund: the refund already took the points.
    const refunded = await paidOrder();
    expect(await outcomeOf(event('charge.refunded', charge(refunded.paymentIntent, 1000)))).toBe('refunded');
    expect(await outcomeOf(opened(refunded.paymentIntent))).toBe('dispute_points_taken');
    expect(await ledgerOf(refunded.user.id)).toEqual([['earned', 110], ['reversal', -110]]);
    expect(await orderOf(refunded.order.orderId)).toMatchObject({ dispute_points_taken: 0, dispute_shortfall_points: 0 });
  });

  it('the unpaid-order sweep records a payment whose webhook never came and cancels the rest after 24 hours', async () => {
    const user = await signUp(h);
    const paidLate = await startCheckout(user.client);
    const abandoned = await startCheckout(user.client);
    const fresh = await startCheckout(user.client);
    stripeServer.pay(paidLate.sessionId);
    await sql(h, `update points_orders set created_at = now() - interval '25 hours' where id in (?, ?)`, [paidLate.orderId, abandoned.orderId]);

    const report = await expireUnpaidOrders(h.platform.orm.em.fork(), paymentsDepsOf(h.platform));
    expect(report).toMatchObject({ paid: 1, expired: 1, skipped: 0 });
    await eventually(() => orderOf(paidLate.orderId), (o) => o.order_status === 'completed');
    expect(await orderOf(abandoned.orderId)).toMatchObject({ order_status: 'cancelled', failure_reason: 'expired unpaid after 24 hours' });
    expect((await orderOf(fresh.orderId)).order_status).toBe('pending');
    expect((await pointsOf(h, user.id)).balance).toBe(110);
    const [scheduled] = await sql(h, `select cron from pgboss.schedule where name = 'payments.expire-unpaid-orders'`);
    expect(scheduled.cron).toBe('*/15 * * * *');
    // A second sweep finds nothing left to do.
    expect(await expireUnpaidOrders(h.platform.orm.em.fork(), paymentsDepsOf(h.platform))).toMatchObject({ checked: 0 });
  });

  it('a Stripe outage during the sweep cancels nothing', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    await sql(h, `update points_orders set created_at = now() - interval '25 hours' where id = ?`, [order.orderId]);
    stripeServer.sessions.delete(order.sessionId);
    const report = await expireUnpaidOrders(h.platform.orm.em.fork(), paymentsDepsOf(h.platform));
    expect(report).toMatchObject({ skipped: 1, expired: 0 });
    expect((await orderOf(order.orderId)).order_status).toBe('pending');
  });
});
