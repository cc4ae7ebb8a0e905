// Group commit of spends (#29) on the real database: spends made together go as one batch, one transaction, and
// keep every guarantee of a single spend. A second connection pool stands for a second api process (each process
// batches its own spends; the database keeps them correct across processes).
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balanceOf, credit, spend } from './index.ts';
import { bootWallet, eventually, type Harness, signUp, sql } from './harness.testing.ts';

let h: Harness;
let otherProcess: MikroORM;
beforeAll(async () => {
  h = await bootWallet();
  otherProcess = await MikroORM.init({ clientUrl: h.platform.databaseUrl, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 5 } });
});
afterAll(async () => {
  await otherProcess?.close(true);
  await h?.close();
});

const em = () => h.platform.orm.em.fork();
const key = () => crypto.randomUUID();

/** How many transactions wrote these ledger rows (rows written by one batch share their transaction id). */
async function transactionsOf(ids: string[]): Promise<number> {
  const [r] = await sql(h, 'select count(distinct xmin::text)::int as n from points_transactions where id = any(?::uuid[])', [`{${ids.join(',')}}`]);
  return r.n;
}

async function seeded(points: number) {
  const user = await signUp(h);
  await credit(em(), { userId: user.id, amount: points, description: 'seed', idempotencyKey: key() });
  return user;
}

