// The fault case: the worker process is killed with SIGKILL while it renders a document's previews, then a new
// worker runs the job again. The document ends processed once, with exactly one set of preview files and one row
// state. Real processes: `worker/main.ts --queues documents` against this test's database and storage.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_RUN_TIMEOUT_MS, PROCESS_TEST_TIMEOUT_MS } from '../../tests/support/processes.ts';
import { blobs, bootDocuments, type Client, type DocumentsHarness, eventually, makePdf, refs, signUp, sql, upload } from './harness.testing.ts';

const PAGES = 24;
let h: DocumentsHarness;
let seller: { client: Client; id: string };
const children: ChildProcess[] = [];

function startWorker(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('node_modules/.bin/node', ['--import', 'tsx', 'worker/main.ts', '--queues', 'documents'], {
    env: {
      ...process.env,
      DATABASE_URL: h.platform.databaseUrl,
      DATA_DIR: h.platform.config.dataDir,
      LOG_LEVEL: 'info',
      // One thread, every page rendered large: a slow, page-by-page run that is easy to interrupt half-way.
      DOCUMENTS_RENDER_THREADS: '1',
      DOCUMENTS_PREVIEW_WIDTH: '1400',
      DOCUMENTS_PREVIEW_RENDERED_PAGES: String(PAGES),
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  children.push(child);
  return { child, output: () => output };
}

beforeAll(async () => {
  h = await bootDocuments();
  seller = await signUp(h, 'Kim Killed');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await h?.close();
});

describe('a worker killed mid-job', () => {
  it('leaves, after a restart, one processed document with exactly one set of previews', async () => {
    const first = startWorker();
    await eventually(first.output, (o) => o.includes('worker serving'), PROCESS_RUN_TIMEOUT_MS);
    const r = await refs(h, 9);
    const res = await upload(seller.client, r, { bytes: await makePdf({ pages: PAGES, seed: 5 }) }, { title: 'Killed Mid-Render' });
    expect(res.status).toBe(201);
    const id = res.body.document.id as string;
    const previews = async () => (await blobs(h, 'document-previews')).filter((k) => k.startsWith(`${id}/`) && !k.includes('.partial-'));

    // Kill it once it has written some pages but not all.
    const partial = await eventually(previews, (files) => files.length >= 3, PROCESS_RUN_TIMEOUT_MS);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(partial.length).toBeGreaterThanOrEqual(3);
    const [dead] = await sql(h, 'select processing_status, processing_attempts from documents where id = ?', [id]);
    expect(dead).toMatchObject({ processing_status: 'processing', processing_attempts: 1 });
    expect((await previews()).length).toBeLessThan(PAGES);
    expect(await sql(h, 'select 1 from document_pages where document_id = ?', [id])).toEqual([]);
    const [job] = await sql(h, `select id, state from pgboss.job where name = 'documents.process-upload' and data->'data'->>'documentId' = ?`, [id]);
    expect(job.state).toBe('active');

    // pg-boss fails a job whose worker vanished once its expireInSeconds lapse (checked every minute); do now
    // what its supervisor would do then, and start a new worker.
    await h.platform.bus.boss.fail('documents.process-upload', job.id, { message: 'worker killed' });
    const second = startWorker();
    const status = await eventually(
      async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0].processing_status,
      (s) => s === 'ready' || s === 'failed',
      PROCESS_RUN_TIMEOUT_MS,
    );
    expect(status, second.output().slice(-2000)).toBe('ready');

    expect(await previews()).toEqual(Array.from({ length: PAGES }, (_, i) => `${id}/page-${i + 1}.webp`).sort());
    expect((await blobs(h, 'cover-images')).filter((k) => k.startsWith(`${id}/`))).toEqual([`${id}/cover.webp`]);
    const [doc] = await sql(h, 'select page_count, preview_page_count, processing_attempts, processing_error from documents where id = ?', [id]);
    expect(doc).toMatchObject({ page_count: PAGES, preview_page_count: 3, processing_attempts: 2, processing_error: null });
    const pages = await sql(h, 'select page_number, preview_key, locked from document_pages where document_id = ? order by page_number', [id]);
    expect(pages).toHaveLength(PAGES);
    expect(pages.filter((p) => !p.locked).map((p) => p.page_number)).toEqual([1, 2, 3]);
    expect(await sql(h, `select 1 from handled_events where queue = 'documents.process-upload'`)).toHaveLength(1);
    expect((await sql(h, 'select state from pgboss.job where id = ?', [job.id]))[0].state).toBe('completed');
    second.child.kill('SIGTERM');
  }, PROCESS_TEST_TIMEOUT_MS);
});
