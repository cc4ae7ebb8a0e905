// Keeps documents' passages: a processed document (new or reprocessed) is cut into page passages; a document
// processed before this module existed is indexed the first time a tool needs it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DocumentProcessed, DOCUMENTS_EVENTS, documentPageTexts } from '../documents/index.ts';
import type { QueueDefinition } from '../platform/index.ts';
import { indexSource, isIndexed } from './passages.ts';

export async function indexDocument(em: EntityManager, documentId: string): Promise<number> {
  return indexSource(em, documentId, await documentPageTexts(em, documentId));
}

/** Indexes the document unless it already is (a document processed before the AI platform existed). */
export async function ensureDocumentIndexed(em: EntityManager, documentId: string): Promise<void> {
  if (!(await isIndexed(em, documentId))) await indexDocument(em, documentId);
}

export const indexingQueue: QueueDefinition<DocumentProcessed> = {
  queue: 'ai.index-document',
  event: DOCUMENTS_EVENTS.processed,
  handler: async (data, { em }) => {
    await indexDocument(em, data.documentId);
  },
};
