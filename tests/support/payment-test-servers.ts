// Local HTTP servers that speak the provider API routes our adapters call, for the adapter tests (DESIGN §7: an
// outside service that cannot run here is faked only at its HTTP boundary, with its documented wire format).
//
// Stripe: POST /v1/checkout/sessions (form-encoded, Idempotency-Key; mode payment or subscription),
// GET /v1/checkout/sessions/{id}, POST /v1/refunds; Stripe Billing for the subscriptions module:
// GET|POST|DELETE /v1/subscriptions/{id}. PayPal subscriptions: POST /v1/catalogs/products, POST /v1/billing/plans,
// POST /v1/billing/subscriptions, GET /v1/billing/subscriptions/{id}, POST /v1/billing/subscriptions/{id}/cancel
// and /revise. PayPal: POST /v1/oauth2/token, POST /v2/checkout/orders, GET /v2/checkout/orders/{id},
// POST /v2/checkout/orders/{id}/capture, POST /v2/payments/captures/{id}/refund,
// POST /v1/notifications/verify-webhook-signature.
import http from 'node:http';

export type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

async function listen(handler: (req: Recorded, res: http.ServerResponse) => void | Promise<void>) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const recorded: Recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: http.ServerResponse, status: number, value: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(value));
}

/** Stripe's form encoding (`a[b][0][c]=x`) back to an object. */
export function parseStripeForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return out;
}

export type StripeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  customer_details: { address: { country: string } } | null;
  /** Subscription mode: the subscription made when the buyer completes the session. */
  subscription: string | null;
  subscription_data?: { metadata?: Record<string, string> };
};

const MONTH_SECONDS = 30 * 86_400;

/** A Stripe subscription as the API answers it (API version 2025-03-31 and later: the period on the item). */
export type StripeSubscription = {
  id: string;
  object: 'subscription';
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'unpaid';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; product: string; unit_amount: number; currency: string; recurring: { interval: string } };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
};

export async function startStripeServer() {
  const sessions = new Map<string, StripeSession>();
  const subscriptions = new Map<string, StripeSubscription>();
  const byKey = new Map<string, unknown>();
  let n = 0;
  const server = await listen((req, res) => {
    const key = req.headers['idempotency-key'] as string | undefined;
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && key && byKey.has(key)) return json(res, 200, byKey.get(key));
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const form = parseStripeForm(req.body);
      n += 1;
      const id = `cs_test_${n}${Math.random().toString(36).slice(2, 10)}`;
      const item = form.line_items?.[0]?.price_data ?? {};
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        amount_total: Number(item.unit_amount) * Number(form.line_items?.[0]?.quantity ?? 1),
        currency: item.currency,
        metadata: form.metadata ?? {},
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        customer_details: null,
        subscription: null,
        ...(form.mode === 'subscription' ? { subscription_data: form.subscription_data ?? {} } : {}),
      };
      sessions.set(id, session);
      if (key) byKey.set(key, session);
      return json(res, 200, session);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.path);
    if (req.method === 'GET' && get) {
      const session = sessions.get(decodeURIComponent(get[1]!));
      if (!session) return json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      return json(res, 200, session);
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const form = parseStripeForm(req.body);
      n += 1;
      const refund = { id: `re_test_${n}`, object: 'refund', payment_intent: form.payment_intent, status: 'succeeded', metadata: form.metadata ?? {} };
      if (key) byKey.set(key, refund);
      return json(res, 200, refund);
    }
    const sub = /^\/v1\/subscriptions\/([^/?]+)/.exec(req.path);
    const found = sub ? subscriptions.get(decodeURIComponent(sub[1]!)) : undefined;
    if (sub && !found) return json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
    if (found && req.method === 'GET') return json(res, 200, found);
    if (found && req.method === 'DELETE') {
      found.status = 'canceled';
      if (key) byKey.set(key, found);
      return json(res, 200, found);
    }
    if (found && req.method === 'POST') {
      const form = parseStripeForm(req.body);
      if (form.cancel_at_period_end !== undefined) found.cancel_at_period_end = form.cancel_at_period_end === 'true';
      Object.assign(found.metadata, form.metadata ?? {});
      const change = form.items?.[0];
      if (change?.price_data) {
        const item = found.items.data.find((i) => i.id === change.id)!;
        n += 1;
        item.price = { ...item.price, id: `price_test_${n}`, product: change.price_data.product, unit_amount: Number(change.price_data.unit_amount) };
      }
      return json(res, 200, found);
    }
    json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } });
  });
  const subscriptionOf = (id: string) => subscriptions.get(id)!;
  return {
    ...server,
    sessions,
    subscriptions,
    /** The buyer completes a subscription-mode session: Stripe makes the subscription, active for a month. */
    subscribe(sessionId: string, startSeconds = Math.floor(Date.now() / 1000)) {
      const session = sessions.get(sessionId)!;
      n += 1;
      const id = `sub_test_${n}${Math.random().toString(36).slice(2, 8)}`;
      const subscription: StripeSubscription = {
        id,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { ...(session.subscription_data?.metadata ?? {}) },
        items: {
          object: 'list',
          data: [
            {
              id: `si_test_${n}`,
              object: 'subscription_item',
              price: { id: `price_test_${n}`, product: `prod_test_${n}`, unit_amount: session.amount_total, currency: session.currency, recurring: { interval: 'month' } },
              current_period_start: startSeconds,
              current_period_end: startSeconds + MONTH_SECONDS,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
      return { session, subscription };
    },
    /** The next period is paid: the item's period moves on a month. */
    renew(id: string) {
      const item = subscriptionOf(id).items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end += MONTH_SECONDS;
      return Object.assign(subscriptionOf(id), { status: 'active' as const });
    },
    /** The renewal payment failed; Stripe retries (Smart Retries) while the subscription is past due. */
    failPayment(id: string) {
      return Object.assign(subscriptionOf(id), { status: 'past_due' as const });
    },
    /** A subscription as it is now, frozen (what a webhook sent now carries). */
    snapshot: (id: string): StripeSubscription => structuredClone(subscriptionOf(id)),
    /** The buyer pays on Stripe's page. */
    pay(id: string, country = 'DE') {
      const session = sessions.get(id)!;
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: `pi_test_${id.slice(8)}`, customer_details: { address: { country } } });
      return session;
    },
    expire(id: string) {
      return Object.assign(sessions.get(id)!, { status: 'expired' });
    },
  };
}

type PayPalOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: any[];
  links: { href: string; rel: string; method: string }[];
};

