import type { Command } from 'commander';
import type { Config } from '../config/index.ts';
import { backupTo, bootPlatform, migrate, migrateTo, pendingMigrations, type Platform, restoreFrom } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { seedAll } from '../modules/seed.ts';
import { CliError, printObject, printRows } from '../modules/platform/index.ts';

export function registerDbCommands(program: Command, config: () => Config, platform: () => Promise<Platform>) {
  const db = program.command('db').description('Database: migrations, demo data, reset');

  db.command('migrate')
    .description('Apply pending migrations')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await bootPlatform(config(), { modules, migrations, skipMigrationCheck: true, queues: false, logTo: 'stderr' });
      try {
        const applied = await migrate(p.orm);
        if (options.json) printObject({ applied }, true);
        else process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}\n` : 'The database is up to date.\n');
      } finally {
        await p.stop();
      }
    });

  db.command('status')
    .description('List migrations not yet applied')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await bootPlatform(config(), { modules, migrations, skipMigrationCheck: true, queues: false, logTo: 'stderr' });
      try {
        const pending = await pendingMigrations(p.orm);
        printRows(pending.map((name) => ({ pending: name })), Boolean(options.json), 'The database is up to date.');
      } finally {
        await p.stop();
      }
    });

  db.command('seed')
    .description('Fill the database with demo data (idempotent: a second run changes nothing)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const report = await seedAll(await platform());
      const rows = Object.entries(report).flatMap(([module, counts]) =>
        Object.entries(counts).map(([what, created]) => ({ module, what, created })),
      );
      printRows(rows, Boolean(options.json));
    });

  db.command('backup')
    .description('Write the database (every table, one snapshot) and every blob, with a checksummed manifest, to a directory')
    .requiredOption('--out <dir>', 'a new or empty directory')
    .option('--json', 'print JSON')
    .action(async (options: { out: string; json?: boolean }) => {
      const p = await bootPlatform(config(), { modules, migrations, queues: false, logTo: 'stderr' });
      try {
        const manifest = await backupTo(p.databaseUrl, p.storage, options.out);
        const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
        printObject({ out: options.out, migrations: manifest.migrations.length, tables: manifest.tables.length, rows, blobs: manifest.blobs.length }, Boolean(options.json));
      } finally {
        await p.stop();
      }
    });

  db.command('restore')
    .description('Restore a backup into an empty database and store (migrates to the backup, loads, verifies, migrates the rest)')
    .requiredOption('--from <dir>', 'a directory written by db backup')
    .option('--json', 'print JSON')
    .action(async (options: { from: string; json?: boolean }) => {
      const p = await bootPlatform(config(), { modules, migrations, skipMigrationCheck: true, queues: false, logTo: 'stderr' });
      try {
        const known = migrations.map((m) => m.name);
        const report = await restoreFrom(p.databaseUrl, p.storage, options.from, known, {
          migrateTo: (name) => migrateTo(p.orm, name),
          migrateRest: () => migrate(p.orm),
        }).catch((error: Error) => {
          throw new CliError(error.message);
        });
        printObject({ from: options.from, ...report }, Boolean(options.json));
      } finally {
        await p.stop();
      }
    });

  db.command('reset')
    .description('Drop everything, migrate again and (unless --no-seed) seed: for development only')
    .option('--yes', 'confirm that every row will be deleted')
    .option('--no-seed', 'leave the database empty after migrating')
    .option('--json', 'print JSON')
    .action(async (options: { yes?: boolean; seed: boolean; json?: boolean }) => {
      if (!options.yes) throw new CliError('db reset deletes every row: add --yes to confirm');
      if (config().NODE_ENV === 'production') throw new CliError('db reset is refused when NODE_ENV=production');
      const raw = await bootPlatform(config(), { modules, migrations, skipMigrationCheck: true, queues: false, logTo: 'stderr' });
      try {
        const connection = raw.orm.em.getConnection();
        await connection.execute('drop schema if exists pgboss cascade');
        await connection.execute('drop schema public cascade');
        await connection.execute('create schema public');
      } finally {
        await raw.stop();
      }
      const p = await bootPlatform(config(), { modules, migrations, migrate: true, logTo: 'stderr' });
      try {
        const report = options.seed ? await seedAll(p) : {};
        printObject({ reset: true, seeded: report }, Boolean(options.json));
      } finally {
        await p.stop();
      }
    });
}
