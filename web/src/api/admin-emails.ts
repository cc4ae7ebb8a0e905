// /admin/emails calls (contract: modules/emails/contract.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MailDetail, type MailRow, emailsRoutes as r } from '../../../modules/emails/contract.ts';
import type { Page } from '../../../modules/platform/contract.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { MailDetail, MailRow };
const keys = { all: ['account', 'admin', 'emails'] as const };

export function useAdminEmails(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [...keys.all, 'list', query],
    queryFn: ({ signal }) => apiGet<Page<MailRow>>(r.list.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminEmail(id: string | null) {
  return useQuery({ queryKey: [...keys.all, 'one', id], queryFn: ({ signal }) => apiGet<MailDetail>(r.detail.path, { params: { id: id! }, signal }), enabled: Boolean(id) });
}

export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiSend<MailDetail>('POST', r.resend.path, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