describe('spends committed together', () => {
  it('spends of one user beyond the balance, from two processes at once: exactly the affordable ones succeed', async () => {
    const user = await seeded(100);
    const attempt = (manager: () => ReturnType<typeof em>) =>
      spend(manager(), { userId: user.id, amount: 7, description: 'AI detection', idempotencyKey: key() }).then(async (result) => {
        // Answered after the commit: another connection already sees the row.
        const seen = result.success ? await sql(h, 'select 1 from points_transactions where id = ?', [result.transactionId]) : [];
        return { result, seen: seen.length };
      });
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => attempt(em)),
      ...Array.from({ length: 30 }, () => attempt(() => otherProcess.em.fork())),
    ]);
    const succeeded = answers.filter((a) => a.result.success);
    expect(succeeded).toHaveLength(14);
    expect(succeeded.every((a) => a.seen === 1)).toBe(true);
    // Each success left its own balance: no two took the same points.
    expect(new Set(succeeded.map((a) => a.result.balance))).toEqual(new Set(Array.from({ length: 14 }, (_, i) => 100 - 7 * (i + 1))));
    const refused = answers.filter((a) => !a.result.success).map((a) => a.result);
    expect(refused).toHaveLength(46);
    expect(refused.every((r) => !r.success && r.error === 'insufficient points' && r.code === 'insufficient_points')).toBe(true);
    expect((await balanceOf(em(), user.id)).balance).toBe(2);
    const spent = await sql(h, `select id from points_transactions where user_id = ? and type = 'spent'`, [user.id]);
    expect(spent).toHaveLength(14);
    // Batched: one transaction per process at most, not one per spend.
    expect(await transactionsOf(spent.map((r) => r.id))).toBeLessThanOrEqual(2);
    expect((await auditLedger(em())).ok).toBe(true);
  });

  it('charges a key sent twice in one batch once, and answers both with the same transaction', async () => {
    const user = await seeded(50);
    const k = key();
    const twice = () => spend(em(), { userId: user.id, amount: 5, description: 'Word generation', idempotencyKey: k });
    const [first, second, other] = await Promise.all([
      twice(),
      twice(),
      spend(em(), { userId: user.id, amount: 3, description: 'Other', idempotencyKey: key() }),
    ]);
    expect(first.success && second.success && other.success).toBe(true);
    if (!first.success || !second.success || !other.success) return;
    expect(second.transactionId).toBe(first.transactionId);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(await transactionsOf([first.transactionId, other.transactionId])).toBe(1);
    const [charges] = await sql(h, 'select count(*)::int as n from points_transactions where idempotency_key = ?', [k]);
    expect(charges.n).toBe(1);
    expect((await balanceOf(em(), user.id)).balance).toBe(42);
  });

  it('refuses a spend beyond its balance or with a reused key alone: the rest of its batch commits together', async () => {
    const [rich, poor] = [await seeded(40), await seeded(3)];
    const used = key();
    await spend(em(), { userId: rich.id, amount: 2, description: 'first', idempotencyKey: used });
    const results = await Promise.allSettled([
      spend(em(), { userId: rich.id, amount: 5, description: 'ok 1', idempotencyKey: key() }),
      spend(em(), { userId: poor.id, amount: 4, description: 'too much', idempotencyKey: key() }),
      spend(em(), { userId: rich.id, amount: 9, description: 'key used for 2 points', idempotencyKey: used }),
      spend(em(), { userId: poor.id, amount: 3, description: 'ok 2', idempotencyKey: key() }),
    ]);
    const [ok1, tooMuch, reused, ok2] = results;
    expect(ok1).toMatchObject({ status: 'fulfilled', value: { success: true, balance: 33 } });
    expect(tooMuch).toMatchObject({ status: 'fulfilled', value: { success: false, error: 'insufficient points', balance: 3 } });
    expect(reused).toMatchObject({ status: 'rejected', reason: { status: 409, code: 'idempotency_key_reused' } });
    expect(ok2).toMatchObject({ status: 'fulfilled', value: { success: true, balance: 0 } });
    const ids = [ok1, ok2].map((r) => (r.status === 'fulfilled' && r.value.success ? r.value.transactionId : ''));
    expect(await transactionsOf(ids)).toBe(1);
    expect((await balanceOf(em(), rich.id)).balance).toBe(33);
    expect((await balanceOf(em(), poor.id)).balance).toBe(0);
  });

  it('charges a key sent by two processes at once once: the batch that loses the key is answered spend by spend', async () => {
    const [user, bystander] = [await seeded(20), await seeded(20)];
    // Hold the user's balance row so both batches read the key as unused and then wait on the row: the second to
    // get it finds the key taken by the first's commit, and its statement fails on the key's unique index.
    const blocker = new pg.Client({ connectionString: h.platform.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from user_points where user_id = $1 for update', [user.id]);
      const k = key();
      const twin = { userId: user.id, amount: 6, description: 'Summary', idempotencyKey: k };
      const here = spend(em(), twin);
      const [there, alongside] = [
        spend(otherProcess.em.fork(), twin),
        spend(otherProcess.em.fork(), { userId: bystander.id, amount: 5, description: 'Other', idempotencyKey: key() }),
      ];
      const waiting = await eventually(
        async () => (await sql(h, `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%wallet_spend_batch%'`))[0].n,
        (n) => n >= 2,
        60_000,
      );
      expect(waiting).toBe(2);
      await blocker.query('commit');
      const [a, b, c] = await Promise.all([here, there, alongside]);
      expect(a.success && b.success && c.success).toBe(true);
      if (!a.success || !b.success || !c.success) return;
      expect(b.transactionId).toBe(a.transactionId);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
      expect((await balanceOf(em(), user.id)).balance).toBe(14);
      expect((await balanceOf(em(), bystander.id)).balance).toBe(15);
    } finally {
      await blocker.end();
    }
  });

  it('answers the others of a batch when one spend makes it fail (a user that does not exist)', async () => {
    const [a, b] = [await seeded(10), await seeded(10)];
    const results = await Promise.allSettled([
      spend(em(), { userId: a.id, amount: 4, description: 'ok', idempotencyKey: key() }),
      spend(em(), { userId: crypto.randomUUID(), amount: 1, description: 'nobody', idempotencyKey: key() }),
      spend(em(), { userId: b.id, amount: 6, description: 'ok', idempotencyKey: key() }),
    ]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { success: true, balance: 6 } });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { status: 404, code: 'user_not_found' } });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { success: true, balance: 4 } });
    expect((await balanceOf(em(), a.id)).balance).toBe(6);
    expect((await balanceOf(em(), b.id)).balance).toBe(4);
  });

  it('keeps every chain whole after batches mixing users: each answer is its own row, the audit adds up', async () => {
    const users = [await seeded(1000), await seeded(1000), await seeded(1000)];
    const asked = Array.from({ length: 45 }, (_, i) => ({ userId: users[(i * 7) % 3]!.id, amount: 1 + (i % 5), idempotencyKey: key() }));
    const answers = await Promise.all(asked.map((a) => spend(em(), { ...a, description: `spend ${a.amount}` })));
    for (const [i, answer] of answers.entries()) {
      expect(answer.success).toBe(true);
      if (!answer.success) continue;
      const [row] = await sql(h, 'select user_id, amount, balance_after, idempotency_key from points_transactions where id = ?', [answer.transactionId]);
      expect(row).toEqual({ user_id: asked[i]!.userId, amount: -asked[i]!.amount, balance_after: answer.balance, idempotency_key: asked[i]!.idempotencyKey });
    }
    for (const user of users) {
      // Walk the chain from the head back to the first row: each row continues the one before it.
      const chain = await sql(
        h,
        `with recursive walk as (
           select t.id, t.previous_id, t.balance_after, t.amount, 1 as depth from points_transactions t
             join user_points up on up.last_transaction_id = t.id where up.user_id = ?
           union all
           select t.id, t.previous_id, t.balance_after, t.amount, w.depth + 1 from points_transactions t join walk w on t.id = w.previous_id)
         select * from walk order by depth desc`,
        [user.id],
      );
      const [count] = await sql(h, 'select count(*)::int as n from points_transactions where user_id = ?', [user.id]);
      expect(chain).toHaveLength(count.n);
      let balance = 0;
      for (const row of chain) {
        balance += row.amount;
        expect(row.balance_after).toBe(balance);
      }
      expect((await balanceOf(em(), user.id)).balance).toBe(balance);
    }
    expect((await auditLedger(em())).ok).toBe(true);
  });
});
