// Webhook deliveries, after their signature was verified. Each event is recorded once per provider event id, in
// the same transaction as what it causes: a duplicate delivery finds its record and changes nothing, and a
// delivery whose handling failed leaves no record, so the provider's retry handles it again.
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { logger, uuidv7 } from '../platform/index.ts';
import { inTransaction, one, rows } from './db.ts';
import { CAPTURE_QUEUE, closeOrder, type PaymentsDeps, recordVerifiedPayment } from './order-lifecycle.ts';
import { recordDispute } from './disputes.ts';
import { recordProviderRefund } from './provider-refunds.ts';
import { decimalToCents } from './providers/port.ts';
import { checkOfSession } from './providers/stripe.ts';

const log = logger('payments.webhooks');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type WebhookOutcome = { duplicate: boolean; outcome: string; orderId: string | null };

async function recordEvent(
  tx: EntityManager,
  provider: 'stripe' | 'paypal',
  event: { id: string; type: string; payload: unknown },
  orderId: string | null,
): Promise<boolean> {
  const inserted = await rows(
    tx,
    `insert into payment_webhook_events (id, provider, event_id, event_type, order_id, outcome, payload)
     values (?, ?, ?, ?, ?, 'received', ?::jsonb) on conflict (provider, event_id) do nothing returning id`,
    [uuidv7(), provider, event.id, event.type, orderId, JSON.stringify(event.payload)],
  );
  return inserted.length > 0;
}

async function setOutcome(tx: EntityManager, provider: string, eventId: string, outcome: string) {
  await rows(tx, 'update payment_webhook_events set outcome = ? where provider = ? and event_id = ?', [outcome, provider, eventId]);
}

/** An order of this provider, by our id, when it exists. */
async function orderOf(tx: EntityManager, provider: string, orderId: string | null | undefined) {
  if (!orderId || !UUID.test(orderId)) return null;
  return (await one(tx, 'select id, provider_session_id from points_orders where id = ? and payment_method = ?', [orderId, provider])) ?? null;
}

export async function handleStripeEvent(em: EntityManager, deps: PaymentsDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type === 'charge.refunded') return handleStripeRefund(em, deps, event);
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') return handleStripeDispute(em, deps, event);
  return inTransaction(em, async (tx) => {
    const object = event.data.object as { object?: string; id?: string; client_reference_id?: string | null; metadata?: Record<string, string> | null };
    const isSession = object.object === 'checkout.session';
    const order = isSession ? await orderOf(tx, 'stripe', object.client_reference_id ?? object.metadata?.order_id) : null;
    if (!(await recordEvent(tx, 'stripe', { id: event.id, type: event.type, payload: event }, order?.id ?? null))) {
      return { duplicate: true, outcome: 'duplicate', orderId: order?.id ?? null };
    }
    let outcome = 'ignored';
    if (isSession && !order) outcome = 'unknown_order';
    else if (order?.provider_session_id && order.provider_session_id !== object.id) outcome = 'session_mismatch';
    else if (order) {
      const session = object as Stripe.Checkout.Session;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const check = checkOfSession(session, order.id);
          outcome = check.state === 'paid' ? await recordVerifiedPayment(tx, deps, order.id, check, 'webhook') : `not_paid:${check.state}`;
          break;
        }
        case 'checkout.session.expired':
          outcome = (await closeOrder(tx, order.id, 'cancelled', 'the Stripe checkout session expired')) ? 'cancelled' : 'unchanged';
          break;
        case 'checkout.session.async_payment_failed':
          outcome = (await closeOrder(tx, order.id, 'failed', 'the payment failed at Stripe')) ? 'failed' : 'unchanged';
          break;
      }
    }
    if (outcome === 'unknown_order' || outcome === 'session_mismatch') log.warn({ eventId: event.id, type: event.type }, `stripe webhook: ${outcome}`);
    await setOutcome(tx, 'stripe', event.id, outcome);
    return { duplicate: false, outcome, orderId: order?.id ?? null };
  });
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** An event about a Stripe payment (a charge or a dispute names its payment intent): recorded once, then acted on. */
function handleStripePaymentEvent(
  em: EntityManager,
  event: Stripe.Event,
  paymentIntent: string | null,
  act: (tx: EntityManager, paymentIntent: string) => Promise<string>,
): Promise<WebhookOutcome> {
  return inTransaction(em, async (tx) => {
    // Locked first: recording the event takes a key-share lock on the order (its foreign key), and two deliveries
    // holding that and both asking for the row lock would deadlock.
    const order = paymentIntent
      ? await one(tx, `select id from points_orders where payment_method = 'stripe' and payment_intent_id = ? for update`, [paymentIntent])
      : undefined;
    if (!(await recordEvent(tx, 'stripe', { id: event.id, type: event.type, payload: event }, order?.id ?? null))) {
      return { duplicate: true, outcome: 'duplicate', orderId: order?.id ?? null };
    }
    const outcome = paymentIntent ? await act(tx, paymentIntent) : 'unknown_payment';
    await setOutcome(tx, 'stripe', event.id, outcome);
    return { duplicate: false, outcome, orderId: order?.id ?? null };
  });
}

/** A refund made in the Stripe dashboard (or our own refund, told back to us): the charge says how much is refunded. */
function handleStripeRefund(em: EntityManager, deps: PaymentsDeps, event: Stripe.ChargeRefundedEvent): Promise<WebhookOutcome> {
  const charge = event.data.object;
  return handleStripePaymentEvent(em, event, idOf(charge.payment_intent), (tx, paymentId) =>
    recordProviderRefund(tx, deps, {
      provider: 'stripe',
      paymentId,
      refundId: charge.refunds?.data?.[0]?.id ?? `charge:${charge.id}`,
      refundedCents: charge.amount_refunded,
      kind: 'refund',
    }),
  );
}

