// `studyhall integrity reindex [--all] [--json]`: puts approved marketplace documents into the fingerprint index.
// The index follows documents by their approval events, so documents approved before this module existed (or while
// its queue was down past its retries) are missing until their next event; this backfills them. Questions and decks
// arrive through their own events only (this module does not read those tables).
import type { Command } from 'commander';
import type { EntityManager } from '@mikro-orm/postgresql';
import { documentSearchRecords } from '../documents/index.ts';
import { type Out, type Platform, printObject } from '../platform/index.ts';
import { rows } from './db.ts';
import { indexDocument } from './sources.ts';

const PAGE = 200;

/** Indexes every approved document the index lacks (every one with `all`); answers how many it indexed. */
export async function reindexDocuments(platform: Platform, options: { all?: boolean } = {}): Promise<{ indexed: number; alreadyIndexed: number }> {
  const em = platform.orm.em.fork();
  let indexed = 0;
  let alreadyIndexed = 0;
  let after: string | null = null;
  for (;;) {
    const page = await documentSearchRecords(platform, em, { after, limit: PAGE });
    if (!page.length) break;
    const ids = page.map((d) => d.id);
    const present = new Set((await rows(em, "select id from integrity_sources where kind = 'document' and id = any(?::uuid[])", [`{${ids.join(',')}}`])).map((r) => r.id as string));
    for (const id of ids) {
      if (present.has(id) && !options.all) {
        alreadyIndexed += 1;
        continue;
      }
      // One transaction per document, as its event would: a failure leaves the others indexed.
      await platform.orm.em.fork().transactional((tx: EntityManager) => indexDocument(platform, tx, id));
      indexed += 1;
    }
    after = ids.at(-1)!;
  }
  return { indexed, alreadyIndexed };
}

export function registerIntegrityCommands(program: Command, platform: () => Promise<Platform>, out?: Out) {
  program
    .command('integrity')
    .description('The plagiarism checker: its fingerprint index')
    .command('reindex')
    .description('Index approved documents missing from the plagiarism index (--all: every approved document again)')
    .option('--all', 'index every approved document again, not only the missing ones')
    .option('--json', 'print JSON')
    .action(async (o: { all?: boolean; json?: boolean }) => {
      printObject(await reindexDocuments(await platform(), { all: o.all }), Boolean(o.json), out);
    });
}
