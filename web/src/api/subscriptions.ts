// The subscriptions calls (contract: modules/subscriptions/contract.ts) and their TanStack Query hooks. The user's
// own subscription lives under ['account', …] and is dropped at sign-in and sign-out; plans are public.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { SETTINGS_CACHE_MS } from '../../../modules/settings/contract.ts';
import type { Page } from '../../../modules/platform/contract.ts';
import {
  type AdminSubscription,
  type checkoutResponse,
  type changePlanResponse,
  type mySubscription,
  type PlansResponse,
  type Subscription,
  type SubscriptionProviderId,
  subscriptionsRoutes as r,
  type UnlockResult,
} from '../../../modules/subscriptions/contract.ts';
import { useAuth } from './accounts.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';
import { walletKeys } from './wallet.ts';

export const subscriptionKeys = {
  mine: ['account', 'subscription'] as const,
  plans: ['subscriptions', 'plans'] as const,
};

export const subscriptionsApi = {
  plans: (signal?: AbortSignal) => apiGet<PlansResponse>(r.plans.path, { signal }),
  mine: (signal?: AbortSignal) => apiGet<z.infer<typeof mySubscription>>(r.mine.path, { signal }),
  checkout: (body: { planId: string; provider?: SubscriptionProviderId }) => apiSend<z.infer<typeof checkoutResponse>>('POST', r.checkout.path, { body }),
  sync: (id: string) => apiSend<Subscription>('POST', r.sync.path, { params: { id } }),
  cancel: (id: string) => apiSend<Subscription>('POST', r.cancel.path, { params: { id } }),
  resume: (id: string) => apiSend<Subscription>('POST', r.resume.path, { params: { id } }),
  changePlan: (id: string, planId: string) => apiSend<z.infer<typeof changePlanResponse>>('POST', r.changePlan.path, { params: { id }, body: { planId } }),
  unlock: (documentIds: string[]) => apiSend<UnlockResult>('POST', r.unlock.path, { body: { documentIds } }),
  adminList: (query: Record<string, QueryValue>, signal?: AbortSignal) => apiGet<Page<AdminSubscription>>(r.adminList.path, { query, signal }),
  adminCancel: (id: string, immediately: boolean) => apiSend<AdminSubscription>('POST', r.adminCancel.path, { params: { id }, body: { immediately } }),
};

/** Kept no longer than a run-time setting is (an admin may change a plan's price). */
export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => subscriptionsApi.plans(signal), staleTime: SETTINGS_CACHE_MS });
}

/** The signed-in user's subscription (null without one); visitors ask nothing. */
export function useMySubscription() {
  const auth = useAuth();
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => subscriptionsApi.mine(signal),
    enabled: auth.status === 'signed-in',
    staleTime: 15_000,
  });
}

/** Bonus unlocks left now (0 without a subscription that may unlock). */
export function useUnlocksLeft(): number {
  return useMySubscription().data?.subscription?.unlocksLeft ?? 0;
}

/** Unlocks documents with the subscription, then refreshes what the user holds and the unlocks left. */
export function useUnlock() {
  const client = useQueryClient();
  return async (documentIds: string[]) => {
    const result = await subscriptionsApi.unlock(documentIds);
    await Promise.all([client.invalidateQueries({ queryKey: subscriptionKeys.mine }), client.invalidateQueries({ queryKey: walletKeys.all })]);
    return result;
  };
}
