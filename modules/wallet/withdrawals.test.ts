// Seller withdrawals (minimum, only earned points, the hold, every transition), the admin lists, and the
// `studyhall wallet` / `withdrawals` commands, on the real database.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWalletCommands } from './commands.ts';
import { credit } from './index.ts';
import { bootWallet, documentForSale, type Harness, installTestCatalog, signUp, sql, type TestUser } from './harness.testing.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootWallet({ env: { WITHDRAWAL_MINIMUM_POINTS: '100', SELLER_SHARE_PERCENT: '80' } });
  await installTestCatalog(h);
  admin = await signUp(h, 'Admin', { admin: true });
});
afterAll(() => h?.close());

const em = () => h.platform.orm.em.fork();

async function cli(...args: string[]): Promise<string> {
  let output = '';
  const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
  registerWalletCommands(program, async () => h.platform, (text) => {
    output += text;
  });
  await program.parseAsync(args, { from: 'user' });
  return output;
}

async function balance(userId: string) {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return row ? Number(row.points_balance) : 0;
}

/** A seller who sold a document of `price` (80 % share in this file) and also bought `bought` points. */
async function sellerWithSales(price: number, bought = 0) {
  const [seller, buyer] = [await signUp(h, 'Seller'), await signUp(h, 'Buyer')];
  await credit(em(), { userId: buyer.id, amount: price, description: 'seed', idempotencyKey: crypto.randomUUID() });
  if (bought) await credit(em(), { userId: seller.id, amount: bought, description: 'Bought points', idempotencyKey: crypto.randomUUID() });
  const doc = await documentForSale(h, seller.id, price);
  const res = await buyer.client.post('/api/wallet/checkout', { documentIds: [doc] });
  expect(res.status).toBe(201);
  return seller;
}

const paypal = { method: 'paypal', email: 'seller@example.com' };

