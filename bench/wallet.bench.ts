// Spending points under load: 64 concurrent clients calling the wallet's `spend` (the ledger function: lock,
// idempotency check, conditional debit, ledger row, realtime notify) against a baseline of plain single-row
// updates (`update ... set n = n + 1 where id = ?`) by 64 clients on the same database, through the same
// connection pool, in the same run. Then a hot-row run (every client on one balance that covers half of the
// spends) and the audit: zero overdraw, every balance equal to the sum of its ledger.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { bootPlatform, uuidv7 } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { auditLedger, balanceOf, credit, spend } from '../modules/wallet/index.ts';
import { fmt, measure } from './stats.ts';

const CLIENTS = 64;
const SPENDS = 3200; // a multiple of CLIENTS: every user spends the same
const WARMUP = 640;
const ROUNDS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function walletBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true });
  try {
    const em = () => platform.orm.em.fork();
    const sql = (q: string, p: unknown[] = []) => em().getConnection().execute(q, p);
    // Bench fixtures straight into a throwaway database: 64 users with a balance, and the baseline's rows.
    const users = Array.from({ length: CLIENTS }, () => uuidv7());
    for (const [i, id] of users.entries()) {
      await sql('insert into users (id, email, full_name) values (?, ?, ?)', [id, `bench${i}@example.com`, `Bench ${i}`]);
      await credit(em(), { userId: id, amount: 1_000_000, description: 'bench', idempotencyKey: `bench-seed:${id}` });
    }
    await sql('create table bench_counters (id uuid primary key, n integer not null default 0)');
    for (const id of users) await sql('insert into bench_counters (id) values (?)', [id]);

    let round = 0;
    const spendTask = (i: number) => async (n: number) => {
      const result = await spend(em(), { userId: users[n % CLIENTS]!, amount: 1, description: 'bench spend', idempotencyKey: `bench:${i}:${n}` });
      if (!result.success) throw new Error(`spend refused: ${result.error}`);
    };
    const updateTask = async (n: number) => {
      await em().getConnection().execute('update bench_counters set n = n + 1 where id = ?', [users[n % CLIENTS]], 'run');
    };

    await measure(WARMUP, CLIENTS, spendTask(round++));
    await measure(WARMUP, CLIENTS, updateTask);
    // Interleaved runs, the order alternating, so a burst of load from elsewhere hits both sides alike; the ratio
    // is the median of the per-pair ratios.
    const ours: Awaited<ReturnType<typeof measure>>[] = [];
    const base: Awaited<ReturnType<typeof measure>>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        base.push(await measure(SPENDS, CLIENTS, updateTask));
        ours.push(await measure(SPENDS, CLIENTS, spendTask(round++)));
      } else {
        ours.push(await measure(SPENDS, CLIENTS, spendTask(round++)));
        base.push(await measure(SPENDS, CLIENTS, updateTask));
      }
    }
    const spendsPerSecond = median(ours.map((m) => m.perSecond));
    const baselinePerSecond = median(base.map((m) => m.perSecond));
    const ratio = median(ours.map((m, i) => m.perSecond / base[i]!.perSecond));
    const o = ours.find((m) => m.perSecond === spendsPerSecond)!;
    const b = base.find((m) => m.perSecond === baselinePerSecond)!;
    console.log(`${CLIENTS} concurrent clients, ${SPENDS} operations per run, ${ROUNDS} interleaved pairs of runs (medians), pool of 10 connections`);
    console.log(`  spends (wallet.spend):        ${fmt(spendsPerSecond, 0)} spends/s  p50 ${fmt(o.p50)} ms  p95 ${fmt(o.p95)} ms  p99 ${fmt(o.p99)} ms`);
    console.log(`  baseline (single-row update): ${fmt(baselinePerSecond, 0)} updates/s  p50 ${fmt(b.p50)} ms  p95 ${fmt(b.p95)} ms  p99 ${fmt(b.p99)} ms`);
    console.log(
      `  ratio: ${fmt(100 * ratio, 1)} % of the baseline (per pair: ${ours.map((m, i) => fmt((100 * m.perSecond) / base[i]!.perSecond, 0)).join(', ')} %; ` +
        'target (issue #16): >= 40 %)',
    );

    // One hot balance: every client spends against one user whose balance covers half of the attempts.
    const hot = uuidv7();
    await sql('insert into users (id, email, full_name) values (?, ?, ?)', [hot, 'hot@example.com', 'Hot']);
    const attempts = 4000;
    await credit(em(), { userId: hot, amount: attempts / 2, description: 'bench', idempotencyKey: `bench-seed:${hot}` });
    let succeeded = 0;
    const hotRun = await measure(attempts, CLIENTS, async (n) => {
      const result = await spend(em(), { userId: hot, amount: 1, description: 'hot spend', idempotencyKey: `hot:${n}` });
      if (result.success) succeeded++;
    });
    const hotBalance = (await balanceOf(em(), hot)).balance;
    console.log(`  one hot balance, ${attempts} spends of 1 against ${attempts / 2} points: ${fmt(hotRun.perSecond, 0)} attempts/s, ${succeeded} succeeded, balance ${hotBalance}`);

    const audit = await auditLedger(em());
    const [negative] = await sql('select count(*)::int as n from user_points where points_balance < 0');
    const expectedSpent = (WARMUP + ROUNDS * SPENDS) / CLIENTS;
    const balances = await sql('select points_balance from user_points where user_id = any(?::uuid[])', [`{${users.join(',')}}`]);
    const spentAsExpected = balances.every((r: any) => Number(r.points_balance) === 1_000_000 - expectedSpent);
    const ok = audit.ok && negative.n === 0 && succeeded === attempts / 2 && hotBalance === 0 && spentAsExpected;
    console.log(
      `  overdraw: ${negative.n} negative balances; audit of ${audit.transactions} transactions: ${audit.ok ? 'every balance = sum of its ledger' : 'MISMATCH'}; ` +
        `per-user balances ${spentAsExpected ? 'exact' : 'WRONG'}`,
    );
    if (!ok) throw new Error('wallet bench: the ledger does not add up');
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
