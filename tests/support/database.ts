// Per test file: a fresh database cloned from the migrated template, and the real platform booted on it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../../config/index.ts';
import { type BootOptions, bootPlatform, type Platform } from '../../modules/platform/index.ts';
import { migrations, modules } from '../../modules/registry.ts';

/** A fresh database from the migrated template, or (`empty`) one with nothing in it at all (restores). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const template = options.empty ? 'template0' : inject('pgTemplate');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
}

export type TestPlatform = Platform & { dataDir: string; cleanup: () => Promise<void> };

/**
 * The AI and documents variables a test file sets in process.env before it boots (`AI_JOB_RETRIES=0`), and the
 * machine's TESSERACT_PATH, passed on as an operator's environment would be; nothing else of the developer's
 * environment reaches a test platform.
 */
const moduleTuning = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([k, v]) => /^(AI_|DOCUMENTS_|TESSERACT_PATH$)/.test(k) && v !== undefined)) as Record<string, string>;

/** The real platform on a fresh database and data directory; `cleanup()` stops it and drops both. */
export async function bootTestPlatform(
  options: Partial<BootOptions> & { env?: Record<string, string> } = {},
): Promise<TestPlatform> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-data-'));
  const config: Config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...moduleTuning(process.env),
    ...options.env,
  });
  const platform = await bootPlatform(config, { modules, migrations, ...options });
  return Object.assign(platform, {
    dataDir,
    cleanup: async () => {
      await platform.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Serves the platform's whole HTTP surface on a free loopback port. Pages are the plain shell unless `webDistSsr`
 * names a server-render bundle: a local `npm run build` must not change what these tests see.
 */
export async function startTestServer(platform: Platform, options: { webDist?: string; webDistSsr?: string | null } = {}) {
  const { createServerApp, listen } = await import('../../modules/platform/index.ts');
  const { app } = createServerApp(platform, { webDistSsr: null, ...options });
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
