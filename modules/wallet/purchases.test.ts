// Buying documents with points on the real database: all or nothing, each document once (also when two
// checkouts race), the seller's share, access, events and live messages; refunds of a purchase; seller pages.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventDefinition, onEvent, type StudyhallModule } from '../platform/index.ts';
import { WALLET_EVENTS } from './events.ts';
import { registerWalletCommands } from './commands.ts';
import { checkoutDocuments, credit, DEFAULT_WALLET_SETTINGS, documentAccess, hasAccess, sellerShare } from './index.ts';
import {
  bootWallet, documentForSale, eventually, type Harness, installTestCatalog, openEvents, signUp, sql, type TestUser,
} from './harness.testing.ts';

const received: { name: string; data: any }[] = [];
const probe: StudyhallModule = {
  name: 'probe',
  queues: () =>
    [WALLET_EVENTS.documentPurchased, WALLET_EVENTS.purchaseRefunded].map((event: EventDefinition<object>) =>
      onEvent(event, {
        queue: `probe.${event.name.replace('wallet.', '')}`,
        handler: async (data) => {
          received.push({ name: event.name, data });
        },
      }),
    ),
};

let h: Harness;
beforeAll(async () => {
  h = await bootWallet({ realtime: true, extra: [probe] });
  await installTestCatalog(h);
  await h.platform.bus.work(['probe']);
});
afterAll(() => h?.close());

const em = () => h.platform.orm.em.fork();
const deps = () => ({ bus: h.platform.bus, settings: DEFAULT_WALLET_SETTINGS });

async function fund(user: TestUser, points: number) {
  await credit(em(), { userId: user.id, amount: points, description: 'Bought points', idempotencyKey: crypto.randomUUID() });
}

async function balance(userId: string) {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return row ? Number(row.points_balance) : 0;
}

async function cli(...args: string[]): Promise<string> {
  let output = '';
  const program = new Command('studyhall').exitOverride();
  registerWalletCommands(program, async () => h.platform, (text) => {
    output += text;
  });
  await program.parseAsync(args, { from: 'user' });
  return output;
}

