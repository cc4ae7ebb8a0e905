// The admin back office's calls (contracts: modules/documents, wallet and payments contract.ts) and their TanStack
// Query hooks. Everything lives under ['account', 'admin', …], so it is dropped at sign-in and sign-out; an action
// refreshes the lists it changes.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDocument,
  type AdminDocumentCounts,
  type DocumentDetail,
  documentsRoutes,
  type FileAccess,
} from '../../../modules/documents/contract.ts';
import { type AdminPointsOrderView, type OrderRefund, paymentsRoutes } from '../../../modules/payments/contract.ts';
import {
  type AdminOrder,
  type AdminTransaction,
  type AdminWithdrawal,
  type PurchaseRefund,
  type Withdrawal,
  walletRoutes,
} from '../../../modules/wallet/contract.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { AdminDocument, AdminDocumentCounts, AdminOrder, AdminPointsOrderView, AdminTransaction, AdminWithdrawal };

export const ADMIN_PAGE_SIZE = 20;

type Query = Record<string, QueryValue>;

export const adminKeys = {
  all: ['account', 'admin'] as const,
  documents: ['account', 'admin', 'documents'] as const,
  document: (id: string) => ['account', 'admin', 'documents', 'one', id] as const,
  preview: (id: string) => ['account', 'admin', 'documents', 'preview', id] as const,
  /** Every list of points and purchases: a refund or a payout changes several of them. */
  money: ['account', 'admin', 'money'] as const,
  list: (name: string, query: Query) => ['account', 'admin', 'money', name, query] as const,
};

export type ModerationAction = 'approve' | 'reject' | 'soft-reject' | 'takedown' | 'reprocess';

const moderationRoute: Record<ModerationAction, { path: string }> = {
  approve: documentsRoutes.approve,
  reject: documentsRoutes.reject,
  'soft-reject': documentsRoutes.softReject,
  takedown: documentsRoutes.takedown,
  reprocess: documentsRoutes.reprocess,
};

export const adminApi = {
  documents: (query: Query, signal?: AbortSignal) => apiGet<Page<AdminDocument>>(documentsRoutes.adminList.path, { query, signal }),
  documentCounts: (q: string, signal?: AbortSignal) =>
    apiGet<AdminDocumentCounts>(documentsRoutes.adminCounts.path, { query: { q }, signal }),
  document: (id: string, signal?: AbortSignal) => apiGet<AdminDocument>(documentsRoutes.adminShow.path, { params: { id }, signal }),
  /** The document as its page shows it to an admin: every preview page, readable and blurred. */
  preview: (id: string, signal?: AbortSignal) => apiGet<DocumentDetail>(documentsRoutes.detail.path, { params: { ref: id }, signal }),
  file: (id: string) => apiGet<FileAccess>(documentsRoutes.file.path, { params: { ref: id } }),
  moderate: (id: string, action: ModerationAction, reason?: string) =>
    apiSend<AdminDocument>('POST', moderationRoute[action].path, { params: { id }, body: reason ? { reason } : undefined }),

  orders: (query: Query, signal?: AbortSignal) => apiGet<Page<AdminOrder>>(walletRoutes.adminOrders.path, { query, signal }),
  refundPurchase: (id: string, body: { reason: string; partialSellerReversal?: boolean }) =>
    apiSend<PurchaseRefund>('POST', walletRoutes.refundPurchase.path, { params: { id }, body }),
  transactions: (query: Query, signal?: AbortSignal) =>
    apiGet<Page<AdminTransaction>>(walletRoutes.adminTransactions.path, { query, signal }),
  withdrawals: (query: Query, signal?: AbortSignal) =>
    apiGet<Page<AdminWithdrawal>>(walletRoutes.adminWithdrawals.path, { query, signal }),
  approveWithdrawal: (id: string, note: string) =>
    apiSend<Withdrawal>('POST', walletRoutes.approveWithdrawal.path, { params: { id }, body: note ? { note } : {} }),
  rejectWithdrawal: (id: string, reason: string) =>
    apiSend<Withdrawal>('POST', walletRoutes.rejectWithdrawal.path, { params: { id }, body: { reason } }),
  markWithdrawalPaid: (id: string, reference: string) =>
    apiSend<Withdrawal>('POST', walletRoutes.markWithdrawalPaid.path, { params: { id }, body: reference ? { reference } : {} }),

  pointsOrders: (query: Query, signal?: AbortSignal) =>
    apiGet<Page<AdminPointsOrderView>>(paymentsRoutes.adminOrders.path, { query, signal }),
  refundPointsOrder: (id: string, reason: string) =>
    apiSend<OrderRefund>('POST', paymentsRoutes.adminRefund.path, { params: { id }, body: { reason } }),
};

export function useAdminDocuments(query: Query) {
  return useQuery({
    queryKey: [...adminKeys.documents, 'list', query],
    queryFn: ({ signal }) => adminApi.documents(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminDocumentCounts(q: string) {
  return useQuery({
    queryKey: [...adminKeys.documents, 'counts', q],
    queryFn: ({ signal }) => adminApi.documentCounts(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminDocument(id: string | null) {
  return useQuery({
    queryKey: adminKeys.document(id ?? ''),
    queryFn: ({ signal }) => adminApi.document(id!, signal),
    enabled: Boolean(id),
    // While a document is being processed, its state moves on by itself.
    refetchInterval: (q) => (q.state.data && ['queued', 'processing'].includes(q.state.data.processing.state) ? 3_000 : false),
  });
}

export function useAdminPreview(id: string | null, processedAt: string | null | undefined) {
  return useQuery({
    queryKey: [...adminKeys.preview(id ?? ''), processedAt ?? ''],
    queryFn: ({ signal }) => adminApi.preview(id!, signal),
    enabled: Boolean(id),
  });
}

/** One page of an admin money list, kept on screen while the next one loads. */
export function useAdminList<T>(name: string, fetch: (query: Query, signal?: AbortSignal) => Promise<Page<T>>, query: Query) {
  return useQuery({
    queryKey: adminKeys.list(name, query),
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** An admin action; afterwards every list under `refresh` is fetched again. */
export function useAdminAction<A extends unknown[], R>(run: (...args: A) => Promise<R>, refresh: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSettled: () => client.invalidateQueries({ queryKey: refresh }),
  });
}
