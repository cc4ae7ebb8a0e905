// `studyhall search reindex` and `studyhall search status`, in process against a real database (with the worker
// indexing), plus one run of the real CLI entry point.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../tests/support/http-harness.ts';
import { PROCESS_TEST_TIMEOUT_MS, runCli } from '../../tests/support/processes.ts';
import { registerSearchCommands, type Terminal } from './commands.ts';
import { HOMEWORK_EVENTS } from '../homework/events.ts';
import { engineFor } from './index.ts';
import { bootSearchHarness, indexingSettled, moderate, publish, type SearchHarness, uploadDocument } from './harness.testing.ts';

let h: SearchHarness;
let doc: { id: string; slug: string };

async function cli(args: string[], terminal: Terminal = { write: () => {}, isTTY: false }) {
  let out = '';
  const program = new Command('studyhall').exitOverride();
  program.configureOutput({ writeErr: () => {}, writeOut: () => {} });
  registerSearchCommands(program, async () => h.platform, engineFor, { out: (t) => void (out += t), terminal });
  try {
    await program.parseAsync(args, { from: 'user' });
    return { out, error: null as string | null };
  } catch (error) {
    return { out, error: (error as Error).message };
  }
}

beforeAll(async () => {
  h = await bootSearchHarness();
  doc = await uploadDocument(h, {
    title: 'Signals and systems cheat sheet',
    description: 'Convolution, the Laplace transform and Bode plots in two pages.',
    text: ['The Fourier transform of a rectangle is a sinc.'],
    subject: 'electrical-engineering',
    type: 'quick-guides',
  });
  await moderate(h, doc.id, 'approve');
  await publish(h, HOMEWORK_EVENTS.questionPublished, {
    questionId: '0190a0b0-0000-7000-8000-0000000000c1', slug: 'what-is-convolution', question: 'What is convolution?', subject: null, isPublic: true, createdAt: '2026-03-01T10:00:00Z',
  });
  await indexingSettled(h);
}, 120_000);
afterAll(() => h?.close());

describe('studyhall search', () => {
  it('shows counts in the database, the store and the index per kind, and the backlog', async () => {
    const status = JSON.parse((await cli(['search', 'status', '--json'])).out);
    expect(status).toMatchObject({
      engine: 'postgres',
      kinds: [
        { kind: 'document', database: 1, store: 1, index: 1 },
        { kind: 'homework', database: 1, store: 1, index: 1 },
        { kind: 'deck', database: 0, store: 0, index: 0 },
      ],
    });
    expect(status.backlog.map((q: { queue: string }) => q.queue)).toContain('search.index-approved-document');
    expect(status.backlog.every((q: { waiting: number }) => q.waiting === 0)).toBe(true);
    const table = (await cli(['search', 'status'])).out;
    expect(table).toMatch(/^engine: postgres/);
    expect(table).toMatch(/documents\s+1\s+1\s+1\s+0/);
    expect(table).toContain('backlog: 0 indexing jobs waiting or running');
  });

  it('rebuilds the index from the database, with a progress bar on a terminal and a final count', async () => {
    // The index loses the document and gains an entry nothing backs: a rebuild puts both right.
    await sql(h, `delete from search_entries where kind = 'document'`);
    await sql(
      h,
      `insert into search_entries (kind, source_id, slug, title, created_at, indexed_at) values ('document', '0190a0b0-0000-7000-8000-0000000000d1', 'gone', 'A document that no longer exists', now(), now() - interval '1 hour')`,
    );
    expect(JSON.parse((await cli(['search', 'status', '--json'])).out).kinds[0]).toMatchObject({ database: 1, index: 1 });
    expect((await h.guest.get('/api/search/instant?q=signals')).body.items).toEqual([]);

    let drawn = '';
    const run = await cli(['search', 'reindex', '--kind', 'documents'], { write: (t) => void (drawn += t), isTTY: true, columns: 100 });
    expect(run.error).toBeNull();
    expect(run.out).toBe('Reindexed 1 documents (postgres).\n');
    expect(drawn).toContain('\rReindexing documents [');
    expect(drawn).toMatch(/\] 1\/1 100%\n$/);
    expect((await h.guest.get('/api/search/instant?q=signals')).body.items.map((i: { id: string }) => i.id)).toEqual([doc.id]);
    expect((await sql(h, `select count(*)::int as n from search_entries where kind = 'document'`))[0].n).toBe(1);
  });

  it('rebuilds every kind with --json, homework and decks from the search store, and draws nothing in a pipe', async () => {
    let drawn = '';
    const run = await cli(['search', 'reindex', '--json'], { write: (t) => void (drawn += t), isTTY: false });
    expect(JSON.parse(run.out)).toEqual({ engine: 'postgres', reindexed: { documents: 1, homework: 1, decks: 0 } });
    expect(drawn).toBe('');
    expect((await h.guest.get('/api/search/instant?q=convolution')).body.items.map((i: { title: string }) => i.title)).toEqual(['What is convolution?']);
    expect((await cli(['search', 'reindex', '--kind', 'papers'])).error).toBe('--kind must be one of documents, homework, decks');
  });

  it('is wired into the real CLI entry point', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const run = await runCli(['search', 'status', '--json'], { ...process.env, DATABASE_URL: h.platform.databaseUrl, DATA_DIR: h.platform.config.dataDir, LOG_LEVEL: '' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).kinds[0]).toMatchObject({ kind: 'document', database: 1, index: 1 });
  });
});