/** A PayPal subscription (v1/billing) as the API answers it. */
export type PayPalBillingSubscription = {
  id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED';
  plan_id: string;
  custom_id: string;
  start_time: string;
  create_time: string;
  update_time: string;
  billing_info?: { next_billing_time: string; last_payment: { time: string }; failed_payments_count: number };
  links: { href: string; rel: string; method: string }[];
};

export async function startPayPalServer(options: { webhookId: string; clientId: string; clientSecret: string }) {
  const orders = new Map<string, PayPalOrder>();
  const billing = new Map<string, PayPalBillingSubscription>();
  const plans = new Map<string, Record<string, unknown>>();
  const byRequestId = new Map<string, unknown>();
  let lastUpdate = 0;
  /** PayPal's clock for update_time: later than every update before, and not before now. */
  const tick = () => {
    lastUpdate = Math.max(lastUpdate + 1000, Date.now());
    return new Date(lastUpdate).toISOString();
  };
  const captureByRequest = new Map<string, unknown>();
  let n = 0;
  const token = 'A21AA-test-token';
  const server = await listen((req, res) => {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return json(res, 401, { error: 'invalid_client' });
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400, scope: 'https://uri.paypal.com/services/payments' });
    }
    if (req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      const body = JSON.parse(req.body);
      n += 1;
      const id = `PAYPAL${String(n).padStart(4, '0')}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const order: PayPalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: body.purchase_units,
        links: [
          { href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          { href: `/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        ],
      };
      orders.set(id, order);
      return json(res, 200, { id, status: order.status, links: order.links, experience: body.payment_source?.paypal?.experience_context });
    }
    const get = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const order = orders.get(get[1]!);
      return order ? json(res, 200, order) : json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    }
    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(req.path);
    if (req.method === 'POST' && capture) {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      if (requestId && captureByRequest.has(requestId)) return json(res, 201, captureByRequest.get(requestId));
      const order = orders.get(capture[1]!);
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'COMPLETED') return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (order.status !== 'APPROVED') return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      n += 1;
      const unit = order.purchase_units[0];
      unit.payments = { captures: [{ id: `CAPTURE${n}`, status: 'COMPLETED', amount: unit.amount, custom_id: unit.custom_id }] };
      order.status = 'COMPLETED';
      if (requestId) captureByRequest.set(requestId, order);
      return json(res, 201, order);
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      n += 1;
      return json(res, 201, { id: `REFUND${n}`, status: 'COMPLETED' });
    }
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    if (req.method === 'POST' && requestId && byRequestId.has(requestId)) return json(res, 201, byRequestId.get(requestId));
    const remember = (value: unknown) => {
      if (requestId) byRequestId.set(requestId, value);
      return json(res, 201, value);
    };
    if (req.method === 'POST' && req.path === '/v1/catalogs/products') {
      n += 1;
      return remember({ id: `PROD-${n}`, ...JSON.parse(req.body) });
    }
    if (req.method === 'POST' && req.path === '/v1/billing/plans') {
      n += 1;
      const plan = { id: `P-${n}${Math.random().toString(36).slice(2, 8).toUpperCase()}`, status: 'ACTIVE', ...JSON.parse(req.body) };
      plans.set(plan.id, plan);
      return remember(plan);
    }
    if (req.method === 'POST' && req.path === '/v1/billing/subscriptions') {
      const body = JSON.parse(req.body);
      if (!plans.has(body.plan_id)) return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PLAN' }] });
      n += 1;
      const id = `I-${n}${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      const now = tick();
      const sub: PayPalBillingSubscription = {
        id,
        status: 'APPROVAL_PENDING',
        plan_id: body.plan_id,
        custom_id: body.custom_id,
        start_time: now,
        create_time: now,
        update_time: now,
        links: [{ href: `https://www.sandbox.paypal.test/webapps/billing/subscriptions?ba_token=${id}`, rel: 'approve', method: 'GET' }],
      };
      billing.set(id, sub);
      return remember(sub);
    }
    const billed = /^\/v1\/billing\/subscriptions\/([A-Z0-9-]+)(\/(cancel|revise))?$/.exec(req.path);
    if (billed) {
      const sub = billing.get(billed[1]!);
      if (!sub) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !billed[3]) return json(res, 200, sub);
      if (req.method === 'POST' && billed[3] === 'cancel') {
        Object.assign(sub, { status: 'CANCELLED', update_time: tick() });
        res.statusCode = 204;
        res.end();
        return;
      }
      if (req.method === 'POST' && billed[3] === 'revise') {
        const { plan_id } = JSON.parse(req.body);
        return json(res, 200, { plan_id, links: [{ href: `https://www.sandbox.paypal.test/webapps/billing/revise?ba_token=${sub.id}&plan=${plan_id}`, rel: 'approve', method: 'GET' }] });
      }
    }
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(req.body);
      const ok = body.webhook_id === options.webhookId && body.transmission_sig === 'valid-signature' && typeof body.webhook_event?.id === 'string';
      return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    json(res, 404, { name: 'RESOURCE_NOT_FOUND', message: `${req.method} ${req.path}` });
  });
  return {
    ...server,
    orders,
    /** The buyer approves on PayPal's page. */
    approve(id: string) {
      orders.get(id)!.status = 'APPROVED';
    },
    billing,
    plans,
    /** The subscriber approves on PayPal's page and the first payment is taken: active for a month. */
    activate(id: string) {
      const now = tick();
      return Object.assign(billing.get(id)!, {
        status: 'ACTIVE' as const,
        update_time: now,
        billing_info: { next_billing_time: new Date(Date.parse(now) + 30 * 86_400_000).toISOString(), last_payment: { time: now }, failed_payments_count: 0 },
      });
    },
    /** The next period is paid (also after failed attempts: the subscription recovers). */
    renew(id: string) {
      const sub = billing.get(id)!;
      const paidAt = sub.billing_info!.next_billing_time;
      sub.billing_info = { next_billing_time: new Date(Date.parse(paidAt) + 30 * 86_400_000).toISOString(), last_payment: { time: paidAt }, failed_payments_count: 0 };
      return Object.assign(sub, { status: 'ACTIVE' as const, update_time: tick() });
    },
    /** A renewal payment failed; PayPal retries and suspends after the plan's failure threshold. */
    failPayment(id: string) {
      const sub = billing.get(id)!;
      sub.billing_info!.failed_payments_count += 1;
      return Object.assign(sub, { update_time: tick() });
    },
    /** The subscriber approved a revision to another plan. */
    revise(id: string, planId: string) {
      return Object.assign(billing.get(id)!, { plan_id: planId, update_time: tick() });
    },
    snapshot: (id: string): PayPalBillingSubscription => structuredClone(billing.get(id)!),
  };
}
