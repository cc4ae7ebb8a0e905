// Taking an order's points back when the money has already gone back to the buyer (a refund or a dispute at the
// provider): nothing is refused, the points they already spent are the shortfall.
import type { EntityManager } from '@mikro-orm/postgresql';
import { balanceOf, reverse } from '../wallet/index.ts';
import { int, type Row } from './db.ts';
import { describe } from './order-presenters.ts';

/**
 * Takes back the order's points, or as many as the buyer still has (the rest is the shortfall). Used for refunds
 * and disputes at the provider, each with its own ledger key, so the same move never happens twice.
 */
export async function takeBack(
  tx: EntityManager,
  order: Row,
  reason: string,
  idempotencyKey: string,
): Promise<{ transactionId: string | null; taken: number; shortfall: number }> {
  const points = int(order.points_amount) + int(order.bonus_points);
  const { balance } = await balanceOf(tx, order.user_id);
  const amount = Math.min(points, balance);
  if (amount === 0) return { transactionId: null, taken: 0, shortfall: points };
  const back = await reverse(tx, {
    userId: order.user_id,
    amount,
    description: `${reason}: ${describe(order)}`,
    metadata: { orderId: order.id, reason, shortfall: points - amount },
    idempotencyKey,
  });
  if (back.outcome === 'insufficient') throw new Error(`the balance of ${order.user_id} fell while taking back ${order.id}; the provider retries the webhook`);
  return { transactionId: back.transactionId, taken: amount, shortfall: points - amount };
}
