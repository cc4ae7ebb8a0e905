// /admin/settings calls (contract: modules/settings/contract.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAiPriceKey, type Setting, type SettingKey, settingsRoutes as r } from '../../../modules/settings/contract.ts';
import { apiGet, apiSend } from './client.ts';

export type { Setting, SettingKey };
export { isAiPriceKey };
type SettingsPage = { items: Setting[] };

const keys = { all: ['account', 'admin', 'settings'] as const };

export const useAdminSettings = () => useQuery({ queryKey: keys.all, queryFn: ({ signal }) => apiGet<SettingsPage>(r.list.path, { signal }) });

export function useChangeSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value, reason }: { key: SettingKey; value: unknown; reason: string }) =>
      apiSend<Setting>('PUT', r.change.path, { params: { key }, body: { value, reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
