// The seller's documents kept live by /api/events: the pipeline's progress (`documents.processing`) and moderators'
// decisions (`documents.status-changed`) update the processing state in place and refetch the lists that show
// them. When the stream (re)opens, the same lists are refetched, so a gap in the stream misses nothing.
import type { Page } from '../../../modules/platform/contract.ts';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_REALTIME, type MyUpload, type ProcessingInfo } from '../../../modules/documents/contract.ts';
import { useAuth } from '../api/accounts.ts';
import { documentKeys } from '../api/documents.ts';
import { useRealtime } from './useRealtime.ts';

type ProcessingMessage = { documentId: string; state: ProcessingInfo['state']; step: string | null; progress: number; error: string | null };

const LISTS = [['account', 'seller-documents'], ['account', 'seller-overview'], ['account', 'library']] as const;

export function useLiveDocuments() {
  const client = useQueryClient();
  const signedIn = useAuth().status === 'signed-in';
  const refetchLists = () => {
    for (const queryKey of LISTS) void client.invalidateQueries({ queryKey });
  };
  useRealtime(
    DOCUMENTS_REALTIME.processing,
    (data) => {
      const m = data as ProcessingMessage;
      if (!m?.documentId) return;
      client.setQueryData<ProcessingInfo>(documentKeys.processing(m.documentId), (old) =>
        old ? { ...old, state: m.state, step: m.step, progress: m.progress, error: m.error } : old,
      );
      // Lists and the document itself change at the end (ready: cover, pages; failed: the reason).
      if (m.state === 'ready' || m.state === 'failed') {
        refetchLists();
        void client.invalidateQueries({ queryKey: documentKeys.processing(m.documentId) });
        void client.invalidateQueries({ queryKey: ['documents', 'detail'] });
      } else {
        client.setQueriesData<Page<MyUpload>>({ queryKey: ['account', 'seller-documents'] }, (page) =>
          page && {
            ...page,
            items: page.items.map((d) => (d.id === m.documentId ? { ...d, processing: { ...d.processing, state: m.state, step: m.step, progress: m.progress } } : d)),
          },
        );
      }
    },
    signedIn,
    () => {
      refetchLists();
      void client.invalidateQueries({ queryKey: ['account', 'document-processing'] });
    },
  );
  useRealtime(
    DOCUMENTS_REALTIME.statusChanged,
    (data) => {
      const m = data as { documentId?: string };
      refetchLists();
      if (m?.documentId) void client.invalidateQueries({ queryKey: ['documents', 'detail'] });
    },
    signedIn,
  );
}
