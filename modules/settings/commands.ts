// `studyhall settings get [key]` and `settings set <key> <value> --by <admin email> --reason <text>` (audited as
// the admin named by --by, who must be an active admin).
import type { Command } from 'commander';
import { HttpError, type Platform, printRows } from '../platform/index.ts';
import { isSettingKey, settingKeys } from './definitions.ts';
import { listSettings } from './settings.ts';
import { changeSetting } from './store.ts';
import { auditedBy, settingsCommand } from './cli-group.ts';

export function registerSettingsCommands(program: Command, platform: () => Promise<Platform>) {
  const settings = settingsCommand(program);
  const checkKey = (key: string) => {
    if (!isSettingKey(key)) throw new Error(`key must be one of ${settingKeys().join(', ')}`);
    return key;
  };

  settings
    .command('get [key]')
    .description('Show the settings (or one) with their defaults')
    .option('--json', 'print JSON')
    .action(async (key: string | undefined, o: { json?: boolean }) => {
      const p = await platform();
      const all = await listSettings(p, p.orm.em.fork());
      const shown = key ? all.filter((s) => s.key === checkKey(key)) : all;
      printRows(shown.map((s) => ({ key: s.key, value: s.value, default: s.defaultValue, updatedAt: s.updatedAt, updatedBy: s.updatedBy?.fullName ?? null })), Boolean(o.json));
    });

  settings
    .command('set <key> <value>')
    .description('Change a setting (validated; every instance applies it within 5 seconds)')
    .requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)')
    .requiredOption('--reason <text>', 'why (recorded in the audit log)')
    .action(async (keyText: string, valueText: string, o: { by: string; reason: string }) => {
      const key = checkKey(keyText);
      const p = await platform();
      const em = p.orm.em.fork();
      const { adminId, reason } = await auditedBy(em, o);
      let value: unknown;
      try {
        value = JSON.parse(valueText);
      } catch {
        value = valueText;
      }
      const before = (await listSettings(p, em)).find((s) => s.key === key)!.value;
      try {
        await changeSetting(em, { key, value, reason, adminId, before });
      } catch (error) {
        if (error instanceof HttpError) throw new Error(error.message);
        throw error;
      }
      printRows([{ key, from: before, to: value }], false);
    });
}
