// The admin side of points orders over HTTP, on the real database and worker with the embedded local provider:
// orders listed with their buyer and package, filtered by email, and refunded by an admin (admins only; a second
// refund is refused and the points come back out once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootPayments, type Client, eventually, formPost, type Harness, packageId, pointsOf, signUp, sql, type TestUser } from './harness.testing.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootPayments();
  await h.platform.bus.work(['payments']);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

/** A completed order of a package, bought and paid at the local test checkout. */
async function paidOrder(client: Client, slug: string): Promise<string> {
  const res = await client.post('/api/payments/checkout', { packageId: await packageId(h, slug) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = new URL(res.body.url);
  const paid = await formPost(client, url.pathname, { token: url.searchParams.get('token')!, action: 'pay' });
  expect(paid.status).toBe(303);
  await eventually(
    async () => (await sql(h, 'select order_status from points_orders where id = ?', [res.body.orderId]))[0].order_status,
    (s) => s === 'completed',
  );
  return res.body.orderId;
}

describe('admin points orders', () => {
  it('lists orders with their buyer and package, filtered by the buyer’s email', async () => {
    const user = await signUp(h, 'Pia Payer');
    const orderId = await paidOrder(user.client, 'popular');
    const listed = await admin.client.get(`/api/admin/payments/orders?user=${encodeURIComponent(user.email)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      id: orderId,
      orderStatus: 'completed',
      paymentStatus: 'succeeded',
      amountCents: 2500,
      totalPoints: 290,
      paymentMethod: 'local',
      packageName: 'Popular',
      user: { id: user.id, fullName: 'Pia Payer', email: user.email },
    });
    expect((await admin.client.get(`/api/admin/payments/orders/${orderId}`)).body.user.email).toBe(user.email);
    expect((await admin.client.get('/api/admin/payments/orders?user=nobody@example.com')).body.total).toBe(0);
  });

  it('refunds an order for admins only, once: the points come back out and a second refund is refused', async () => {
    const user = await signUp(h, 'Rex Refund');
    const orderId = await paidOrder(user.client, 'basic');
    const path = `/api/admin/payments/orders/${orderId}/refund`;
    const guest = await fetch(h.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reason":"x"}' });
    expect(guest.status).toBe(401);
    expect((await user.client.post(path, { reason: 'x' })).status).toBe(403);
    const noReason = await admin.client.post(path, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toEqual(['Give a reason for the refund.']);

    const refunded = await admin.client.post(path, { reason: 'Bought by mistake' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({
      pointsTakenBack: 110,
      refundId: `local_re_${orderId}`,
      order: { id: orderId, orderStatus: 'refunded', paymentStatus: 'refunded', refundReason: 'Bought by mistake', user: { id: user.id } },
    });
    const again = await admin.client.post(path, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already_refunded', message: 'This order was already refunded.' });

    const points = await pointsOf(h, user.id);
    expect(points.balance).toBe(0);
    expect(points.ledger.map((t: any) => [t.type, t.amount])).toEqual([['earned', 110], ['reversal', -110]]);
    expect((await admin.client.post(`/api/admin/payments/orders/${crypto.randomUUID()}/refund`, { reason: 'x' })).status).toBe(404);
  });

  it('refuses to refund an order that is not paid, or whose points were spent, and says why', async () => {
    const user = await signUp(h);
    const pending = await user.client.post('/api/payments/checkout', { packageId: await packageId(h, 'starter') });
    const notPaid = await admin.client.post(`/api/admin/payments/orders/${pending.body.orderId}/refund`, { reason: 'x' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.message).toBe('Only a completed order can be refunded. It is pending.');

    const orderId = await paidOrder(user.client, 'starter');
    const { spend } = await import('../wallet/index.ts');
    await spend(h.platform.orm.em.fork(), { userId: user.id, amount: 20, description: 'AI', idempotencyKey: crypto.randomUUID() });
    const spent = await admin.client.post(`/api/admin/payments/orders/${orderId}/refund`, { reason: 'x' });
    expect(spent.status).toBe(409);
    expect(spent.body.error.message).toBe('The user no longer has all the points of this order. The order gave 50 points; their balance is 30.');
    expect((await pointsOf(h, user.id)).balance).toBe(30);
  });
});
