// Platform settings safe to change at run time: each one's schema, what it means and where it applies. The web's
// /admin/settings page and the CLI use these. The settings module defines the wallet's two; other modules register
// their own (the AI module its prices: modules/ai/price-settings.ts), so the rules stay with the module they belong to.
import { z } from 'zod';

/** What a setting means and the values it takes. */
export type SettingDefinition = { label: string; description: string; unit: string; schema: z.ZodType };

/** The AI module registers one price setting per cost rule under this prefix; the admin page gives them their own section. */
export const AI_PRICE_PREFIX = 'ai.price.';
export const isAiPriceKey = (key: string) => key.startsWith(AI_PRICE_PREFIX);

export const SETTINGS = {
  'wallet.sellerSharePercent': {
    label: 'Seller share',
    description: "The seller's share of a sale's price in whole percent; the platform keeps the rest. Applies to sales made after the change.",
    unit: '%',
    schema: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(1, 'At least 1%').max(100, 'At most 100%'),
  },
  'wallet.withdrawalMinimumPoints': {
    label: 'Withdrawal minimum',
    description: 'The smallest withdrawal a seller may request, in points (1 point = $0.10).',
    unit: 'points',
    schema: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(1, 'At least 1 point').max(1_000_000, 'At most 1,000,000 points'),
  },
} as const satisfies Record<string, SettingDefinition>;

/** A registered setting's key: one of SETTINGS or one another module registered. */
export type SettingKey = string;

/** How long an instance may keep answering a setting from memory: a change reaches every instance within this. */
export const SETTINGS_CACHE_MS = 5_000;

export const changeSetting = z.object({ value: z.unknown(), reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(1000) });

/** A setting as the page and the API show it, keyed by `key` (the registered keys' enum on the server). */
const settingOf = (key: z.ZodType<SettingKey>) =>
  z.object({
    key,
    label: z.string(),
    description: z.string(),
    unit: z.string(),
    value: z.unknown(),
    defaultValue: z.unknown().describe('what applies without a change: the configured value'),
    changed: z.boolean(),
    updatedAt: z.string().nullable(),
    updatedBy: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
  });

const routesOver = (key: z.ZodType<SettingKey>) => {
  const setting = settingOf(key);
  return {
    list: { method: 'get', path: '/api/admin/settings', access: 'admin', response: z.object({ items: z.array(setting) }) },
    change: { method: 'put', path: '/api/admin/settings/{key}', access: 'admin', params: z.object({ key }), body: changeSetting, response: setting },
  } as const;
};

/** The API's routes over the registered keys, built when the routes are mounted (modules register theirs first). */
export function settingsContract(keys: readonly SettingKey[]) {
  return { settingsRoutes: routesOver(z.enum(keys as [SettingKey, ...SettingKey[]])) };
}

// The web takes the paths and the types from these. Each is a plain top-level value, not read out of a call's
// result, so the browser build drops the schemas of those a page does not read, and zod with them
// (web/build/contracts-for-the-browser.ts; a destructured call's result kept zod on every public page).
export const setting = settingOf(z.string());
export type Setting = z.infer<typeof setting>;
export const settingsRoutes = {
  list: { method: 'get', path: '/api/admin/settings', access: 'admin' },
  change: { method: 'put', path: '/api/admin/settings/{key}', access: 'admin' },
} as const;
