// The worker's side of payments: settlement (credit the points of a verified payment, once), the capture of
// PayPal orders approved while the buyer never came back, and the sweep of unpaid orders. All are idempotent: a
// second run finds nothing to do.
import type { QueueDefinition } from '../platform/index.ts';
import { CAPTURE_QUEUE, type PaymentsDeps, recordVerifiedPayment, SETTLE_QUEUE, settleOrder } from './order-lifecycle.ts';
import { forProvider } from './order-presenters.ts';
import { one } from './db.ts';
import { EXPIRE_QUEUE, EXPIRE_SCHEDULE, expireUnpaidOrders } from './expiry.ts';

export function paymentsQueues(deps: () => PaymentsDeps): QueueDefinition[] {
  return [
    {
      queue: SETTLE_QUEUE,
      retryLimit: 10,
      handler: async (data: { orderId: string }, { em, log }) => {
        const outcome = await settleOrder(em, deps(), data.orderId);
        log.info({ orderId: data.orderId, outcome }, 'settlement');
      },
    },
    {
      queue: CAPTURE_QUEUE,
      handler: async (data: { orderId: string }, { em, log }) => {
        const order = await one(em, `select * from points_orders where id = ? and payment_method = 'paypal'`, [data.orderId]);
        const paypal = deps().providers.paypal;
        if (!order || order.payment_intent_id || !paypal) return;
        const check = await paypal.check(forProvider(order));
        if (check.state === 'paid') {
          const outcome = await recordVerifiedPayment(em, deps(), order.id, check, 'webhook');
          log.info({ orderId: order.id, outcome }, 'captured an approved PayPal order');
        }
      },
    },
    {
      queue: EXPIRE_QUEUE,
      schedule: EXPIRE_SCHEDULE,
      retryLimit: 0,
      handler: async (_data, { em }) => {
        await expireUnpaidOrders(em, deps());
      },
    },
  ];
}
