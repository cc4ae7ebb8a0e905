// The subscription providers of this deployment: the same choice as payments makes (Stripe, PayPal, or the local
// test checkout when neither is configured and LOCAL_CHECKOUT allows it), over the payments module's clients.
import type Stripe from 'stripe';
import { localCheckoutToken, paymentsDepsOf } from '../../payments/index.ts';
import type { EventBus, Platform } from '../../platform/index.ts';
import type { SubscriptionProviderId } from '../contract.ts';
import { createLocalSubscriptionProvider } from './local.ts';
import { createPayPalSubscriptionProvider } from './paypal.ts';
import type { SubscriptionProvider } from './port.ts';
import { createStripeSubscriptionProvider } from './stripe.ts';

export type SubscriptionsDeps = {
  bus: Pick<EventBus, 'publish' | 'enqueue'>;
  providers: { list: SubscriptionProvider[]; get(id: SubscriptionProviderId): SubscriptionProvider | undefined; defaultId: SubscriptionProviderId | null };
  publicUrl: string;
  /** The local test page's capability token for a subscription. */
  localToken: (subscriptionId: string) => string;
  stripeWebhook: { client: Stripe; secret: string } | null;
  paypalWebhook: { baseUrl: string; webhookId: string; accessToken: () => Promise<string> } | null;
  sellerSharePercent: number;
};

export const localSubscriptionTokenInput = (subscriptionId: string) => `subscription:${subscriptionId}`;

export function subscriptionsDepsFrom(platform: Platform): SubscriptionsDeps {
  const payments = paymentsDepsOf(platform);
  const config = platform.config;
  const localToken = (id: string) => localCheckoutToken(platform.secret, localSubscriptionTokenInput(id));
  const { stripe, paypal } = payments.providers;
  const list: SubscriptionProvider[] = [];
  if (stripe) list.push(createStripeSubscriptionProvider(stripe.client, stripe.testMode));
  if (paypal) list.push(createPayPalSubscriptionProvider({ baseUrl: config.PAYPAL_BASE_URL, accessToken: paypal.accessToken, testMode: paypal.testMode }));
  if (payments.providers.get('local')) list.push(createLocalSubscriptionProvider({ publicUrl: payments.publicUrl, token: localToken }));
  return {
    bus: platform.bus,
    providers: { list, get: (id) => list.find((p) => p.id === id), defaultId: list[0]?.id ?? null },
    publicUrl: payments.publicUrl,
    localToken,
    stripeWebhook: stripe ? { client: stripe.client, secret: config.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET ?? config.STRIPE_WEBHOOK_SECRET! } : null,
    paypalWebhook: paypal
      ? { baseUrl: config.PAYPAL_BASE_URL, webhookId: config.PAYPAL_SUBSCRIPTIONS_WEBHOOK_ID ?? config.PAYPAL_WEBHOOK_ID!, accessToken: paypal.accessToken }
      : null,
    sellerSharePercent: config.SELLER_SHARE_PERCENT,
  };
}
