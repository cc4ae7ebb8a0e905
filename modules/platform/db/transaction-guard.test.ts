// The hang of issue #25, reproduced on a pool of two: a transaction holds a row lock, a second transaction waits for
// that lock, and the first then asks the pool for another connection. Without the guard both wait for ever (nothing
// times out); with it the first fails at once with a message naming the fix, and the second goes on. Around it: what
// the guard lets through (savepoints, work not awaited), pg-boss's own pool, the session limits every connection
// starts with, and a busy pool answered 503 with Retry-After instead of a queue without end.
import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.ts';
import { createEventBus } from '../events.ts';
import { createHttpApp } from '../http/app.ts';
import { initOrm, type Orm } from './orm.ts';
import { DatabaseBusyError } from './session-limits.ts';
import { outsideTransaction, SecondConnectionError } from './transaction-guard.ts';

const LIMITS = { acquireTimeoutMs: 600_000, statementTimeoutMs: 45_000, lockTimeoutMs: 600_000, idleInTransactionTimeoutMs: 600_000 };
/** Far longer than anything here needs on a busy machine, far shorter than "for ever". */
const SETTLES_WITHIN_MS = 30_000;

let database: { url: string; drop: () => Promise<void> };
let watcher: pg.Client;
const orms: Orm[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  watcher = new pg.Client({ connectionString: database.url });
  await watcher.connect();
  await watcher.query('create table wallets (user_id text primary key, balance int not null)');
  await watcher.query("insert into wallets values ('seller', 0)");
});
afterAll(async () => {
  for (const orm of orms) await orm.close(true).catch(() => {});
  await watcher?.end();
  await database?.drop();
});

async function smallOrm(poolMax: number, limits: Partial<typeof LIMITS> = {}): Promise<Orm> {
  const orm = await initOrm({ url: database.url, entities: [], migrations: [], poolMax, limits: { ...LIMITS, ...limits } });
  orms.push(orm);
  return orm;
}

const sql = (em: EntityManager, text: string, params: unknown[] = []) =>
  em.getConnection().execute(text, params, 'all', em.getTransactionContext());

/** Polls with a separate connection (outside the pool under test) until `check` holds; generous, never a fixed sleep. */
async function until(check: () => Promise<boolean>, ms = SETTLES_WITHIN_MS) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const waitingOnLocks = async () => Number((await watcher.query('select count(*)::int as n from pg_locks where not granted')).rows[0].n);

