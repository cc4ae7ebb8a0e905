// Platform settings safe to change at run time: each one's schema, what it means and where it applies. The web's
// /admin/settings page and the CLI use these.
import { z } from 'zod';
import { AI_PRICE_SETTINGS } from './ai-prices.ts';

export { type AiPriceKey, aiPriceKey, isAiPriceKey } from './ai-prices.ts';

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
  // One per AI cost rule (ai-prices.ts); the admin page shows them in their own section.
  ...AI_PRICE_SETTINGS,
} as const;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

/** How long an instance may keep answering a setting from memory: a change reaches every instance within this. */
export const SETTINGS_CACHE_MS = 5_000;

export const setting = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  label: z.string(),
  description: z.string(),
  unit: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown().describe('what applies without a change: the configured value'),
  changed: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
});
export type Setting = z.infer<typeof setting>;

/** Shown on the page but changed elsewhere, with why. */

export const settingsResponse = z.object({ items: z.array(setting) });

export const changeSetting = z.object({ value: z.unknown(), reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(1000) });

export const settingsRoutes = {
  list: { method: 'get', path: '/api/admin/settings', access: 'admin', response: settingsResponse },
  change: {
    method: 'put',
    path: '/api/admin/settings/{key}',
    access: 'admin',
    params: z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) }),
    body: changeSetting,
    response: setting,
  },
} as const;
