// Defence in depth behind the one-connection rule (transaction-guard.ts): nothing the app's sessions do may wait
// for ever. Every connection of the app's pool starts with a statement, a lock and an idle-in-transaction timeout,
// and a request that finds the pool busy for longer than the acquire timeout is answered 503 with Retry-After (a
// job throws and pg-boss retries it) instead of queueing without end. Work that is legitimately longer sets its own
// limits: migrations lift the statement and idle limits (`withoutStatementLimits`), document processing raises the
// idle limit to its own timeout for the conversion it runs inside its transaction, and backups use their own client.
import type { Migration } from '@mikro-orm/migrations';
import type { Pool, PoolClient } from 'pg';
import type { Config } from '../../../config/index.ts';
import { HttpError } from '../http/errors.ts';

export type SessionLimits = {
  /** How long a checkout may wait for a free connection before the work fails as busy. */
  acquireTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  acquireTimeoutMs: 10_000,
  statementTimeoutMs: 60_000,
  lockTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** The limits the configuration sets, each unset one at its default. */
export function sessionLimits(config: Config): SessionLimits {
  const d = DEFAULT_SESSION_LIMITS;
  return {
    acquireTimeoutMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS ?? d.acquireTimeoutMs,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS ?? d.statementTimeoutMs,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS ?? d.lockTimeoutMs,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? d.idleInTransactionTimeoutMs,
  };
}

/** Seconds a client is told to wait before trying again when the database is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

export class DatabaseBusyError extends HttpError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(reason: string) {
    super(503, 'busy', BUSY_MESSAGE);
    this.cause = reason;
  }
}

/** pg's pool options for these limits (0 leaves a limit off). */
export function poolOptions(limits: SessionLimits) {
  return {
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}

/** pg-pool's answer when no connection freed up within `connectionTimeoutMillis`. */
export const isAcquireTimeout = (error: unknown) => error instanceof Error && error.message === 'timeout exceeded when trying to connect';

/**
 * Every checkout: one that timed out rejects with DatabaseBusyError (503 with Retry-After for a request; a job
 * retries), and a connection the server ends while it is checked out (idle_in_transaction_session_timeout, a
 * restart) goes back to the pool as broken. Kysely releases a transaction's connection only after a ROLLBACK that
 * succeeded, which a dead connection never answers, so each such end would otherwise keep a place in the pool for
 * good.
 */
export function guardCheckouts(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const checkout = connect(...args);
    if (!(checkout instanceof Promise)) return checkout;
    return checkout.then(releasedWhenEnded, (error: unknown) => {
      throw isAcquireTimeout(error) ? new DatabaseBusyError('no database connection became free in time') : error;
    });
  };
}

function releasedWhenEnded(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    client.removeListener('end', ended);
    if (released) return;
    released = true;
    release(error);
  };
  const ended = () => releaseOnce(new Error('the server ended this connection while it was checked out'));
  client.once('end', ended);
  client.release = releaseOnce;
  return client;
}

/**
 * Whether an error means "busy, try again": the pool's acquire timeout, or a lock not granted within lock_timeout
 * (55P03). The ORM may have wrapped either in its own exception, which keeps the original's code.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError || isAcquireTimeout(error)) return true;
  const e = error as { code?: string; status?: number; cause?: { code?: string } } | null;
  return (e?.code === 'busy' && e.status === 503) || e?.code === '55P03' || e?.cause?.code === '55P03';
}

/** A migration may run longer statements than the app: it lifts the statement and idle limits for its transaction. */
export function withoutStatementLimits<T extends new (...args: any[]) => Migration>(migration: T): T {
  return class extends migration {
    override async up() {
      this.addSql('set local statement_timeout = 0');
      this.addSql('set local idle_in_transaction_session_timeout = 0');
      await migration.prototype.up.call(this);
    }
  };
}
