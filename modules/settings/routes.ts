
import type { ApiRouter, Platform } from '../platform/index.ts';
import { settingsContract } from './contract.ts';
import { settingKeys } from './definitions.ts';
import { listSettings } from './settings.ts';
import { changeSetting } from './store.ts';

export function mountSettingsRoutes(api: ApiRouter, platform: Platform) {
  // Every registered key: the modules registered theirs before the routes are mounted.
  const r = settingsContract(settingKeys()).settingsRoutes;
  api.add({ ...r.list, summary: 'Run-time settings with their values and defaults, and what is read-only here' }, async ({ em }) => {
    return { items: await listSettings(platform, em) };
  });

  api.add({ ...r.change, summary: 'Change a setting (validated, audited); every instance applies it within 5 seconds' }, async ({ user: admin, em, params, body }) => {
    const before = (await listSettings(platform, em)).find((s) => s.key === params.key)!.value;
    await changeSetting(em, { key: params.key, value: body.value, reason: body.reason, adminId: admin.id, before });
    return (await listSettings(platform, em)).find((s) => s.key === params.key)!;
  });
}