describe('withdrawals', () => {
  it('holds earned points on request, and refuses below the minimum or beyond what sales earned', async () => {
    const seller = await sellerWithSales(500, 1000); // earned 400, bought 1000
    expect((await seller.client.get('/api/wallet/seller/earnings')).body).toMatchObject({
      sellerSharePercent: 80, earnedPoints: 400, withdrawablePoints: 400, minimumWithdrawalPoints: 100, balance: 1400,
    });
    const small = await seller.client.post('/api/wallet/withdrawals', { points: 99, payout: paypal });
    expect(small.status).toBe(422);
    expect(small.body.error.message).toBe('The amount is below the minimum withdrawal. The minimum is 100 points ($10.00).');
    const bought = await seller.client.post('/api/wallet/withdrawals', { points: 401, payout: paypal });
    expect(bought.status).toBe(422);
    expect(bought.body.error.code).toBe('withdrawal_above_available');
    for (const body of [{ points: -100, payout: paypal }, { points: 150.5, payout: paypal }, { points: 150, payout: { method: 'paypal', email: 'nope' } },
      { points: 150, payout: { method: 'bank_transfer', accountHolder: 'A B', iban: 'XX' } }, { points: 150, payout: { method: 'cash' } }]) {
      expect((await seller.client.post('/api/wallet/withdrawals', body)).status, JSON.stringify(body)).toBe(400);
    }
    const ok = await seller.client.post('/api/wallet/withdrawals', {
      points: 250, payout: { method: 'bank_transfer', accountHolder: 'Sam Seller', iban: 'de89 3704 0044 0532 0130 00' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ points: 250, amountCents: 2500, status: 'pending', method: 'bank_transfer', payoutDetails: { iban: 'DE89370400440532013000' } });
    expect(await balance(seller.id)).toBe(1150);
    expect((await seller.client.get('/api/wallet/seller/earnings')).body).toMatchObject({ pendingWithdrawalPoints: 250, withdrawablePoints: 150 });
    // Concurrent requests cannot both take the remaining 150.
    const racing = await Promise.all([1, 2, 3].map(() => seller.client.post('/api/wallet/withdrawals', { points: 150, payout: paypal })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect((await seller.client.get('/api/wallet/withdrawals')).body.total).toBe(2);
    const ledger = await sql(h, `select amount from points_transactions where user_id = ? and type = 'withdrawal' order by id`, [seller.id]);
    expect(ledger.map((t) => t.amount)).toEqual([-250, -150]);
  });

  it('goes pending -> approved -> paid, or back with its points when rejected; admins only', async () => {
    const seller = await sellerWithSales(1000);
    const first = (await seller.client.post('/api/wallet/withdrawals', { points: 300, payout: paypal })).body;
    const second = (await seller.client.post('/api/wallet/withdrawals', { points: 200, payout: paypal })).body;
    expect(await balance(seller.id)).toBe(300);

    expect((await seller.client.post(`/api/admin/wallet/withdrawals/${first.id}/approve`, {})).status).toBe(403);
    expect((await admin.client.post(`/api/admin/wallet/withdrawals/${first.id}/mark-paid`, {})).status).toBe(409);
    const approved = await admin.client.post(`/api/admin/wallet/withdrawals/${first.id}/approve`, { note: 'Looks fine' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', adminNote: 'Looks fine' });
    const paid = await admin.client.post(`/api/admin/wallet/withdrawals/${first.id}/mark-paid`, { reference: 'PAYOUT-42' });
    expect(paid.body).toMatchObject({ status: 'paid', payoutReference: 'PAYOUT-42' });
    expect((await admin.client.post(`/api/admin/wallet/withdrawals/${first.id}/reject`, { reason: 'late' })).status).toBe(409);

    expect((await admin.client.post(`/api/admin/wallet/withdrawals/${second.id}/reject`, {})).status).toBe(400);
    const rejected = await admin.client.post(`/api/admin/wallet/withdrawals/${second.id}/reject`, { reason: 'PayPal account unverified' });
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNote: 'PayPal account unverified' });
    expect(await balance(seller.id)).toBe(500);
    expect((await admin.client.post(`/api/admin/wallet/withdrawals/${crypto.randomUUID()}/approve`, {})).status).toBe(404);
    expect((await seller.client.get('/api/wallet/seller/earnings')).body).toMatchObject({ paidOutPoints: 300, pendingWithdrawalPoints: 0, withdrawablePoints: 500 });

    const listed = await admin.client.get(`/api/admin/wallet/withdrawals?userId=${seller.id}`);
    expect(listed.body.items.map((w: any) => w.status)).toEqual(['rejected', 'paid']);
    expect((await admin.client.get('/api/admin/wallet/withdrawals?status=paid')).body.items.every((w: any) => w.status === 'paid')).toBe(true);
  });

  it('lists orders and transactions for admins', async () => {
    const seller = await sellerWithSales(10);
    const orders = await admin.client.get(`/api/admin/wallet/orders?sellerId=${seller.id}`);
    expect(orders.status).toBe(200);
    expect(orders.body.items).toHaveLength(1);
    expect(orders.body.items[0]).toMatchObject({ sellerId: seller.id, pointsSpent: 10, sellerPoints: 8, status: 'completed', paymentStatus: 'succeeded' });
    const tx = await admin.client.get(`/api/admin/wallet/transactions?userId=${seller.id}`);
    expect(tx.body.items).toMatchObject([{ userId: seller.id, type: 'earned', amount: 8 }]);
    expect((await seller.client.get('/api/admin/wallet/transactions')).status).toBe(403);
    const guest = await fetch(`${h.baseUrl}/api/admin/wallet/orders`);
    expect(guest.status).toBe(401);
  });
});

describe('studyhall wallet and withdrawals commands', () => {
  it('shows a user, grants points (once per key), and audits the ledger', async () => {
    const user = await signUp(h, 'Cli User');
    const granted = JSON.parse(await cli('wallet', 'grant', user.email, '75', '--reason', 'Support gesture', '--key', 'ticket-1', '--json'));
    expect(granted).toMatchObject({ outcome: 'applied', amount: 75, balance: 75 });
    expect(JSON.parse(await cli('wallet', 'grant', user.email, '75', '--reason', 'Support gesture', '--key', 'ticket-1', '--json')).outcome).toBe('replayed');
    expect(JSON.parse(await cli('wallet', 'grant', user.id, '-25', '--reason', 'Correction', '--json'))).toMatchObject({ balance: 50 });
    await expect(cli('wallet', 'grant', user.email, '-500', '--reason', 'too much')).rejects.toThrow(/does not cover/);
    await expect(cli('wallet', 'grant', user.email, '1.5', '--reason', 'x')).rejects.toThrow(/whole/);
    await expect(cli('wallet', 'grant', 'ghost@example.com', '5', '--reason', 'x')).rejects.toThrow(/No user/);
    await expect(cli('wallet', 'grant', user.email, '5')).rejects.toThrow(/--reason/);

    const shown = JSON.parse(await cli('wallet', 'show', user.email, '--json'));
    expect(shown).toMatchObject({ email: user.email, balance: 50, lifetimeEarned: 75 });
    expect(shown.transactions.map((t: any) => t.type)).toEqual(['adjustment', 'earned']);
    expect(await cli('wallet', 'show', user.id)).toMatch(/^userId: /);

    const audit = JSON.parse(await cli('wallet', 'audit', '--json'));
    expect(audit).toMatchObject({ ok: true, mismatches: [], chainBreaks: [] });
    expect(await cli('wallet', 'audit')).toMatch(/ok: true/);
    await h.platform.orm.em.fork().transactional(async (tx) => {
      const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
      await run('set local session_replication_role = replica');
      await run('update user_points set points_balance = points_balance + 1 where user_id = ?', [user.id]);
    });
    await expect(cli('wallet', 'audit')).rejects.toThrow(/ledger audit failed: 1 balance/);
    await h.platform.orm.em.fork().transactional(async (tx) => {
      const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
      await run('set local session_replication_role = replica');
      await run('update user_points set points_balance = points_balance - 1 where user_id = ?', [user.id]);
    });
  });

  it('lists, approves, rejects and marks withdrawals paid', async () => {
    const seller = await sellerWithSales(1000);
    const w1 = (await seller.client.post('/api/wallet/withdrawals', { points: 100, payout: paypal })).body;
    const w2 = (await seller.client.post('/api/wallet/withdrawals', { points: 100, payout: paypal })).body;
    const listed = JSON.parse(await cli('withdrawals', 'list', '--user', seller.email, '--json'));
    expect(listed.map((w: any) => w.id)).toEqual([w2.id, w1.id]);
    expect(await cli('withdrawals', 'list', '--status', 'pending')).toContain(w1.id);
    await expect(cli('withdrawals', 'list', '--status', 'lost')).rejects.toThrow(/--status/);
    expect(JSON.parse(await cli('withdrawals', 'approve', w1.id, '--json')).status).toBe('approved');
    expect(JSON.parse(await cli('withdrawals', 'mark-paid', w1.id, '--reference', 'BANK-7', '--json'))).toMatchObject({ status: 'paid', payoutReference: 'BANK-7' });
    await expect(cli('withdrawals', 'approve', w1.id)).rejects.toThrow(/cannot change/);
    await expect(cli('withdrawals', 'reject', w2.id)).rejects.toThrow(/--reason/);
    expect(JSON.parse(await cli('withdrawals', 'reject', w2.id, '--reason', 'Duplicate', '--json')).status).toBe('rejected');
    expect(await balance(seller.id)).toBe(700);
  });
});
