// The points ledger on the real database: spends, credits, refunds, idempotency keys, the missing-row case, the
// invariants the database itself holds, 1,000 concurrent spends, the audit, and live balance messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../platform/index.ts';
import { auditLedger, balanceOf, credit, move, refund, reverse, spend } from './index.ts';
import { bootWallet, eventually, type Harness, openEvents, signUp, sql } from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootWallet({ realtime: true });
});
afterAll(() => h?.close());

const em = () => h.platform.orm.em.fork();
const key = () => crypto.randomUUID();

async function ledgerSum(userId: string): Promise<number> {
  const [r] = await sql(h, 'select coalesce(sum(amount), 0)::int as total, count(*)::int as n from points_transactions where user_id = ?', [userId]);
  return r.total;
}

describe('the points ledger', () => {
  it('counts points moved for /metrics by type and direction, and nothing for a replay or a refusal', async () => {
    const moved = async (labels: Record<string, string>) => {
      const metric = await metricsRegistry.getSingleMetric('studyhall_points_moved_total')!.get();
      return metric.values.find((v) => Object.entries(labels).every(([k, val]) => v.labels[k] === val))?.value ?? 0;
    };
    const user = await signUp(h);
    const [earnedBefore, spentBefore] = [await moved({ type: 'earned', direction: 'in' }), await moved({ type: 'spent', direction: 'out' })];
    const once = key();
    await credit(em(), { userId: user.id, amount: 40, description: 'Bought points', idempotencyKey: once });
    await credit(em(), { userId: user.id, amount: 40, description: 'Bought points', idempotencyKey: once });
    await spend(em(), { userId: user.id, amount: 15, description: 'Word generation', idempotencyKey: key() });
    await spend(em(), { userId: user.id, amount: 500, description: 'Too much', idempotencyKey: key() });
    expect(await moved({ type: 'earned', direction: 'in' })).toBe(earnedBefore + 40);
    expect(await moved({ type: 'spent', direction: 'out' })).toBe(spentBefore + 15);
  });

  it('creates the missing balance row on a spend, and refuses it with the spec message', async () => {
    const user = await signUp(h);
    expect(await sql(h, 'select 1 from user_points where user_id = ?', [user.id])).toHaveLength(0);
    const result = await spend(em(), { userId: user.id, amount: 5, description: 'AI detection', idempotencyKey: key() });
    expect(result).toEqual({ success: false, error: 'insufficient points', code: 'insufficient_points', balance: 0 });
    expect(await sql(h, 'select points_balance from user_points where user_id = ?', [user.id])).toEqual([{ points_balance: 0 }]);
    const specific = await spend(em(), {
      userId: user.id, amount: 5, description: 'AI detection', idempotencyKey: key(), insufficientMessage: 'You have insufficient points for AI detection',
    });
    expect(specific).toMatchObject({ success: false, error: 'You have insufficient points for AI detection' });
  });

  it('credits, spends, refunds and reverses, keeping balance and lifetime figures', async () => {
    const user = await signUp(h);
    await credit(em(), { userId: user.id, amount: 100, description: 'Bought points', idempotencyKey: key() });
    const spent = await spend(em(), { userId: user.id, amount: 30, description: 'Word generation', idempotencyKey: key(), metadata: { tool: 'writer' } });
    expect(spent).toMatchObject({ success: true, balance: 70, replayed: false });
    await spend(em(), { userId: user.id, amount: 5, description: 'Document chat', idempotencyKey: key(), type: 'document_chat' });
    await refund(em(), { userId: user.id, amount: 5, description: 'Chat failed', idempotencyKey: key() });
    const back = await reverse(em(), { userId: user.id, amount: 20, description: 'Order refunded', idempotencyKey: key() });
    expect(back).toMatchObject({ outcome: 'applied', balance: 50, lifetimeSpent: 30, lifetimeEarned: 80 });
    expect(await balanceOf(em(), user.id)).toMatchObject({ balance: 50, lifetimeSpent: 30, lifetimeEarned: 80 });
    expect(await ledgerSum(user.id)).toBe(50);
    const refused = await reverse(em(), { userId: user.id, amount: 51, description: 'too much', idempotencyKey: key() });
    expect(refused).toMatchObject({ outcome: 'insufficient', balance: 50, transactionId: null });
  });

  it('moves points once per idempotency key, and refuses a key reused for another movement', async () => {
    const user = await signUp(h);
    await credit(em(), { userId: user.id, amount: 10, description: 'seed', idempotencyKey: key() });
    const k = key();
    const first = await spend(em(), { userId: user.id, amount: 4, description: 'x', idempotencyKey: k });
    const again = await spend(em(), { userId: user.id, amount: 4, description: 'x', idempotencyKey: k });
    expect(first.success && again.success).toBe(true);
    if (!first.success || !again.success) return;
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.replayed).toBe(true);
    expect((await balanceOf(em(), user.id)).balance).toBe(6);
    await expect(spend(em(), { userId: user.id, amount: 5, description: 'x', idempotencyKey: k })).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    // 50 concurrent replays of one key: one movement.
    const k2 = key();
    const replays = await Promise.all(Array.from({ length: 50 }, () => spend(em(), { userId: user.id, amount: 1, description: 'y', idempotencyKey: k2 })));
    expect(new Set(replays.map((r) => (r.success ? r.transactionId : null))).size).toBe(1);
    expect((await balanceOf(em(), user.id)).balance).toBe(5);
  });

  it('refuses bad amounts before touching the database', async () => {
    const user = await signUp(h);
    for (const amount of [0, -5, 1.5, Number.NaN, 1e12]) {
      await expect(spend(em(), { userId: user.id, amount, description: 'x', idempotencyKey: key() })).rejects.toMatchObject({ status: 400 });
    }
    await expect(credit(em(), { userId: user.id, amount: -1, description: 'x', idempotencyKey: key() })).rejects.toMatchObject({ status: 400 });
    await expect(spend(em(), { userId: crypto.randomUUID(), amount: 1, description: 'x', idempotencyKey: key() })).rejects.toMatchObject({ status: 404 });
  });

  it('1,000 concurrent spends against a balance covering exactly 10: 10 succeed, balance 0, the ledger sums to it', async () => {
    const user = await signUp(h);
    await credit(em(), { userId: user.id, amount: 70, description: 'seed', idempotencyKey: key() });
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => spend(em(), { userId: user.id, amount: 7, description: `spend ${i}`, idempotencyKey: key() })),
    );
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(results.filter((r) => !r.success).every((r) => !r.success && r.error === 'insufficient points')).toBe(true);
    expect((await balanceOf(em(), user.id)).balance).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const [count] = await sql(h, `select count(*)::int as n from points_transactions where user_id = ? and type = 'spent'`, [user.id]);
    expect(count.n).toBe(10);
  });

  it('holds its invariants in the database: no overdraw, no balance without its ledger, no edited history', async () => {
    const user = await signUp(h);
    await credit(em(), { userId: user.id, amount: 10, description: 'seed', idempotencyKey: key() });
    await expect(sql(h, 'update user_points set points_balance = -1 where user_id = ?', [user.id])).rejects.toThrow(/check|does not match its ledger/);
    await expect(sql(h, 'update user_points set points_balance = 1000 where user_id = ?', [user.id])).rejects.toThrow(/does not match its ledger/);
    await expect(sql(h, 'update points_transactions set amount = 1000 where user_id = ?', [user.id])).rejects.toThrow(/append-only/);
    await expect(sql(h, 'delete from points_transactions where user_id = ?', [user.id])).rejects.toThrow(/append-only/);
    await expect(sql(h, 'delete from user_points where user_id = ?', [user.id])).rejects.toThrow(/never deleted/);
    const [head] = await sql(h, 'select last_transaction_id from user_points where user_id = ?', [user.id]);
    // A ledger row the balance does not point at, one that does not continue the chain, or a balance moved to a
    // row that does not leave it, are refused.
    await expect(
      sql(h, `insert into points_transactions (id, user_id, type, amount, balance_after, previous_id, description, idempotency_key)
              values (gen_random_uuid(), ?, 'earned', 5, 15, ?, 'forged', ?)`, [user.id, head.last_transaction_id, key()]),
    ).rejects.toThrow(/not the head of the ledger/);
    await expect(
      h.platform.orm.em.fork().transactional(async (tx) => {
        const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
        const id = crypto.randomUUID();
        await run('update user_points set points_balance = 99, previous_transaction_id = last_transaction_id, last_transaction_id = ? where user_id = ?', [id, user.id]);
        await run(`insert into points_transactions (id, user_id, type, amount, balance_after, previous_id, description, idempotency_key)
                   values (?, ?, 'earned', 5, 99, ?, 'forged', ?)`, [id, user.id, head.last_transaction_id, key()]);
      }),
    ).rejects.toThrow(/chain broken/);
    await expect(
      h.platform.orm.em.fork().transactional(async (tx) => {
        const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
        const id = crypto.randomUUID();
        await run('update user_points set points_balance = 99, previous_transaction_id = last_transaction_id, last_transaction_id = ? where user_id = ?', [id, user.id]);
        await run(`insert into points_transactions (id, user_id, type, amount, balance_after, previous_id, description, idempotency_key)
                   values (?, ?, 'earned', 5, 15, ?, 'forged', ?)`, [id, user.id, head.last_transaction_id, key()]);
      }),
    ).rejects.toThrow(/not the head of the ledger/);
    // A balance that moves without its head, or to a head never written, is refused.
    await expect(sql(h, 'update user_points set points_balance = 11 where user_id = ?', [user.id])).rejects.toThrow(/does not match its ledger/);
    await expect(
      sql(h, 'update user_points set points_balance = 11, previous_transaction_id = last_transaction_id, last_transaction_id = gen_random_uuid() where user_id = ?', [user.id]),
    ).rejects.toThrow(/user_points_head_exists|foreign key/);
    expect((await balanceOf(em(), user.id)).balance).toBe(10);
    expect(await ledgerSum(user.id)).toBe(10);
  });

  it('audits every balance against the sum of its ledger', async () => {
    const ok = await auditLedger(em());
    expect(ok.ok).toBe(true);
    expect(ok.users).toBeGreaterThan(0);
    const user = await signUp(h);
    await credit(em(), { userId: user.id, amount: 10, description: 'seed', idempotencyKey: key() });
    // Only a superuser switching triggers off can break it; the audit still sees it.
    await h.platform.orm.em.fork().transactional(async (tx) => {
      const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
      await run(`set local session_replication_role = replica`);
      await run('update user_points set points_balance = 11 where user_id = ?', [user.id]);
    });
    const bad = await auditLedger(em());
    expect(bad.ok).toBe(false);
    expect(bad.mismatches).toEqual([{ userId: user.id, balance: 11, ledgerSum: 10, transactions: 1 }]);
    await h.platform.orm.em.fork().transactional(async (tx) => {
      const run = (q: string, p: unknown[] = []) => tx.getConnection().execute(q, p, 'run', tx.getTransactionContext());
      await run(`set local session_replication_role = replica`);
      await run('update user_points set points_balance = 10 where user_id = ?', [user.id]);
    });
    expect((await auditLedger(em())).ok).toBe(true);
  });

  it('notifies the user of every balance change on their live stream, on commit only', async () => {
    const user = await signUp(h);
    const stream = await openEvents(h, user.client);
    try {
      await credit(em(), { userId: user.id, amount: 25, description: 'seed', idempotencyKey: key() });
      // A movement rolled back with its transaction sends nothing.
      await h.platform.orm.em
        .fork()
        .transactional(async (tx) => {
          await credit(tx, { userId: user.id, amount: 1000, description: 'rolled back', idempotencyKey: key() });
          throw new Error('roll back');
        })
        .catch(() => {});
      await spend(em(), { userId: user.id, amount: 5, description: 'x', idempotencyKey: key() });
      const seen = await eventually(() => stream.messages.filter((m) => m.type === 'wallet.balance-changed'), (m) => m.length >= 2);
      expect(seen.map((m) => m.data.balance)).toEqual([25, 20]);
      expect(seen[1]!.data).toMatchObject({ change: -5, transactionType: 'spent', lifetimeSpent: 5, lifetimeEarned: 25 });
    } finally {
      await stream.close();
    }
  });

  it('answers the balance and the transactions over HTTP, newest first, 10 per page', async () => {
    const user = await signUp(h);
    expect((await user.client.get('/api/wallet')).body).toMatchObject({ balance: 0, lifetimeSpent: 0, lifetimeEarned: 0 });
    await credit(em(), { userId: user.id, amount: 100, description: 'seed', idempotencyKey: key() });
    for (let i = 0; i < 12; i++) await spend(em(), { userId: user.id, amount: 1, description: `spend ${i}`, idempotencyKey: key() });
    const page1 = await user.client.get('/api/wallet/transactions');
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ page: 1, pageSize: 10, total: 13 });
    expect(page1.body.items[0]).toMatchObject({ type: 'spent', amount: -1, balanceAfter: 88, description: 'spend 11' });
    const page2 = await user.client.get('/api/wallet/transactions?page=2');
    expect(page2.body.items.map((t: any) => t.description)).toEqual(['spend 1', 'spend 0', 'seed']);
    expect((await user.client.get('/api/wallet/transactions?type=earned')).body.total).toBe(1);
    expect((await user.client.get('/api/wallet')).body).toMatchObject({ balance: 88, lifetimeSpent: 12, lifetimeEarned: 100 });
    const guest = await fetch(`${h.baseUrl}/api/wallet/transactions?pageSize=abc`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: { code: 'unauthenticated', message: 'User not authenticated' } });
  });

  it('keeps a move inside the caller transaction: rolled back with it', async () => {
    const user = await signUp(h);
    await h.platform.orm.em
      .fork()
      .transactional(async (tx) => {
        await move(tx, { userId: user.id, amount: 40, type: 'earned', description: 'x', idempotencyKey: key() });
        throw new Error('nope');
      })
      .catch(() => {});
    expect(await balanceOf(em(), user.id)).toMatchObject({ balance: 0 });
    expect(await ledgerSum(user.id)).toBe(0);
  });
});
