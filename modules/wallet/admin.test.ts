// The admin side of the wallet over HTTP on the real database: purchases, ledger and withdrawals listed with the
// people and documents behind their ids and filtered by a user's email, and the refund of a purchase by its id
// (admins only; points move once however often, or however concurrently, it is asked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from './index.ts';
import { bootWallet, documentForSale, type Harness, installTestCatalog, signUp, sql, type TestUser } from './harness.testing.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootWallet();
  await installTestCatalog(h);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const em = () => h.platform.orm.em.fork();

async function fund(user: TestUser, points: number) {
  await credit(em(), { userId: user.id, amount: points, description: 'Bought points', idempotencyKey: crypto.randomUUID() });
}

async function balance(userId: string) {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return row ? Number(row.points_balance) : 0;
}

async function ledger(userId: string) {
  return (await sql(h, 'select type, amount from points_transactions where user_id = ? order by id', [userId])).map((t) => [t.type, Number(t.amount)]);
}

/** A buyer who bought one document of a seller; answers the purchase id. */
async function sale(price: number) {
  const [buyer, seller] = [await signUp(h, 'Bea Buyer'), await signUp(h, 'Sam Seller')];
  await fund(buyer, 100);
  const documentId = await documentForSale(h, seller.id, price);
  const checkout = await buyer.client.post('/api/wallet/checkout', { documentIds: [documentId] });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  return { buyer, seller, documentId, purchaseId: checkout.body.purchased[0].userDocumentId as string };
}

describe('admin wallet pages', () => {
  it('turns guests (401) and users (403) away from the admin lists and the refund', async () => {
    const { buyer, purchaseId } = await sale(10);
    const refund = `/api/admin/wallet/purchases/${purchaseId}/refund`;
    const guest = await fetch(h.baseUrl + refund, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reason":"x"}' });
    expect(guest.status).toBe(401);
    expect((await buyer.client.post(refund, { reason: 'x' })).status).toBe(403);
    for (const path of ['/api/admin/wallet/orders', '/api/admin/wallet/transactions', '/api/admin/wallet/withdrawals']) {
      expect((await fetch(h.baseUrl + path)).status, path).toBe(401);
      expect((await buyer.client.get(path)).status, path).toBe(403);
    }
    expect(await balance(buyer.id)).toBe(90);
  });

  it('lists purchases with buyer, seller and document, filtered by the buyer’s email', async () => {
    const { buyer, seller, documentId, purchaseId } = await sale(40);
    const mine = await admin.client.get(`/api/admin/wallet/orders?user=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.items[0]).toMatchObject({
      id: purchaseId,
      pointsSpent: 40,
      sellerPoints: 28,
      status: 'completed',
      buyer: { id: buyer.id, fullName: 'Bea Buyer', email: buyer.email },
      seller: { id: seller.id, fullName: 'Sam Seller', email: seller.email },
      document: { id: documentId, title: `Notes ${documentId.slice(0, 4)}` },
    });
    expect((await admin.client.get(`/api/admin/wallet/orders?user=${buyer.id}`)).body.total).toBe(1);
    expect((await admin.client.get('/api/admin/wallet/orders?user=nobody@example.com')).body).toEqual({ items: [], page: 1, pageSize: 50, total: 0 });

    const tx = await admin.client.get(`/api/admin/wallet/transactions?user=${encodeURIComponent(seller.email)}`);
    expect(tx.body.items.map((t: any) => [t.type, t.amount, t.user.email])).toEqual([['earned', 28, seller.email]]);
  });

  it('refunds a purchase by its id once: points back, access revoked, share reversed; a second refund is refused', async () => {
    const { buyer, seller, documentId, purchaseId } = await sale(50);
    const refund = `/api/admin/wallet/purchases/${purchaseId}/refund`;
    const noReason = await admin.client.post(refund, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toEqual(['Give a reason for the refund.']);

    const done = await admin.client.post(refund, { reason: 'Wrong file uploaded' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      pointsRefunded: 50,
      sellerPointsReversed: 35,
      sellerShortfall: 0,
      buyerBalance: 100,
      order: { id: purchaseId, status: 'refunded', paymentStatus: 'refunded', revokeReason: 'Wrong file uploaded', buyer: { id: buyer.id } },
    });
    const again = await admin.client.post(refund, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already_refunded', message: 'This purchase was already refunded.' });

    expect(await ledger(buyer.id)).toEqual([['earned', 100], ['spent', -50], ['refund', 50]]);
    expect(await ledger(seller.id)).toEqual([['earned', 35], ['reversal', -35]]);
    expect((await buyer.client.get(`/api/wallet/access/${documentId}`)).body.hasAccess).toBe(false);
    const listed = await admin.client.get(`/api/admin/wallet/orders?documentId=${documentId}&status=refunded`);
    expect(listed.body.items.map((o: any) => o.id)).toEqual([purchaseId]);
    expect((await admin.client.post(`/api/admin/wallet/purchases/${crypto.randomUUID()}/refund`, { reason: 'x' })).body.error).toEqual({
      code: 'purchase_not_found',
      message: 'Purchase not found.',
    });
  });

  it('moves the points once when two admins refund the same purchase at the same moment', async () => {
    const { buyer, seller, purchaseId } = await sale(30);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.client.post(`/api/admin/wallet/purchases/${purchaseId}/refund`, { reason: 'Duplicate charge' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'already_refunded')).toBe(true);
    expect(await balance(buyer.id)).toBe(100);
    expect(await balance(seller.id)).toBe(0);
    expect((await ledger(buyer.id)).filter(([type]) => type === 'refund')).toHaveLength(1);
  });

  it("refuses a refund the seller's balance no longer covers, in words an admin can act on, unless told to reverse what they have", async () => {
    const { buyer, seller, purchaseId } = await sale(100);
    const other = await signUp(h, 'Olga Other');
    const theirs = await documentForSale(h, other.id, 60);
    await seller.client.post('/api/wallet/checkout', { documentIds: [theirs] }); // spends 60 of the 70 earned
    const refused = await admin.client.post(`/api/admin/wallet/purchases/${purchaseId}/refund`, { reason: 'Not as described' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "The seller's balance no longer covers their share of this sale. Their share is 70 points and their balance 10.",
    );
    const partial = await admin.client.post(`/api/admin/wallet/purchases/${purchaseId}/refund`, { reason: 'Not as described', partialSellerReversal: true });
    expect(partial.body).toMatchObject({ pointsRefunded: 100, sellerPointsReversed: 10, sellerShortfall: 60 });
    expect(await balance(buyer.id)).toBe(100);
  });

  it('lists withdrawals with their seller, filtered by email', async () => {
    const [buyer, seller] = [await signUp(h, 'Rich Buyer'), await signUp(h, 'Wanda Withdraw')];
    await fund(buyer, 1000);
    const doc = await documentForSale(h, seller.id, 1000);
    await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] });
    const requested = await seller.client.post('/api/wallet/withdrawals', { points: 600, payout: { method: 'paypal', email: 'wanda@example.com' } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const listed = await admin.client.get(`/api/admin/wallet/withdrawals?user=${encodeURIComponent(seller.email)}&status=pending`);
    expect(listed.body.items.map((w: any) => [w.points, w.user.fullName])).toEqual([[600, 'Wanda Withdraw']]);
  });
});
