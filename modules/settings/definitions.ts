// The registry of settings: the settings module's own (SETTINGS, defaults from the environment) and those another
// module registers for its own rules at start-up (modules/registry.ts plugs in the AI module's prices). The admin
// page, the API's key list, the CLI and the getter all read it, in the order the settings were registered.
import type { Platform } from '../platform/index.ts';
import { SETTINGS, type SettingDefinition, type SettingKey } from './contract.ts';

/** A setting with the value that applies until an admin changes it. */
export type RegisteredSetting = SettingDefinition & { defaultValue: (platform: Platform) => unknown };

const registered = new Map<SettingKey, RegisteredSetting>([
  ['wallet.sellerSharePercent', { ...SETTINGS['wallet.sellerSharePercent'], defaultValue: (p) => p.config.SELLER_SHARE_PERCENT }],
  ['wallet.withdrawalMinimumPoints', { ...SETTINGS['wallet.withdrawalMinimumPoints'], defaultValue: (p) => p.config.WITHDRAWAL_MINIMUM_POINTS }],
]);

/** Adds a module's settings; a key is registered once (a second registration is a wiring mistake). */
export function registerSettings(settings: Record<SettingKey, RegisteredSetting>): void {
  for (const [key, setting] of Object.entries(settings)) {
    if (registered.has(key)) throw new Error(`setting ${key} is registered twice`);
    registered.set(key, setting);
  }
}

export const settingKeys = (): SettingKey[] => [...registered.keys()];

export const isSettingKey = (key: string): boolean => registered.has(key);

export function settingDefinition(key: SettingKey): RegisteredSetting {
  const found = registered.get(key);
  if (!found) throw new Error(`no setting ${key} is registered`);
  return found;
}
