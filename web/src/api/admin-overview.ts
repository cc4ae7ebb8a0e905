// The admin overview's figures (contract: modules/overview/contract.ts), refreshed every minute while open.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OverviewPeriod, type OverviewResponse, overviewRoutes } from '../../../modules/overview/contract.ts';
import { apiGet } from './client.ts';

export function useAdminOverview(days: OverviewPeriod) {
  return useQuery({
    queryKey: ['account', 'admin', 'overview', days],
    queryFn: ({ signal }) => apiGet<OverviewResponse>(overviewRoutes.get.path, { query: { days: String(days) }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
