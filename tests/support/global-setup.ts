// Once per run: a PostgreSQL (embedded, or the server behind DATABASE_URL), a template database migrated and
// with pg-boss installed. Each test file then clones its own database from the template in milliseconds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../config/index.ts';
import { bootPlatform, ensureDatabase, startEmbeddedPostgres } from '../../modules/platform/index.ts';
import { migrations, modules } from '../../modules/registry.ts';

export const TEMPLATE = 'studyhall_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-test-'));
  let adminUrl: string;
  let stopDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'postgres' });
    adminUrl = db.url;
    stopDatabase = db.stop;
  }
  const admin = new URL(adminUrl);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${TEMPLATE} with (force)`);
  await client.end();
  await ensureDatabase(adminUrl, TEMPLATE);
  const templateUrl = new URL(admin);
  templateUrl.pathname = `/${TEMPLATE}`;
  const config = loadConfig({ DATABASE_URL: templateUrl.toString(), DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const platform = await bootPlatform(config, { modules, migrations, migrate: true });
  await platform.stop();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  return async () => {
    await stopDatabase();
    await rm(dir, { recursive: true, force: true });
  };
}
