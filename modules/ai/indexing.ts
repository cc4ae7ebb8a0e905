// Keeps documents' passages: a processed document (new or reprocessed) is cut into page passages; a document
// processed before this module existed is indexed the first time a tool needs it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { documentForSale, documentPageTexts } from '../documents/index.ts';
import { onEvent } from '../platform/index.ts';
import { dropSource, indexSource, isIndexed, lockSource } from './passages.ts';

export async function indexDocument(em: EntityManager, documentId: string): Promise<number> {
  return indexSource(em, documentId, await documentPageTexts(em, documentId));
}

/** Indexes the document unless it already is (a document processed before the AI platform existed). */
export async function ensureDocumentIndexed(em: EntityManager, documentId: string): Promise<void> {
  if (await isIndexed(em, documentId)) return;
  const work = async (tx: EntityManager) => {
    await lockSource(tx, documentId);
    if (!(await isIndexed(tx, documentId))) await indexDocument(tx, documentId);
  };
  await (em.isInTransaction() ? work(em) : em.transactional(work));
}

export const indexingQueue = onEvent(DOCUMENTS_EVENTS.processed, {
  queue: 'ai.index-document',
  handler: async (data, { em }) => {
    // Gone by the time the job ran (its seller deleted their account): nothing to index, nothing to leave behind.
    if (!(await documentForSale(em, data.documentId))) return;
    await indexDocument(em, data.documentId);
  },
});

/** Documents erased (their seller deleted the account): their passages go too. */
export const dropErasedQueue = onEvent(DOCUMENTS_EVENTS.erased, {
  queue: 'ai.drop-erased-documents',
  handler: async (data, { em }) => {
    for (const id of data.documentIds) await dropSource(em, id);
  },
});
