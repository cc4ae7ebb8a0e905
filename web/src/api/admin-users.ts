// The admin Users page's calls (contract: modules/accounts/contract.ts adminUsersRoutes) and their hooks. Keys sit
// under ['account', 'admin', 'users'] so sign-in and sign-out drop them; every action refreshes the list and panel.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminUserDetail, type AdminUserRow, adminUsersRoutes as r, type Role } from '../../../modules/accounts/contract.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { AdminUserDetail, AdminUserRow };
export type UserAction = 'suspend' | 'reinstate' | 'make-admin' | 'make-user' | 'end-sessions' | 'grant-points';

const keys = {
  all: ['account', 'admin', 'users'] as const,
  list: (query: Record<string, QueryValue>) => ['account', 'admin', 'users', 'list', query] as const,
  one: (id: string) => ['account', 'admin', 'users', 'one', id] as const,
};

export function useAdminUsers(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiGet<Page<AdminUserRow>>(r.list.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) => apiGet<AdminUserDetail>(r.detail.path, { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });
}

type ActionInput = { id: string; action: UserAction; reason: string; points?: number; idempotencyKey?: string };

function send({ id, action, reason, points, idempotencyKey }: ActionInput) {
  const params = { id };
  if (action === 'grant-points') return apiSend('POST', r.grantPoints.path, { params, body: { points, reason, idempotencyKey } });
  if (action === 'make-admin' || action === 'make-user') {
    const role: Role = action === 'make-admin' ? 'admin' : 'user';
    return apiSend('POST', r.role.path, { params, body: { role, reason } });
  }
  const path = { suspend: r.suspend.path, reinstate: r.reinstate.path, 'end-sessions': r.endSessions.path }[action];
  return apiSend('POST', path, { params, body: { reason } });
}

export function useAdminUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
