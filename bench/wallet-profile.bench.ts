// Where a movement's time goes: the database backend's CPU time (from /proc, so the machine's load does not count)
// per `wallet_move` with its commit, against a plain single-row update with its commit, then with each piece of
// the ledger's work switched off in turn in this throwaway database (an index, a trigger, the head's foreign key,
// the notify). The difference from the full function is that piece's cost. Each variant runs in a procedure that
// commits every call, so the client's round trips are left out.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/index.ts';
import { bootPlatform, uuidv7 } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { credit } from '../modules/wallet/index.ts';
import { fmt } from './stats.ts';

const CALLS = 3000;
const ROUNDS = 3;
const USERS = 16;
const CHANNEL = "'studyhall_realtime'";
const TICK_US = 10_000; // /proc counts CPU in 100 Hz ticks

// [name, channel, switch off, switch back on]
const VARIANTS: [string, string, string, string][] = [
  ['full wallet_move', CHANNEL, '', ''],
  ['without the notify', 'null', '', ''],
  ['without (user_id, id desc) index', CHANNEL, 'drop index points_transactions_user_index',
    'create index points_transactions_user_index on points_transactions (user_id, id desc)'],
  ['without previous_id unique', CHANNEL, 'alter table points_transactions drop constraint points_transactions_previous_id_key',
    'alter table points_transactions add constraint points_transactions_previous_id_key unique (previous_id)'],
  ['without the chain trigger', CHANNEL, 'alter table points_transactions disable trigger points_transactions_chain',
    'alter table points_transactions enable trigger points_transactions_chain'],
  ['without the balance trigger', CHANNEL, 'alter table user_points disable trigger user_points_match_ledger',
    'alter table user_points enable trigger user_points_match_ledger'],
  ['without the head foreign key', CHANNEL, 'alter table user_points drop constraint user_points_head_exists',
    'alter table user_points add constraint user_points_head_exists foreign key (last_transaction_id) references points_transactions (id) deferrable initially deferred'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function walletProfileBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true });
  const client = new pg.Client({ connectionString: platform.databaseUrl });
  try {
    const sql = (q: string, p: unknown[] = []) => platform.orm.em.fork().getConnection().execute(q, p);
    for (let i = 0; i < USERS; i++) {
      const id = uuidv7();
      await sql('insert into users (id, email, full_name) values (?, ?, ?)', [id, `profile${i}@example.com`, `Profile ${i}`]);
      await credit(platform.orm.em.fork(), { userId: id, amount: 1_000_000, description: 'bench', idempotencyKey: `bench-seed:${id}` });
    }
    await sql('create table bench_counters (id uuid primary key, n integer not null default 0)');
    await sql('insert into bench_counters (id) select user_id from user_points');
    await sql(`create procedure bench_spends(calls int, channel text, tag text) language plpgsql as $$
      declare u uuid[] := array(select user_id from user_points order by user_id);
      begin for i in 1..calls loop
        perform wallet_move(gen_random_uuid(), u[1 + i % array_length(u, 1)], -1, 'spent', 'bench spend', '{}'::jsonb, tag || i, channel);
        commit;
      end loop; end $$`);
    await sql(`create procedure bench_updates(calls int) language plpgsql as $$
      declare u uuid[] := array(select id from bench_counters order by id);
      begin for i in 1..calls loop
        update bench_counters set n = n + 1 where id = u[1 + i % array_length(u, 1)];
        commit;
      end loop; end $$`);

    await client.connect();
    const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    const cpuUs = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * TICK_US; // utime + stime
    };
    const perCall = async (call: string) => {
      const before = cpuUs();
      await client.query(call);
      return (cpuUs() - before) / CALLS;
    };
    let run = 0;
    await client.query(`call bench_spends(${CALLS}, ${CHANNEL}, 'warm:')`);
    const results = new Map<string, number[]>();
    const add = (name: string, us: number) => results.set(name, [...(results.get(name) ?? []), us]);
    for (let r = 0; r < ROUNDS; r++) {
      add('plain single-row update', await perCall(`call bench_updates(${CALLS})`));
      for (const [name, channel, off, on] of VARIANTS) {
        if (off) await client.query(off);
        add(name, await perCall(`call bench_spends(${CALLS}, ${channel}, 'run${run++}:')`));
        if (on) await client.query(on);
      }
    }
    const full = median(results.get('full wallet_move')!);
    console.log(`backend CPU per call with its commit, ${CALLS} calls x ${ROUNDS} rounds (medians; the saving is the full function's time less the variant's)`);
    for (const [name, values] of results) {
      const us = median(values);
      const saving = VARIANTS.some(([v]) => v === name) && name !== 'full wallet_move' ? `  saves ${fmt(full - us, 0)} µs (${fmt((100 * (full - us)) / full, 0)} %)` : '';
      console.log(`  ${name.padEnd(34)} ${fmt(us, 0).padStart(5)} µs  (${values.map((v) => fmt(v, 0)).join(', ')})${saving}`);
    }
  } finally {
    await client.end().catch(() => {});
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
