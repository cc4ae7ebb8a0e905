// Per-user limits on what costs us a provider call: starting a checkout (an order row and a Stripe session or
// PayPal order) and verifying on the return page (a pending order is asked of the provider each time). A real
// buyer makes one or two orders and loads the return page a few times; these numbers are far above that and
// far below what would run up provider rate limits or fill the orders table.
import type { Limit } from '../platform/index.ts';

const MINUTES = 60;
const DAY = 24 * 60 * MINUTES;

export const PAYMENT_LIMITS = {
  checkout: (userId: string): Limit[] => [
    { key: `payments:checkout:user:${userId}`, max: 10, windowSeconds: 10 * MINUTES },
    { key: `payments:checkout:user-day:${userId}`, max: 50, windowSeconds: DAY },
  ],
  verify: (userId: string): Limit[] => [
    { key: `payments:verify:user:${userId}`, max: 60, windowSeconds: 10 * MINUTES },
    { key: `payments:verify:user-day:${userId}`, max: 500, windowSeconds: DAY },
  ],
};
