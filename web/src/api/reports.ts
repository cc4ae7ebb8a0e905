// Reports (contract: modules/reports/contract.ts): filing one from any page, and the admin queue with its decisions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NewReport, type ReportAction, type ReportRow, reportsRoutes as r } from '../../../modules/reports/contract.ts';
import type { Page } from '../../../modules/platform/contract.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { ReportRow };

const keys = { all: ['account', 'admin', 'reports'] as const };

export const fileReport = (body: NewReport) => apiSend<{ id: string; message: string }>('POST', r.create.path, { body });

export function useAdminReports(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...keys.all, query],
    queryFn: ({ signal }) => apiGet<Page<ReportRow>>(r.list.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ReportAction; reason: string }) =>
      apiSend<ReportRow>('POST', r.resolve.path, { params: { id }, body: { action, reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
