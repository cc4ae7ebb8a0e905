// The embedded default: our own server plays the billing provider. Its checkout is a test page (local-checkout.ts)
// whose Pay button starts the subscription; its clock renews each period when it ends (or ends it when
// cancel_at_period_end), which the reconciliation job asks for. No money moves, no payment ever fails.
import { LOCAL_SUBSCRIPTION_CHECKOUT_PATH } from '../contract.ts';
import { addMonth, type ProviderSnapshot, type SubscriptionForProvider, type SubscriptionProvider } from './port.ts';

export const localProviderSubscriptionId = (subscriptionId: string) => `local_sub_${subscriptionId}`;

function snapshotOf(sub: SubscriptionForProvider, at: Date, change: Partial<ProviderSnapshot> = {}): ProviderSnapshot {
  return {
    providerSubscriptionId: localProviderSubscriptionId(sub.id),
    subscriptionId: sub.id,
    status: sub.status,
    planId: sub.plan.id,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    at,
    ...change,
  };
}

/** The first period, from the moment the test page's Pay button is pressed. */
export function localActivation(sub: SubscriptionForProvider, now: Date): ProviderSnapshot {
  return snapshotOf(sub, now, { status: 'active', currentPeriodStart: now, currentPeriodEnd: addMonth(now), cancelAtPeriodEnd: false });
}

export function createLocalSubscriptionProvider(options: { publicUrl: string; token: (subscriptionId: string) => string }): SubscriptionProvider {
  return {
    id: 'local',
    label: 'Test checkout',
    testMode: true,
    async createCheckout(sub) {
      return {
        url: `${options.publicUrl}${LOCAL_SUBSCRIPTION_CHECKOUT_PATH}/${sub.id}?token=${options.token(sub.id)}`,
        checkoutSessionId: `local_cs_${sub.id}`,
        providerSubscriptionId: localProviderSubscriptionId(sub.id),
      };
    },
    async fetch(sub, now) {
      if (sub.status === 'incomplete' || sub.status === 'cancelled' || !sub.currentPeriodStart || !sub.currentPeriodEnd) return null;
      let start = sub.currentPeriodStart;
      let end = sub.currentPeriodEnd;
      while (end <= now) {
        if (sub.cancelAtPeriodEnd) return snapshotOf(sub, now, { status: 'cancelled' });
        start = end;
        end = addMonth(end);
      }
      return snapshotOf(sub, now, { status: 'active', currentPeriodStart: start, currentPeriodEnd: end });
    },
    async cancel(sub, { immediately }, now) {
      return immediately ? snapshotOf(sub, now, { status: 'cancelled' }) : snapshotOf(sub, now, { cancelAtPeriodEnd: true });
    },
    async resume(sub, now) {
      return snapshotOf(sub, now, { cancelAtPeriodEnd: false });
    },
    async changePlan(sub, plan, now) {
      return { snapshot: snapshotOf(sub, now, { planId: plan.id }), url: null };
    },
  };
}
