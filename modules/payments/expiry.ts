// Unpaid orders do not stay pending for ever. A sweep (every 15 minutes, from the worker) takes orders left pending
// longer than UNPAID_ORDER_TTL_HOURS and asks their provider one last time: a payment whose webhook never came is
// recorded (and settled), anything else is cancelled as expired. A provider that cannot be asked is skipped and
// asked again on the next sweep: an order is never cancelled on a guess.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../platform/index.ts';
import { rows } from './db.ts';
import { closeOrder, type PaymentsDeps, recordVerifiedPayment } from './order-lifecycle.ts';
import { forProvider } from './order-presenters.ts';
import type { ProviderCheck } from './providers/port.ts';

/** Stripe Checkout sessions live 24 hours by default; our other orders get the same. */
export const UNPAID_ORDER_TTL_HOURS = 24;
export const EXPIRE_QUEUE = 'payments.expire-unpaid-orders';
export const EXPIRE_SCHEDULE = '*/15 * * * *';
const BATCH = 100;

export type SweepReport = { checked: number; paid: number; expired: number; skipped: number };

export async function expireUnpaidOrders(em: EntityManager, deps: PaymentsDeps, now = new Date()): Promise<SweepReport> {
  const log = logger('payments.expiry');
  const report: SweepReport = { checked: 0, paid: 0, expired: 0, skipped: 0 };
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_HOURS * 3_600_000);
  const stale = await rows(em, `select * from points_orders where order_status = 'pending' and created_at < ? order by created_at limit ?`, [cutoff, BATCH]);
  for (const order of stale) {
    report.checked++;
    const provider = deps.providers.get(order.payment_method);
    let check: ProviderCheck = { state: 'cancelled' };
    if (provider && order.provider_session_id) {
      try {
        check = await provider.check(forProvider(order));
      } catch (error) {
        log.warn({ err: error, orderId: order.id }, 'could not ask the provider about an unpaid order; next sweep');
        report.skipped++;
        continue;
      }
    }
    if (check.state === 'paid') {
      await recordVerifiedPayment(em, deps, order.id, check, 'verification');
      report.paid++;
    } else if (await closeOrder(em, order.id, 'cancelled', `expired unpaid after ${UNPAID_ORDER_TTL_HOURS} hours`)) {
      report.expired++;
    }
  }
  if (report.checked) log.info(report, 'unpaid orders swept');
  return report;
}