/** A card dispute opened or closed at Stripe (disputes.ts). */
function handleStripeDispute(em: EntityManager, deps: PaymentsDeps, event: Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent): Promise<WebhookOutcome> {
  const dispute = event.data.object;
  return handleStripePaymentEvent(em, event, idOf(dispute.payment_intent), (tx, paymentId) =>
    recordDispute(tx, deps, {
      paymentId,
      disputeId: dispute.id,
      status: dispute.status,
      reason: dispute.reason ?? null,
      closed: event.type === 'charge.dispute.closed',
    }),
  );
}

/** A PayPal webhook event (the parts we read). */
export type PayPalEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { value?: string; currency_code?: string };
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    links?: { rel?: string; href?: string }[];
    purchase_units?: { custom_id?: string }[];
  };
};

const PAYPAL_REFUNDS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

/** The capture a PayPal refund belongs to: its `up` link ends in /captures/{id}. */
function capturedPaymentOf(resource: NonNullable<PayPalEvent['resource']>): string | null {
  const up = resource.links?.find((l) => l.rel === 'up' && /\/captures\//.test(l.href ?? ''))?.href;
  return resource.supplementary_data?.related_ids?.capture_id ?? up?.split('/captures/')[1]?.split(/[/?]/)[0] ?? null;
}

/** A refund or reversal made at PayPal: the resource is the refund, for the capture our order recorded. */
function handlePayPalRefund(em: EntityManager, deps: PaymentsDeps, event: PayPalEvent, eventId: string, type: string): Promise<WebhookOutcome> {
  const resource = event.resource ?? {};
  const captureId = capturedPaymentOf(resource);
  const cents = decimalToCents(resource.amount?.value);
  return inTransaction(em, async (tx) => {
    // Locked first, as for Stripe's payment events (handleStripePaymentEvent says why).
    const order = captureId ? await one(tx, `select id from points_orders where payment_method = 'paypal' and payment_intent_id = ? for update`, [captureId]) : undefined;
    if (!(await recordEvent(tx, 'paypal', { id: eventId, type, payload: event }, order?.id ?? null))) {
      return { duplicate: true, outcome: 'duplicate', orderId: order?.id ?? null };
    }
    const outcome =
      captureId && cents !== null && resource.id
        ? await recordProviderRefund(tx, deps, {
            provider: 'paypal',
            paymentId: captureId,
            refundId: resource.id,
            refundedCents: cents,
            kind: type === 'PAYMENT.CAPTURE.REVERSED' ? 'reversal' : 'refund',
          })
        : 'malformed';
    await setOutcome(tx, 'paypal', eventId, outcome);
    return { duplicate: false, outcome, orderId: order?.id ?? null };
  });
}

export async function handlePayPalEvent(em: EntityManager, deps: PaymentsDeps, event: PayPalEvent): Promise<WebhookOutcome> {
  const eventId = event.id ?? '';
  const type = event.event_type ?? 'unknown';
  const resource = event.resource ?? {};
  if (PAYPAL_REFUNDS.has(type)) return handlePayPalRefund(em, deps, event, eventId, type);
  return inTransaction(em, async (tx) => {
    const ourId = type.startsWith('CHECKOUT.ORDER.') ? resource.purchase_units?.[0]?.custom_id : resource.custom_id;
    const order = await orderOf(tx, 'paypal', ourId);
    if (!(await recordEvent(tx, 'paypal', { id: eventId, type, payload: event }, order?.id ?? null))) {
      return { duplicate: true, outcome: 'duplicate', orderId: order?.id ?? null };
    }
    let outcome = 'ignored';
    const paypalOrderId = type.startsWith('CHECKOUT.ORDER.') ? resource.id : resource.supplementary_data?.related_ids?.order_id;
    if (!order) outcome = type.startsWith('PAYMENT.CAPTURE.') || type.startsWith('CHECKOUT.ORDER.') ? 'unknown_order' : 'ignored';
    else if (order.provider_session_id && paypalOrderId && order.provider_session_id !== paypalOrderId) outcome = 'session_mismatch';
    else {
      switch (type) {
        case 'PAYMENT.CAPTURE.COMPLETED': {
          const cents = decimalToCents(resource.amount?.value);
          if (!resource.id || cents === null) outcome = 'malformed';
          else {
            outcome = await recordVerifiedPayment(
              tx,
              deps,
              order.id,
              { state: 'paid', paymentId: resource.id, amountCents: cents, currency: (resource.amount?.currency_code ?? '').toLowerCase() },
              'webhook',
            );
          }
          break;
        }
        case 'CHECKOUT.ORDER.APPROVED':
          // Approved but not captured yet (the buyer may never come back): capture from the worker.
          await deps.bus.enqueue(tx, CAPTURE_QUEUE, { orderId: order.id });
          outcome = 'capture_enqueued';
          break;
        case 'PAYMENT.CAPTURE.DENIED':
        case 'PAYMENT.CAPTURE.DECLINED':
          outcome = (await closeOrder(tx, order.id, 'failed', `PayPal: ${type}`)) ? 'failed' : 'unchanged';
          break;
      }
    }
    if (outcome === 'unknown_order' || outcome === 'session_mismatch') log.warn({ eventId, type }, `paypal webhook: ${outcome}`);
    await setOutcome(tx, 'paypal', eventId, outcome);
    return { duplicate: false, outcome, orderId: order?.id ?? null };
  });
}
