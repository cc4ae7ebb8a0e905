// The safety net for missing webhooks (every 15 minutes, from the worker): subscriptions whose period has ended
// without a renewal or an end, past-due ones (recovered or given up?), and checkouts left incomplete are read back
// from their provider and applied like a webhook. It is also the local provider's clock (renewing its periods) and
// ends PayPal subscriptions whose cancel_at_period_end has come (PayPal cancels only at once). A provider that
// cannot be asked is skipped until the next run.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../platform/index.ts';
import { rows } from './db.ts';
import { cancelSubscription, syncSubscription } from './manage.ts';
import type { SubscriptionsDeps } from './providers/index.ts';

export const RECONCILE_QUEUE = 'subscriptions.reconcile';
export const RECONCILE_SCHEDULE = '*/15 * * * *';
const BATCH = 200;

export type ReconcileReport = { checked: number; changed: number; failed: number };

export async function reconcileSubscriptions(em: EntityManager, deps: SubscriptionsDeps, now = new Date()): Promise<ReconcileReport> {
  const log = logger('subscriptions.reconcile');
  const due = await rows(
    em,
    `select id, provider, status, cancel_at_period_end, current_period_end, updated_at from user_subscriptions
     where (status in ('active', 'past_due') and current_period_end <= ?)
        or status = 'past_due'
        or (status = 'incomplete' and created_at between ?::timestamptz - interval '2 days' and ?::timestamptz - interval '10 minutes')
     order by current_period_end nulls last limit ?`,
    [now, now, now, BATCH],
  );
  const report: ReconcileReport = { checked: 0, changed: 0, failed: 0 };
  for (const sub of due) {
    report.checked++;
    try {
      const ended = sub.current_period_end && new Date(sub.current_period_end) <= now;
      const after =
        sub.provider === 'paypal' && sub.cancel_at_period_end && ended
          ? await cancelSubscription(em.fork(), deps, sub.id, { immediately: true }, now)
          : await syncSubscription(em.fork(), deps, sub.id, now);
      if (after.status !== sub.status || new Date(after.updated_at).getTime() !== new Date(sub.updated_at).getTime()) report.changed++;
    } catch (error) {
      report.failed++;
      log.warn({ err: error, subscriptionId: sub.id }, 'could not reconcile a subscription; next run');
    }
  }
  if (report.checked) log.info(report, 'subscriptions reconciled');
  return report;
}
