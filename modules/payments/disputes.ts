// Card disputes (chargebacks) at Stripe: `charge.dispute.created` and `charge.dispute.closed`. Stripe takes the
// money back when a dispute opens, so the order's points go back the way a provider refund takes them (as far as
// the buyer still has them; the rest is the shortfall). A dispute closed as lost keeps them; closed any other way
// (won, or an inquiry closed without a chargeback) gives back exactly what was taken. Each move happens once,
// whatever order and however often the events arrive: the order row is locked, the row says what was already
// moved, and each move has its own ledger key. The order's status is left alone: the dispute is shown beside it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../platform/index.ts';
import { credit } from '../wallet/index.ts';
import { int, one, type Row, rows } from './db.ts';
import { type PaymentsDeps, settleOrder } from './order-lifecycle.ts';
import { describe, orderUpdated } from './order-presenters.ts';
import { takeBack } from './take-back.ts';

const log = logger('payments.disputes');

export type ProviderDispute = {
  /** The Stripe payment intent our order recorded. */
  paymentId: string;
  disputeId: string;
  /** Stripe's dispute status: needs_response, under_review, won, lost, warning_needs_response, warning_closed, … */
  status: string;
  reason: string | null;
  /** From `charge.dispute.closed`: the status is final. */
  closed: boolean;
};

export type DisputeOutcome = 'dispute_points_taken' | 'dispute_points_returned' | 'dispute_recorded' | 'other_dispute_logged' | 'unknown_payment';

/** The dispute took the order's points (or found them all spent) and has not given them back. */
export const holdsDisputedPoints = (order: Row): boolean => order.dispute_points_taken != null && order.dispute_points_returned == null;

/** Runs inside the webhook's transaction. */
export async function recordDispute(tx: EntityManager, deps: Pick<PaymentsDeps, 'bus'>, dispute: ProviderDispute): Promise<DisputeOutcome> {
  let order = await one(tx, `select * from points_orders where payment_method = 'stripe' and payment_intent_id = ? for update`, [dispute.paymentId]);
  if (!order) {
    log.warn({ ...dispute }, 'a dispute at Stripe for a payment no order recorded');
    return 'unknown_payment';
  }
  if (order.dispute_id && order.dispute_id !== dispute.disputeId) {
    log.warn({ orderId: order.id, ...dispute, known: order.dispute_id }, 'a second dispute for one payment: no points moved, an admin should look');
    return 'other_dispute_logged';
  }
  // A late or repeated event about a dispute already closed changes nothing: the close decided.
  if (order.dispute_closed_at) return 'dispute_recorded';
  if (order.order_status === 'processing') {
    await settleOrder(tx, deps, order.id);
    order = (await one(tx, 'select * from points_orders where id = ?', [order.id]))!;
  }

  const keepsPoints = !dispute.closed || dispute.status === 'lost';
  let taken = order.dispute_points_taken == null ? null : { taken: int(order.dispute_points_taken), shortfall: int(order.dispute_shortfall_points), transactionId: order.dispute_transaction_id as string | null };
  let returned = order.dispute_points_returned == null ? null : { returned: int(order.dispute_points_returned), transactionId: order.dispute_return_transaction_id as string | null };
  let outcome: DisputeOutcome = 'dispute_recorded';
  if (keepsPoints && !taken) {
    // A refund already took the points (or is taking them): the dispute has nothing left to take.
    taken = ['refunding', 'refunded'].includes(order.order_status)
      ? { taken: 0, shortfall: 0, transactionId: null }
      : await takeBack(tx, order, 'Disputed at Stripe', `points-order-dispute:${order.id}`);
    outcome = 'dispute_points_taken';
  }
  if (!keepsPoints && taken && !returned) {
    returned = await giveBack(tx, order, taken.taken, dispute.disputeId);
    // Won: the money is ours again, so nothing is owed for points spent meanwhile.
    taken = { ...taken, shortfall: 0 };
    outcome = 'dispute_points_returned';
  }
  const [updated] = await rows(
    tx,
    `update points_orders set dispute_id = ?, dispute_status = ?, dispute_reason = coalesce(?, dispute_reason),
       disputed_at = coalesce(disputed_at, now()), dispute_closed_at = ${dispute.closed ? 'now()' : 'null'},
       dispute_points_taken = ?, dispute_shortfall_points = ?, dispute_transaction_id = ?,
       dispute_points_returned = ?, dispute_return_transaction_id = ?, updated_at = now()
     where id = ? returning *`,
    [
      dispute.disputeId,
      dispute.status.slice(0, 50),
      dispute.reason?.slice(0, 100) ?? null,
      taken?.taken ?? null,
      taken?.shortfall ?? 0,
      taken?.transactionId ?? null,
      returned?.returned ?? null,
      returned?.transactionId ?? null,
      order.id,
    ],
  );
  await orderUpdated(tx, updated!);
  if (taken && taken.shortfall > 0) log.warn({ orderId: order.id, shortfall: taken.shortfall }, 'disputed at Stripe after the buyer spent some of the points');
  return outcome;
}

async function giveBack(tx: EntityManager, order: Row, points: number, disputeId: string) {
  if (points === 0) return { returned: 0, transactionId: null };
  const back = await credit(tx, {
    userId: order.user_id,
    amount: points,
    description: `Dispute closed in our favour at Stripe: ${describe(order)}`,
    metadata: { orderId: order.id, disputeId },
    idempotencyKey: `points-order-dispute-return:${order.id}`,
  });
  return { returned: points, transactionId: back.transactionId };
}
