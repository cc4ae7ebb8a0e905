// MikroORM over PostgreSQL, with our migrations. One EntityManager fork per request and per job.
import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import type { Pool } from 'pg';
import { type Logger, logger } from '../log.ts';
import { DEFAULT_SESSION_LIMITS, guardCheckouts, poolOptions, type SessionLimits, withoutStatementLimits } from './session-limits.ts';
import { slowQueryLogger } from './slow-queries.ts';
import { GuardedPostgreSqlDriver, guardPool, outsideTransaction } from './transaction-guard.ts';

export type Orm = MikroORM;
/** Connections per process (api, worker or both): the job slots (events.ts) are counted from it. */
export const POOL_MAX = 20;
export type MigrationClass = new (...args: any[]) => Migration;
export type NamedMigration = { name: string; class: MigrationClass };

export async function initOrm(options: {
  url: string;
  entities: object[];
  migrations: NamedMigration[];
  poolMax?: number;
  /** Statements at least this slow are logged with their plan (db/slow-queries.ts); off when absent. */
  slowQueryMs?: number;
  slowQueryLog?: Logger;
  /** Statement, lock, idle-in-transaction and pool acquire timeouts (db/session-limits.ts). */
  limits?: SessionLimits;
}): Promise<Orm> {
  const log = logger('orm');
  const slow = slowQueryLogger(options.slowQueryLog ?? logger('slow-query'));
  const orm = await MikroORM.init({
    clientUrl: options.url,
    driver: GuardedPostgreSqlDriver,
    driverOptions: {
      ...poolOptions(options.limits ?? DEFAULT_SESSION_LIMITS),
      onPoolCreated: (pool: Pool) => {
        guardCheckouts(pool);
        guardPool(pool);
      },
    },
    entities: options.entities as any[],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: options.poolMax ?? POOL_MAX },
    migrations: {
      tableName: 'schema_migrations',
      migrationsList: options.migrations.map((m) => ({ name: m.name, class: withoutStatementLimits(m.class) })),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    logger: (message) => log.trace(message),
    debug: false,
    slowQueryThreshold: options.slowQueryMs,
    slowQueryLoggerFactory: () => slow.ormLogger,
  });
  // The plan is asked for after the slow statement, without the transaction waiting for it (slow-queries.ts).
  slow.attachExplain((sql) => outsideTransaction(() => orm.em.getConnection().execute(sql)));
  return orm;
}

export async function pendingMigrations(orm: Orm): Promise<string[]> {
  return (await orm.migrator.getPending()).map((m) => m.name);
}

export async function migrate(orm: Orm): Promise<string[]> {
  return (await orm.migrator.up()).map((m) => m.name);
}

/** Applies pending migrations up to and including `name` (all when undefined). */
export async function migrateTo(orm: Orm, name: string | undefined): Promise<string[]> {
  return (await orm.migrator.up(name ? { to: name } : undefined)).map((m) => m.name);
}

export class DatabaseBehindError extends Error {
  constructor(public readonly pending: string[]) {
    super(
      `The database is behind: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
        'Run `npx studyhall db migrate` (npm start does it for you) and start again.',
    );
    this.name = 'DatabaseBehindError';
  }
}

/** The api and worker refuse to serve a database that is behind. */
export async function assertMigrated(orm: Orm): Promise<void> {
  const pending = await pendingMigrations(orm);
  if (pending.length) throw new DatabaseBehindError(pending);
}
