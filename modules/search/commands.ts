// `studyhall search reindex [--kind documents|homework|decks]` and `studyhall search status`, each with --json.
// Reindex draws a progress bar on a terminal (stderr) and prints the final counts; status compares the database,
// the store and the engine's index per kind and lists the indexing jobs still waiting.
import type { Command } from 'commander';
import { type Out, type Platform, printObject, printRows } from '../platform/index.ts';
import type { SearchKind } from './contract.ts';
import type { SearchEngine } from './engine.ts';
import { type Progress, reindexKind, searchStatus } from './service.ts';

/** The CLI's names for the kinds (plural, as people say them) and the index's. */
const KINDS: Record<string, SearchKind> = { documents: 'document', homework: 'homework', decks: 'deck' };
const PLURAL: Record<SearchKind, string> = { document: 'documents', homework: 'homework', deck: 'decks' };

export type Terminal = { write: (text: string) => void; isTTY: boolean; columns?: number };

/** A one-line bar redrawn in place, only on a terminal (never in a pipe or a log). */
export function progressBar(terminal: Terminal, label: string): Progress & { end: () => void } {
  let drawn = false;
  const draw: Progress = (done, total) => {
    if (!terminal.isTTY) return;
    const width = Math.max(10, Math.min(40, (terminal.columns ?? 80) - label.length - 30));
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * width);
    terminal.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${Math.round(share * 100)}%`);
    drawn = true;
  };
  return Object.assign(draw, {
    end: () => {
      if (drawn) terminal.write('\n');
    },
  });
}

export function registerSearchCommands(
  program: Command,
  platform: () => Promise<Platform>,
  engineOf: (platform: Platform) => SearchEngine,
  io: { out?: Out; terminal?: Terminal } = {},
) {
  const out = io.out ?? ((t: string) => void process.stdout.write(t));
  const terminal = io.terminal ?? { write: (t: string) => void process.stderr.write(t), isTTY: Boolean(process.stderr.isTTY), columns: process.stderr.columns };
  const search = program.command('search').description('Search: rebuild the index, compare it with the database');

  search
    .command('reindex')
    .description('Rebuild the index from the database (documents from the documents module; homework and decks from the search store)')
    .option('--kind <kind>', `only one kind: ${Object.keys(KINDS).join(', ')}`)
    .option('--json', 'print JSON')
    .action(async (options: { kind?: string; json?: boolean }) => {
      if (options.kind && !KINDS[options.kind]) throw new Error(`--kind must be one of ${Object.keys(KINDS).join(', ')}`);
      const p = await platform();
      const engine = engineOf(p);
      const kinds = options.kind ? [KINDS[options.kind]!] : (Object.values(KINDS) as SearchKind[]);
      const counts: Record<string, number> = {};
      for (const kind of kinds) {
        const bar = progressBar(terminal, `Reindexing ${PLURAL[kind]}`);
        try {
          counts[PLURAL[kind]] = await reindexKind(p, engine, kind, bar);
        } finally {
          bar.end();
        }
      }
      if (options.json) return printObject({ engine: engine.name, reindexed: counts }, true, out);
      for (const [kind, n] of Object.entries(counts)) out(`Reindexed ${n} ${kind} (${engine.name}).\n`);
    });

  search
    .command('status')
    .description('Entries per kind in the database, the search store and the index, and the indexing backlog')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      const status = await searchStatus(p, engineOf(p));
      if (options.json) return printObject(status, true, out);
      out(`engine: ${status.engine}\n\n`);
      printRows(status.kinds.map((k) => ({ kind: PLURAL[k.kind], database: k.database, store: k.store, index: k.index, missing: Math.max(0, k.database - k.index) })), false, 'Nothing indexed.', out);
      const waiting = status.backlog.reduce((n, q) => n + q.waiting + q.active, 0);
      out(`\nbacklog: ${waiting} indexing job${waiting === 1 ? '' : 's'} waiting or running\n`);
      const busy = status.backlog.filter((q) => q.waiting || q.active || q.failed);
      if (busy.length) printRows(busy, false, '', out);
    });
}
