// The providers this deployment offers, from its configuration: Stripe when STRIPE_SECRET_KEY is set, PayPal
// when PAYPAL_CLIENT_ID is; the local test checkout only when neither is and LOCAL_CHECKOUT allows it (by default
// in development and test only).
import type { Config } from '../../../config/index.ts';
import type { ProviderId } from '../contract.ts';
import { createLocalProvider } from './local.ts';
import { createPayPalProvider, type PayPalProvider } from './paypal.ts';
import type { PaymentProvider } from './port.ts';
import { createStripeProvider, type StripeProvider } from './stripe.ts';

export type Providers = {
  list: PaymentProvider[];
  get(id: ProviderId): PaymentProvider | undefined;
  stripe: StripeProvider | null;
  paypal: PayPalProvider | null;
  defaultId: ProviderId | null;
};

export function providersFromConfig(config: Config, secret: string): Providers {
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL })
      : null;
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
      ? createPayPalProvider({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID,
          baseUrl: config.PAYPAL_BASE_URL,
        })
      : null;
  const local = !stripe && !paypal && config.LOCAL_CHECKOUT ? createLocalProvider({ publicUrl: config.publicUrl, secret }) : null;
  const list = [stripe, paypal, local].filter((p): p is NonNullable<typeof p> => p !== null);
  return {
    list,
    get: (id) => list.find((p) => p.id === id),
    stripe,
    paypal,
    defaultId: list[0]?.id ?? null,
  };
}
