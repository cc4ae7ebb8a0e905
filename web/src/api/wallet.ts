// The wallet and payments calls (contracts: modules/wallet/contract.ts, modules/payments/contract.ts) and their
// TanStack Query hooks. Everything here is private to the user, so it lives under ['account', …] and is
// dropped at sign-in and sign-out.
import type { Page } from '../../../modules/platform/contract.ts';
import { SETTINGS_CACHE_MS } from '../../../modules/settings/contract.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CheckoutResponse,
  type PointsOrder,
  paymentsRoutes,
  type providersResponse,
  type VerifyBody,
  type VerifyResponse,
} from '../../../modules/payments/contract.ts';
import {
  type CheckoutResult,
  type PackagesResponse,
  type PointsTransaction,
  type Purchase,
  type SellerEarnings,
  TRANSACTIONS_PAGE_SIZE,
  type WalletBalance,
  type Withdrawal,
  walletRoutes,
} from '../../../modules/wallet/contract.ts';
import { useAuth } from './accounts.ts';
import { apiGet, apiSend } from './client.ts';

export type ProvidersResponse = z.infer<typeof providersResponse>;
export type ProviderId = 'local' | 'stripe' | 'paypal';

export const walletKeys = {
  all: ['account', 'wallet'] as const,
  balance: ['account', 'wallet', 'balance'] as const,
  transactions: (page: number) => ['account', 'wallet', 'transactions', page] as const,
  orders: ['account', 'wallet', 'orders'] as const,
  earnings: ['account', 'wallet', 'earnings'] as const,
  withdrawals: ['account', 'wallet', 'withdrawals'] as const,
  purchases: (pageSize: number) => ['account', 'wallet', 'purchases', pageSize] as const,
  packages: ['wallet', 'packages'] as const,
  providers: ['payments', 'providers'] as const,
};

export const walletApi = {
  balance: (signal?: AbortSignal) => apiGet<WalletBalance>(walletRoutes.balance.path, { signal }),
  packages: (signal?: AbortSignal) => apiGet<PackagesResponse>(walletRoutes.packages.path, { signal }),
  transactions: (page: number, signal?: AbortSignal) =>
    apiGet<Page<PointsTransaction>>(walletRoutes.transactions.path, {
      signal,
      query: { page, pageSize: TRANSACTIONS_PAGE_SIZE },
    }),
  purchases: (pageSize: number, signal?: AbortSignal) =>
    apiGet<Page<Purchase>>(walletRoutes.purchases.path, { signal, query: { page: 1, pageSize } }),
  checkout: (documentIds: string[]) =>
    apiSend<CheckoutResult>('POST', walletRoutes.checkout.path, { body: { documentIds } }),
  earnings: (signal?: AbortSignal) => apiGet<SellerEarnings>(walletRoutes.sellerEarnings.path, { signal }),
  withdrawals: (signal?: AbortSignal) => apiGet<Page<Withdrawal>>(walletRoutes.withdrawals.path, { signal }),
  providers: (signal?: AbortSignal) => apiGet<ProvidersResponse>(paymentsRoutes.providers.path, { signal }),
  orders: (signal?: AbortSignal) =>
    apiGet<Page<PointsOrder>>(paymentsRoutes.orders.path, { signal, query: { page: 1, pageSize: 20 } }),
  buyPoints: (body: { packageId: string; provider?: ProviderId }) =>
    apiSend<CheckoutResponse>('POST', paymentsRoutes.checkout.path, { body }),
  verify: (body: VerifyBody) => apiSend<VerifyResponse>('POST', paymentsRoutes.verify.path, { body }),
};

/** The signed-in user's balance (null for visitors and while loading). */
export function useWalletBalance() {
  const auth = useAuth();
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => walletApi.balance(signal),
    enabled: auth.status === 'signed-in',
    staleTime: 30_000,
  });
}

/** Kept no longer than a run-time setting is (an admin may change the prices). */
export function usePointsPackages() {
  return useQuery({ queryKey: walletKeys.packages, queryFn: ({ signal }) => walletApi.packages(signal), staleTime: SETTINGS_CACHE_MS });
}

export function usePaymentProviders() {
  return useQuery({ queryKey: walletKeys.providers, queryFn: ({ signal }) => walletApi.providers(signal), staleTime: 300_000 });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: walletKeys.transactions(page),
    queryFn: ({ signal }) => walletApi.transactions(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointsOrders() {
  return useQuery({ queryKey: walletKeys.orders, queryFn: ({ signal }) => walletApi.orders(signal) });
}

/** The newest documents the user holds (bought with points or unlocked by a subscription), newest first. */
export function usePurchases(pageSize: number) {
  return useQuery({ queryKey: walletKeys.purchases(pageSize), queryFn: ({ signal }) => walletApi.purchases(pageSize, signal) });
}
