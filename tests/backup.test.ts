// A backup that restores: a platform with users, a processed and approved document (its original, PDF and preview
// blobs), a purchase through the ledger and the seeded catalogue is backed up, restored into an empty
// database and an empty store, and found whole there: every row, every balance (the ledger audit passes on the
// restored copy), every blob byte for byte, sequences continuing after their rows, and a restored user signing in.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { givePoints } from './support/ai-support.ts';
import { Client, signUp, type TestUser } from './support/http-harness.ts';
import { approvedDocument, bootMarketplace, type MarketplaceHarness } from './support/marketplace.ts';
import { backupTo, BUCKETS, type Bucket, bootPlatform, migrate, migrateTo, type Platform, restoreFrom } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { auditLedger } from '../modules/wallet/index.ts';
import { createTestDatabase, startTestServer } from './support/database.ts';

let h: MarketplaceHarness;
let buyer: TestUser;
let dir: string;
let restored: Platform;
let emptyDb: { url: string; drop: () => Promise<void> };
let restoredData: string;

async function blobs(platform: Platform): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for await (const { key } of platform.storage.list(bucket)) out[`${bucket}/${key}`] = createHash('sha256').update(await platform.storage.get(bucket, key)).digest('hex');
  }
  return out;
}

const rowsOf = async (platform: Platform, query: string) => platform.orm.em.fork().getConnection().execute(query);

beforeAll(async () => {
  h = await bootMarketplace({}, ['documents', 'catalogue', 'search', 'wallet']);
  const pages = [['Heat flows from a hot body to a cold one.'], ['Entropy of an isolated system never decreases.'], ['A heat engine turns heat into work.']];
  const doc = await approvedDocument(h, { title: 'Thermodynamics revision notes', subject: 'thermodynamics', pages });
  buyer = await signUp(h, 'Bea Buyer');
  await givePoints(h, buyer.id, 100);
  const bought = await buyer.client.post('/api/wallet/checkout', { documentIds: [doc.id] });
  if (bought.status !== 200 && bought.status !== 201) throw new Error(`checkout ${bought.status} ${JSON.stringify(bought.body)}`);
  dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-backup-'));
  emptyDb = await createTestDatabase({ empty: true });
  restoredData = await mkdtemp(path.join(os.tmpdir(), 'studyhall-restored-'));
}, 240_000);

afterAll(async () => {
  await restored?.stop();
  await emptyDb?.drop();
  await h?.close();
  for (const d of [dir, restoredData]) if (d) await rm(d, { recursive: true, force: true });
});

describe('backup and restore', { timeout: 240_000 }, () => {
  it('restores every row, balance and blob of a platform into an empty database and store', async () => {
    const manifest = await backupTo(h.platform.databaseUrl, h.platform.storage, dir);
    expect(manifest.migrations).toEqual(migrations.map((m) => m.name));
    expect(manifest.blobs.length).toBeGreaterThanOrEqual(3);

    const config = loadConfig({ DATABASE_URL: emptyDb.url, DATA_DIR: restoredData, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
    restored = await bootPlatform(config, { modules, migrations, skipMigrationCheck: true, queues: false });
    const report = await restoreFrom(restored.databaseUrl, restored.storage, dir, migrations.map((m) => m.name), {
      migrateTo: (name) => migrateTo(restored.orm, name),
      migrateRest: () => migrate(restored.orm),
    });
    expect(report).toMatchObject({ tables: manifest.tables.length, blobs: manifest.blobs.length, migratedAfter: [] });

    for (const table of ['users', 'documents', 'points_transactions', 'user_points', 'user_documents', 'subjects']) {
      const query = `select * from ${table} order by 1`;
      expect(JSON.stringify(await rowsOf(restored, query)), table).toBe(JSON.stringify(await rowsOf(h.platform, query)));
    }
    const audit = await auditLedger(restored.orm.em.fork());
    expect(audit).toMatchObject({ ok: true });
    expect(await blobs(restored)).toEqual(await blobs(h.platform));

    // The restored platform works: the buyer signs in with the same password (signUp's) and still owns the document.
    const server = await startTestServer(restored);
    try {
      const again = new Client(server.baseUrl);
      expect((await again.post('/api/auth/login', { email: buyer.email, password: 'correct horse battery' })).status).toBe(200);
      expect((await again.get('/api/wallet')).body.balance).toBe(70);
      expect((await again.get('/api/wallet/purchases')).body.total).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('refuses a database that already has users, and a damaged backup', async () => {
    const steps = { migrateTo: async () => [], migrateRest: async () => [] };
    await expect(restoreFrom(restored.databaseUrl, restored.storage, dir, migrations.map((m) => m.name), steps)).rejects.toThrow(
      'restore needs an empty database: this one already has users',
    );
    await writeFile(path.join(dir, 'tables', 'users.csv'), 'tampered\n', { flag: 'a' });
    await expect(restoreFrom(restored.databaseUrl, restored.storage, dir, migrations.map((m) => m.name), steps)).rejects.toThrow(
      'tables/users.csv does not match its checksum',
    );
    await expect(restoreFrom(restored.databaseUrl, restored.storage, dir, [], steps)).rejects.toThrow(/newer version of Studyhall/);
  });

  it('is readable by its owner alone: every directory 0700 and every file 0600, into a new or an open directory', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'studyhall-backup-modes-'));
    try {
      const open = path.join(root, 'open');
      await mkdir(open, { mode: 0o755 });
      for (const out of [path.join(root, 'nightly', 'today'), open]) {
        await backupTo(h.platform.databaseUrl, h.platform.storage, out);
        const modes = new Map<string, number>();
        const walk = async (at: string): Promise<void> => {
          modes.set(path.relative(out, at) || '.', (await stat(at)).mode & 0o777);
          if ((await stat(at)).isDirectory()) for (const name of await readdir(at)) await walk(path.join(at, name));
        };
        await walk(out);
        expect(modes.size).toBeGreaterThan(10);
        for (const [name, mode] of modes) expect([name, mode.toString(8)]).toEqual([name, (await stat(path.join(out, name))).isDirectory() ? '700' : '600']);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