function within<T>(work: Promise<T>, ms = SETTLES_WITHIN_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms: the pool is deadlocked`)), ms);
  });
  return Promise.race([work, stalled]).finally(() => clearTimeout(timer));
}

describe('one connection per transaction', () => {
  it('a transaction that holds a lock and asks the pool for a second connection fails at once; the one waiting on its lock goes on', async () => {
    const orm = await smallOrm(2);
    // A: a seller's earnings row locked, then (like the demo seeding did) a query on another connection.
    let locked!: () => void;
    const holdsLock = new Promise<void>((r) => (locked = r));
    const first = orm.em.fork().transactional(async (tx) => {
      await sql(tx, "update wallets set balance = balance + 7 where user_id = 'seller'");
      locked();
      await until(async () => (await waitingOnLocks()) > 0);
      await orm.em.fork().getConnection().execute('select 1');
    });
    // B: another sale to the same seller, holding the pool's other connection while it waits for A's lock.
    const second = holdsLock.then(() => orm.em.fork().transactional((tx) => sql(tx, "update wallets set balance = balance + 5 where user_id = 'seller'")));

    const [a, b] = await within(Promise.allSettled([first, second]));
    expect(a.status).toBe('rejected');
    const error = (a as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(SecondConnectionError);
    expect(error.message).toMatch(/transaction's own EntityManager/);
    expect(b.status).toBe('fulfilled');
    expect((await watcher.query("select balance from wallets where user_id = 'seller'")).rows[0].balance).toBe(5);
    // And the pool is whole again.
    expect(await within(orm.em.fork().getConnection().execute('select 1 as one'))).toEqual([{ one: 1 }]);
  }, 90_000);

  it('refuses a new transaction inside an open one, and allows a savepoint on the same connection', async () => {
    const orm = await smallOrm(2);
    await expect(
      orm.em.fork().transactional(async () => {
        await orm.em.fork().transactional((inner) => sql(inner, 'select 1'));
      }),
    ).rejects.toBeInstanceOf(SecondConnectionError);
    const nested = await orm.em.fork().transactional((tx) => tx.transactional((inner) => sql(inner, 'select 2 as two')));
    expect(nested).toEqual([{ two: 2 }]);
  });

  it('lets a transaction start work it does not wait for, and work that outlives its commit query freely', async () => {
    const orm = await smallOrm(2);
    let committed!: () => void;
    const afterCommit = new Promise<void>((r) => (committed = r));
    let detached: Promise<unknown> | undefined;
    let later: Promise<unknown> | undefined;
    await orm.em.fork().transactional(async (tx) => {
      await sql(tx, 'select 1');
      detached = outsideTransaction(() => orm.em.fork().getConnection().execute('select 3 as three'));
      later = afterCommit.then(() => orm.em.fork().getConnection().execute('select 4 as four'));
    });
    committed();
    expect(await within(detached!)).toEqual([{ three: 3 }]);
    expect(await within(later!)).toEqual([{ four: 4 }]);
  });

  it("refuses a pg-boss call that would use pg-boss's own pool inside a transaction", async () => {
    const orm = await smallOrm(2);
    const bus = createEventBus({ url: database.url, orm, definitions: [] });
    await expect(orm.em.fork().transactional(() => bus.boss.getQueues())).rejects.toBeInstanceOf(SecondConnectionError);
  });
});

describe('session limits', () => {
  it("starts every connection with the app's statement, lock and idle-in-transaction timeouts", async () => {
    const orm = await smallOrm(2, { statementTimeoutMs: 45_000, lockTimeoutMs: 15_000, idleInTransactionTimeoutMs: 60_000 });
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute(
        "select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock, current_setting('idle_in_transaction_session_timeout') as idle",
      );
    expect(row).toEqual({ statement: '45s', lock: '15s', idle: '1min' });
  });

  it('ends a transaction left idle, so its locks and its place in the pool are free again', async () => {
    const orm = await smallOrm(1, { idleInTransactionTimeoutMs: 500 });
    const abandoned = orm.em.fork().transactional(async (tx) => {
      const [{ pid }] = await sql(tx, "select pg_backend_pid() as pid from wallets where user_id = 'seller' for update");
      await until(async () => (await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0);
      await sql(tx, 'select 1');
    });
    await expect(within(abandoned)).rejects.toThrow();
    const [row] = await within(orm.em.fork().transactional((tx) => sql(tx, "select user_id from wallets where user_id = 'seller' for update")));
    expect(row).toEqual({ user_id: 'seller' });
  });

  it('answers 503 with Retry-After and the error envelope when no connection frees up in time', async () => {
    const orm = await smallOrm(1, { acquireTimeoutMs: 300 });
    const router = new Router();
    router.get('/api/probe', async (ctx) => {
      ctx.body = await ctx.state.em.getConnection().execute('select 1 as one');
    });
    const app = createHttpApp({ orm, bodyLimitKb: 64, apiRouters: [router] });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let begun!: () => void;
      const holds = new Promise<void>((r) => (begun = r));
      const holding = orm.em.fork().transactional(async (tx) => {
        await sql(tx, 'select 1');
        begun();
        await held;
      });
      await within(holds);
      const res = await within(fetch(`http://127.0.0.1:${port}/api/probe`));
      release();
      await holding;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: { code: 'busy', message: new DatabaseBusyError('').message } });
      expect((await fetch(`http://127.0.0.1:${port}/api/probe`)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
