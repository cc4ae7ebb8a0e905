// The events payments publishes, each with its payload's schema: the one contract its subscribers import
// (modules/payments/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to
// payments.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const paymentSucceeded = z.object({
  orderId: z.guid(),
  userId: z.guid(),
  provider: z.string().describe("the ProviderId that took the payment: 'local', 'stripe' or 'paypal' (contract.ts)"),
  amountCents: z.number().int(),
  currency: z.string(),
  points: z.number().int(),
});
const paymentRefunded = paymentSucceeded.extend({ refundId: z.string().describe("ours, or the provider's refund id"), reason: z.string() });
/** Points credited for a paid order. */
export type PaymentSucceeded = z.infer<typeof paymentSucceeded>;
export type PaymentRefunded = z.infer<typeof paymentRefunded>;

export const PAYMENTS_EVENTS = {
  /** An order was paid and its points credited. */
  succeeded: defineEvent('payments.succeeded', paymentSucceeded),
  /** An order was refunded (by an admin or at the provider) and its points taken back. */
  refunded: defineEvent('payments.refunded', paymentRefunded),
};
