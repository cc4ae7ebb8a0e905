// Keeping the fingerprint index in step, by events, each on a queue of this module: approved marketplace documents
// (their text; only preview pages quotable) and their removal; public homework questions and decks (quotable: they
// are public) and their removal; every saved version of a paper (`papers.version-saved`), which replaces that
// paper's earlier version, so a paper is compared as it stands now, and its deletion (`papers.paper-deleted`), after
// which no late version brings it back. Every handler replaces what it indexes, so an event delivered twice leaves
// one copy.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { documentPageTexts, documentSearchRecord, readablePageLimits } from '../documents/index.ts';
import { FLASHCARD_EVENTS } from '../flashcards/events.ts';
import { HOMEWORK_EVENTS } from '../homework/events.ts';
import { PAPERS_EVENTS, type PaperVersionSaved } from '../papers/events.ts';
import { onEvent, type Platform, type QueueDefinition } from '../platform/index.ts';
import { one, rows } from './db.ts';
import { dropSource, indexSource } from './source-index.ts';

export async function indexDocument(platform: Platform, em: EntityManager, documentId: string): Promise<void> {
  const record = await documentSearchRecord(platform, em, documentId);
  if (!record) return dropSource(em, documentId);
  // Excerpts of a match are shown to whoever ran the check: only the pages anyone may read (DESIGN.md §11).
  const [pages, limits] = await Promise.all([documentPageTexts(em, documentId), readablePageLimits(em, 'public', [documentId])]);
  const preview = limits.get(documentId) ?? 0;
  await indexSource(em, {
    id: documentId, kind: 'document', title: record.title, slug: record.slug,
    pages: pages.map((p) => ({ page: p.pageNumber, text: p.text, quotable: p.pageNumber <= preview })),
  });
}

/** A paper's version and its deletion may be handled at the same moment on two queues: one waits for the other. */
const lockPaper = (em: EntityManager, paperId: string) => one(em, 'select pg_advisory_xact_lock(hashtext(?))', [`integrity:paper:${paperId}`]);

async function forgetPaper(em: EntityManager, paperId: string): Promise<void> {
  await lockPaper(em, paperId);
  await one(em, 'insert into integrity_deleted_papers (paper_id) values (?) on conflict do nothing returning paper_id', [paperId]);
  for (const source of await rows(em, 'select id from integrity_sources where paper_id = ? for update', [paperId])) await dropSource(em, source.id);
}

async function indexPaperVersion(em: EntityManager, v: PaperVersionSaved): Promise<void> {
  // Events may come out of order: an older version never replaces a newer one, and a deleted paper stays forgotten.
  await lockPaper(em, v.paperId);
  if (await one(em, 'select 1 from integrity_deleted_papers where paper_id = ?', [v.paperId])) return;
  const newer = await one(em, 'select 1 from integrity_sources where paper_id = ? and version > ? for update', [v.paperId, v.number]);
  if (newer) return;
  const older = await one(em, 'select id from integrity_sources where paper_id = ?', [v.paperId]);
  if (older) await dropSource(em, older.id);
  await indexSource(em, { id: v.versionId, kind: 'paper', title: '', ownerId: v.userId, paperId: v.paperId, version: v.number, pages: [{ page: 1, text: v.text, quotable: false }] });
}

export function sourceQueues(platform: Platform): QueueDefinition[] {
  return [
    onEvent(DOCUMENTS_EVENTS.approved, { queue: 'integrity.index-document', handler: (d, { em }) => indexDocument(platform, em, d.documentId) }),
    onEvent(DOCUMENTS_EVENTS.removed, { queue: 'integrity.drop-document', handler: (d, { em }) => dropSource(em, d.documentId) }),
    onEvent(HOMEWORK_EVENTS.questionPublished, {
      queue: 'integrity.index-question',
      handler: async (q, { em }) => {
        if (!q.isPublic) return dropSource(em, q.questionId);
        await indexSource(em, { id: q.questionId, kind: 'question', title: q.question, slug: q.slug, pages: [{ page: 1, text: `${q.question}\n${q.text}`, quotable: true }] });
      },
    }),
    onEvent(HOMEWORK_EVENTS.questionRemoved, { queue: 'integrity.drop-question', handler: (d, { em }) => dropSource(em, d.questionId) }),
    onEvent(FLASHCARD_EVENTS.deckPublished, {
      queue: 'integrity.index-deck',
      handler: async (d, { em }) => {
        if (!d.isPublic) return dropSource(em, d.deckId);
        const text = [d.name, d.description, d.cardsText].filter(Boolean).join('\n');
        await indexSource(em, { id: d.deckId, kind: 'deck', title: d.name, slug: d.slug, pages: [{ page: 1, text, quotable: true }] });
      },
    }),
    onEvent(FLASHCARD_EVENTS.deckRemoved, { queue: 'integrity.drop-deck', handler: (d, { em }) => dropSource(em, d.deckId) }),
    onEvent(PAPERS_EVENTS.versionSaved, { queue: 'integrity.index-paper-version', handler: (v, { em }) => indexPaperVersion(em, v) }),
    onEvent(PAPERS_EVENTS.paperDeleted, { queue: 'integrity.drop-paper', handler: (d, { em }) => forgetPaper(em, d.paperId) }),
  ];
}
