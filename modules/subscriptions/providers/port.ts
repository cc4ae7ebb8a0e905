// The one port every subscription provider implements: start a hosted checkout, tell the subscription's state,
// cancel at the period end or now, resume, change the plan. The provider is the truth about billing; we apply
// what it says (lifecycle.ts), forward only by its own timestamps.
import type { SubscriptionProviderId, SubscriptionStatus } from '../contract.ts';

/** What the provider says a subscription is, at a moment of the provider's clock. */
export type ProviderSnapshot = {
  providerSubscriptionId: string;
  /** Our subscription id, when the provider carries it (metadata, custom_id). */
  subscriptionId: string | null;
  status: SubscriptionStatus;
  /** Our plan id, when the provider says which plan is billed (Stripe metadata, a PayPal plan id mapped). */
  planId: string | null;
  /** PayPal names its own plan: mapped to ours through subscription_plans.paypal_plan_id. */
  paypalPlanId?: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** null when the provider does not keep the flag (PayPal): ours stands. */
  cancelAtPeriodEnd: boolean | null;
  /** The provider's time of this state: an older snapshot never overwrites a newer one. */
  at: Date;
};

export type PlanForProvider = { id: string; name: string; priceCents: number; currency: string; paypalPlanId: string | null };

export type SubscriptionForProvider = {
  id: string;
  userId: string;
  userEmail: string | null;
  provider: SubscriptionProviderId;
  providerSubscriptionId: string | null;
  checkoutSessionId: string | null;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  plan: PlanForProvider;
};

export type CheckoutStarted = { url: string; checkoutSessionId: string | null; providerSubscriptionId: string | null };

export interface SubscriptionProvider {
  id: SubscriptionProviderId;
  label: string;
  testMode: boolean;
  /** The provider's own plan for ours, created on first use (PayPal bills only plans it knows). */
  preparePlan?(plan: PlanForProvider): Promise<string>;
  createCheckout(sub: SubscriptionForProvider, urls: { success: string; cancel: string }): Promise<CheckoutStarted>;
  /** The provider's current word on the subscription; null while the checkout has not made one. */
  fetch(sub: SubscriptionForProvider, now: Date): Promise<ProviderSnapshot | null>;
  /** Cancels at the period end (or now); answers the state after, when the provider tells it at once. */
  cancel(sub: SubscriptionForProvider, options: { immediately: boolean }, now: Date): Promise<ProviderSnapshot | null>;
  resume(sub: SubscriptionForProvider, now: Date): Promise<ProviderSnapshot | null>;
  /** Moves to another plan (prorated by the provider); `url` when the subscriber must approve it there. */
  changePlan(sub: SubscriptionForProvider, plan: PlanForProvider, now: Date): Promise<{ snapshot: ProviderSnapshot | null; url: string | null }>;
}

export class SubscriptionProviderError extends Error {
  constructor(
    public readonly provider: SubscriptionProviderId,
    message: string,
    public readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SubscriptionProviderError';
  }
}

/** One calendar month after `from` (the day clamped to the month's length), in UTC. */
export function addMonth(from: Date): Date {
  const next = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}
