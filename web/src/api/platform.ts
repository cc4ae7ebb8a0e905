// The kernel's public configuration (GET /api/public-config): the support widget's script, whether
// Google sign-in is on, and the payments test mode. It changes only with a deployment.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../modules/platform/contract.ts';
import { apiGet } from './client.ts';

export type { PublicConfig } from '../../../modules/platform/contract.ts';

export const PUBLIC_CONFIG_PATH = '/api/public-config';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['platform', 'public-config'],
    queryFn: ({ signal }) => apiGet<PublicConfig>(PUBLIC_CONFIG_PATH, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
