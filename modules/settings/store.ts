// One typed getter for the run-time settings, with a short in-process cache: an instance answers from memory for
// at most SETTINGS_CACHE_MS after it last read the table, so a change made on any instance (or by the CLI) is seen
// everywhere within that time, while a busy checkout reads the table at most once per window.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest, rows, uuidv7 } from '../platform/index.ts';
import { peopleByIds, recordAdminAction } from '../accounts/index.ts';
import { SETTINGS_CACHE_MS, type SettingKey } from './contract.ts';
import { settingDefinition } from './definitions.ts';

let cache: { at: number; values: Map<string, unknown> } | null = null;

async function stored(em: EntityManager): Promise<Map<string, unknown>> {
  if (!cache || Date.now() - cache.at > SETTINGS_CACHE_MS) {
    const found = await rows(em, 'select key, value from platform_settings');
    cache = { at: Date.now(), values: new Map(found.map((r) => [r.key, r.value])) };
  }
  return cache.values;
}

/** The setting's value: the admin's change if there is one (and it still validates), else `fallback` (the configured default). */
export async function getSetting<T>(em: EntityManager, key: SettingKey, fallback: T): Promise<T> {
  const schema = settingDefinition(key).schema;
  const raw = (await stored(em)).get(key);
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? (parsed.data as T) : fallback;
}

/** The changed settings, each with the name of the admin who last changed it (asked of accounts, whose table users is). */
export async function settingRows(em: EntityManager) {
  const found = await rows(em, 'select * from platform_settings');
  const people = await peopleByIds(em, found.map((r) => r.updated_by));
  for (const r of found) r.full_name = people.get(r.updated_by)?.fullName ?? null;
  return found;
}

/** Validates and stores a change with its audit entry in one transaction; this instance forgets its cache at once. */
export async function changeSetting(em: EntityManager, input: { key: SettingKey; value: unknown; reason: string; adminId: string; before: unknown }) {
  const parsed = settingDefinition(input.key).schema.safeParse(input.value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid value', { value: [parsed.error.issues[0]?.message ?? 'Invalid value'] });
  await em.transactional(async (tx) => {
    const [row] = await rows(
      tx,
      `insert into platform_settings (key, id, value, updated_by, updated_at) values (?, ?, ?::jsonb, ?, now())
       on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now() returning id`,
      [input.key, uuidv7(), JSON.stringify(parsed.data), input.adminId],
    );
    await recordAdminAction(tx, { adminId: input.adminId, action: 'settings.changed', targetType: 'setting', targetId: row!.id, reason: input.reason, details: { key: input.key, from: input.before, to: parsed.data } });
  });
  cache = null;
}
