// `studyhall storage migrate` as an operator runs it (a real process) from the local disk to an S3-compatible
// server started here (s3rver): every blob copied and verified, a second run skips them all, a run after an
// interruption (half the blobs already there, one of them damaged) copies only what is missing or wrong.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { type Bucket, localStorageFor, type Storage, s3StorageFor } from '../modules/platform/index.ts';
import { PROCESS_TEST_TIMEOUT_MS, runCli } from '../tests/support/processes.ts';

let dataDir: string;
let s3dir: string;
let server: S3rver;
let env: NodeJS.ProcessEnv;
let local: Storage;
let s3: Storage;

const BLOBS: [Bucket, string, string | Uint8Array][] = [
  ['document-originals', 'u1/d1/notes.pdf', '%PDF-1.7 notes'],
  ['document-converted', 'u1/d1/converted.pdf', Buffer.alloc(6 * 1024 * 1024, 9)],
  ['document-previews', 'd1/p1.webp', new Uint8Array([1, 2, 3, 4])],
  ['avatars', 'u1/face.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
  ['assets', 'universities/oxford.svg', '<svg/>'],
];

const studyhall = (...args: string[]) => runCli(args, env);

const sha = async (storage: Storage, bucket: Bucket, key: string) => createHash('sha256').update(await storage.get(bucket, key)).digest('hex');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-migrate-'));
  s3dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-migrate-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true, configureBuckets: [{ name: 'blobs' }] });
  const { port } = await server.run();
  const s3env = { S3_BUCKET: 'blobs', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  env = { ...process.env, ...s3env, DATA_DIR: dataDir, LOG_LEVEL: '' };
  // The stores exactly as the command configures them from the same environment.
  const config = loadConfig({ ...s3env, DATA_DIR: dataDir, NODE_ENV: 'test' });
  local = localStorageFor(config, 'x'.repeat(40));
  s3 = s3StorageFor(config, 'x'.repeat(40));
  for (const [bucket, key, body] of BLOBS) await local.put(bucket, key, body);
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

describe('studyhall storage migrate', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('resumes after an interruption: copies what is missing or damaged, verified by checksum', async () => {
    // An earlier run stopped after two blobs, and one of them did not arrive whole.
    await s3.put('document-originals', 'u1/d1/notes.pdf', '%PDF-1.7 notes');
    await s3.put('document-converted', 'u1/d1/converted.pdf', Buffer.alloc(1024, 9));
    const first = await studyhall('storage', 'migrate', '--to', 's3', '--json');
    expect(first.status, first.stderr).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(report).toMatchObject({ copied: 4, skipped: 1, failed: [], to: 's3://blobs/' });
    expect(report.from).toBe(path.join(dataDir, 'storage'));
    expect(first.stderr).toMatch(/100% 5\/5 blobs/);
    for (const [bucket, key] of BLOBS) expect(await sha(s3, bucket, key)).toBe(await sha(local, bucket, key));
  });

  it('skips everything on a second run, and refuses without a configured store', async () => {
    const again = JSON.parse((await studyhall('storage', 'migrate', '--to', 's3', '--json')).stdout);
    expect(again).toMatchObject({ copied: 0, skipped: 5, failed: [] });
    const unset = { ...env, S3_BUCKET: '' };
    const saved = env;
    env = unset;
    const refused = await studyhall('storage', 'migrate', '--to', 's3');
    env = saved;
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^error: S3_BUCKET is not set/);
  });
});
