// Spending points under load: 64 concurrent clients calling the wallet's `spend` (group commit: the spends that
// arrive together go to the database as one statement, one transaction) and the same spends unbatched (`move`,
// one `wallet_move` and one commit each: lock, idempotency check, conditional debit, ledger row, realtime notify),
// against a baseline of plain single-row updates (`update ... set n = n + 1 where id = ?`) by 64 clients on the
// same database, through the same connection pool, in the same run. Then one client alone (what batching costs a
// spend that has no company), a hot-row run (every client on one balance that covers half of the spends) and the
// audit: zero overdraw, every balance equal to the sum of its ledger.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { bootPlatform, uuidv7 } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { auditLedger, balanceOf, credit, move, spend } from '../modules/wallet/index.ts';
import { fmt, measure } from './stats.ts';

const CLIENTS = 64;
const SPENDS = 3200; // a multiple of CLIENTS: every user spends the same
const WARMUP = 640;
const ROUNDS = 5;
const ALONE = 320; // spends by one client, batched and not
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
    const batchedTask = (i: number) => async (n: number) => {
      const result = await spend(em(), { userId: users[n % CLIENTS]!, amount: 1, description: 'bench spend', idempotencyKey: `bench:${i}:${n}` });
      if (!result.success) throw new Error(`spend refused: ${result.error}`);
    };
    const unbatchedTask = (i: number) => async (n: number) => {
      const result = await move(em(), { userId: users[n % CLIENTS]!, amount: -1, type: 'spent', description: 'bench spend', idempotencyKey: `bench:${i}:${n}` });
      if (result.outcome !== 'applied') throw new Error(`spend refused: ${result.outcome}`);
    };
    const updateTask = async (n: number) => {
      await em().getConnection().execute('update bench_counters set n = n + 1 where id = ?', [users[n % CLIENTS]], 'run');
    };

    await measure(WARMUP, CLIENTS, batchedTask(round++));
    await measure(WARMUP, CLIENTS, unbatchedTask(round++));
    await measure(WARMUP, CLIENTS, updateTask);
    // Interleaved runs, the order rotating, so a burst of load from elsewhere hits every side alike; each ratio is
    // the median of the per-round ratios.
    type Run = Awaited<ReturnType<typeof measure>>;
    const runs: Record<'batched' | 'unbatched' | 'base', Run[]> = { batched: [], unbatched: [], base: [] };
    const sides = [
      ['base', () => measure(SPENDS, CLIENTS, updateTask)],
      ['batched', () => measure(SPENDS, CLIENTS, batchedTask(round++))],
      ['unbatched', () => measure(SPENDS, CLIENTS, unbatchedTask(round++))],
    ] as const;
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < sides.length; k++) {
        const [side, run] = sides[(r + k) % sides.length]!;
        runs[side].push(await run());
      }
    }
    const line = (side: keyof typeof runs) => {
      const perSecond = median(runs[side].map((m) => m.perSecond));
      const m = runs[side].find((x) => x.perSecond === perSecond)!;
      return `${fmt(perSecond, 0)}/s  p50 ${fmt(m.p50)} ms  p99 ${fmt(median(runs[side].map((x) => x.p99)))} ms`;
    };
    const ratio = (side: 'batched' | 'unbatched') => median(runs[side].map((m, i) => m.perSecond / runs.base[i]!.perSecond));
    const perRound = (side: 'batched' | 'unbatched') => runs[side].map((m, i) => fmt((100 * m.perSecond) / runs.base[i]!.perSecond, 0)).join(', ');
    console.log(`${CLIENTS} concurrent clients, ${SPENDS} operations per run, ${ROUNDS} interleaved rounds (medians), pool of 10 connections`);
    console.log(`  spends, batched (wallet.spend):   ${line('batched')}`);
    console.log(`  spends, unbatched (wallet.move):  ${line('unbatched')}`);
    console.log(`  baseline (single-row update):     ${line('base')}`);
    console.log(`  batched:   ${fmt(100 * ratio('batched'), 1)} % of the baseline (per round: ${perRound('batched')} %; target (issue #29): >= 40 %)`);
    console.log(`  unbatched: ${fmt(100 * ratio('unbatched'), 1)} % of the baseline (per round: ${perRound('unbatched')} %)`);

    // One client alone: batching must not make a spend without company wait.
    const alone = { batched: [] as Run[], unbatched: [] as Run[] };
    for (let r = 0; r < 3; r++) {
      alone.unbatched.push(await measure(ALONE, 1, unbatchedTask(round++)));
      alone.batched.push(await measure(ALONE, 1, batchedTask(round++)));
    }
    const aloneLine = (runs: Run[]) => `p50 ${fmt(median(runs.map((m) => m.p50)), 2)} ms  p99 ${fmt(median(runs.map((m) => m.p99)), 2)} ms`;
    console.log(`  one client alone, ${ALONE} spends x 3: batched ${aloneLine(alone.batched)}; unbatched ${aloneLine(alone.unbatched)}`);

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
    const expectedSpent = (2 * WARMUP + 2 * ROUNDS * SPENDS + 6 * ALONE) / CLIENTS;
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
