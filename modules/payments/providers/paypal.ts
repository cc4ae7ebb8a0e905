// PayPal Checkout through @paypal/paypal-server-sdk: orders created with intent CAPTURE and our order id as
// custom_id, captured server-side when the buyer returns (or when the CHECKOUT.ORDER.APPROVED webhook arrives),
// refunds of the capture. Webhooks are verified by PayPal's verify-webhook-signature API.
import {
  ApiError, CheckoutPaymentIntent, Client, Environment, OrdersController, PaymentsController, PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { centsToDecimal, decimalToCents, ProviderError, type OrderForProvider, type PaymentProvider, type ProviderCheck } from './port.ts';

export const PAYPAL_LIVE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

export type PayPalOptions = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or any server speaking PayPal's REST API. */
  baseUrl: string;
};

export type PayPalWebhookHeaders = {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
};

export type PayPalProvider = PaymentProvider & {
  /** A bearer token for PayPal's REST API (cached until a minute before it expires): the subscriptions module's calls. */
  accessToken(): Promise<string>;
  /** Asks PayPal whether this delivery (the parsed event and its paypal-* headers) was signed by PayPal for our webhook. */
  verifyWebhook(event: object, headers: PayPalWebhookHeaders): Promise<boolean>;
};

/**
 * The SDK knows only PayPal's two hosts. For any other base URL, its HTTP client (axios underneath) gets an
 * adapter that sends the same request to the same path on that base, with fetch.
 */
function rebasingAdapter(base: string) {
  const root = base.replace(/\/$/, '');
  return async (config: any) => {
    const url = new URL(config.url);
    const headers: Record<string, string> = {};
    const given = typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : (config.headers ?? {});
    for (const [k, v] of Object.entries(given)) if (v !== undefined && v !== null) headers[k] = String(v);
    const response = await fetch(root + url.pathname + url.search, {
      method: String(config.method ?? 'get').toUpperCase(),
      headers,
      body: config.data ?? undefined,
      signal: AbortSignal.timeout(config.timeout || 20_000),
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: {},
    };
  };
}

type Capture = { id?: string; status?: string; amount?: { currencyCode?: string; value?: string } };

function checkOfCapture(capture: Capture | undefined): ProviderCheck {
  if (!capture?.id) return { state: 'open' };
  if (capture.status === 'COMPLETED') {
    const cents = decimalToCents(capture.amount?.value);
    return { state: 'paid', paymentId: capture.id, amountCents: cents ?? -1, currency: (capture.amount?.currencyCode ?? '').toLowerCase() };
  }
  if (capture.status === 'PENDING') return { state: 'pending' };
  return { state: 'failed', reason: `PayPal capture ${capture.status ?? 'unknown'}` };
}

export function createPayPalProvider(options: PayPalOptions): PayPalProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const environment = base === PAYPAL_LIVE ? Environment.Production : Environment.Sandbox;
  const custom = base !== PAYPAL_LIVE && base !== PAYPAL_SANDBOX;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment,
    timeout: 20_000,
    ...(custom ? { unstable_httpClientOptions: { adapter: rebasingAdapter(base) } } : {}),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  let token: { value: string; expiresAt: number } | null = null;

  const fail = (what: string, error: unknown) => {
    const detail = error instanceof ApiError ? `${error.statusCode} ${String(error.body ?? '').slice(0, 300)}` : (error as Error).message;
    return new ProviderError('paypal', `PayPal ${what} failed: ${detail}`, error);
  };

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const fetched = await client.clientCredentialsAuthManager.fetchToken();
    token = { value: fetched.accessToken, expiresAt: Date.now() + Number(fetched.expiresIn ?? 300n) * 1000 };
    return token.value;
  }

  async function captureOf(paypalOrderId: string, orderId: string): Promise<ProviderCheck> {
    const { result } = await orders.getOrder({ id: paypalOrderId });
    const unit = result.purchaseUnits?.[0];
    if (unit?.customId && unit.customId !== orderId) return { state: 'failed', reason: 'the PayPal order belongs to another order' };
    if (result.status === 'APPROVED') {
      const captured = await orders.captureOrder({ id: paypalOrderId, paypalRequestId: `capture-${orderId}`, prefer: 'return=representation' });
      return checkOfCapture(captured.result.purchaseUnits?.[0]?.payments?.captures?.[0]);
    }
    if (result.status === 'COMPLETED') return checkOfCapture(unit?.payments?.captures?.[0]);
    if (result.status === 'VOIDED') return { state: 'cancelled' };
    return { state: 'open' };
  }

  return {
    id: 'paypal',
    label: 'PayPal',
    testMode: environment === Environment.Sandbox,
    accessToken,

    async createCheckout(order: OrderForProvider, urls) {
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: order.id,
                customId: order.id,
                invoiceId: order.id,
                description: order.description.slice(0, 127),
                amount: { currencyCode: order.currency.toUpperCase(), value: centsToDecimal(order.amountCents) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  brandName: 'Studyhall',
                  returnUrl: urls.success,
                  cancelUrl: urls.cancel,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
          paypalRequestId: `order-${order.id}`,
          prefer: 'return=minimal',
        });
        const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
        if (!result.id || !link?.href) throw new Error('the order has no approval link');
        return { sessionId: result.id, url: link.href };
      } catch (error) {
        throw fail('order creation', error);
      }
    },

    async check(order: OrderForProvider): Promise<ProviderCheck> {
      if (!order.providerSessionId) return { state: 'open' };
      try {
        return await captureOf(order.providerSessionId, order.id);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 422 && /ORDER_NOT_APPROVED/.test(String(error.body))) return { state: 'open' };
        throw fail('capture', error);
      }
    },

    async refund(order: OrderForProvider, reason: string) {
      if (!order.paymentIntentId) throw new ProviderError('paypal', 'The order has no PayPal capture to refund');
      try {
        const { result } = await payments.refundCapturedPayment({
          captureId: order.paymentIntentId,
          paypalRequestId: `refund-${order.id}`,
          prefer: 'return=representation',
          body: { noteToPayer: reason.slice(0, 255), invoiceId: order.id },
        });
        if (!result.id) throw new Error('no refund id');
        return { refundId: result.id };
      } catch (error) {
        throw fail('refund', error);
      }
    },

    async verifyWebhook(event: object, headers: PayPalWebhookHeaders) {
      if (!headers.authAlgo || !headers.certUrl || !headers.transmissionId || !headers.transmissionSig || !headers.transmissionTime) {
        return false;
      }
      // The parsed event, serialised as a value: PayPal judges exactly the object we then act on, and nothing in
      // the body can reach the other fields (splicing the raw text in let a crafted body override webhook_id).
      const body = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: options.webhookId,
        webhook_event: event,
      });
      try {
        const response = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const answer = (await response.json()) as { verification_status?: string };
        return answer.verification_status === 'SUCCESS';
      } catch (error) {
        throw fail('webhook verification', error);
      }
    },
  };
}
