// The admin's editing of points packages and bonus tiers (#15): the rules a change must keep, the answers, and the
// routes. Re-exported by contract.ts, so the web imports it from there. The spec is silent on all of it; the
// limits and messages are ours and the README says why.
import { z } from 'zod';

/** A custom amount for buying points: whole cents, from 5.00 to 500.00 USD. */
export const CUSTOM_AMOUNT_MIN_CENTS = 500;
export const CUSTOM_AMOUNT_MAX_CENTS = 50_000;

export const PRICING_MESSAGES = {
  lastActivePackage: 'At least one points package must stay active.',
  packageNotFound: 'Points package not found.',
  sameThreshold: 'Two bonus tiers cannot start at the same amount.',
  giveReason: 'Give a reason',
} as const;

/** A package's price: from 1.00 to 1,000.00 USD (a card payment below a dollar mostly pays fees). */
export const PACKAGE_PRICE_MIN_CENTS = 100;
export const PACKAGE_PRICE_MAX_CENTS = 100_000;
export const PACKAGE_POINTS_MAX = 1_000_000;
export const BONUS_TIERS_MAX = 10;

const whole = (what: string) => z.number({ error: `Enter ${what} as a whole number` }).int(`Enter ${what} as a whole number`);
const reason = z.string({ error: PRICING_MESSAGES.giveReason }).trim().min(1, PRICING_MESSAGES.giveReason).max(1000);

export const adminPackage = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  points: z.number().int(),
  bonusPoints: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string().describe("ISO 4217, lower case; every package is sold in 'usd' (the checkout charges USD only)"),
  isActive: z.boolean(),
  isPopular: z.boolean(),
  sortOrder: z.number().int().describe('ties of price are shown in this order'),
  updatedAt: z.string(),
});
export type AdminPackage = z.infer<typeof adminPackage>;

export const adminBonusTier = z.object({
  id: z.uuid(),
  name: z.string(),
  minAmountCents: z.number().int(),
  bonusPercent: z.number().int(),
  isActive: z.boolean(),
});
export type AdminBonusTier = z.infer<typeof adminBonusTier>;

export const adminPricing = z.object({
  packages: z.array(adminPackage).describe('every package, active or not, in the order of the buy-points page'),
  bonusTiers: z.array(adminBonusTier).describe('every tier, smallest amount first'),
});
export type AdminPricing = z.infer<typeof adminPricing>;

export const packageChange = z.object({
  priceCents: whole('the price in cents').min(PACKAGE_PRICE_MIN_CENTS, 'At least $1.00').max(PACKAGE_PRICE_MAX_CENTS, 'At most $1,000.00'),
  points: whole('the points').min(1, 'At least 1 point').max(PACKAGE_POINTS_MAX, 'At most 1,000,000 points'),
  bonusPoints: whole('the bonus points').min(0, 'At least 0 points').max(PACKAGE_POINTS_MAX, 'At most 1,000,000 points'),
  isActive: z.boolean({ error: 'Say whether the package is on sale' }),
  sortOrder: whole('the order').min(0, 'At least 0').max(1000, 'At most 1000'),
  reason,
});
export type PackageChange = z.infer<typeof packageChange>;

export const bonusTierInput = z.object({
  minAmountCents: whole('the amount in cents')
    .min(CUSTOM_AMOUNT_MIN_CENTS, `At least $${CUSTOM_AMOUNT_MIN_CENTS / 100}.00 (the smallest custom amount)`)
    .max(CUSTOM_AMOUNT_MAX_CENTS, `At most $${CUSTOM_AMOUNT_MAX_CENTS / 100}.00 (the largest custom amount)`),
  bonusPercent: whole('the bonus').min(1, 'At least 1%').max(100, 'At most 100%'),
  isActive: z.boolean().default(true),
});
export type BonusTierInput = z.infer<typeof bonusTierInput>;

export const bonusTiersChange = z.object({
  tiers: z
    .array(bonusTierInput)
    .max(BONUS_TIERS_MAX, `At most ${BONUS_TIERS_MAX} bonus tiers`)
    .refine((tiers) => new Set(tiers.map((t) => t.minAmountCents)).size === tiers.length, PRICING_MESSAGES.sameThreshold),
  reason,
});
export type BonusTiersChange = z.infer<typeof bonusTiersChange>;

export const walletPricingRoutes = {
  adminPricing: { method: 'get', path: '/api/admin/wallet/pricing', access: 'admin', response: adminPricing },
  changePackage: {
    errors: [422],
    method: 'put',
    path: '/api/admin/wallet/packages/{id}',
    access: 'admin',
    params: z.object({ id: z.uuid() }),
    body: packageChange,
    response: adminPackage,
  },
  changeBonusTiers: { method: 'put', path: '/api/admin/wallet/bonus-tiers', access: 'admin', body: bonusTiersChange, response: z.array(adminBonusTier) },
} as const;
