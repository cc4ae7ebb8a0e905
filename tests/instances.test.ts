// Proof that instances share nothing but the database and the blob store: two api processes and two worker
// processes (real `node` processes, as compose runs them) on one database and one storage. A session made on api A
// works on api B; a server-sent event caused by a request to A reaches a browser connected to B; a rate limit
// counts requests to both; 200 uploads spread over both apis are each processed exactly once by the two workers,
// while one worker is stopped with SIGTERM mid-run and finishes what it holds.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { catalogueModule } from '../modules/catalogue/index.ts';
import { bootPlatform, freePort } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { createTestDatabase, type TestPlatform } from './support/database.ts';
import { Client, eventually, openEvents, signUp, sql, type TestUser } from './support/http-harness.ts';

const UPLOADS = 200;
const SELLERS = 4; // 50 uploads each, under the 60-an-hour limit per seller

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let platform: TestPlatform;
let env: NodeJS.ProcessEnv;
const processes: ChildProcess[] = [];
let apiA = '';
let apiB = '';
let workers: { child: ChildProcess; exited: Promise<number | null> }[] = [];

function start(entry: string, extra: Record<string, string>) {
  const child = spawn('node_modules/.bin/node', ['--import', 'tsx', entry], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function startApi(): Promise<string> {
  const port = await freePort();
  const api = start('modules/main.ts', { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (api.child.exitCode !== null) throw new Error(`api exited: ${api.output()}`);
      return (await fetch(`${base}/api/ready`).catch(() => null))?.status;
    },
    (status) => status === 200,
    120_000,
  );
  return base;
}

async function startWorker() {
  const worker = start('worker/main.ts', { WORKER_QUEUES: 'documents', WORKER_CONCURRENCY: '3', LOG_LEVEL: 'info' });
  await eventually(
    async () => {
      if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
      return worker.output().includes('worker serving');
    },
    Boolean,
    120_000,
  );
  return worker;
}

async function onePagePdf(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(`Lecture notes number ${n}: enzymes lower the activation energy of reactions.`, { x: 50, y: 780, size: 12, font });
  return doc.save();
}

async function upload(client: Client, n: number, catalogue: { typeId: string; subjectId: string }) {
  const form = new FormData();
  const fields = { title: `Enzyme notes ${n}`, description: `Lecture notes number ${n} on enzymes.`, documentTypeId: catalogue.typeId, subjectId: catalogue.subjectId, pointsPrice: '20' };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([(await onePagePdf(n)) as BlobPart], { type: 'application/pdf' }), `notes-${n}.pdf`);
  const res = await client.request('POST', '/api/documents', undefined, { multipart: form });
  if (res.status !== 201) throw new Error(`upload ${n}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document.id as string;
}

/** The same signed-in browser, talking to another api instance. */
function sameSessionOn(base: string, user: TestUser): Client {
  const client = new Client(base);
  for (const [k, v] of user.client.cookies) client.cookies.set(k, v);
  return client;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-instances-'));
  // Several instances need one APP_SECRET (signed URLs, tokens) and one DATA_DIR (the store, on this machine).
  env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: 'instances-test-secret-'.padEnd(48, 'x'), NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: env.APP_SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const booted = await bootPlatform(config, { modules, migrations, queues: false });
  platform = Object.assign(booted, { dataDir, cleanup: () => booted.stop() });
  await catalogueModule.seed!(platform);
  [apiA, apiB] = await Promise.all([startApi(), startApi()]);
  workers = await Promise.all([startWorker(), startWorker()]);
}, 300_000);

afterAll(async () => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await platform?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two apis and two workers on one database and store', { timeout: 400_000 }, () => {
  it('share sessions: signed in on A is signed in on B, and signed out on B is signed out on A', async () => {
    const user = await signUp({ platform, baseUrl: apiA }, 'Sam Session');
    const onB = sameSessionOn(apiB, user);
    expect((await onB.get('/api/auth/me')).body).toMatchObject({ user: { id: user.id } });
    expect((await onB.post('/api/auth/logout')).status).toBe(200);
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
  });

  it('count a rate limit across both: the eleventh wrong password is refused whichever api gets it', async () => {
    const user = await signUp({ platform, baseUrl: apiA }, 'Rita Ratelimit');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const client = new Client(i % 2 ? apiB : apiA);
      statuses.push((await client.post('/api/auth/login', { email: user.email, password: `wrong password ${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('process 200 uploads spread over both apis exactly once, with an event from A reaching a browser on B, while a worker stops', async () => {
    const [[type], [subject]] = await Promise.all([sql({ platform }, 'select id from document_types order by slug limit 1'), sql({ platform }, "select id from subjects order by slug limit 1")]);
    const catalogue = { typeId: type.id as string, subjectId: subject.id as string };
    const sellers: TestUser[] = [];
    for (let i = 0; i < SELLERS; i++) sellers.push(await signUp({ platform, baseUrl: apiA }, `Seller ${String.fromCharCode(65 + i)}`));
    // The first seller's browser listens on B; their uploads go to A.
    const events = await openEvents({ platform, baseUrl: apiB, close: async () => {} }, sameSessionOn(apiB, sellers[0]!));
    const ids: string[] = [];
    const activeJobs = async () =>
      Number((await sql({ platform }, "select count(*) from pgboss.job where name = 'documents.process-upload' and state = 'active'"))[0].count);
    // Once half the uploads are in, while the rest keep coming, the first worker is told to stop as jobs are running:
    // it finishes what it holds and exits cleanly; the other worker takes the rest.
    const stopper = (async () => {
      const active = await eventually(async () => (ids.length >= UPLOADS / 2 ? activeJobs() : 0), (n) => n > 0, 180_000);
      workers[0]!.child.kill('SIGTERM');
      return { active, exit: await workers[0]!.exited };
    })();
    for (let at = 0; at < UPLOADS; at += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => at + i);
      const uploaded = await Promise.all(
        batch.map((n) => {
          const seller = sellers[n % SELLERS]!;
          const client = n % SELLERS === 0 ? seller.client : sameSessionOn(n % 2 ? apiB : apiA, seller);
          return upload(client, n, catalogue);
        }),
      );
      ids.push(...uploaded);
    }
    expect(new Set(ids).size).toBe(UPLOADS);
    const stop = await stopper;
    expect(stop.active).toBeGreaterThan(0);
    expect(stop.exit).toBe(0);

    const states = await eventually(
      async () => sql({ platform }, 'select processing_status as status, processing_attempts as attempts, count(*)::int as n from documents group by 1, 2'),
      (rows) => rows.length === 1 && rows[0].status === 'ready',
      300_000,
    );
    expect(states).toEqual([{ status: 'ready', attempts: 1, n: UPLOADS }]);
    // A document is ready a moment before its job is marked completed (the queue records the outcome after the handler).
    const jobs = await eventually(
      () => sql({ platform }, "select state, count(*)::int as n from pgboss.job where name = 'documents.process-upload' group by state"),
      (rows) => rows.length === 1 && rows[0].state === 'completed',
      30_000,
    );
    expect(jobs).toEqual([{ state: 'completed', n: UPLOADS }]);
    // The browser connected to B saw the processing of documents it uploaded through A.
    const seen = new Set(events.messages.filter((m) => m.type === 'documents.processing').map((m) => m.data.documentId));
    const firstSellers = (await sql({ platform }, 'select id from documents where user_id = ?', [sellers[0]!.id])).map((r) => r.id);
    expect(firstSellers.some((id) => seen.has(id))).toBe(true);
    await events.close();
  });
});
