import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, PRICE_CHANGED_EVENT } from './client.ts';

const ME: QueryKey = ['auth', 'me'];

/** A 401 'unauthenticated' from a signed-in call means the session ended (expired, revoked elsewhere). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated';
}

export function createQueryClient() {
  // When a signed-in call finds the session gone, the auth state becomes "signed out" at once, so
  // the guards send the user to the login page (with the way back) instead of showing errors.
  const onError = (error: unknown, key?: QueryKey) => {
    if (!isSessionLost(error) || key?.[0] === ME[0]) return;
    if (client.getQueryData(ME)) client.setQueryData(ME, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network and 5xx errors get two more tries.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
  // A refused AI action's price changed (an admin changed the AI prices): every price on screen is stale. Prices
  // live under a 'quote' or 'costs' key; document chat's next cost comes with its chat, refetched after each ask.
  globalThis.addEventListener?.(PRICE_CHANGED_EVENT, () => {
    void client.invalidateQueries({ predicate: (q) => q.queryKey.some((part) => part === 'quote' || part === 'costs') });
  });
  return client;
}
