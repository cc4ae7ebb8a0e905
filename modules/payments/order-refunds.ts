// Refunding a completed points order: the points back first, then the provider, then the order.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../platform/index.ts';
import { reverse } from '../wallet/index.ts';
import { type AdminPointsOrder, disputeHoldsOrder, PAYMENT_MESSAGES } from './contract.ts';
import { inTransaction, int, one, rows } from './db.ts';
import { PAYMENTS_EVENTS } from './events.ts';
import { describe, forProvider, orderUpdated, toAdminOrder } from './order-presenters.ts';
import { type PaymentsDeps, providerOf } from './order-lifecycle.ts';
import { ProviderError } from './providers/port.ts';

export type RefundOutcome = { order: AdminPointsOrder; pointsTakenBack: number; refundId: string; alreadyRefunded: boolean };

/**
 * Refunds a completed order: first the points are taken back (so they cannot be spent meanwhile) and the order
 * marked refunding, then the provider refunds the payment (an idempotency key per order), then the order is
 * refunded. If the provider fails, the order stays refunding with its points held back; running the refund
 * again retries the provider only. Refused when the user no longer has the order's points.
 */
export async function refundOrder(em: EntityManager, deps: PaymentsDeps, orderId: string, reason: string): Promise<RefundOutcome> {
  const why = reason.trim();
  if (!why) throw new HttpError(400, 'invalid_request', 'A reason is required');
  const claimed = await inTransaction(em, async (tx) => {
    const order = await one(tx, 'select * from points_orders where id = ? for update', [orderId]);
    if (!order) throw new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound);
    if (order.order_status === 'refunded' || order.order_status === 'refunding') return order;
    if (order.order_status !== 'completed') throw new HttpError(409, 'not_refundable', `${PAYMENT_MESSAGES.notRefundable} It is ${order.order_status}.`);
    if (disputeHoldsOrder(toAdminOrder(order).dispute)) throw new HttpError(409, 'disputed', PAYMENT_MESSAGES.disputed);
    const points = int(order.points_amount) + int(order.bonus_points);
    const back = await reverse(tx, {
      userId: order.user_id,
      amount: points,
      description: `Refund of ${describe(order)}`,
      metadata: { orderId, reason: why },
      idempotencyKey: `points-order-refund:${orderId}`,
    });
    if (back.outcome === 'insufficient') {
      throw new HttpError(409, 'refund_shortfall', `${PAYMENT_MESSAGES.refundShortfall} The order gave ${points} points; their balance is ${back.balance}.`);
    }
    const [refunding] = await rows(
      tx,
      `update points_orders set order_status = 'refunding', refund_reason = ?, refund_transaction_id = ?, refunded_via = 'admin', updated_at = now()
       where id = ? returning *`,
      [why.slice(0, 500), back.transactionId, orderId],
    );
    await orderUpdated(tx, refunding!);
    return refunding!;
  });
  if (claimed.order_status === 'refunded') {
    return { order: toAdminOrder(claimed), pointsTakenBack: 0, refundId: claimed.refund_id, alreadyRefunded: true };
  }
  const provider = providerOf(deps, claimed.payment_method);
  let refundId: string;
  try {
    ({ refundId } = await provider.refund(forProvider(claimed), claimed.refund_reason ?? why));
  } catch (error) {
    const detail = error instanceof ProviderError ? error.message : String(error);
    throw new HttpError(
      502,
      'provider_refund_failed',
      `The points were taken back and the order is refunding, but the provider refund failed (${detail}). Run the refund again to retry.`,
    );
  }
  const done = await inTransaction(em, async (tx) => {
    const [refunded] = await rows(
      tx,
      `update points_orders set order_status = 'refunded', payment_status = 'refunded', refund_id = ?, refunded_at = now(), updated_at = now()
       where id = ? and order_status = 'refunding' returning *`,
      [refundId, orderId],
    );
    if (!refunded) return (await one(tx, 'select * from points_orders where id = ?', [orderId]))!;
    await orderUpdated(tx, refunded);
    await deps.bus.publish(tx, PAYMENTS_EVENTS.refunded, {
      orderId,
      userId: refunded.user_id,
      provider: refunded.payment_method,
      amountCents: int(refunded.amount_cents),
      currency: refunded.currency,
      points: int(refunded.points_amount) + int(refunded.bonus_points),
      refundId,
      reason: refunded.refund_reason ?? why,
    });
    return refunded;
  });
  return {
    order: toAdminOrder(done),
    pointsTakenBack: int(done.points_amount) + int(done.bonus_points),
    refundId,
    alreadyRefunded: false,
  };
}
