// The one port every payment provider implements: start a hosted checkout, verify a payment server-side, refund.
import type { ProviderId } from '../contract.ts';

/** What a provider needs to know of an order (all decided by the server when the order was created). */
export type OrderForProvider = {
  id: string;
  userId: string;
  userEmail: string | null;
  amountCents: number;
  currency: string;
  totalPoints: number;
  description: string;
  providerSessionId: string | null;
  paymentIntentId: string | null;
  orderStatus: string;
};

/** A provider's answer about an order's payment, asked server to server. */
export type ProviderCheck =
  | {
      state: 'paid';
      /** The provider's payment (Stripe payment intent, PayPal capture): settles at most one order. */
      paymentId: string;
      amountCents: number;
      currency: string;
      countryCode?: string | null;
    }
  | { state: 'open' }
  | { state: 'pending' }
  | { state: 'cancelled' }
  | { state: 'failed'; reason: string };

export class ProviderError extends Error {
  constructor(
    public readonly provider: ProviderId,
    message: string,
    public readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  id: ProviderId;
  label: string;
  /** True for the local test checkout: no real money moves. */
  testMode: boolean;
  /** Starts a hosted checkout; the url is where the browser goes. */
  createCheckout(order: OrderForProvider, urls: { success: string; cancel: string }): Promise<{ sessionId: string; url: string }>;
  /** Asks the provider whether the order is paid (capturing an approved PayPal order first). */
  check(order: OrderForProvider): Promise<ProviderCheck>;
  /** Refunds the order's payment in full; safe to call again for the same order (idempotency keys). */
  refund(order: OrderForProvider, reason: string): Promise<{ refundId: string }>;
}

/** "12.34" -> 1234, exactly (no floating point); null for anything else. */
export function decimalToCents(value: string | null | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(value ?? ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1234 -> "12.34". */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
