// Points orders: created on the server from a package or a validated custom amount; paid at a provider;
// verified server to server (webhook or verification); settled by a job that credits the points exactly once.
//
// Exactly once, whatever arrives and in whatever order:
// - `recordVerifiedPayment` moves an order from pending (or cancelled/failed) to processing with one conditional
//   update, so of every webhook delivery and success-page verification racing for it, one records the payment
//   and enqueues the settlement job (in the same transaction);
// - a provider payment settles at most one order (unique per provider), an order holds at most one credit
//   (unique), and the credit's idempotency key is the provider payment, so even a second job credits nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileById } from '../accounts/index.ts';
import { type EventBus, HttpError, logger, uuidv7 } from '../platform/index.ts';
import { CUSTOM_AMOUNT_MAX_CENTS, CUSTOM_AMOUNT_MIN_CENTS, calculatePointsForAmount, credit, packageById } from '../wallet/index.ts';
import {
  type CheckoutBody, type CheckoutResponse, PAYMENT_MESSAGES, type PointsOrder, type ProviderId, type VerifyBody, type VerifyResponse,
} from './contract.ts';
import { inTransaction, int, one, type Row, rows } from './db.ts';
import { PAYMENTS_EVENTS } from './events.ts';
import { describe, forProvider, orderUpdated, toOrder } from './order-presenters.ts';
import { findUserOrder } from './order-queries.ts';
import type { Providers } from './providers/index.ts';
import { localSessionId } from './providers/local.ts';
import type { ProviderCheck } from './providers/port.ts';

export const SETTLE_QUEUE = 'payments.settle-order';
export const CAPTURE_QUEUE = 'payments.capture-paypal-order';

export type PaymentsDeps = {
  bus: Pick<EventBus, 'publish' | 'enqueue'>;
  providers: Providers;
  publicUrl: string;
};

export type ClientInfo = {
  userAgent: string | null;
  ipAddress: string | null;
  countryCode: string | null;
  city: string | null;
  region: string | null;
};

const log = logger('payments');

export function providerOf(deps: PaymentsDeps, id: ProviderId) {
  const provider = deps.providers.get(id);
  if (!provider) throw new HttpError(503, 'provider_unavailable', PAYMENT_MESSAGES.providerUnavailable);
  return provider;
}

export function returnUrls(deps: PaymentsDeps, r: Row) {
  const query = `provider=${r.payment_method}&order_id=${r.id}`;
  const sessionParam = r.payment_method === 'stripe' ? '&session_id={CHECKOUT_SESSION_ID}' : r.payment_method === 'local' ? `&session_id=${r.provider_session_id}` : '';
  return {
    success: `${deps.publicUrl}${r.success_path}?success=true&${query}${sessionParam}`,
    cancel: `${deps.publicUrl}${r.cancel_path}?canceled=true&${query}`,
  };
}

