// PayPal subscriptions over its REST API (v1/billing): a product and a monthly plan made on first use for each of
// our plans, a subscription with our id as custom_id approved on PayPal's page, read back as the truth. PayPal
// cancels only at once, so "cancel at the period end" is ours: the flag is kept here and the reconciliation job
// cancels at PayPal when the period ends; resuming before then just clears it. A plan change is a revision the
// subscriber approves at PayPal.
import type { SubscriptionStatus } from '../contract.ts';
import {
  type PlanForProvider, type ProviderSnapshot, type SubscriptionProvider, SubscriptionProviderError,
} from './port.ts';

export type PayPalSubscription = {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id?: string;
  custom_id?: string;
  start_time?: string;
  create_time?: string;
  update_time?: string;
  status_update_time?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { time?: string }; failed_payments_count?: number };
  links?: { rel: string; href: string }[];
};

const date = (value: string | undefined) => (value ? new Date(value) : null);

function statusOf(sub: PayPalSubscription): SubscriptionStatus {
  if (sub.status === 'ACTIVE') return (sub.billing_info?.failed_payments_count ?? 0) > 0 ? 'past_due' : 'active';
  if (sub.status === 'SUSPENDED') return 'past_due';
  if (sub.status === 'CANCELLED' || sub.status === 'EXPIRED') return 'cancelled';
  return 'incomplete';
}

/** What a PayPal subscription says, at its own update time (or `fallback`). */
export function snapshotOfPayPal(sub: PayPalSubscription, fallback: Date, cancelAtPeriodEnd: boolean | null = null): ProviderSnapshot {
  const start = date(sub.billing_info?.last_payment?.time) ?? date(sub.start_time);
  return {
    providerSubscriptionId: sub.id,
    subscriptionId: sub.custom_id ?? null,
    status: statusOf(sub),
    planId: null,
    paypalPlanId: sub.plan_id ?? null,
    currentPeriodStart: start,
    currentPeriodEnd: date(sub.billing_info?.next_billing_time),
    cancelAtPeriodEnd,
    at: date(sub.update_time) ?? date(sub.status_update_time) ?? fallback,
  };
}

export function createPayPalSubscriptionProvider(options: { baseUrl: string; accessToken: () => Promise<string>; testMode: boolean }): SubscriptionProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  async function api<T>(what: string, method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    try {
      const response = await fetch(base + path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await options.accessToken()}`,
          ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : {}) as T;
    } catch (error) {
      throw new SubscriptionProviderError('paypal', `PayPal ${what} failed: ${(error as Error).message}`, error);
    }
  }
  const read = (id: string) => api<PayPalSubscription>('subscription read', 'GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
  const approval = (sub: { links?: { rel: string; href: string }[] }) => sub.links?.find((l) => l.rel === 'approve')?.href ?? null;

  return {
    id: 'paypal',
    label: 'PayPal',
    testMode: options.testMode,
    async preparePlan(plan: PlanForProvider) {
      const product = await api<{ id: string }>('product creation', 'POST', '/v1/catalogs/products', { name: `Studyhall ${plan.name}`, type: 'SERVICE' }, `product-${plan.id}`);
      const created = await api<{ id: string }>(
        'plan creation',
        'POST',
        '/v1/billing/plans',
        {
          product_id: product.id,
          name: `Studyhall ${plan.name}`,
          billing_cycles: [
            {
              frequency: { interval_unit: 'MONTH', interval_count: 1 },
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: (plan.priceCents / 100).toFixed(2), currency_code: plan.currency.toUpperCase() } },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
        `plan-${plan.id}-${plan.priceCents}`,
      );
      return created.id;
    },
    async createCheckout(sub, urls) {
      const created = await api<PayPalSubscription>(
        'subscription creation',
        'POST',
        '/v1/billing/subscriptions',
        {
          plan_id: sub.plan.paypalPlanId,
          custom_id: sub.id,
          ...(sub.userEmail ? { subscriber: { email_address: sub.userEmail } } : {}),
          application_context: {
            brand_name: 'Studyhall',
            return_url: urls.success,
            cancel_url: urls.cancel,
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
        `subscription-${sub.id}`,
      );
      const url = approval(created);
      if (!url) throw new SubscriptionProviderError('paypal', 'PayPal gave no approval link');
      return { url, checkoutSessionId: created.id, providerSubscriptionId: created.id };
    },
    async fetch(sub, now) {
      if (!sub.providerSubscriptionId) return null;
      return snapshotOfPayPal(await read(sub.providerSubscriptionId), now, sub.cancelAtPeriodEnd);
    },
    async cancel(sub, { immediately }, now) {
      const id = sub.providerSubscriptionId!;
      if (!immediately) return snapshotOfPayPal(await read(id), now, true);
      await api('cancellation', 'POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason: 'Cancelled on Studyhall' });
      return snapshotOfPayPal(await read(id), now);
    },
    async resume(sub, now) {
      return snapshotOfPayPal(await read(sub.providerSubscriptionId!), now, false);
    },
    async changePlan(sub, plan) {
      const revised = await api<{ links?: { rel: string; href: string }[] }>(
        'plan revision',
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(sub.providerSubscriptionId!)}/revise`,
        { plan_id: plan.paypalPlanId },
      );
      return { snapshot: null, url: approval(revised) };
    },
  };
}
