// Stripe Billing: Checkout in subscription mode (a monthly price made inline from the plan), the subscription
// object as the truth, cancel_at_period_end for cancel and resume, item price swaps prorated by Stripe.
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../contract.ts';
import {
  type PlanForProvider, type ProviderSnapshot, type SubscriptionForProvider, type SubscriptionProvider, SubscriptionProviderError,
} from './port.ts';

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'cancelled',
  canceled: 'cancelled',
};

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);

/** What a Stripe subscription object says, at `at` (the event's creation time, or now for a fresh read). */
export function snapshotOfStripe(sub: Stripe.Subscription, at: Date): ProviderSnapshot {
  // Since API version 2025-03-31 the period lives on the items; older versions keep it on the subscription.
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    providerSubscriptionId: sub.id,
    subscriptionId: sub.metadata?.subscription_id ?? null,
    status: STATUS[sub.status] ?? 'past_due',
    planId: sub.metadata?.plan_id ?? null,
    currentPeriodStart: seconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    at,
  };
}

const monthly = (plan: PlanForProvider) => ({ currency: plan.currency, unit_amount: plan.priceCents, recurring: { interval: 'month' as const } });

export function createStripeSubscriptionProvider(client: Stripe, testMode: boolean): SubscriptionProvider {
  const fail = (what: string, error: unknown) => new SubscriptionProviderError('stripe', `Stripe ${what} failed: ${(error as Error).message}`, error);
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw fail(what, error);
    }
  };

  async function subscriptionOf(sub: SubscriptionForProvider): Promise<Stripe.Subscription | null> {
    let id = sub.providerSubscriptionId;
    if (!id && sub.checkoutSessionId) {
      const session = await client.checkout.sessions.retrieve(sub.checkoutSessionId);
      id = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
    }
    return id ? client.subscriptions.retrieve(id) : null;
  }

  return {
    id: 'stripe',
    label: 'Card',
    testMode,
    createCheckout: (sub, urls) =>
      call('checkout session', async () => {
        const session = await client.checkout.sessions.create(
          {
            mode: 'subscription',
            client_reference_id: sub.id,
            ...(sub.userEmail ? { customer_email: sub.userEmail } : {}),
            line_items: [{ quantity: 1, price_data: { ...monthly(sub.plan), product_data: { name: `Studyhall ${sub.plan.name}` } } }],
            subscription_data: { metadata: { subscription_id: sub.id, plan_id: sub.plan.id, user_id: sub.userId } },
            metadata: { subscription_id: sub.id },
            success_url: urls.success,
            cancel_url: urls.cancel,
          },
          { idempotencyKey: `subscription-checkout-${sub.id}` },
        );
        if (!session.url) throw new Error('the session has no url');
        return { url: session.url, checkoutSessionId: session.id, providerSubscriptionId: null };
      }),
    fetch: (sub, now) =>
      call('subscription read', async () => {
        const found = await subscriptionOf(sub);
        return found ? snapshotOfStripe(found, now) : null;
      }),
    cancel: (sub, { immediately }, now) =>
      call('cancellation', async () => {
        const id = sub.providerSubscriptionId!;
        const updated = immediately
          ? await client.subscriptions.cancel(id, {}, { idempotencyKey: `subscription-cancel-${sub.id}` })
          : await client.subscriptions.update(id, { cancel_at_period_end: true });
        return snapshotOfStripe(updated, now);
      }),
    resume: (sub, now) =>
      call('resumption', async () => snapshotOfStripe(await client.subscriptions.update(sub.providerSubscriptionId!, { cancel_at_period_end: false }), now)),
    changePlan: (sub, plan, now) =>
      call('plan change', async () => {
        const current = await client.subscriptions.retrieve(sub.providerSubscriptionId!);
        const item = current.items.data[0]!;
        const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
        const updated = await client.subscriptions.update(current.id, {
          items: [{ id: item.id, price_data: { ...monthly(plan), product } }],
          proration_behavior: 'create_prorations',
          metadata: { plan_id: plan.id },
        });
        return { snapshot: snapshotOfStripe(updated, now), url: null };
      }),
  };
}
