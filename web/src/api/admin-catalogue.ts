// The admin catalogue's calls (contract: modules/catalogue/contract.ts adminCatalogueRoutes). Every change refreshes
// the admin lists and the public catalogue cache, so the site shows it at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCatalogueRow, adminCatalogueRoutes as r, type CatalogueKind } from '../../../modules/catalogue/contract.ts';
import type { Page } from '../../../modules/platform/contract.ts';
import { catalogueKeys } from './catalogue.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { AdminCatalogueRow, CatalogueKind };

const keys = { all: ['account', 'admin', 'catalogue'] as const };

export function useAdminCatalogue(kind: CatalogueKind, query: Record<string, QueryValue>, enabled = true) {
  return useQuery({
    queryKey: [...keys.all, kind, query],
    queryFn: ({ signal }) => apiGet<Page<AdminCatalogueRow>>(r.list.path, { params: { kind }, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled,
  });
}

export type CatalogueChange =
  | { op: 'create'; values: Record<string, unknown>; reason: string }
  | { op: 'update'; id: string; values: Record<string, unknown>; reason: string }
  | { op: 'active'; id: string; active: boolean; reason: string }
  | { op: 'merge'; id: string; intoId: string; reason: string }
  | { op: 'logo'; id: string; file: File; reason: string };

function send(kind: CatalogueKind, change: CatalogueChange) {
  switch (change.op) {
    case 'create':
      return apiSend<AdminCatalogueRow>('POST', r.create.path, { params: { kind }, body: { values: change.values, reason: change.reason } });
    case 'update':
      return apiSend<AdminCatalogueRow>('PUT', r.update.path, { params: { kind, id: change.id }, body: { values: change.values, reason: change.reason } });
    case 'active':
      return apiSend<AdminCatalogueRow>('POST', r.active.path, { params: { kind, id: change.id }, body: { active: change.active, reason: change.reason } });
    case 'merge':
      return apiSend<AdminCatalogueRow>('POST', r.merge.path, { params: { kind, id: change.id }, body: { intoId: change.intoId, reason: change.reason } });
    case 'logo':
      return apiSend<AdminCatalogueRow>('PUT', r.logo.path, { params: { id: change.id }, query: { reason: change.reason }, raw: change.file });
  }
}

export function useCatalogueChange(kind: CatalogueKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogueChange) => send(kind, change),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: catalogueKeys.all })]),
  });
}
