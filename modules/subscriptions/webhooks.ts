// Provider webhooks, after their signature is verified: each becomes the provider's word on one subscription
// (the object the event carries, or the subscription read back from the provider for events about invoices and
// payments), stamped with the event's own time and applied once through the lifecycle.
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { one } from './db.ts';
import { type ApplyOutcome, applyProviderState } from './lifecycle.ts';
import type { SubscriptionsDeps } from './providers/index.ts';
import { type PayPalSubscription, snapshotOfPayPal } from './providers/paypal.ts';
import type { ProviderSnapshot } from './providers/port.ts';
import { snapshotOfStripe } from './providers/stripe.ts';
import { forProvider, SUBSCRIPTION_SELECT } from './subscriptions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** Our subscription named by our id or by the provider's, read back from the provider as of `at`. */
async function readBack(
  em: EntityManager,
  deps: SubscriptionsDeps,
  provider: 'stripe' | 'paypal',
  ref: { ours?: string | null; theirs?: string | null },
  at: Date,
): Promise<{ snapshot: ProviderSnapshot | null; subscriptionId?: string }> {
  const row = ref.ours && UUID.test(ref.ours)
    ? await one(em, `${SUBSCRIPTION_SELECT} where s.id = ? and s.provider = ?`, [ref.ours, provider])
    : ref.theirs
      ? await one(em, `${SUBSCRIPTION_SELECT} where s.provider = ? and s.provider_subscription_id = ?`, [provider, ref.theirs])
      : undefined;
  if (!row) return { snapshot: null };
  const snapshot = await deps.providers.get(provider)!.fetch({ ...(await forProvider(em, row)), providerSubscriptionId: row.provider_subscription_id ?? ref.theirs ?? null }, at);
  return { snapshot, subscriptionId: row.id };
}

/** The subscription an invoice bills (API versions before and after 2025-03-31 name it differently). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy) ?? idOf(invoice.parent?.subscription_details?.subscription);
}

export async function handleStripeSubscriptionEvent(em: EntityManager, deps: SubscriptionsDeps, event: Stripe.Event): Promise<ApplyOutcome> {
  const at = new Date(event.created * 1000);
  const record = { id: event.id, type: event.type, payload: event };
  let found: { snapshot: ProviderSnapshot | null; subscriptionId?: string } = { snapshot: null };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      found = { snapshot: snapshotOfStripe(event.data.object, at) };
      break;
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode === 'subscription') found = await readBack(em, deps, 'stripe', { ours: session.client_reference_id, theirs: idOf(session.subscription) }, at);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      found = await readBack(em, deps, 'stripe', { theirs: invoiceSubscription(event.data.object) }, at);
      break;
  }
  return applyProviderState(em, deps, { provider: 'stripe', snapshot: found.snapshot, subscriptionId: found.subscriptionId, event: record });
}

/** A PayPal webhook event (the parts we read). */
export type PayPalSubscriptionEvent = {
  id: string;
  event_type?: string;
  create_time?: string;
  resource?: PayPalSubscription & { billing_agreement_id?: string };
};

export async function handlePayPalSubscriptionEvent(em: EntityManager, deps: SubscriptionsDeps, event: PayPalSubscriptionEvent): Promise<ApplyOutcome> {
  const type = event.event_type ?? 'unknown';
  const at = event.create_time ? new Date(event.create_time) : new Date();
  const resource = event.resource;
  let found: { snapshot: ProviderSnapshot | null; subscriptionId?: string } = { snapshot: null };
  if (type.startsWith('BILLING.SUBSCRIPTION.') && resource?.id) found = { snapshot: snapshotOfPayPal(resource, at) };
  else if (type === 'PAYMENT.SALE.COMPLETED' && resource?.billing_agreement_id) {
    // A renewal payment: the sale names the subscription; its new period is read back from PayPal.
    found = await readBack(em, deps, 'paypal', { theirs: resource.billing_agreement_id }, at);
  }
  return applyProviderState(em, deps, { provider: 'paypal', snapshot: found.snapshot, subscriptionId: found.subscriptionId, event: { id: event.id, type, payload: event } });
}

/** Asks PayPal whether this delivery was signed by PayPal for our subscriptions webhook. */
export async function verifyPayPalDelivery(deps: SubscriptionsDeps, event: object, header: (name: string) => string): Promise<boolean> {
  const paypal = deps.paypalWebhook!;
  const response = await fetch(`${paypal.baseUrl.replace(/\/$/, '')}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await paypal.accessToken()}` },
    body: JSON.stringify({
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: paypal.webhookId,
      webhook_event: event,
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`PayPal webhook verification: HTTP ${response.status}`);
  return ((await response.json()) as { verification_status?: string }).verification_status === 'SUCCESS';
}
