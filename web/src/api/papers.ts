// Papers: the user's papers and versions, the writer's and editor's AI requests, and following one AI action to its
// end, as TanStack Query hooks. Types and paths come from the papers and ai contracts.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_REALTIME, type AiActionView, type AiStatusEvent, aiRoutes } from '../../../modules/ai/contract.ts';
import {
  type AdminPaper, adminPapersRoutes as a, type CreatePaperBody, type DiffPart, type EditorAction, type Paper, type PaperCosts, type PaperReference,
  type PaperSummary, papersRoutes as r, type SavePaperBody, type VersionSummary,
} from '../../../modules/papers/contract.ts';
import { useRealtime } from '../hooks/useRealtime.ts';
import { apiGet, apiSend } from './client.ts';

export * from '../../../modules/papers/contract.ts';

export type Requested = { actionId: string; points: number };
export type VersionDetail = VersionSummary & { content: string; diff: DiffPart[]; diffCoarse: boolean };

// Private to the user: under ['account', …] so sign-in and sign-out drop them.
export const paperKeys = {
  lists: ['account', 'papers', 'list'] as const,
  list: (page: number, q: string) => ['account', 'papers', 'list', page, q] as const,
  paper: (id: string) => ['account', 'papers', 'paper', id] as const,
  versions: (id: string) => ['account', 'papers', 'versions', id] as const,
  version: (id: string, n: number) => ['account', 'papers', 'version', id, n] as const,
  references: (id: string) => ['account', 'papers', 'references', id] as const,
  action: (id: string) => ['account', 'ai-action', id] as const,
};

export const papersApi = {
  create: (body: CreatePaperBody) => apiSend<Paper>('POST', r.create.path, { body }),
  fromEditor: (content: string) => apiSend<Paper>('POST', r.fromEditor.path, { body: { content } }),
  get: (id: string, signal?: AbortSignal) => apiGet<Paper>(r.get.path, { params: { id }, signal }),
  save: (id: string, body: SavePaperBody) => apiSend<Paper>('PUT', r.save.path, { params: { id }, body }),
  remove: (id: string) => apiSend<{ deleted: true }>('DELETE', r.remove.path, { params: { id } }),
  restore: (id: string, number: number, baseVersion: number) =>
    apiSend<Paper>('POST', r.restore.path, { params: { id, number: String(number) }, body: { baseVersion } }),
  quote: (words: number) => apiGet<{ points: number }>(r.quote.path, { query: { words } }),
  generate: (id: string, body: { words: number; section?: string; key: string; points?: number }) => apiSend<Requested>('POST', r.generate.path, { params: { id }, body }),
  referenceSearch: (id: string, body: { query?: string; key: string; points?: number }) => apiSend<Requested>('POST', r.referenceSearch.path, { params: { id }, body }),
  editorAction: (body: { action: EditorAction; selection: string; query?: string; paperId?: string; key: string; points?: number }) =>
    apiSend<Requested>('POST', r.editorAction.path, { body }),
  exportUrl: (id: string, format: 'docx' | 'pdf') => `${r.export.path.replace('{id}', id)}?format=${format}`,
};

export function usePapers(page: number, q: string) {
  return useQuery({
    queryKey: paperKeys.list(page, q),
    queryFn: ({ signal }) => apiGet<Page<PaperSummary>>(r.list.path, { query: { page, q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaper(id: string | undefined) {
  return useQuery({ queryKey: paperKeys.paper(id ?? ''), queryFn: ({ signal }) => papersApi.get(id!, signal), enabled: Boolean(id), retry: false });
}

export function useCosts() {
  return useQuery({ queryKey: ['papers', 'costs'], queryFn: ({ signal }) => apiGet<PaperCosts>(r.costs.path, { signal }), staleTime: Infinity });
}

export function useVersions(id: string) {
  return useQuery({ queryKey: paperKeys.versions(id), queryFn: ({ signal }) => apiGet<{ items: VersionSummary[] }>(r.versions.path, { params: { id }, signal }) });
}

export function useVersion(id: string, n: number | null) {
  return useQuery({
    queryKey: paperKeys.version(id, n ?? 0),
    queryFn: ({ signal }) => apiGet<VersionDetail>(r.version.path, { params: { id, number: String(n) }, signal }),
    enabled: n !== null,
  });
}

export function useReferences(id: string) {
  return useQuery({
    queryKey: paperKeys.references(id),
    queryFn: ({ signal }) => apiGet<{ style: string; items: PaperReference[] }>(r.references.path, { params: { id }, signal }),
  });
}

const ended = (a: AiActionView | undefined) => a?.status === 'done' || a?.status === 'failed';

/** One AI action until it ends: read now, again on each `ai.status` of it, and every 2 s as a fallback. */
export function useAiAction(actionId: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: paperKeys.action(actionId ?? ''),
    queryFn: ({ signal }) => apiGet<AiActionView>(aiRoutes.action.path, { params: { id: actionId! }, signal }),
    enabled: Boolean(actionId),
    refetchInterval: (q) => (ended(q.state.data) ? false : 2_000),
  });
  useRealtime(
    AI_REALTIME.status,
    (data) => {
      if ((data as AiStatusEvent).actionId === actionId) void client.invalidateQueries({ queryKey: paperKeys.action(actionId!) });
    },
    Boolean(actionId) && !ended(query.data),
  );
  return query;
}

export const adminPapersApi = {
  list: (query: { page: number; pageSize: number; q?: string }, signal?: AbortSignal) => apiGet<Page<AdminPaper>>(a.list.path, { query, signal }),
  reassign: (id: string, email: string, reason: string) => apiSend<AdminPaper>('POST', a.reassign.path, { params: { id }, body: { email, reason } }),
  remove: (id: string, reason: string) => apiSend<{ deleted: number }>('POST', a.remove.path, { params: { id }, body: { reason } }),
  bulkRemove: (ids: string[], reason: string) => apiSend<{ deleted: number }>('POST', a.bulkRemove.path, { body: { ids, reason } }),
};
