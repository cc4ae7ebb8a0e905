// /admin/settings prices: points packages and bonus tiers (contract: modules/wallet/pricing-contract.ts through
// modules/wallet/contract.ts) and plan prices (modules/subscriptions/contract.ts). A saved change also refreshes the
// buyers' lists in this browser (the server tells other browsers to keep them at most 5 seconds).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPlan, subscriptionsRoutes } from '../../../modules/subscriptions/contract.ts';
import {
  type AdminBonusTier,
  type AdminPackage,
  type AdminPricing,
  type BonusTierInput,
  type PackageChange,
  walletPricingRoutes as r,
} from '../../../modules/wallet/contract.ts';
import { apiGet, apiSend } from './client.ts';
import { subscriptionKeys } from './subscriptions.ts';
import { walletKeys } from './wallet.ts';

export type { AdminBonusTier, AdminPackage, AdminPlan };

const keys = { pricing: ['account', 'admin', 'pricing'] as const, plans: ['account', 'admin', 'subscription-plans'] as const };

export const useAdminPricing = () => useQuery({ queryKey: keys.pricing, queryFn: ({ signal }) => apiGet<AdminPricing>(r.adminPricing.path, { signal }) });
export const useAdminPlans = () => useQuery({ queryKey: keys.plans, queryFn: ({ signal }) => apiGet<AdminPlan[]>(subscriptionsRoutes.adminPlans.path, { signal }) });

function useSaved<T>(mutationFn: (input: T) => Promise<unknown>, refresh: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))) });
}

export const useChangePackage = () =>
  useSaved(({ id, change }: { id: string; change: PackageChange }) => apiSend<AdminPackage>('PUT', r.changePackage.path, { params: { id }, body: change }), [keys.pricing, walletKeys.packages]);

export const useChangeBonusTiers = () =>
  useSaved(({ tiers, reason }: { tiers: BonusTierInput[]; reason: string }) => apiSend<AdminBonusTier[]>('PUT', r.changeBonusTiers.path, { body: { tiers, reason } }), [
    keys.pricing,
    walletKeys.packages,
  ]);

export const useChangePlanPrice = () =>
  useSaved(
    ({ id, priceCents, reason }: { id: string; priceCents: number; reason: string }) =>
      apiSend<AdminPlan>('PUT', subscriptionsRoutes.changePlanPrice.path, { params: { id }, body: { priceCents, reason } }),
    [keys.plans, subscriptionKeys.plans],
  );
