// What the provider says becomes our subscription's state, here and only here. Each provider event is recorded
// once per (provider, event id) in the same transaction as its effect, so a replay changes nothing; the state
// moves only forward by the provider's own timestamps, so a late event never undoes a newer one; a later period
// start is a renewal and resets the period's unlocks (they do not carry over). Cancelled is final.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger, uuidv7 } from '../platform/index.ts';
import type { SubscriptionProviderId, SubscriptionStatus } from './contract.ts';
import { inTransaction, one, type Row, rows } from './db.ts';
import { SUBSCRIPTION_EVENTS, type SubscriptionChanged } from './events.ts';
import type { SubscriptionsDeps } from './providers/index.ts';
import { addMonth, type ProviderSnapshot } from './providers/port.ts';
import { SUBSCRIPTION_SELECT } from './subscriptions.ts';

const log = logger('subscriptions.lifecycle');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ProviderEvent = { id: string; type: string; payload: unknown };
export type ApplyOutcome = { duplicate: boolean; outcome: string; subscriptionId: string | null };

const time = (v: unknown) => (v == null ? null : new Date(v as string).getTime());

async function locate(tx: EntityManager, provider: SubscriptionProviderId, snapshot: ProviderSnapshot | null, subscriptionId?: string) {
  const ours = subscriptionId ?? (snapshot?.subscriptionId && UUID.test(snapshot.subscriptionId) ? snapshot.subscriptionId : null);
  // Locked before the event is recorded (its foreign key takes a key-share lock; two deliveries holding that and
  // both asking for the row lock would deadlock).
  if (ours) return one(tx, `${SUBSCRIPTION_SELECT} where s.id = ? and s.provider = ? for update of s`, [ours, provider]);
  if (!snapshot) return undefined;
  return one(tx, `${SUBSCRIPTION_SELECT} where s.provider = ? and s.provider_subscription_id = ? for update of s`, [provider, snapshot.providerSubscriptionId]);
}

async function planIdOf(tx: EntityManager, snapshot: ProviderSnapshot, current: string): Promise<string> {
  if (snapshot.planId && UUID.test(snapshot.planId)) {
    if (await one(tx, 'select 1 from subscription_plans where id = ?', [snapshot.planId])) return snapshot.planId;
  }
  if (snapshot.paypalPlanId) {
    // A subscription billed at a former price names the PayPal plan of that price.
    const mapped = await one(tx, 'select id from subscription_plans where paypal_plan_id = ? or ? = any(former_paypal_plan_ids)', [snapshot.paypalPlanId, snapshot.paypalPlanId]);
    if (mapped) return mapped.id;
  }
  return current;
}

/**
 * Applies a provider's word on a subscription, once per event (when `event` is given) and only forward. Runs in
 * the caller's transaction or its own.
 */
export function applyProviderState(
  em: EntityManager,
  deps: Pick<SubscriptionsDeps, 'bus'>,
  input: {
    provider: SubscriptionProviderId;
    snapshot: ProviderSnapshot | null;
    event?: ProviderEvent;
    subscriptionId?: string;
    /**
     * The provider's answer to a call made just now (a read, or a change we asked for): it already includes every
     * event applied before, so it is newer than them whatever the clocks say (ours and the provider's differ).
     */
    fresh?: boolean;
  },
): Promise<ApplyOutcome> {
  return inTransaction(em, async (tx) => {
    const row = await locate(tx, input.provider, input.snapshot, input.subscriptionId);
    if (input.event) {
      const recorded = await rows(
        tx,
        `insert into subscription_webhook_events (id, provider, event_id, event_type, subscription_id, outcome, payload)
         values (?, ?, ?, ?, ?, 'received', ?::jsonb) on conflict (provider, event_id) do nothing returning id`,
        [uuidv7(), input.provider, input.event.id, input.event.type, row?.id ?? null, JSON.stringify(input.event.payload)],
      );
      if (recorded.length === 0) return { duplicate: true, outcome: 'duplicate', subscriptionId: row?.id ?? null };
    }
    const snapshot =
      input.fresh && input.snapshot && row?.provider_updated_at
        ? { ...input.snapshot, at: new Date(Math.max(input.snapshot.at.getTime(), time(row.provider_updated_at)! + 1)) }
        : input.snapshot;
    const outcome = await decide(tx, deps, row, snapshot);
    if (input.event) {
      await rows(tx, 'update subscription_webhook_events set outcome = ? where provider = ? and event_id = ?', [outcome, input.provider, input.event.id]);
    }
    return { duplicate: false, outcome, subscriptionId: row?.id ?? null };
  });
}

