// The PayPal adapter (@paypal/paypal-server-sdk) against a local HTTP server speaking PayPal's REST routes: order
// creation, server-side capture on return, webhooks verified through verify-webhook-signature, refunds.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrdersCommands } from './commands.ts';
import { paymentsDepsOf } from './index.ts';
import { startPayPalServer } from '../../tests/support/payment-test-servers.ts';
import { bootPayments, type Client, eventually, type Harness, packageId, pointsOf, signUp, sql } from './harness.testing.ts';

const CREDENTIALS = { clientId: 'paypal-client', clientSecret: 'paypal-secret', webhookId: 'WH-STUDYHALL-1' };
let h: Harness;
let paypal: Awaited<ReturnType<typeof startPayPalServer>>;

beforeAll(async () => {
  paypal = await startPayPalServer(CREDENTIALS);
  h = await bootPayments({
    env: {
      PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
      PAYPAL_BASE_URL: paypal.url,
    },
  });
  await h.platform.bus.work(['payments']);
});
afterAll(async () => {
  await h?.close();
  await paypal?.close();
});

const orderOf = async (id: string) => (await sql(h, 'select * from points_orders where id = ?', [id]))[0];

async function startCheckout(client: Client, slug = 'basic') {
  const res = await client.post('/api/payments/checkout', { packageId: await packageId(h, slug) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { orderId: string; url: string; sessionId: string };
}

function postWebhook(event: Record<string, unknown> | string, signature = 'valid-signature', contentType = 'application/json') {
  return fetch(`${h.baseUrl}/api/payments/paypal/webhook`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    body: typeof event === 'string' ? event : JSON.stringify(event),
  });
}

const verifyCalls = () => paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');

describe('the PayPal adapter, against a local server speaking the PayPal REST API', () => {
  it('creates a PayPal order from our order (amount, custom_id, return URLs) and answers its approval link', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client, 'popular');
    expect(order.url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${order.sessionId}`);
    const created = paypal.orders.get(order.sessionId)!;
    expect(created.purchase_units[0]).toMatchObject({ custom_id: order.orderId, amount: { currency_code: 'USD', value: '25.00' } });
    const call = paypal.requests.find((r) => r.path === '/v2/checkout/orders' && r.body.includes(order.orderId))!;
    expect(call.headers['paypal-request-id']).toBe(`order-${order.orderId}`);
    const context = JSON.parse(call.body).payment_source.paypal.experience_context;
    expect(context.return_url).toMatch(new RegExp(`/checkout/success\\?success=true&provider=paypal&order_id=${order.orderId}$`));
    expect(context.cancel_url).toContain('/checkout?canceled=true');
  });

  it('captures on the return page (token from the URL), then credits once', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    expect((await user.client.post('/api/payments/verify', { sessionId: order.sessionId })).status).toBe(409);
    paypal.approve(order.sessionId);
    const verified = await user.client.post('/api/payments/verify', { sessionId: order.sessionId, orderId: order.orderId });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ valid: true, alreadyProcessed: false, payment_details: { amountCents: 1000, points: 110 } });
    const capture = paypal.requests.find((r) => r.path === `/v2/checkout/orders/${order.sessionId}/capture`)!;
    expect(capture.headers['paypal-request-id']).toBe(`capture-${order.orderId}`);
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect((await orderOf(order.orderId)).payment_intent_id).toMatch(/^CAPTURE/);
    expect((await user.client.post('/api/payments/verify', { sessionId: order.sessionId })).body.alreadyProcessed).toBe(true);
    expect((await pointsOf(h, user.id)).balance).toBe(110);
  });

  it('verifies webhooks with PayPal: an approved order is captured by the worker, a bad signature changes nothing', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    paypal.approve(order.sessionId);
    const approved = { id: `WH-${crypto.randomUUID()}`, event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: order.sessionId, purchase_units: [{ custom_id: order.orderId }] } };
    const forged = await postWebhook(approved, 'forged-signature');
    expect(forged.status).toBe(400);
    await new Promise((r) => setTimeout(r, 700));
    expect((await orderOf(order.orderId)).order_status).toBe('pending');

    const ok = await postWebhook(approved);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ outcome: 'capture_enqueued', orderId: order.orderId });
    const verify = verifyCalls().at(-1)!;
    expect(JSON.parse(verify.body)).toMatchObject({ webhook_id: CREDENTIALS.webhookId, webhook_event: approved, auth_algo: 'SHA256withRSA' });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect((await pointsOf(h, user.id)).balance).toBe(110);

    // The capture's own webhook arrives afterwards, twice: nothing more is credited.
    const captureId = (await orderOf(order.orderId)).payment_intent_id;
    const completed = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: captureId, status: 'COMPLETED', custom_id: order.orderId, amount: { value: '10.00', currency_code: 'USD' }, supplementary_data: { related_ids: { order_id: order.sessionId } } },
    };
    expect(await (await postWebhook(completed)).json()).toMatchObject({ outcome: 'already_recorded' });
    expect(await (await postWebhook(completed)).json()).toMatchObject({ duplicate: true });
    await new Promise((r) => setTimeout(r, 700));
    expect((await pointsOf(h, user.id)).ledger).toHaveLength(1);
  });

  it('takes webhooks as application/json only, and asks PayPal about exactly the event it then acts on', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const asked = verifyCalls().length;
    // A form body used to be spliced as text into the verification request, where it could set other fields.
    const spliced = `{"id":"WH-FORM"},"webhook_id":"WH-SOMEONE-ELSE`;
    const form = await postWebhook(`event=${encodeURIComponent(spliced)}`, 'valid-signature', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('unsupported_media_type');
    expect(verifyCalls()).toHaveLength(asked);

    // Two "resource" members: JSON.parse keeps the second, so PayPal must be asked about that one, not the raw text.
    const capture = (id: string) =>
      JSON.stringify({ id, status: 'COMPLETED', custom_id: order.orderId, amount: { value: '10.00', currency_code: 'USD' }, supplementary_data: { related_ids: { order_id: order.sessionId } } });
    const eventId = `WH-${crypto.randomUUID()}`;
    const body = `{"id":"${eventId}","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":${capture('CAPTURE-DECOY')},"resource":${capture('CAPTURE-ACTED-ON')}}`;
    expect(await (await postWebhook(body)).json()).toMatchObject({ outcome: 'recorded', orderId: order.orderId });
    const call = verifyCalls().at(-1)!;
    expect(call.body).not.toContain('CAPTURE-DECOY');
    expect(JSON.parse(call.body).webhook_event).toEqual(JSON.parse(body));
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect((await orderOf(order.orderId)).payment_intent_id).toBe('CAPTURE-ACTED-ON');
  });

  it('records a PAYMENT.CAPTURE.COMPLETED webhook for an order the buyer never came back to', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    const event = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE-EXTERNAL-1', status: 'COMPLETED', custom_id: order.orderId, amount: { value: '10.00', currency_code: 'USD' }, supplementary_data: { related_ids: { order_id: order.sessionId } } },
    };
    expect(await (await postWebhook(event)).json()).toMatchObject({ outcome: 'recorded' });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect((await pointsOf(h, user.id)).balance).toBe(110);
  });

  it('refunds the capture through PayPal from the CLI', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    paypal.approve(order.sessionId);
    await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    let output = '';
    const program = new Command('studyhall').exitOverride();
    registerOrdersCommands(program, async () => h.platform, paymentsDepsOf, (t) => {
      output += t;
    });
    await program.parseAsync(['orders', 'refund', order.orderId, '--reason', 'Duplicate purchase', '--json'], { from: 'user' });
    expect(JSON.parse(output)).toMatchObject({ orderStatus: 'refunded', pointsTakenBack: 110 });
    const captureId = (await orderOf(order.orderId)).payment_intent_id;
    const call = paypal.requests.find((r) => r.path === `/v2/payments/captures/${captureId}/refund`)!;
    expect(call.headers['paypal-request-id']).toBe(`refund-${order.orderId}`);
    expect((await pointsOf(h, user.id)).balance).toBe(0);
  });

  it('a refund made at PayPal (PAYMENT.CAPTURE.REFUNDED, linked to our capture) takes the points back once', async () => {
    const user = await signUp(h);
    const order = await startCheckout(user.client);
    paypal.approve(order.sessionId);
    await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    const captureId = (await orderOf(order.orderId)).payment_intent_id;
    const refunded = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND-DASHBOARD-1',
        status: 'COMPLETED',
        amount: { value: '10.00', currency_code: 'USD' },
        links: [
          { rel: 'self', href: `${paypal.url}/v2/payments/refunds/REFUND-DASHBOARD-1` },
          { rel: 'up', href: `${paypal.url}/v2/payments/captures/${captureId}` },
        ],
      },
    };
    expect(await (await postWebhook(refunded)).json()).toMatchObject({ outcome: 'refunded', orderId: order.orderId });
    expect(await (await postWebhook(refunded)).json()).toMatchObject({ duplicate: true });
    expect(await orderOf(order.orderId)).toMatchObject({ order_status: 'refunded', refunded_via: 'provider', refund_id: 'REFUND-DASHBOARD-1', refund_reason: 'Refunded at PayPal' });
    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(0);
    expect(points.ledger.map((t) => t.type)).toEqual(['earned', 'reversal']);

    // The same refund told ten times at once under new event ids (PayPal resends): all answered, nothing moves again.
    const resent = await Promise.all(Array.from({ length: 10 }, () => postWebhook({ ...refunded, id: `WH-${crypto.randomUUID()}` })));
    expect(resent.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await pointsOf(h, user.id)).ledger).toHaveLength(2);
  });
});
