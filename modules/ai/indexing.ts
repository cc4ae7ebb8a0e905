// Keeps documents' passages: a processed document (new or reprocessed) is cut into page passages; a document
// processed before this module existed is indexed the first time a tool needs it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DocumentProcessed, type DocumentsErased, DOCUMENTS_EVENTS, documentForSale, documentPageTexts } from '../documents/index.ts';
import type { QueueDefinition } from '../platform/index.ts';
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

export const indexingQueue: QueueDefinition<DocumentProcessed> = {
  queue: 'ai.index-document',
  event: DOCUMENTS_EVENTS.processed,
  handler: async (data, { em }) => {
    // Gone by the time the job ran (its seller deleted their account): nothing to index, nothing to leave behind.
    if (!(await documentForSale(em, data.documentId))) return;
    await indexDocument(em, data.documentId);
  },
};

/** Documents erased (their seller deleted the account): their passages go too. */
export const dropErasedQueue: QueueDefinition<DocumentsErased> = {
  queue: 'ai.drop-erased-documents',
  event: DOCUMENTS_EVENTS.erased,
  handler: async (data, { em }) => {
    for (const id of data.documentIds) await dropSource(em, id);
  },
};