async function decide(tx: EntityManager, deps: Pick<SubscriptionsDeps, 'bus'>, row: Row | undefined, snapshot: ProviderSnapshot | null): Promise<string> {
  if (!row) return 'unknown_subscription';
  if (!snapshot) return 'no_state';
  if (row.provider_subscription_id && row.provider_subscription_id !== snapshot.providerSubscriptionId) return 'subscription_mismatch';
  if (row.provider_updated_at && snapshot.at.getTime() < time(row.provider_updated_at)!) return 'stale';
  if (row.status === 'cancelled') return 'already_cancelled';

  // Never back to incomplete once started.
  const status: SubscriptionStatus = snapshot.status === 'incomplete' && row.status !== 'incomplete' ? row.status : snapshot.status;
  if (status === 'incomplete') return 'not_started';
  if (row.status === 'incomplete') {
    const other = await one(tx, `select id from user_subscriptions where user_id = ? and id <> ? and status in ('active', 'past_due')`, [row.user_id, row.id]);
    if (other) {
      log.warn({ subscriptionId: row.id, other: other.id }, 'a second subscription was paid while one is live; left incomplete for an admin');
      return 'second_live_subscription';
    }
  }
  // Periods move only forward; a provider that names none yet (just activated) starts one now.
  const rowStart = time(row.current_period_start);
  const snapStart = snapshot.currentPeriodStart?.getTime() ?? null;
  const forward = snapStart !== null && (rowStart === null || snapStart >= rowStart);
  const start = forward ? snapshot.currentPeriodStart! : row.current_period_start ? new Date(row.current_period_start) : snapshot.at;
  const end = forward && snapshot.currentPeriodEnd ? snapshot.currentPeriodEnd : row.current_period_end ? new Date(row.current_period_end) : addMonth(start);
  const renewed = rowStart !== null && start.getTime() > rowStart;
  const used = renewed ? 0 : Number(row.documents_used_this_period);
  const cancelAtPeriodEnd = status === 'cancelled' ? Boolean(row.cancel_at_period_end) : (snapshot.cancelAtPeriodEnd ?? Boolean(row.cancel_at_period_end));
  const planId = await planIdOf(tx, snapshot, row.plan_id);
  const pastDueSince = status === 'past_due' ? (row.past_due_since ?? snapshot.at) : null;

  await rows(
    tx,
    // Another plan is billed at that plan's price now; the same plan keeps the subscription's price.
    `update user_subscriptions set status = ?, plan_id = ?,
       price_cents = case when plan_id = ?::uuid then price_cents else (select price_cents from subscription_plans where id = ?::uuid) end,
       provider_subscription_id = ?, current_period_start = ?, current_period_end = ?,
       documents_used_this_period = ?, cancel_at_period_end = ?, past_due_since = ?, cancelled_at = ?,
       provider_updated_at = greatest(provider_updated_at, ?::timestamptz), updated_at = now()
     where id = ?`,
    [
      status, planId, planId, planId, snapshot.providerSubscriptionId, start, end, used, cancelAtPeriodEnd, pastDueSince,
      status === 'cancelled' ? snapshot.at : null, snapshot.at, row.id,
    ],
  );

  const happened: Exclude<keyof typeof SUBSCRIPTION_EVENTS, 'documentUnlocked'>[] = [];
  if (row.status === 'incomplete') happened.push('activated');
  if (renewed) happened.push('renewed');
  if (row.status === 'active' && status === 'past_due') happened.push('paymentFailed');
  if (row.status === 'past_due' && status === 'active') happened.push('recovered');
  if (status !== 'cancelled' && row.status !== 'incomplete' && cancelAtPeriodEnd !== Boolean(row.cancel_at_period_end)) {
    happened.push(cancelAtPeriodEnd ? 'cancelScheduled' : 'resumed');
  }
  if (planId !== row.plan_id) happened.push('planChanged');
  if (status === 'cancelled') happened.push('cancelled');
  for (const what of happened) {
    const payload: SubscriptionChanged = {
      subscriptionId: row.id,
      userId: row.user_id,
      planId,
      ...(what === 'planChanged' ? { previousPlanId: row.plan_id } : {}),
      status,
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd,
    };
    await deps.bus.publish(tx, SUBSCRIPTION_EVENTS[what], payload);
  }
  return happened.length ? happened.join(',') : 'unchanged';
}
