// Stripe Checkout: a Checkout Session per order (success and cancel URLs), server-side session verification,
// webhooks verified on the raw body with the endpoint's signing secret, refunds of the payment intent.
import Stripe from 'stripe';
import { ProviderError, type OrderForProvider, type PaymentProvider, type ProviderCheck } from './port.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests, Stripe-compatible servers): http(s)://host:port. */
  apiUrl?: string;
};

/** Seconds a webhook's signed timestamp may be old (Stripe's default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeProvider = PaymentProvider & {
  client: Stripe;
  /** Verifies the signature over the body exactly as sent; throws on a bad or stale one. */
  verifyWebhook(rawBody: string, signature: string | undefined): void;
};

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const pi = session.payment_intent;
  return typeof pi === 'string' ? pi : (pi?.id ?? null);
}

/** What a paid Checkout Session says about its payment (used by verification and by webhooks). */
export function checkOfSession(session: Stripe.Checkout.Session, orderId: string): ProviderCheck {
  const owner = session.client_reference_id ?? session.metadata?.order_id ?? null;
  if (owner !== orderId) return { state: 'failed', reason: 'the Stripe session belongs to another order' };
  if (session.payment_status === 'paid') {
    return {
      state: 'paid',
      paymentId: paymentIntentId(session) ?? session.id,
      amountCents: session.amount_total ?? -1,
      currency: session.currency ?? '',
      countryCode: session.customer_details?.address?.country ?? null,
    };
  }
  if (session.status === 'expired') return { state: 'cancelled' };
  if (session.status === 'complete') return { state: 'pending' };
  return { state: 'open' };
}

export function createStripeProvider(options: StripeOptions): StripeProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? '443' : '80'), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  const fail = (what: string, error: unknown) => new ProviderError('stripe', `Stripe ${what} failed: ${(error as Error).message}`, error);

  return {
    id: 'stripe',
    label: 'Card',
    testMode: options.secretKey.startsWith('sk_test_'),
    client,

    async createCheckout(order: OrderForProvider, urls) {
      try {
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: order.id,
            ...(order.userEmail ? { customer_email: order.userEmail } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency,
                  unit_amount: order.amountCents,
                  product_data: { name: `${order.totalPoints} Studyhall points`, description: order.description },
                },
              },
            ],
            metadata: { order_id: order.id, user_id: order.userId, points: String(order.totalPoints) },
            payment_intent_data: { metadata: { order_id: order.id } },
            success_url: urls.success,
            cancel_url: urls.cancel,
          },
          { idempotencyKey: `checkout-session-${order.id}` },
        );
        if (!session.url) throw new Error('the session has no url');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw fail('checkout session', error);
      }
    },

    async check(order: OrderForProvider): Promise<ProviderCheck> {
      if (!order.providerSessionId) return { state: 'open' };
      try {
        return checkOfSession(await client.checkout.sessions.retrieve(order.providerSessionId), order.id);
      } catch (error) {
        throw fail('session verification', error);
      }
    },

    async refund(order: OrderForProvider, reason: string) {
      if (!order.paymentIntentId) throw new ProviderError('stripe', 'The order has no Stripe payment to refund');
      try {
        const refund = await client.refunds.create(
          { payment_intent: order.paymentIntentId, reason: 'requested_by_customer', metadata: { order_id: order.id, reason: reason.slice(0, 400) } },
          { idempotencyKey: `refund-${order.id}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw fail('refund', error);
      }
    },

    verifyWebhook(rawBody: string, signature: string | undefined) {
      if (!signature) throw new Error('No stripe-signature header');
      // Only the check: constructEvent would parse the body a second time; the route parses it once, after this.
      client.webhooks.signature.verifyHeader(rawBody, signature, options.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
