// Boots the platform for one process role: the database (embedded unless DATABASE_URL), the ORM, pg-boss,
// storage, mail and (for the api) realtime. Entry points pass the module registry and migrations in.
import path from 'node:path';
import type { Config } from '../../config/index.ts';
import { type RunningDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { type NamedMigration, type Orm, assertMigrated, initOrm, migrate } from './db/orm.ts';
import { sessionLimits } from './db/session-limits.ts';
import { onSecondConnection } from './db/transaction-guard.ts';
import { type EventBus, type QueueDefinition, createEventBus } from './events.ts';
import { configureLogger, logger } from './log.ts';
import { MailMessage, type Mailer, createMailer } from './mail.ts';
import type { StudyhallModule } from './module.ts';
import { type Realtime, startRealtime } from './realtime.ts';
import { appSecret } from './secrets.ts';
import type { Storage } from './storage.ts';
import { storageFor } from './storage-choice.ts';

export type Platform = {
  config: Config;
  databaseUrl: string;
  orm: Orm;
  bus: EventBus;
  storage: Storage;
  mailer: Mailer;
  secret: string;
  modules: StudyhallModule[];
  realtime: Realtime | null;
  stop: () => Promise<void>;
};

export type BootOptions = {
  modules: StudyhallModule[];
  migrations: NamedMigration[];
  /** Apply pending migrations first (npm start, `db migrate`); otherwise refuse a database that is behind. */
  migrate?: boolean;
  /** Skip the migration check entirely (only `db migrate` itself and `db reset`). */
  skipMigrationCheck?: boolean;
  realtime?: boolean;
  logTo?: 'stdout' | 'stderr';
  /** Start pg-boss (needed to publish, enqueue or work). */
  queues?: boolean;
};

export const DATABASE_NAME = 'studyhall';

export async function connectDatabase(config: Config): Promise<RunningDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  return startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), port: config.PGPORT, database: DATABASE_NAME });
}

export function allEntities(modules: StudyhallModule[]): object[] {
  return [MailMessage, ...modules.flatMap((m) => m.entities ?? [])];
}

export async function bootPlatform(config: Config, options: BootOptions): Promise<Platform> {
  configureLogger(config.LOG_LEVEL, options.logTo ?? 'stdout');
  // A second connection taken inside a transaction fails in development and tests; production logs it (and the
  // pool's acquire timeout bounds the wait): see db/transaction-guard.ts.
  onSecondConnection(config.NODE_ENV === 'production' ? 'log' : 'throw');
  const log = logger('boot');
  const database = await connectDatabase(config);
  const stops: (() => Promise<void>)[] = [database.stop];
  try {
    const orm = await initOrm({
      url: database.url,
      entities: allEntities(options.modules),
      migrations: options.migrations,
      slowQueryMs: config.SLOW_QUERY_MS,
      limits: sessionLimits(config),
    });
    stops.unshift(() => orm.close(true));
    if (options.migrate) {
      const applied = await migrate(orm);
      if (applied.length) log.info({ applied }, 'migrations applied');
    } else if (!options.skipMigrationCheck) {
      await assertMigrated(orm);
    }
    const secret = appSecret(config.APP_SECRET, config.dataDir);
    const storage = storageFor(config, secret);
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const platform: Platform = {
      config,
      databaseUrl: database.url,
      orm,
      bus: undefined as unknown as EventBus,
      storage,
      mailer,
      secret,
      modules: options.modules,
      realtime: null,
      stop: async () => {
        for (const stop of stops) await stop().catch((error) => log.warn({ err: error }, 'error while stopping'));
      },
    };
    const definitions: QueueDefinition[] = [...mailer.jobs, ...options.modules.flatMap((m) => m.queues?.(platform) ?? [])];
    platform.bus = createEventBus({ url: database.url, orm, definitions });
    mailer.attach(platform.bus);
    if (options.queues !== false) {
      await platform.bus.start();
      stops.unshift(() => platform.bus.stop());
    }
    if (options.realtime) {
      platform.realtime = await startRealtime(database.url);
      stops.unshift(() => platform.realtime!.stop());
    }
    return platform;
  } catch (error) {
    for (const stop of stops) await stop().catch(() => {});
    throw error;
  }
}
