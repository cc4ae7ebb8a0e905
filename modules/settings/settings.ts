// The settings as the admin page and the CLI show them: each with its value, its configured default and who changed
// it last; plus what is shown read-only, and why.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import { AI_PRICE_DEFAULTS } from './ai-prices.ts';
import { SETTING_KEYS, SETTINGS, type Setting, type SettingKey } from './contract.ts';
import { settingRows } from './store.ts';

/** The configured values (environment), which apply until an admin changes a setting. */
export function configuredDefaults(platform: Platform): Record<SettingKey, unknown> {
  return {
    'wallet.sellerSharePercent': platform.config.SELLER_SHARE_PERCENT,
    'wallet.withdrawalMinimumPoints': platform.config.WITHDRAWAL_MINIMUM_POINTS,
    ...AI_PRICE_DEFAULTS,
  };
}

export async function listSettings(platform: Platform, em: EntityManager): Promise<Setting[]> {
  const byKey = new Map((await settingRows(em)).map((r) => [r.key as string, r]));
  const defaults = configuredDefaults(platform);
  return SETTING_KEYS.map((key) => {
    const row = byKey.get(key);
    const { label, description, unit } = SETTINGS[key];
    return {
      key, label, description, unit,
      value: row ? row.value : defaults[key],
      defaultValue: defaults[key],
      changed: Boolean(row),
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ? { id: row.updated_by, fullName: row.full_name } : null,
    };
  });
}
