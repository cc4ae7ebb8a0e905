// Several instances as compose runs them: real `node` processes of the api and the worker entries on one fresh
// database and one storage directory, plus the in-process platform a test reads the database through. Used by the
// two-instance test and the rolling-restart test.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../config/index.ts';
import { catalogueModule } from '../../modules/catalogue/index.ts';
import { bootPlatform, freePort } from '../../modules/platform/index.ts';
import { migrations, modules } from '../../modules/registry.ts';
import { createTestDatabase, type TestPlatform } from './database.ts';
import { Client, eventually, sql, type TestUser } from './http-harness.ts';

// A process boots in seconds on a quiet machine; on the shared 2-core one, under load, it has taken minutes.
const BOOT_MS = 300_000;

export type Instance = { child: ChildProcess; exited: Promise<number | null>; output: () => string };
export type Api = Instance & { base: string; port: number };
export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** One database (catalogue seeded) and one storage directory; `env` reaches every process started. */
export async function startCluster(extraEnv: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-instances-'));
  // Several instances need one APP_SECRET (signed URLs, tokens) and one DATA_DIR (the store, on this machine).
  const shared = { DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: 'instances-test-secret-'.padEnd(48, 'x'), LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const env: NodeJS.ProcessEnv = { ...process.env, ...shared, ...extraEnv };
  const booted = await bootPlatform(loadConfig(shared), { modules, migrations, queues: false });
  const platform: TestPlatform = Object.assign(booted, { dataDir, cleanup: () => booted.stop() });
  await catalogueModule.seed!(platform);
  const processes: ChildProcess[] = [];

  function start(entry: string, extra: Record<string, string>): Instance {
    const child = spawn('node_modules/.bin/node', ['--import', 'tsx', entry], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    processes.push(child);
    let output = '';
    child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  return {
    platform,
    /** An api process, ready (/api/ready answers 200); on `port` when given, as a restarted instance is. */
    async startApi(port?: number): Promise<Api> {
      const at = port ?? (await freePort());
      const api = start('modules/main.ts', { PORT: String(at) });
      const base = `http://127.0.0.1:${at}`;
      const status = await eventually(
        async () => {
          if (api.child.exitCode !== null) throw new Error(`api exited: ${api.output()}`);
          return (await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => null))?.status;
        },
        (status) => status === 200,
        BOOT_MS,
      );
      if (status !== 200) throw new Error(`api not ready after ${BOOT_MS} ms: ${api.output()}`);
      return { ...api, base, port: at };
    },
    /** A worker process serving the documents queues, once it says it serves them. */
    async startWorker(): Promise<Instance> {
      const worker = start('worker/main.ts', { WORKER_QUEUES: 'documents', WORKER_CONCURRENCY: '3', LOG_LEVEL: 'info' });
      const serving = await eventually(
        async () => {
          if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
          return worker.output().includes('worker serving');
        },
        Boolean,
        BOOT_MS,
      );
      if (!serving) throw new Error(`worker not serving after ${BOOT_MS} ms: ${worker.output()}`);
      return worker;
    },
    async stop() {
      for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
      await platform.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGTERM, as an orchestrator stops a container; resolves with the exit code. */
export async function terminate(instance: Instance): Promise<number | null> {
  instance.child.kill('SIGTERM');
  return instance.exited;
}

export async function onePagePdf(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(`Lecture notes number ${n}: enzymes lower the activation energy of reactions.`, { x: 50, y: 780, size: 12, font });
  return doc.save();
}

export type CatalogueRefs = { typeId: string; subjectId: string };

/** A document type and a subject of the seeded catalogue, for upload forms. */
export async function catalogueRefs(h: { platform: TestPlatform }): Promise<CatalogueRefs> {
  const [[type], [subject]] = await Promise.all([sql(h, 'select id from document_types order by slug limit 1'), sql(h, 'select id from subjects order by slug limit 1')]);
  return { typeId: type.id as string, subjectId: subject.id as string };
}

/** The upload form's fields for document number `n`. */
export function uploadFields(n: number, catalogue: CatalogueRefs): Record<string, string> {
  return { title: `Enzyme notes ${n}`, description: `Lecture notes number ${n} on enzymes.`, documentTypeId: catalogue.typeId, subjectId: catalogue.subjectId, pointsPrice: '20' };
}

export async function upload(client: Client, n: number, catalogue: CatalogueRefs) {
  const form = new FormData();
  for (const [k, v] of Object.entries(uploadFields(n, catalogue))) form.set(k, v);
  form.set('file', new Blob([(await onePagePdf(n)) as BlobPart], { type: 'application/pdf' }), `notes-${n}.pdf`);
  const res = await client.request('POST', '/api/documents', undefined, { multipart: form });
  if (res.status !== 201) throw new Error(`upload ${n}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document as { id: string; slug: string };
}

/** The same signed-in browser, talking to another api instance. */
export function sameSessionOn(base: string, user: TestUser): Client {
  const client = new Client(base);
  for (const [k, v] of user.client.cookies) client.cookies.set(k, v);
  return client;
}
