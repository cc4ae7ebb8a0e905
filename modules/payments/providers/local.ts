// The embedded default: a test checkout page served by our own server (local-checkout.ts), clearly marked TEST
// MODE. Its Pay button stands for the provider confirming the payment; no money moves. Never offered when
// NODE_ENV is production (a test checkout there would mint points for nothing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOCAL_CHECKOUT_PATH } from '../contract.ts';
import type { OrderForProvider, PaymentProvider, ProviderCheck } from './port.ts';

/** The capability in the test checkout's URL: only whoever got the URL from the checkout can pay or cancel. */
export function localCheckoutToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`local-checkout:${orderId}`).digest('base64url');
}

export function validLocalCheckoutToken(secret: string, orderId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(localCheckoutToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const localSessionId = (orderId: string) => `local_cs_${orderId}`;
export const localPaymentId = (orderId: string) => `local_pi_${orderId}`;

export function createLocalProvider(options: { publicUrl: string; secret: string }): PaymentProvider {
  return {
    id: 'local',
    label: 'Test checkout',
    testMode: true,
    async createCheckout(order: OrderForProvider) {
      const token = localCheckoutToken(options.secret, order.id);
      return { sessionId: localSessionId(order.id), url: `${options.publicUrl}${LOCAL_CHECKOUT_PATH}/${order.id}?token=${token}` };
    },
    async check(order: OrderForProvider): Promise<ProviderCheck> {
      // The local provider's own record of a payment is the one its Pay button wrote on the order.
      if (order.paymentIntentId) {
        return { state: 'paid', paymentId: order.paymentIntentId, amountCents: order.amountCents, currency: order.currency };
      }
      return order.orderStatus === 'cancelled' ? { state: 'cancelled' } : { state: 'open' };
    },
    async refund(order: OrderForProvider) {
      return { refundId: `local_re_${order.id}` };
    },
  };
}
