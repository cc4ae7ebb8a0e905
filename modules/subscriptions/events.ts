// The events subscriptions publishes, each with its payload's schema: the one contract its subscribers import
// (modules/subscriptions/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to
// subscriptions.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();
const changed = z.object({
  subscriptionId: id,
  userId: id,
  planId: id,
  previousPlanId: id.optional().describe('for plan-changed: the plan before'),
  status: z.string().describe('a SubscriptionStatus (contract.ts)'),
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
const documentUnlocked = z.object({ subscriptionId: id, userId: id, documentId: id, sellerId: id, sellerPoints: z.number().int() });
export type SubscriptionChanged = z.infer<typeof changed>;
export type DocumentUnlocked = z.infer<typeof documentUnlocked>;

/** Every change of state is its own event with the subscription as it stands after it. */
export const SUBSCRIPTION_EVENTS = {
  activated: defineEvent('subscriptions.activated', changed),
  renewed: defineEvent('subscriptions.renewed', changed),
  paymentFailed: defineEvent('subscriptions.payment-failed', changed),
  recovered: defineEvent('subscriptions.recovered', changed),
  cancelScheduled: defineEvent('subscriptions.cancel-scheduled', changed),
  resumed: defineEvent('subscriptions.resumed', changed),
  planChanged: defineEvent('subscriptions.plan-changed', changed),
  cancelled: defineEvent('subscriptions.cancelled', changed),
  /** A subscriber unlocked a document with a bonus unlock; the seller was credited `sellerPoints`. */
  documentUnlocked: defineEvent('subscriptions.document-unlocked', documentUnlocked),
};
