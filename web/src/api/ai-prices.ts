// The AI prices as they apply now (an admin may change them at run time), for the tools' public pages: the rule
// table names the numbers, the server says what they are. Under a 'quote' key, so a refused stale price refetches it.
import { useQuery } from '@tanstack/react-query';
import { aiRoutes, type PricedRule } from '../../../modules/ai/contract.ts';
import { apiGet } from './client.ts';

type Prices = { prices: Record<string, Record<string, number>> };

/** `price(rule, number)`: one number of a rule as it applies now, or '…' while the prices load. */
export function useAiPrice() {
  const query = useQuery({ queryKey: ['ai', 'prices', 'quote'], queryFn: ({ signal }) => apiGet<Prices>(aiRoutes.prices.path, { signal }), staleTime: 30_000 });
  return (rule: PricedRule, name: string): number | '…' => query.data?.prices[rule]?.[name] ?? '…';
}
