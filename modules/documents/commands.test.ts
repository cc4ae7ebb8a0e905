// `studyhall documents ...`: the moderation queue from a terminal, in process against a real database, plus one
// run of the real CLI entry point.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS, runCli } from '../../tests/support/processes.ts';
import { registerDocumentsCommands } from './commands.ts';
import { processNow } from './processing.ts';
import { bootDocuments, type DocumentsHarness, makePdf, refs, signUp, sql } from './harness.testing.ts';
import { createUpload } from './upload.ts';

let h: DocumentsHarness;
const made: Record<string, { id: string; slug: string }> = {};

async function cli(...args: string[]): Promise<{ out: string; error: string | null }> {
  let out = '';
  const program = new Command('studyhall').exitOverride();
  program.configureOutput({ writeErr: () => {}, writeOut: () => {} });
  registerDocumentsCommands(program, async () => ({ platform: h.platform, settings: h.module.settings(h.platform.config) }), (t) => void (out += t));
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, error: null };
  } catch (error) {
    return { out, error: (error as Error).message };
  }
}

beforeAll(async () => {
  h = await bootDocuments();
  const seller = await signUp(h, 'Cleo Seller');
  const r = await refs(h, 2);
  const deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
  for (const name of ['first', 'second', 'third']) {
    const doc = await createUpload(deps, h.platform.orm.em.fork(), seller.id, {
      fields: { title: `The ${name} handout`, description: 'A handout for the command line tests.', documentTypeId: r.typeId, subjectId: r.subjectId, pointsPrice: '20' },
      file: { name: `${name}.pdf`, bytes: await makePdf({ pages: 2, seed: name.length * 13 }) },
    });
    await processNow(deps, doc.id);
    made[name] = { id: doc.id, slug: doc.slug };
  }
});
afterAll(() => h?.close());

describe('studyhall documents', () => {
  it('lists the pending queue oldest first, as a table and as JSON', async () => {
    const table = await cli('documents', 'list', '--status', 'pending');
    expect(table.error).toBeNull();
    const lines = table.out.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+slug\s+title\s+status\s+processing/);
    expect(lines.slice(2).map((l) => l.split(/\s+/)[0])).toEqual([made.first!.id, made.second!.id, made.third!.id]);
    const json = JSON.parse((await cli('documents', 'list', '--status', 'pending', '--json')).out);
    expect(json[0]).toMatchObject({ id: made.first!.id, status: 'pending', processing: 'ready', pages: 2, price: 20, duplicateOf: null });
    expect((await cli('documents', 'list', '--status', 'waiting')).error).toBe('--status must be one of approved, pending, deleted, rejected, soft-reject');
  });

  it('shows, approves, rejects, sends back and takes down, by id or slug', async () => {
    const shown = await cli('documents', 'show', made.first!.slug);
    expect(shown.out).toContain(`id: ${made.first!.id}`);
    expect(shown.out).toContain('status: pending');
    expect(shown.out).toMatch(/seller: Cleo Seller <.+@example\.com>/);

    const approved = JSON.parse((await cli('documents', 'approve', made.first!.id, '--json')).out);
    expect(approved).toMatchObject({ status: 'approved', statusReason: null });
    expect((await cli('documents', 'approve', made.first!.id)).error).toBe('A document that is approved cannot be approved.');
    expect((await cli('documents', 'reject', made.second!.id)).error).toMatch(/required option '--reason <text>' not specified/);
    expect(JSON.parse((await cli('documents', 'reject', made.second!.slug, '--reason', 'Blurry scans', '--json')).out)).toMatchObject({
      status: 'rejected',
      statusReason: 'Blurry scans',
    });
    expect((await cli('documents', 'soft-reject', made.third!.id, '--reason', 'Add page numbers')).out).toContain('status: soft-reject');
    expect((await cli('documents', 'takedown', made.first!.id, '--reason', 'DMCA notice')).out).toContain('status: deleted');
    expect((await cli('documents', 'show', 'no-such-document')).error).toBe('No document no-such-document');
    const [row] = await sql(h, 'select status_id, status_reason, moderated_by from documents where id = ?', [made.first!.id]);
    expect(row).toEqual({ status_id: 3, status_reason: 'DMCA notice', moderated_by: null });
  });

  it('queues a document for processing again', async () => {
    const out = (await cli('documents', 'reprocess', made.third!.id, '--json')).out;
    expect(JSON.parse(out).processing).toMatchObject({ state: 'queued' });
    expect((await cli('documents', 'reprocess', made.first!.id)).error).toBe('A document that is deleted cannot be processed again.');
  });

  it('reprocesses for OCR only when asked, and only what OCR could not read', async () => {
    expect((await cli('documents', 'reprocess')).error).toBe('Name a document, or use --ocr to reprocess every document whose scanned pages could not be read.');
    expect(await cli('documents', 'reprocess', '--ocr')).toEqual({ out: 'No document is waiting for OCR.\n', error: null });
    await sql(h, `update documents set ocr_status = 'unavailable' where id = ?`, [made.second!.id]);
    expect(JSON.parse((await cli('documents', 'reprocess', '--ocr', '--json')).out)).toEqual({ queued: [made.second!.id] });
  });

  it('is wired into the real CLI entry point', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const env = { ...process.env, DATABASE_URL: h.platform.databaseUrl, DATA_DIR: h.platform.config.dataDir, LOG_LEVEL: '' };
    const run = await runCli(['documents', 'list', '--status', 'rejected', '--json'], env);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).map((d: { id: string }) => d.id)).toEqual([made.second!.id]);
  });
});
