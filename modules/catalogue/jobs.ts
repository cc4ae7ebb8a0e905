// The catalogue keeps its subject counts in step with the documents module's events: an approval adds one
// document, a takedown removes it, downloads add to the subject's downloads. Each event is handled once per
// queue (the platform's handled_events), so a redelivery changes nothing. Every change tells the api instances,
// which drop their copy of the home page's grid (top-subjects.ts).
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { onEvent, type QueueDefinition } from '../platform/index.ts';
import { subjectsChanged } from './top-subjects.ts';

async function adjust(em: Parameters<QueueDefinition['handler']>[1]['em'], sql: string, params: unknown[]) {
  await em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
  await subjectsChanged(em);
}

export function catalogueQueues(): QueueDefinition[] {
  return [
    onEvent(DOCUMENTS_EVENTS.approved, {
      queue: 'catalogue.count-approved-document',
      handler: async (data, { em }) => {
        await adjust(em, 'update subjects set document_count = document_count + 1, updated_at = now() where id = ?', [data.subjectId]);
      },
    }),
    onEvent(DOCUMENTS_EVENTS.removed, {
      queue: 'catalogue.uncount-removed-document',
      handler: async (data, { em }) => {
        if (data.previousStatus !== 'approved') return;
        await adjust(em, 'update subjects set document_count = greatest(document_count - 1, 0), updated_at = now() where id = ?', [data.subjectId]);
      },
    }),
    onEvent(DOCUMENTS_EVENTS.downloaded, {
      queue: 'catalogue.count-document-downloads',
      handler: async (data, { em }) => {
        await adjust(em, 'update subjects set download_count = download_count + ?, updated_at = now() where id = ?', [data.downloads, data.subjectId]);
      },
    }),
  ];
}
