// Buying points with the embedded local provider (its TEST MODE checkout page served by our server), end to end
// on the real database and worker: the order decides amounts, points are credited only after the payment is
// recorded, once, and every kind of bad input is refused with a 4xx and no points moved.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrdersCommands } from './commands.ts';
import { paymentsDepsOf } from './index.ts';
import { bootPayments, type Client, eventually, formPost, type Harness, openEvents, packageId, pointsOf, signUp, sql } from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootPayments({ realtime: true });
  await h.platform.bus.work(['payments']);
});
afterAll(() => h?.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function buy(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/api/payments/checkout', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { orderId: string; url: string; sessionId: string; totalPoints: number; amountCents: number };
}

async function payAtLocalCheckout(client: Client, url: string) {
  const token = new URL(url).searchParams.get('token')!;
  const paid = await formPost(client, new URL(url).pathname, { token, action: 'pay' });
  expect(paid.status).toBe(303);
  return new URL(paid.headers.get('location')!);
}

async function orderOf(id: string) {
  const [row] = await sql(h, 'select * from points_orders where id = ?', [id]);
  return row;
}

async function run(...args: string[]): Promise<string> {
  let output = '';
  const program = new Command('studyhall').exitOverride();
  registerOrdersCommands(program, async () => h.platform, paymentsDepsOf, (text) => {
    output += text;
  });
  await program.parseAsync(args, { from: 'user' });
  return output;
}

describe('buying points with the local test checkout', () => {
  it('offers the local provider, in test mode, when no real one is configured', async () => {
    const res = await fetch(`${h.baseUrl}/api/payments/providers`);
    expect(await res.json()).toEqual({ providers: [{ id: 'local', label: 'Test checkout', testMode: true }], defaultProvider: 'local' });
  });

  it('turns guests away with the spec message', async () => {
    for (const path of ['/api/payments/checkout', '/api/payments/verify']) {
      const res = await fetch(h.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amountCents":-5}' });
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe('User not authenticated');
    }
  });

  it('pays a package: test page, Pay, redirect, verification, settlement, credit once', async () => {
    const user = await signUp(h);
    const stream = await openEvents(h, user.client);
    const popular = await packageId(h, 'popular');
    const order = await buy(user.client, { packageId: popular });
    expect(order).toMatchObject({ amountCents: 2500, points: 250, bonusPoints: 40, totalPoints: 290, packageId: popular, provider: 'local' });
    expect(order.url).toMatch(/\/test-checkout\/[0-9a-f-]{36}\?token=/);

    const page = await user.client.request('GET', pathOf(order.url), undefined, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('Pay $25.00');
    expect(page.text).toContain('290 points');

    // Nothing is credited before the payment: verifying now is refused.
    const early = await user.client.post('/api/payments/verify', { orderId: order.orderId });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Payment verification failed. Please contact support.');

    const back = await payAtLocalCheckout(user.client, order.url);
    expect(back.pathname).toBe('/checkout/success');
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('order_id')).toBe(order.orderId);
    expect(back.searchParams.get('session_id')).toBe(order.sessionId);

    const verified = await user.client.post('/api/payments/verify', { sessionId: back.searchParams.get('session_id'), orderId: order.orderId });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      valid: true,
      alreadyProcessed: false,
      message: 'Payment successful! Points added to your account.',
      payment_details: { amount: 25, amountCents: 2500, points: 290, package_id: popular },
    });
    const again = await user.client.post('/api/payments/verify', { sessionId: order.sessionId });
    expect(again.body).toMatchObject({ valid: true, alreadyProcessed: true, message: 'This payment has already been processed.' });

    const done = await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    expect(done).toMatchObject({ payment_status: 'succeeded', verified_via: 'local_checkout', payment_intent_id: `local_pi_${order.orderId}` });
    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(290);
    expect(points.ledger).toHaveLength(1);
    expect(points.ledger[0]).toMatchObject({ type: 'earned', amount: 290, idempotency_key: `points-order:local:local_pi_${order.orderId}` });

    // Paying again (a double click, a back button) credits nothing more.
    expect((await payAtLocalCheckout(user.client, order.url)).pathname).toBe('/checkout/success');
    await new Promise((r) => setTimeout(r, 1200));
    expect((await pointsOf(h, user.id)).balance).toBe(290);

    const seen = await eventually(() => stream.messages.map((m) => m.type), (t) => t.includes('wallet.balance-changed') && t.filter((x) => x === 'payments.order-updated').length >= 2);
    expect(seen).toContain('payments.order-updated');
    expect(stream.messages.find((m) => m.type === 'wallet.balance-changed')!.data).toMatchObject({ balance: 290, change: 290 });
    expect(stream.messages.filter((m) => m.type === 'payments.order-updated').map((m) => m.data.orderStatus)).toEqual(['processing', 'completed']);
    await stream.close();

    const history = await user.client.get('/api/payments/orders');
    expect(history.body).toMatchObject({ total: 1, items: [{ id: order.orderId, orderStatus: 'completed', paymentStatus: 'succeeded', totalPoints: 290 }] });
    expect((await user.client.get(`/api/payments/orders/${order.orderId}`)).body.orderStatus).toBe('completed');
  });

  it('prices a custom amount on the server: floor(10 x USD) plus the bonus tier', async () => {
    const user = await signUp(h);
    const order = await buy(user.client, { amountCents: 1234 });
    expect(order).toMatchObject({ amountCents: 1234, points: 123, bonusPoints: 6, totalPoints: 129, packageId: null });
    const quote = await fetch(`${h.baseUrl}/api/wallet/points-for-amount?amountCents=1234`);
    expect(await quote.json()).toEqual({ amountCents: 1234, basePoints: 123, bonusPoints: 6, totalPoints: 129, packageId: null });
    await payAtLocalCheckout(user.client, order.url);
    await eventually(() => pointsOf(h, user.id), (p) => p.balance === 129);
    expect((await pointsOf(h, user.id)).balance).toBe(129);
  });

  it('refuses bad input with a clear 4xx, and no points move', async () => {
    const user = await signUp(h);
    const other = await signUp(h, 'Grace Hopper');
    const expect4xx = async (body: unknown, status: number) => {
      const res = await user.client.post('/api/payments/checkout', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toBeTruthy();
      return res;
    };
    await expect4xx({ amountCents: -500 }, 400);
    await expect4xx({ amountCents: 0 }, 400);
    await expect4xx({ amountCents: 1050.5 }, 400);
    await expect4xx({ amountCents: '1000' }, 400);
    await expect4xx({ amountCents: 499 }, 400);
    await expect4xx({ amountCents: 50_001 }, 400);
    await expect4xx({}, 400);
    await expect4xx({ packageId: await packageId(h, 'basic'), amountCents: 1000 }, 400);
    // The browser never decides points or amounts: such fields are refused, not ignored.
    await expect4xx({ packageId: await packageId(h, 'basic'), points_amount: 99999 }, 400);
    await expect4xx({ packageId: crypto.randomUUID() }, 422);
    await sql(h, `update points_packages set is_active = false where slug = 'starter'`);
    const inactive = await expect4xx({ packageId: await packageId(h, 'starter') }, 422);
    expect(inactive.body.error.message).toBe('This points package is not available.');
    await sql(h, `update points_packages set is_active = true where slug = 'starter'`);
    await expect4xx({ packageId: await packageId(h, 'basic'), provider: 'stripe' }, 422);
    await expect4xx({ packageId: await packageId(h, 'basic'), successPath: 'https://evil.example/steal' }, 400);
    await expect4xx({ packageId: await packageId(h, 'basic'), successPath: '//evil.example' }, 400);

    // Another user's order, a made-up session, a success URL never paid, amounts in the verification.
    const theirs = await buy(other.client, { packageId: await packageId(h, 'basic') });
    await payAtLocalCheckout(other.client, theirs.url);
    const stolen = await user.client.post('/api/payments/verify', { orderId: theirs.orderId });
    expect(stolen.status).toBe(404);
    expect((await user.client.post('/api/payments/verify', { sessionId: theirs.sessionId })).status).toBe(404);
    expect((await user.client.get(`/api/payments/orders/${theirs.orderId}`)).status).toBe(404);
    expect((await user.client.post('/api/payments/verify', { sessionId: 'cs_forged_123' })).status).toBe(404);
    const mine = await buy(user.client, { packageId: await packageId(h, 'pro') });
    const forged = await user.client.post('/api/payments/verify', { sessionId: mine.sessionId, orderId: mine.orderId });
    expect(forged.status).toBe(409);
    const withAmounts = await user.client.post('/api/payments/verify', { sessionId: mine.sessionId, amount: 50, points: 600 });
    expect(withAmounts.status).toBe(400);
    expect((await user.client.post('/api/payments/verify', {})).status).toBe(400);
    // Someone else's test-checkout link (or a forged token) cannot pay.
    const wrongToken = await formPost(other.client, `/test-checkout/${mine.orderId}`, { token: 'forged', action: 'pay' });
    expect(wrongToken.status).toBe(403);
    expect((await user.client.request('GET', `/test-checkout/${mine.orderId}?token=nope`)).status).toBe(403);

    await new Promise((r) => setTimeout(r, 800));
    expect((await pointsOf(h, user.id)).ledger).toEqual([]);
    expect((await orderOf(mine.orderId)).order_status).toBe('pending');
  });

  it('cancels at the test checkout: back to the cancel URL, nothing credited', async () => {
    const user = await signUp(h);
    const order = await buy(user.client, { packageId: await packageId(h, 'basic'), cancelPath: '/dashboard/wallet' });
    const token = new URL(order.url).searchParams.get('token')!;
    const cancelled = await formPost(user.client, new URL(order.url).pathname, { token, action: 'cancel' });
    expect(cancelled.status).toBe(303);
    const to = new URL(cancelled.headers.get('location')!);
    expect(to.pathname).toBe('/dashboard/wallet');
    expect(to.searchParams.get('canceled')).toBe('true');
    expect((await orderOf(order.orderId)).order_status).toBe('cancelled');
    expect((await user.client.post('/api/payments/verify', { orderId: order.orderId })).status).toBe(409);
    const page = await user.client.request('GET', pathOf(order.url));
    expect(page.text).toContain('This checkout is closed');
    expect((await pointsOf(h, user.id)).balance).toBe(0);
  });

  it('refunds an order from the CLI: the points come back out, the refund and the reversal are recorded', async () => {
    const user = await signUp(h);
    const order = await buy(user.client, { packageId: await packageId(h, 'basic') });
    await payAtLocalCheckout(user.client, order.url);
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');

    const listed = JSON.parse(await run('orders', 'list', '--user', user.email, '--json'));
    expect(listed.map((o: any) => o.id)).toEqual([order.orderId]);
    expect(await run('orders', 'list', '--status', 'completed')).toContain(order.orderId);
    expect(JSON.parse(await run('orders', 'show', order.orderId, '--json'))).toMatchObject({ orderStatus: 'completed', paymentIntentId: `local_pi_${order.orderId}` });
    await expect(run('orders', 'refund', order.orderId, '--reason', '  ')).rejects.toThrow(/--reason/);

    const refunded = JSON.parse(await run('orders', 'refund', order.orderId, '--reason', 'Bought by mistake', '--json'));
    expect(refunded).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'refunded', refundId: `local_re_${order.orderId}`, pointsTakenBack: 110 });
    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(0);
    expect(points.ledger.map((t: any) => [t.type, t.amount])).toEqual([['earned', 110], ['reversal', -110]]);
    expect(await orderOf(order.orderId)).toMatchObject({ refund_reason: 'Bought by mistake', refund_id: `local_re_${order.orderId}` });
    expect(JSON.parse(await run('orders', 'refund', order.orderId, '--reason', 'again', '--json')).alreadyRefunded).toBe(true);
    expect((await pointsOf(h, user.id)).ledger).toHaveLength(2);
  });

  it('refuses to refund an order whose points were spent, and anything not completed', async () => {
    const user = await signUp(h);
    const order = await buy(user.client, { packageId: await packageId(h, 'starter') });
    await payAtLocalCheckout(user.client, order.url);
    await eventually(() => orderOf(order.orderId), (o) => o.order_status === 'completed');
    const { spend } = await import('../wallet/index.ts');
    await spend(h.platform.orm.em.fork(), { userId: user.id, amount: 20, description: 'AI', idempotencyKey: crypto.randomUUID() });
    await expect(run('orders', 'refund', order.orderId, '--reason', 'x')).rejects.toThrow(/no longer has all the points.*50 points; their balance is 30/);
    expect((await orderOf(order.orderId)).order_status).toBe('completed');
    const pending = await buy(user.client, { packageId: await packageId(h, 'starter') });
    await expect(run('orders', 'refund', pending.orderId, '--reason', 'x')).rejects.toThrow(/Only a completed order/);
    await expect(run('orders', 'show', crypto.randomUUID())).rejects.toThrow(/No order/);
  });

  it('lists every order for admins only', async () => {
    const admin = await signUp(h, 'Admin', { admin: true });
    const user = await signUp(h);
    expect((await user.client.get('/api/admin/payments/orders')).status).toBe(403);
    const all = await admin.client.get('/api/admin/payments/orders?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(3);
    expect(all.body.items[0]).toHaveProperty('userAgent');
    const one = all.body.items[0];
    expect((await admin.client.get(`/api/admin/payments/orders/${one.id}`)).body.id).toBe(one.id);
    expect((await admin.client.get('/api/admin/payments/orders?status=refunded')).body.items.every((o: any) => o.orderStatus === 'refunded')).toBe(true);
  });

  it('limits checkouts and return-page verifications per user, with 429 "Too many attempts" and Retry-After', async () => {
    const user = await signUp(h);
    const starter = await packageId(h, 'starter');
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await buy(user.client, { packageId: starter }));
    const blocked = await user.client.post('/api/payments/checkout', { packageId: starter });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await sql(h, 'select count(*)::int as n from points_orders where user_id = ?', [user.id]))[0].n).toBe(10);
    // Someone else is not held back by this buyer.
    await buy((await signUp(h)).client, { packageId: starter });

    // A return page reloaded 60 times is still answered (409: not paid); the 61st is turned away.
    for (let i = 0; i < 60; i++) expect((await user.client.post('/api/payments/verify', { orderId: orders[0]!.orderId })).status).toBe(409);
    const verify = await user.client.post('/api/payments/verify', { orderId: orders[0]!.orderId });
    expect(verify.status).toBe(429);
    expect(verify.body.error.message).toBe('Too many attempts. Please try again later.');
    expect(verify.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