describe('buying documents with points', () => {
  it('buys a cart in one go: buyer debited, sellers credited 70 % rounded down, access granted, events and live messages', async () => {
    const [buyer, seller, seller2] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller'), await signUp(h, 'Seller Two')];
    await fund(buyer, 100);
    const a = await documentForSale(h, seller.id, 30);
    const b = await documentForSale(h, seller2.id, 45);
    const buyerStream = await openEvents(h, buyer.client);
    const sellerStream = await openEvents(h, seller.client);
    try {
      const res = await buyer.client.post('/api/wallet/checkout', { documentIds: [a, b, a] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ totalSpent: 75, balance: 25, alreadyOwned: [] });
      expect(res.body.purchased.map((p: any) => [p.documentId, p.pointsSpent]).sort()).toEqual([[a, 30], [b, 45]].sort());
      expect(await balance(seller.id)).toBe(21);
      expect(await balance(seller2.id)).toBe(31);
      expect(sellerShare(45, 70)).toBe(31);
      expect(await hasAccess(em(), buyer.id, a)).toBe(true);
      expect(await documentAccess.hasAccess(em(), { userId: buyer.id, documentId: b })).toBe(true);
      expect(await hasAccess(em(), seller2.id, a)).toBe(false);
      expect((await buyer.client.get(`/api/wallet/access/${a}`)).body).toMatchObject({ hasAccess: true, accessType: 'points' });
      expect((await buyer.client.get('/api/wallet/purchases')).body.total).toBe(2);
      expect(await documentAccess.acquiredDocumentIds(em(), buyer.id)).toHaveLength(2);
      const stats = await documentAccess.salesStats(em(), [a, b, crypto.randomUUID()]);
      expect(stats.get(a)).toEqual({ purchases: 1, revenue: 21 });

      const events = await eventually(() => received.filter((e) => e.name === 'wallet.document-purchased' && e.data.userId === buyer.id), (e) => e.length === 2);
      expect(events.map((e) => e.data).find((d) => d.documentId === a)).toMatchObject({ sellerId: seller.id, pointsSpent: 30, sellerPoints: 21 });
      await eventually(() => buyerStream.messages.map((m) => m.type), (t) => t.includes('wallet.document-purchased'));
      // (The funding's own message may or may not reach a stream opened right after it.)
      const debits = buyerStream.messages.filter((m) => m.type === 'wallet.balance-changed' && m.data.transactionType === 'spent');
      expect(debits.map((m) => m.data.change).sort()).toEqual([-30, -45]);
      expect(Math.min(...debits.map((m) => m.data.balance))).toBe(25);
      const sold = await eventually(() => sellerStream.messages, (m) => m.some((x) => x.type === 'wallet.document-sold'));
      expect(sold.find((m) => m.type === 'wallet.balance-changed')!.data).toMatchObject({ balance: 21, change: 21 });
      const ledger = await sql(h, `select type, amount, description from points_transactions where user_id = ? and type = 'spent' order by amount`, [buyer.id]);
      expect(ledger.map((t) => t.amount)).toEqual([-45, -30]);
    } finally {
      await buyerStream.close();
      await sellerStream.close();
    }
  });

  it('shows a purchase at /metrics as points moved: spent by the buyer, earned by the seller', async () => {
    const moved = async (type: string, direction: string) => {
      const text = await (await fetch(`${h.baseUrl}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`studyhall_points_moved_total{type="${type}",direction="${direction}"}`));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const [buyer, seller] = [await signUp(h, 'Metric Buyer'), await signUp(h, 'Metric Seller')];
    await fund(buyer, 50);
    const doc = await documentForSale(h, seller.id, 40);
    const [spentBefore, earnedBefore] = [await moved('spent', 'out'), await moved('earned', 'in')];
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] })).status).toBe(201);
    expect(await moved('spent', 'out')).toBe(spentBefore + 40);
    expect(await moved('earned', 'in')).toBe(earnedBefore + 28);
  });

  it('is all or nothing: a cart the balance does not cover buys nothing', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 50);
    const ids = [await documentForSale(h, seller.id, 30), await documentForSale(h, seller.id, 30)];
    const res = await buyer.client.post('/api/wallet/checkout', { documentIds: ids });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'insufficient_points', message: 'insufficient points' } });
    expect(await balance(buyer.id)).toBe(50);
    expect(await balance(seller.id)).toBe(0);
    expect(await sql(h, 'select 1 from user_documents where user_id = ?', [buyer.id])).toEqual([]);
  });

  it('explains documents already owned or uploaded by the buyer, and charges only the rest', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 100);
    const owned = await documentForSale(h, seller.id, 10);
    const mine = await documentForSale(h, buyer.id, 10);
    const fresh = await documentForSale(h, seller.id, 20);
    await buyer.client.post('/api/wallet/checkout', { documentIds: [owned] });
    const res = await buyer.client.post('/api/wallet/checkout', { documentIds: [owned, mine, fresh] });
    expect(res.status).toBe(201);
    expect(res.body.purchased.map((p: any) => p.documentId)).toEqual([fresh]);
    expect(res.body.alreadyOwned).toEqual(
      expect.arrayContaining([
        { documentId: owned, reason: 'already_purchased', message: 'You already own this document. Digital content can only be purchased once.' },
        { documentId: mine, reason: 'own_document', message: 'You uploaded this document, so it is already yours.' },
      ]),
    );
    expect(res.body).toMatchObject({ totalSpent: 20, balance: 70 });
    const again = await buyer.client.post('/api/wallet/checkout', { documentIds: [owned] });
    expect(again.body).toMatchObject({ totalSpent: 0, balance: 70, purchased: [] });
  });

  it('refuses unknown, unapproved and malformed documents and guests, moving nothing', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 100);
    const pending = await documentForSale(h, seller.id, 10, 'pending');
    const ok = await documentForSale(h, seller.id, 10);
    const unknown = crypto.randomUUID();
    const res = await buyer.client.post('/api/wallet/checkout', { documentIds: [ok, pending, unknown] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('document_unavailable');
    expect(res.body.error.fields.documentIds.sort()).toEqual([pending, unknown].sort());
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [] })).status).toBe(400);
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: ['not-a-uuid'] })).status).toBe(400);
    expect((await buyer.client.post('/api/wallet/checkout', {})).status).toBe(400);
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [ok], price: 0 })).status).toBe(400);
    const guest = await fetch(`${h.baseUrl}/api/wallet/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(guest.status).toBe(401);
    expect(await balance(buyer.id)).toBe(100);
  });

  it('a checkout racing a second checkout of the same document charges once', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 1000);
    const doc = await documentForSale(h, seller.id, 40);
    const other = await documentForSale(h, seller.id, 15);
    const results = await Promise.all([
      checkoutDocuments(em(), deps(), { buyerId: buyer.id, documentIds: [doc] }),
      checkoutDocuments(em(), deps(), { buyerId: buyer.id, documentIds: [other, doc] }),
      ...Array.from({ length: 8 }, () => buyer.client.post('/api/wallet/checkout', { documentIds: [doc] }).then((r) => r.body)),
    ]);
    const bought = results.flatMap((r) => r.purchased.map((p: any) => p.documentId));
    expect(bought.filter((id) => id === doc)).toHaveLength(1);
    expect(bought.filter((id) => id === other)).toHaveLength(1);
    expect(await balance(buyer.id)).toBe(1000 - 40 - 15);
    expect(await balance(seller.id)).toBe(28 + 10);
    expect((await sql(h, 'select count(*)::int as n from user_documents where user_id = ? and document_id = ?', [buyer.id, doc]))[0].n).toBe(1);
  });

  it('grants a free document without moving points, and gives a seller nothing for a 1-point sale', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 1);
    const free = await documentForSale(h, seller.id, 0);
    const cheap = await documentForSale(h, seller.id, 1);
    const res = await buyer.client.post('/api/wallet/checkout', { documentIds: [free, cheap] });
    expect(res.body).toMatchObject({ totalSpent: 1, balance: 0 });
    expect(res.body.purchased.find((p: any) => p.documentId === free).transactionId).toBeNull();
    expect(await balance(seller.id)).toBe(0);
    expect(await hasAccess(em(), buyer.id, free)).toBe(true);
  });

  it('refunds a purchase from the CLI: points back, access revoked, seller share reversed; then it can be bought again', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 100);
    const doc = await documentForSale(h, seller.id, 50);
    await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] });
    expect(await balance(seller.id)).toBe(35);
    await expect(cli('purchases', 'refund', buyer.email, doc)).rejects.toThrow(/--reason/);
    await expect(cli('purchases', 'refund', buyer.email, crypto.randomUUID(), '--reason', 'x')).rejects.toThrow(/No purchase/);
    const out = JSON.parse(await cli('purchases', 'refund', buyer.email, doc, '--reason', 'Wrong file uploaded', '--json'));
    expect(out).toMatchObject({ pointsRefunded: 50, sellerPointsReversed: 35, sellerShortfall: 0, balance: 100 });
    expect(await balance(seller.id)).toBe(0);
    expect(await hasAccess(em(), buyer.id, doc)).toBe(false);
    const [row] = await sql(h, 'select revoke_reason, seller_points_reversed from user_documents where user_id = ? and document_id = ?', [buyer.id, doc]);
    expect(row).toEqual({ revoke_reason: 'Wrong file uploaded', seller_points_reversed: 35 });
    await expect(cli('purchases', 'refund', buyer.id, doc, '--reason', 'again')).rejects.toThrow(/No purchase/);
    await eventually(() => received.filter((e) => e.name === 'wallet.purchase-refunded' && e.data.userId === buyer.id), (e) => e.length === 1);
    // Bought again after the refund: one live purchase, two records.
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] })).body.totalSpent).toBe(50);
    expect((await sql(h, 'select count(*)::int as n from user_documents where user_id = ? and document_id = ?', [buyer.id, doc]))[0].n).toBe(2);
  });

  it("refuses a refund the seller's balance no longer covers, unless told to reverse what they have", async () => {
    const [buyer, seller, other] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller'), await signUp(h, 'Other')];
    await fund(buyer, 100);
    await fund(seller, 5);
    const doc = await documentForSale(h, seller.id, 100);
    const theirs = await documentForSale(h, other.id, 70);
    await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] });
    await fund(seller, 0 + 1);
    await seller.client.post('/api/wallet/checkout', { documentIds: [theirs] }); // spends 70 of the 76
    await expect(cli('purchases', 'refund', buyer.email, doc, '--reason', 'x')).rejects.toThrow(/share is 70 points and their balance 6/);
    expect(await hasAccess(em(), buyer.id, doc)).toBe(true);
    const out = JSON.parse(await cli('purchases', 'refund', buyer.email, doc, '--reason', 'x', '--partial-seller-reversal', '--json'));
    expect(out).toMatchObject({ pointsRefunded: 100, sellerPointsReversed: 6, sellerShortfall: 64 });
    expect(await balance(seller.id)).toBe(0);
    expect(await balance(buyer.id)).toBe(100);
  });

  it('shows sellers their earnings and sales', async () => {
    const [buyer, seller] = [await signUp(h, 'Buyer'), await signUp(h, 'Seller')];
    await fund(buyer, 200);
    const docs = [await documentForSale(h, seller.id, 100), await documentForSale(h, seller.id, 10)];
    await buyer.client.post('/api/wallet/checkout', { documentIds: docs });
    const earnings = await seller.client.get('/api/wallet/seller/earnings');
    expect(earnings.body).toEqual({
      sellerSharePercent: 70, salesCount: 2, grossPoints: 110, earnedPoints: 77, pendingWithdrawalPoints: 0, paidOutPoints: 0,
      withdrawablePoints: 77, minimumWithdrawalPoints: 500, balance: 77,
    });
    const sales = await seller.client.get('/api/wallet/seller/sales');
    expect(sales.body).toMatchObject({ total: 2 });
    expect(sales.body.items[0]).toMatchObject({ status: 'completed', refundedAt: null });
    expect(sales.body.items.map((s: any) => s.sellerPoints).sort()).toEqual([7, 70]);
    expect((await buyer.client.get('/api/wallet/seller/sales')).body.total).toBe(0);
  });
});
