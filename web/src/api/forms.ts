// The scholarship and legal-notice forms (contract: modules/content/contract.ts) and their admin queues.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formRoutes as f, type LegalNoticeRow, type NoticeAction, type ScholarshipRow, type ScholarshipStatus,
} from '../../../modules/content/contract.ts';
import type { Page } from '../../../modules/platform/contract.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { LegalNoticeRow, ScholarshipRow };

const keys = { scholarships: ['account', 'admin', 'scholarships'] as const, notices: ['account', 'admin', 'legal-notices'] as const };

export function useAdminScholarships(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...keys.scholarships, query],
    queryFn: ({ signal }) => apiGet<Page<ScholarshipRow>>(f.scholarships.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useSetScholarshipStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: ScholarshipStatus; reason: string }) =>
      apiSend<ScholarshipRow>('POST', f.scholarshipStatus.path, { params: { id }, body: { status, reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.scholarships }),
  });
}

export function useAdminLegalNotices(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...keys.notices, query],
    queryFn: ({ signal }) => apiGet<Page<LegalNoticeRow>>(f.notices.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useActOnLegalNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, act }: { id: string; act: NoticeAction }) => apiSend<LegalNoticeRow>('POST', f.noticeAction.path, { params: { id }, body: act }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.notices }),
  });
}
