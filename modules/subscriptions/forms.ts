// A plan's price change, which the admin's plan prices page checks as it is typed, with the rules the api applies. Its
// own file, apart from contract.ts which re-exports it: the pages that show plans never load the validation library
// (web/build/contracts-for-the-browser.ts).
import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

/** A plan's monthly price an admin may set: from 1.00 to 1,000.00 USD. */
export const PLAN_PRICE_MIN_CENTS = 100;
export const PLAN_PRICE_MAX_CENTS = 100_000;

export const planPriceChange = z.object({
  priceCents: z
    .number({ error: 'Enter the price in cents as a whole number' })
    .int('Enter the price in cents as a whole number')
    .min(PLAN_PRICE_MIN_CENTS, 'At least $1.00')
    .max(PLAN_PRICE_MAX_CENTS, 'At most $1,000.00'),
  reason: z.string({ error: SUBSCRIPTION_MESSAGES.giveReason }).trim().min(1, SUBSCRIPTION_MESSAGES.giveReason).max(1000),
});
export type PlanPriceChange = z.infer<typeof planPriceChange>;
