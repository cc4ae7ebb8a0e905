// A user's subscription as stored, as shown, and as a provider is told about it; and the rule of when it may
// unlock documents.
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileById } from '../accounts/index.ts';
import { notFound } from '../platform/index.ts';
import { PAST_DUE_GRACE_DAYS, SUBSCRIPTION_MESSAGES, type Subscription } from './contract.ts';
import { one, type Row } from './db.ts';
import { planForProvider, toPlan } from './plans.ts';
import type { SubscriptionForProvider } from './providers/port.ts';

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const date = (v: unknown) => (v == null ? null : new Date(v as string));

/**
 * The subscription joined with its plan (columns `plan_*`), for the view and the provider. `plan_price_cents` is the
 * subscription's own price, the plan's when it was started or last changed plan (an admin may have changed it since).
 */
export const SUBSCRIPTION_COLUMNS = `s.*, p.slug as plan_slug, p.name as plan_name, s.price_cents as plan_price_cents,
  p.currency as plan_currency, p.bonus_points as plan_bonus_points, p.is_active as plan_is_active, p.paypal_plan_id as plan_paypal_plan_id`;
export const SUBSCRIPTION_FROM = 'from user_subscriptions s join subscription_plans p on p.id = s.plan_id';
export const SUBSCRIPTION_SELECT = `select ${SUBSCRIPTION_COLUMNS} ${SUBSCRIPTION_FROM}`;

const planOf = (r: Row) => ({
  id: r.plan_id,
  slug: r.plan_slug,
  name: r.plan_name,
  price_cents: r.plan_price_cents,
  currency: r.plan_currency,
  bonus_points: r.plan_bonus_points,
  is_active: r.plan_is_active,
  paypal_plan_id: r.plan_paypal_plan_id,
});

/** Whether the subscription may unlock documents now: active, or past due within the grace period, in its period. */
export function canUnlock(r: Row, now = new Date()): boolean {
  if (!r.current_period_end || date(r.current_period_end)! <= now) return false;
  if (r.status === 'active') return true;
  return r.status === 'past_due' && date(r.past_due_since)!.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000 > now.getTime();
}

export function toSubscription(r: Row, now = new Date()): Subscription {
  const bonus = Number(r.plan_bonus_points);
  const used = Number(r.documents_used_this_period);
  return {
    id: r.id,
    userId: r.user_id,
    plan: toPlan(planOf(r)),
    provider: r.provider,
    status: r.status,
    documentsUsedThisPeriod: used,
    unlocksLeft: canUnlock(r, now) ? Math.max(0, bonus - used) : 0,
    currentPeriodStart: iso(r.current_period_start),
    currentPeriodEnd: iso(r.current_period_end),
    cancelAtPeriodEnd: Boolean(r.cancel_at_period_end),
    pastDueSince: iso(r.past_due_since),
    cancelledAt: iso(r.cancelled_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** The subscription as a provider is told about it, with its user's email (asked of accounts, whose table users is). */
export async function forProvider(em: EntityManager, r: Row): Promise<SubscriptionForProvider> {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: (await profileById(em, r.user_id))?.email ?? null,
    provider: r.provider,
    providerSubscriptionId: r.provider_subscription_id ?? null,
    checkoutSessionId: r.checkout_session_id ?? null,
    status: r.status,
    currentPeriodStart: date(r.current_period_start),
    currentPeriodEnd: date(r.current_period_end),
    cancelAtPeriodEnd: Boolean(r.cancel_at_period_end),
    plan: planForProvider(planOf(r)),
  };
}

export const subscriptionRow = (em: EntityManager, id: string) => one(em, `${SUBSCRIPTION_SELECT} where s.id = ?`, [id]);

/** The user's own subscription, or 404 (another user's is not found either). */
export async function ownSubscription(em: EntityManager, userId: string, id: string): Promise<Row> {
  const r = await subscriptionRow(em, id);
  if (!r || r.user_id !== userId) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  return r;
}

/** The user's live subscription (active or past due), else their latest one, else null. */
export const currentSubscriptionRow = (em: EntityManager, userId: string) =>
  one(
    em,
    `${SUBSCRIPTION_SELECT} where s.user_id = ? and s.status <> 'incomplete'
     order by (s.status in ('active', 'past_due')) desc, s.created_at desc limit 1`,
    [userId],
  );