/** Creates the order (its amount and points decided here), then the provider's checkout. */
export async function createOrder(
  em: EntityManager,
  deps: PaymentsDeps,
  input: { userId: string; body: CheckoutBody; client: ClientInfo },
): Promise<CheckoutResponse> {
  const providerId = input.body.provider ?? deps.providers.defaultId;
  if (!providerId) throw new HttpError(503, 'payments_unavailable', PAYMENT_MESSAGES.paymentsUnavailable);
  const provider = deps.providers.get(providerId);
  if (!provider) {
    throw new HttpError(422, 'provider_unavailable', PAYMENT_MESSAGES.providerUnavailable, { provider: [PAYMENT_MESSAGES.providerUnavailable] });
  }

  let amountCents: number;
  let points: number;
  let bonusPoints: number;
  let packageId: string | null = null;
  let packageName: string | null = null;
  if (input.body.packageId) {
    const pkg = await packageById(em, input.body.packageId);
    if (!pkg?.isActive) throw new HttpError(422, 'package_unavailable', PAYMENT_MESSAGES.packageUnavailable, { packageId: [PAYMENT_MESSAGES.packageUnavailable] });
    ({ priceCents: amountCents, points, bonusPoints } = pkg);
    packageId = pkg.id;
    packageName = pkg.name;
    if (pkg.currency !== 'usd') throw new HttpError(422, 'package_unavailable', PAYMENT_MESSAGES.packageUnavailable);
  } else {
    amountCents = input.body.amountCents!;
    if (amountCents < CUSTOM_AMOUNT_MIN_CENTS || amountCents > CUSTOM_AMOUNT_MAX_CENTS) {
      const message = `Amount must be between ${CUSTOM_AMOUNT_MIN_CENTS / 100} and ${CUSTOM_AMOUNT_MAX_CENTS / 100} USD`;
      throw new HttpError(400, 'invalid_request', message, { amountCents: [message] });
    }
    const quote = await calculatePointsForAmount(em, amountCents);
    points = quote.basePoints;
    bonusPoints = quote.bonusPoints;
    packageId = quote.packageId;
  }

  const id = uuidv7();
  const [created] = await rows(
    em,
    `insert into points_orders (id, user_id, package_id, amount_cents, points_amount, bonus_points, currency, payment_method,
       metadata, success_path, cancel_path, user_agent, ip_address, country_code, city, region)
     values (?, ?, ?, ?, ?, ?, 'usd', ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      id, input.userId, packageId, amountCents, points, bonusPoints, providerId,
      JSON.stringify({ ...(packageName ? { packageName } : {}), source: input.body.packageId ? 'package' : 'custom_amount' }),
      input.body.successPath ?? '/checkout/success', input.body.cancelPath ?? '/checkout',
      input.client.userAgent?.slice(0, 500) ?? null, input.client.ipAddress?.slice(0, 100) ?? null, input.client.countryCode,
      input.client.city?.slice(0, 200) ?? null, input.client.region?.slice(0, 200) ?? null,
    ],
  );
  const email = (await profileById(em, input.userId))?.email ?? null;
  let session: { sessionId: string; url: string };
  try {
    // The local provider's session id is known before; the others answer it.
    const urls = returnUrls(deps, { ...created, provider_session_id: localSessionId(id) });
    session = await provider.createCheckout(forProvider(created!, email), urls);
  } catch (error) {
    log.error({ err: error, orderId: id }, 'creating the provider checkout failed');
    await rows(em, `update points_orders set order_status = 'failed', payment_status = 'failed', failure_reason = ?, updated_at = now() where id = ?`, [
      String((error as Error).message).slice(0, 1000), id,
    ]);
    throw new HttpError(502, 'payment_provider_error', PAYMENT_MESSAGES.orderError);
  }
  await rows(em, 'update points_orders set provider_session_id = ?, updated_at = now() where id = ?', [session.sessionId, id]);
  return {
    orderId: id,
    provider: providerId,
    sessionId: session.sessionId,
    url: session.url,
    amountCents,
    currency: 'usd',
    points,
    bonusPoints,
    totalPoints: points + bonusPoints,
    packageId,
  };
}

export type RecordOutcome = 'recorded' | 'already_recorded' | 'amount_mismatch' | 'payment_taken';

/**
 * Records a payment the provider confirmed (server to server) and enqueues its settlement, in one transaction.
 * Only the first of any number of concurrent callers records; the rest find it done.
 */
export async function recordVerifiedPayment(
  em: EntityManager,
  deps: PaymentsDeps,
  orderId: string,
  check: Extract<ProviderCheck, { state: 'paid' }>,
  via: 'webhook' | 'verification' | 'local_checkout',
): Promise<RecordOutcome> {
  return inTransaction(em, async (tx) => {
    const order = await one(tx, 'select * from points_orders where id = ? for update', [orderId]);
    if (!order) throw new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound);
    if (order.payment_intent_id) return 'already_recorded';
    if (check.amountCents !== int(order.amount_cents) || check.currency.toLowerCase() !== order.currency) {
      log.error({ orderId, expected: [order.amount_cents, order.currency], reported: [check.amountCents, check.currency] }, 'the provider reported another amount; not crediting');
      const [failed] = await rows(
        tx,
        `update points_orders set order_status = 'failed', payment_status = 'failed', failure_reason = ?, updated_at = now()
         where id = ? and order_status in ('pending', 'cancelled', 'failed') returning *`,
        [`amount mismatch: the provider reported ${check.amountCents} ${check.currency} (payment ${check.paymentId})`, orderId],
      );
      if (failed) await orderUpdated(tx, failed);
      return 'amount_mismatch';
    }
    const taken = await one(tx, 'select id from points_orders where payment_method = ? and payment_intent_id = ? and id <> ?', [
      order.payment_method, check.paymentId, orderId,
    ]);
    if (taken) {
      log.error({ orderId, paymentId: check.paymentId, otherOrder: taken.id }, 'this provider payment already settled another order');
      return 'payment_taken';
    }
    const [recorded] = await rows(
      tx,
      `update points_orders set payment_status = 'succeeded', order_status = 'processing', payment_intent_id = ?, verified_via = ?,
         verified_at = now(), failure_reason = null, country_code = coalesce(country_code, ?), updated_at = now()
       where id = ? and order_status in ('pending', 'cancelled', 'failed') and payment_intent_id is null returning *`,
      [check.paymentId, via, /^[A-Z]{2}$/.test(check.countryCode ?? '') ? check.countryCode : null, orderId],
    );
    if (!recorded) return 'already_recorded';
    await deps.bus.enqueue(tx, SETTLE_QUEUE, { orderId });
    await orderUpdated(tx, recorded);
    return 'recorded';
  });
}

/** The settlement job: credits a processing order's points once, and completes it. */
export async function settleOrder(tx: EntityManager, deps: Pick<PaymentsDeps, 'bus'>, orderId: string): Promise<'settled' | 'nothing_to_do'> {
  const order = await one(tx, 'select * from points_orders where id = ? for update', [orderId]);
  if (order?.order_status !== 'processing') return 'nothing_to_do';
  const points = int(order.points_amount) + int(order.bonus_points);
  const credited = await credit(tx, {
    userId: order.user_id,
    amount: points,
    description: `Bought ${describe(order)}`,
    metadata: { orderId, provider: order.payment_method, paymentId: order.payment_intent_id },
    idempotencyKey: `points-order:${order.payment_method}:${order.payment_intent_id}`,
  });
  const [completed] = await rows(
    tx,
    `update points_orders set order_status = 'completed', completed_at = now(), credit_transaction_id = ?, updated_at = now()
     where id = ? returning *`,
    [credited.transactionId, orderId],
  );
  await orderUpdated(tx, completed!);
  await deps.bus.publish(tx, PAYMENTS_EVENTS.succeeded, {
    orderId,
    userId: order.user_id,
    provider: order.payment_method,
    amountCents: int(order.amount_cents),
    currency: order.currency,
    points,
  });
  return 'settled';
}

/** Closes a pending order the provider reports cancelled, expired or failed. */
export async function closeOrder(em: EntityManager, orderId: string, status: 'cancelled' | 'failed', reason: string | null): Promise<boolean> {
  return inTransaction(em, async (tx) => {
    const [closed] = await rows(
      tx,
      `update points_orders set order_status = ?, payment_status = ?, failure_reason = coalesce(?, failure_reason), updated_at = now()
       where id = ? and order_status = 'pending' returning *`,
      [status, status, reason, orderId],
    );
    if (closed) await orderUpdated(tx, closed);
    return Boolean(closed);
  });
}

/**
 * The payment-return page's verification. The order (found by the user's own session or order id) decides the
 * amount and points; the provider is asked server to server when the payment is not recorded yet. A payment
 * not verified is a 409; a verified one answers valid, and `alreadyProcessed` tells whether this payment was
 * already reported to the user before (exactly one caller ever gets false).
 */
export async function verifyOrder(em: EntityManager, deps: PaymentsDeps, userId: string, body: VerifyBody): Promise<VerifyResponse> {
  let order = await findUserOrder(em, userId, body);
  if (!order.payment_intent_id) {
    const provider = providerOf(deps, order.payment_method);
    let check: ProviderCheck;
    try {
      check = await provider.check(forProvider(order));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'payment verification with the provider failed');
      throw new HttpError(502, 'verification_error', PAYMENT_MESSAGES.verifyError);
    }
    if (check.state === 'paid') {
      await recordVerifiedPayment(em, deps, order.id, check, 'verification');
      order = (await one(em, 'select * from points_orders where id = ?', [order.id]))!;
    } else if (check.state === 'cancelled' || check.state === 'failed') {
      await closeOrder(em, order.id, check.state, check.state === 'failed' ? check.reason : null);
    }
    if (!order.payment_intent_id) {
      if (check.state === 'pending') throw new HttpError(409, 'payment_pending', PAYMENT_MESSAGES.mayHaveSucceeded);
      throw new HttpError(409, 'payment_not_completed', PAYMENT_MESSAGES.verificationFailed);
    }
  }
  const acknowledged = await rows(em, 'update points_orders set acknowledged_at = now() where id = ? and acknowledged_at is null returning id', [order.id]);
  const alreadyProcessed = acknowledged.length === 0;
  return {
    valid: true,
    alreadyProcessed,
    orderId: order.id,
    status: order.order_status,
    message: alreadyProcessed ? PAYMENT_MESSAGES.alreadyProcessed : PAYMENT_MESSAGES.paymentSuccessful,
    payment_details: {
      amount: int(order.amount_cents) / 100,
      amountCents: int(order.amount_cents),
      currency: order.currency,
      points: int(order.points_amount) + int(order.bonus_points),
      package_id: order.package_id ?? null,
    },
  };
}

/** The buyer gives up a pending order (a payment verified later would still complete it). */
export async function cancelOrder(em: EntityManager, userId: string, orderId: string): Promise<PointsOrder> {
  const order = await findUserOrder(em, userId, { orderId });
  await closeOrder(em, order.id, 'cancelled', null);
  return toOrder((await one(em, 'select * from points_orders where id = ?', [order.id]))!);
}
