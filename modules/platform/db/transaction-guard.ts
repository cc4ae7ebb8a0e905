// One connection per piece of work. A transaction holds its pooled connection, and its locks, until it ends; if the
// same piece of work then asks the pool for another connection (a fork, the global EntityManager, a service handed
// a different em, pg-boss without `db`), it waits for a connection while holding one. Under load every connection
// is held by such a transaction and nothing ever ends: the load bench hung for 13 minutes (issue #25) with the pool
// exhausted, two connections idle in transaction and nineteen waiting on their locks.
//
// So the connection marks, in the async context (AsyncLocalStorage), that a transaction is open, and the pool's
// `connect` (the one place every query outside a transaction passes, through Kysely's driver) refuses while one is:
// in development and tests it throws, naming the fix; in production it logs, and the pool's acquire timeout bounds
// the wait (db/session-limits.ts). Savepoints (a nested `em.transactional` on the transaction's em) stay on the
// transaction's connection and are fine.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Configuration } from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { logger } from '../log.ts';

/** `outer`: the context's transaction when this one began (a new transaction inside one is a second connection too). */
type Holder = { open: boolean; outer: Holder | undefined };
const holder = new AsyncLocalStorage<Holder>();

export type OnSecondConnection = 'throw' | 'log';
let onViolation: OnSecondConnection = 'throw';

/** What a violation does in this process: 'throw' (development, tests: the default) or 'log' (production). */
export function onSecondConnection(mode: OnSecondConnection): void {
  onViolation = mode;
}

export class SecondConnectionError extends Error {
  constructor(what: string) {
    super(
      `${what} asked for a second database connection while this request or job holds an open transaction. Under ` +
        'load that waits forever (every connection held by a transaction waiting for one more). Run it on the ' +
        "transaction's own EntityManager (the `tx` the `em.transactional` callback receives, not a fork, `orm.em` or an " +
        'em from outside), pass `db` to pg-boss, or move it after the commit; work the transaction must not wait for ' +
        'may be started with `outsideTransaction(...)`.',
    );
    this.name = 'SecondConnectionError';
  }
}

export function holdsTransaction(): boolean {
  for (let h = holder.getStore(); h; h = h.outer) if (h.open) return true;
  return false;
}

/** Throws (or logs, in production) when the current async context holds an open transaction. */
export function assertOutsideTransaction(what: string): void {
  if (!holdsTransaction()) return;
  const error = new SecondConnectionError(what);
  if (onViolation === 'throw') throw error;
  logger('db').error({ err: error }, 'second connection taken inside a transaction');
}

/**
 * Runs `work` as if no transaction were open: only for work the transaction does not wait for (started without
 * `await`, such as a slow query's EXPLAIN), which may then take a connection of its own without holding the
 * transaction's hostage.
 */
export function outsideTransaction<T>(work: () => T): T {
  return holder.exit(work);
}

/** Every checkout of `pool` first asks `assertOutsideTransaction`. */
export function guardPool(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    assertOutsideTransaction('A query sent to the pool');
    return connect(...args);
  };
}

/**
 * The connection marks the async context of each top-level transaction as holding one while it is open, and
 * refuses SQL sent without a transaction context from there: the same check as the pool's, made where the caller's
 * stack and statement are still known (the pool's is the catch-all for everything else that checks out).
 */
class OneConnectionPerTransaction extends PostgreSqlConnection {
  override execute<T>(...args: Parameters<PostgreSqlConnection['execute']>): Promise<T> {
    const [query, , , ctx] = args;
    if (!ctx) assertOutsideTransaction(`The statement \`${String(query).replace(/\s+/g, ' ').slice(0, 120)}\``);
    return super.execute(...args) as Promise<T>;
  }

  override async transactional<T>(
    cb: Parameters<PostgreSqlConnection['transactional']>[0],
    options: Parameters<PostgreSqlConnection['transactional']>[1] = {},
  ): Promise<T> {
    if (options.ctx) return super.transactional(cb, options) as Promise<T>;
    const held: Holder = { open: false, outer: holder.getStore() };
    return holder.run(held, async () => {
      try {
        return (await super.transactional(async (trx) => {
          held.open = true;
          return cb(trx);
        }, options)) as T;
      } finally {
        held.open = false;
      }
    });
  }
}

/** PostgreSQL, with the connection above. */
export class GuardedPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { connection: PostgreSqlConnection }).connection = new OneConnectionPerTransaction(this.config);
  }
}
