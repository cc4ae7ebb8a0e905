// The worker's side of the documents module: processing on upload (documents.uploaded) and on request, and the
// clean-up of a taken-down document's public images.
import { CATALOGUE_EVENTS, type CatalogueKind } from '../catalogue/events.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { onEvent, type QueueDefinition } from '../platform/index.ts';
import { run, rows } from './db.ts';
import { DOCUMENTS_EVENTS } from './events.ts';
import { REPROCESS_QUEUE } from './moderation.ts';
import { coverKey, type Deps, processDocument } from './processing.ts';

export const PROCESS_QUEUE = 'documents.process-upload';
export const PURGE_QUEUE = 'documents.purge-removed-previews';
export const FINISH_DEMO_QUEUE = 'documents.finish-demo-document';
const RETRY_LIMIT = 5;

const REFERENCE: Record<CatalogueKind, string> = { subjects: 'subject_id', universities: 'university_id', courses: 'course_id', textbooks: 'textbook_id' };

/** Approved documents that show this entry's name: search re-reads each (`documents.recategorised`). */
async function recategorise(deps: Deps, em: EntityManager, kind: CatalogueKind, id: string) {
  const list = await rows(em, `select id, user_id from documents where ${REFERENCE[kind]} = ? and status_id = 3`, [id]);
  for (const d of list) await deps.platform.bus.publish(em, DOCUMENTS_EVENTS.recategorised, { documentId: d.id, userId: d.user_id });
}

export function documentsQueues(deps: Deps): QueueDefinition[] {
  const processing = {
    retryLimit: RETRY_LIMIT,
    expireInSeconds: deps.settings.processingTimeoutSeconds,
    concurrency: Math.max(1, deps.settings.renderThreads),
  };
  return [
    // An admin merged a duplicate catalogue entry: its documents point at the survivor from now on.
    onEvent(CATALOGUE_EVENTS.merged, {
      queue: 'documents.follow-catalogue-merge',
      handler: async (data, ctx) => {
        await run(ctx.em, `update documents set ${REFERENCE[data.kind]} = ?, updated_at = now() where ${REFERENCE[data.kind]} = ?`, [data.intoId, data.fromId]);
        await recategorise(deps, ctx.em, data.kind, data.intoId);
      },
    }),
    onEvent(CATALOGUE_EVENTS.changed, {
      queue: 'documents.follow-catalogue-change',
      handler: async (data, ctx) => recategorise(deps, ctx.em, data.kind, data.id),
    }),
    onEvent(DOCUMENTS_EVENTS.uploaded, {
      queue: PROCESS_QUEUE,
      ...processing,
      handler: async (data, ctx) => {
        await processDocument(deps, ctx.em, data.documentId, { attempt: ctx.attempt, retryLimit: RETRY_LIMIT, log: ctx.log });
      },
    }),
    {
      queue: REPROCESS_QUEUE,
      ...processing,
      handler: async (data: { documentId: string }, ctx) => {
        await processDocument(deps, ctx.em, data.documentId, { attempt: ctx.attempt, retryLimit: RETRY_LIMIT, log: ctx.log });
      },
    },
    // Demo data: a seeded document is moderated (and read, downloaded, reviewed) once it is processed.
    onEvent(DOCUMENTS_EVENTS.processed, {
      queue: FINISH_DEMO_QUEUE,
      handler: async (data, ctx) => {
        const [doc] = await rows(ctx.em, 'select slug from documents where id = ?', [data.documentId]);
        if (!doc || !/-d\d{3}$/.test(doc.slug)) return;
        const { finishDemoDocument } = await import('./seed.ts');
        await finishDemoDocument(deps, ctx.em, data.documentId);
      },
    }),
    // A takedown takes the content down: the public previews and the cover go; the original stays private.
    onEvent(DOCUMENTS_EVENTS.removed, {
      queue: PURGE_QUEUE,
      handler: async (data, ctx) => {
        const pages = await rows(ctx.em, 'select preview_key from document_pages where document_id = ? and preview_key is not null', [data.documentId]);
        for (const p of pages) await deps.platform.storage.remove('document-previews', p.preview_key);
        await deps.platform.storage.remove('cover-images', coverKey(data.documentId));
        await run(ctx.em, 'update document_pages set preview_key = null where document_id = ?', [data.documentId]);
        await run(ctx.em, 'update documents set card_image_path = null, preview_file_path = null where id = ? and status_id = 3', [data.documentId]);
      },
    }),
  ];
}
