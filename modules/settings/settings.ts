// The settings as the admin page and the CLI show them: each with its value, its configured default and who changed
// it last; plus what is shown read-only, and why.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import type { Setting } from './contract.ts';
import { settingDefinition, settingKeys } from './definitions.ts';
import { settingRows } from './store.ts';

export async function listSettings(platform: Platform, em: EntityManager): Promise<Setting[]> {
  const byKey = new Map((await settingRows(em)).map((r) => [r.key as string, r]));
  return settingKeys().map((key) => {
    const row = byKey.get(key);
    const { label, description, unit, defaultValue } = settingDefinition(key);
    const fallback = defaultValue(platform);
    return {
      key, label, description, unit,
      value: row ? row.value : fallback,
      defaultValue: fallback,
      changed: Boolean(row),
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ? { id: row.updated_by, fullName: row.full_name } : null,
    };
  });
}
