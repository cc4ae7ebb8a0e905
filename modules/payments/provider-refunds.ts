// Refunds started outside Studyhall, in the Stripe or PayPal dashboard (or a PayPal reversal). The money is already
// back with the buyer when the webhook arrives, so unlike `refundOrder` nothing is refused: the order's points are
// taken back as far as the buyer still has them, the rest is recorded as a shortfall for the admin pages, and the
// order is refunded. Partial refunds change no points (there is no rule for them); they are logged for an admin.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../platform/index.ts';
import { int, one, rows } from './db.ts';
import { holdsDisputedPoints } from './disputes.ts';
import { PAYMENTS_EVENTS } from './events.ts';
import { type PaymentsDeps, settleOrder } from './order-lifecycle.ts';
import { orderUpdated } from './order-presenters.ts';
import { takeBack } from './take-back.ts';

const log = logger('payments.provider-refunds');

export type ProviderRefund = {
  provider: 'stripe' | 'paypal';
  /** The provider payment the order recorded (Stripe payment intent, PayPal capture). */
  paymentId: string;
  refundId: string;
  /** What the provider has refunded of this payment so far, in cents. */
  refundedCents: number;
  /** 'refund' from the dashboard or API; 'reversal' for a PayPal reversal (a chargeback settled against the seller). */
  kind: 'refund' | 'reversal';
};

export type ProviderRefundOutcome = 'refunded' | 'already_refunded' | 'partial_refund_logged' | 'disputed_refund_logged' | 'unknown_payment';

/** Runs inside the webhook's transaction. */
export async function recordProviderRefund(tx: EntityManager, deps: Pick<PaymentsDeps, 'bus'>, refund: ProviderRefund): Promise<ProviderRefundOutcome> {
  let order = await one(tx, 'select * from points_orders where payment_method = ? and payment_intent_id = ? for update', [refund.provider, refund.paymentId]);
  if (!order) {
    log.warn({ ...refund }, 'a refund at the provider for a payment no order recorded');
    return 'unknown_payment';
  }
  if (order.order_status === 'refunded') return 'already_refunded';
  if (holdsDisputedPoints(order)) {
    // Stripe refuses refunds of disputed charges, so this should not come; if it does, the dispute already took
    // the points back and taking them again would charge the buyer twice.
    log.warn({ orderId: order.id, ...refund }, 'a refund at the provider of a disputed payment: no points moved, an admin should look');
    return 'disputed_refund_logged';
  }
  if (refund.refundedCents < int(order.amount_cents)) {
    log.warn({ orderId: order.id, ...refund, amountCents: int(order.amount_cents) }, 'partial refund at the provider: no points moved, an admin should decide');
    return 'partial_refund_logged';
  }
  // Verified but not yet credited: credit first, so the refund below takes back points that really arrived.
  if (order.order_status === 'processing') {
    await settleOrder(tx, deps, order.id);
    order = (await one(tx, 'select * from points_orders where id = ?', [order.id]))!;
  }
  const reason = refund.kind === 'reversal' ? `Reversed at ${label(refund.provider)}` : `Refunded at ${label(refund.provider)}`;
  const taken =
    order.order_status === 'refunding'
      ? { transactionId: order.refund_transaction_id, taken: 0, shortfall: int(order.refund_shortfall_points) }
      : await takeBack(tx, order, reason, `points-order-refund:${order.id}`);
  const [refunded] = await rows(
    tx,
    `update points_orders set order_status = 'refunded', payment_status = 'refunded', refund_id = coalesce(refund_id, ?),
       refund_reason = coalesce(refund_reason, ?), refund_transaction_id = ?, refund_shortfall_points = ?,
       refunded_via = coalesce(refunded_via, 'provider'), refunded_at = now(), updated_at = now()
     where id = ? returning *`,
    [refund.refundId, reason, taken.transactionId, taken.shortfall, order.id],
  );
  await orderUpdated(tx, refunded!);
  await deps.bus.publish(tx, PAYMENTS_EVENTS.refunded, {
    orderId: order.id,
    userId: order.user_id,
    provider: order.payment_method,
    amountCents: int(order.amount_cents),
    currency: order.currency,
    points: int(order.points_amount) + int(order.bonus_points),
    refundId: refunded!.refund_id,
    reason: refunded!.refund_reason,
  });
  if (taken.shortfall > 0) log.warn({ orderId: order.id, shortfall: taken.shortfall }, 'refunded at the provider after the buyer spent some of the points');
  return 'refunded';
}

const label = (provider: string) => (provider === 'stripe' ? 'Stripe' : 'PayPal');
