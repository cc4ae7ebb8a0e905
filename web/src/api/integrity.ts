// The AI detector and plagiarism checker: the price, a check run and followed until its report is ready, the
// user's history, and a .docx/.pdf read by the server. Types and paths come from the integrity contract.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AI_REALTIME, type AiStatusEvent } from '../../../modules/ai/contract.ts';
import { type Check, type CheckKind, type CheckSummary, integrityRoutes as r, type UploadedText } from '../../../modules/integrity/contract.ts';
import { useRealtime } from '../hooks/useRealtime.ts';
import { useAuth } from './accounts.ts';
import { apiGet, apiSend } from './client.ts';

export type { Check, CheckKind, CheckSummary, DetectionReport, MatchSource, PlagiarismReport, UploadedText } from '../../../modules/integrity/contract.ts';
export { INTEGRITY_MESSAGES, INTEGRITY_PAGES, TEXT_MAX_CHARS, TEXT_MIN_WORDS } from '../../../modules/integrity/contract.ts';


// Private to the user: under ['account', …] so sign-in and sign-out drop them.
export const integrityKeys = {
  quote: ['integrity', 'quote'] as const,
  lists: ['account', 'integrity', 'list'] as const,
  list: (kind: CheckKind | undefined, page: number) => ['account', 'integrity', 'list', kind ?? 'all', page] as const,
  check: (id: string) => ['account', 'integrity', 'check', id] as const,
};

export function useIntegrityQuote() {
  return useQuery({
    queryKey: integrityKeys.quote,
    queryFn: ({ signal }) => apiGet<{ plagiarism: number; aiDetection: number; provider: 'openai' | 'local' }>(r.quote.path, { signal }),
    staleTime: 60_000,
  });
}

export function useChecks(kind: CheckKind | undefined, page = 1) {
  const auth = useAuth();
  return useQuery({
    queryKey: integrityKeys.list(kind, page),
    queryFn: ({ signal }) => apiGet<Page<CheckSummary>>(r.list.path, { query: { kind, page }, signal }),
    enabled: auth.status === 'signed-in',
    placeholderData: keepPreviousData,
  });
}

const running = (c: Check | undefined) => c?.status === 'queued' || c?.status === 'running';

/** A check, read again when its action ends (`ai.status`), with a slow poll in case the stream drops. */
export function useCheck(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: integrityKeys.check(id ?? ''),
    queryFn: ({ signal }) => apiGet<Check>(r.get.path, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    refetchInterval: (q) => (running(q.state.data) ? 2_000 : false),
  });
  const onStatus = useCallback(
    (data: unknown) => {
      const event = data as AiStatusEvent;
      const check = id ? client.getQueryData<Check>(integrityKeys.check(id)) : undefined;
      if (check?.action.id === event.actionId && event.status !== 'running') {
        void client.invalidateQueries({ queryKey: integrityKeys.check(check.id) });
        void client.invalidateQueries({ queryKey: integrityKeys.lists });
        void client.invalidateQueries({ queryKey: ['account', 'wallet'] });
      }
    },
    [client, id],
  );
  useRealtime(AI_REALTIME.status, onStatus, running(query.data));
  return query;
}

export function useRunCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: CheckKind; text: string; paperId?: string | null; key: string; points?: number }) => apiSend<Check>('POST', r.run.path, { body }),
    onSuccess: (check) => {
      client.setQueryData(integrityKeys.check(check.id), check);
      void client.invalidateQueries({ queryKey: integrityKeys.lists });
      void client.invalidateQueries({ queryKey: ['account', 'wallet'] });
    },
  });
}

/** Sends a .docx or .pdf to be read by the server; answers its id and state (follow it with `readUpload`). */
export async function uploadForCheck(file: File): Promise<UploadedText> {
  const form = new FormData();
  form.set('file', file, file.name);
  // The multipart body as a Blob keeps its boundary in its type, so the shared client can send it.
  return apiSend<UploadedText>('POST', r.upload.path, { raw: await new Response(form).blob() });
}

export const readUpload = (id: string) => apiGet<UploadedText>(r.uploadText.path, { params: { id } });
