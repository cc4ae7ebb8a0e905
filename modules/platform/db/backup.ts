// Backups that restore: every table of the public schema as CSV (COPY, streamed, one consistent snapshot), every blob
// of the store, and a manifest naming the migrations the data belongs to, each table's columns, row count and
// SHA-256, and each blob's size and SHA-256. Restore takes an empty database: it migrates up to the backup's last
// migration, loads every table in one transaction (triggers and foreign keys held back while loading, then the
// sequences moved past their rows), checks counts and checksums, migrates the rest, and writes the blobs back.
//
// Not pg_dump: the embedded PostgreSQL ships no pg_dump, and a pg_dump older than the server refuses to run; COPY
// works against any PostgreSQL the app supports, embedded or managed. Queue state (the pgboss schema) is not
// part of a backup: jobs waiting at backup time are not replayed.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { BUCKETS, type Bucket, type Storage } from '../storage.ts';

export const BACKUP_FORMAT = 'studyhall-backup/1';
const MIGRATIONS_TABLE = 'schema_migrations';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; sha256: string }[];
  blobs: { bucket: Bucket; key: string; size: number; sha256: string }[];
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tablesOf(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query(
    `select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER' and c.table_name <> $1
      group by c.table_name order by c.table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}

// A backup holds every user's data, password hashes and private files: owner-only, whatever the umask leaves.
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;
const ownerOnlyDir = (dir: string) => mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
const ownerOnlyFile = (file: string) => createWriteStream(file, { mode: OWNER_ONLY_FILE });

/**
 * Writes a backup of the database and the store into `dir` (created, or made owner-only if it was there); the manifest
 * is written last. Every directory is 0700 and every file 0600.
 */
export async function backupTo(databaseUrl: string, storage: Storage, dir: string): Promise<BackupManifest> {
  await ownerOnlyDir(dir);
  await chmod(dir, OWNER_ONLY_DIR);
  await ownerOnlyDir(path.join(dir, 'tables'));
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations: [], tables: [], blobs: [] };
  await withClient(databaseUrl, async (client) => {
    // One snapshot for every table: the ledger and the balances it sums are read as of one moment.
    await client.query('begin isolation level repeatable read read only');
    manifest.migrations = (await client.query(`select name from ${MIGRATIONS_TABLE} order by id`)).rows.map((r) => r.name);
    for (const table of await tablesOf(client)) {
      const hash = createHash('sha256');
      const columns = table.columns.map(quote).join(', ');
      const rows = Number((await client.query(`select count(*) from public.${quote(table.name)}`)).rows[0].count);
      await pipeline(client.query(copyTo(`copy public.${quote(table.name)} (${columns}) to stdout (format csv)`)), hashing(hash), ownerOnlyFile(path.join(dir, 'tables', `${table.name}.csv`)));
      manifest.tables.push({ ...table, rows, sha256: hash.digest('hex') });
    }
    await client.query('commit');
  });
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for await (const entry of storage.list(bucket)) {
      const file = path.join(dir, 'blobs', bucket, entry.key);
      await ownerOnlyDir(path.dirname(file));
      const hash = createHash('sha256');
      await pipeline((await storage.open(bucket, entry.key)).stream, hashing(hash), ownerOnlyFile(file));
      manifest.blobs.push({ bucket, key: entry.key, size: entry.size, sha256: hash.digest('hex') });
    }
  }
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  return manifest;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error(`${dir} holds no backup manifest (manifest.json is written last: an interrupted backup has none)`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`unknown backup format ${JSON.stringify(manifest.format)}`);
  return manifest;
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type RestoreSteps = {
  /** Applies our migrations up to and including `name` (the backup's last); answers what it applied. */
  migrateTo: (name: string | undefined) => Promise<string[]>;
  /** Applies the migrations newer than the backup. */
  migrateRest: () => Promise<string[]>;
};

export type RestoreReport = { tables: number; rows: number; blobs: number; migratedAfter: string[] };

/** Restores a backup into an empty database and store. Refuses a database that holds users. */
export async function restoreFrom(databaseUrl: string, storage: Storage, dir: string, known: string[], steps: RestoreSteps): Promise<RestoreReport> {
  const manifest = await readManifest(dir);
  const unknown = manifest.migrations.filter((m) => !known.includes(m));
  if (unknown.length) throw new Error(`the backup is from a newer version of Studyhall (unknown migrations: ${unknown.join(', ')})`);
  for (const table of manifest.tables) {
    if ((await fileSha256(path.join(dir, 'tables', `${table.name}.csv`))) !== table.sha256) throw new Error(`tables/${table.name}.csv does not match its checksum`);
  }
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query("select to_regclass('public.users') is not null as has_users");
    if (rows[0].has_users && Number((await client.query('select count(*) from users')).rows[0].count) > 0) {
      throw new Error('restore needs an empty database: this one already has users');
    }
  });
  await steps.migrateTo(manifest.migrations.at(-1));
  let total = 0;
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    // Rows go in as they were: no triggers (append-only guards, outbox writers) and no foreign-key checks while
    // tables load in any order; the data was consistent when it was read in one snapshot.
    await client.query('set local session_replication_role = replica');
    const names = manifest.tables.map((t) => `public.${quote(t.name)}`);
    if (names.length) await client.query(`truncate ${names.join(', ')}`);
    for (const table of manifest.tables) {
      const columns = table.columns.map(quote).join(', ');
      const source = createReadStream(path.join(dir, 'tables', `${table.name}.csv`));
      await pipeline(source, client.query(copyFrom(`copy public.${quote(table.name)} (${columns}) from stdin (format csv)`)));
      const count = Number((await client.query(`select count(*) from public.${quote(table.name)}`)).rows[0].count);
      if (count !== table.rows) throw new Error(`${table.name}: ${count} rows restored, the backup has ${table.rows}`);
      total += count;
    }
    // Sequences behind serial and identity columns continue after the restored rows.
    const sequences = await client.query(
      `select s.relname as seq, t.relname as tbl, a.attname as col
         from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
    );
    for (const s of sequences.rows) {
      await client.query(`select setval('public.${quote(s.seq)}', coalesce((select max(${quote(s.col)}) from public.${quote(s.tbl)}), 0) + 1, false)`);
    }
    await client.query('commit');
  });
  const migratedAfter = await steps.migrateRest();
  for (const blob of manifest.blobs) {
    const file = path.join(dir, 'blobs', blob.bucket, blob.key);
    if ((await fileSha256(file)) !== blob.sha256) throw new Error(`blobs/${blob.bucket}/${blob.key} does not match its checksum`);
    await storage.put(blob.bucket, blob.key, createReadStream(file));
  }
  return { tables: manifest.tables.length, rows: total, blobs: manifest.blobs.length, migratedAfter };
}
