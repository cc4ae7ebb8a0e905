// An admin's change of a plan's monthly price (#15), audited in the same transaction. It applies to checkouts and
// plan changes from now on; a subscription keeps the price written on it when it started (see README, "Plan
// prices"). PayPal plans have a fixed price, so the plan's PayPal plan is set aside: the next PayPal checkout makes
// one at the new price, and the old id stays known for the subscriptions it still bills.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../accounts/index.ts';
import { notFound } from '../platform/index.ts';
import { type AdminPlan, SUBSCRIPTION_MESSAGES } from './contract.ts';
import { inTransaction, one, type Row, rows } from './db.ts';
import { toPlan } from './plans.ts';

const ADMIN_PLAN_SELECT = `select p.*, (select count(*)::int from user_subscriptions s where s.plan_id = p.id and s.status in ('active', 'past_due')) as live
  from subscription_plans p`;

const toAdminPlan = (r: Row): AdminPlan => ({ ...toPlan(r), liveSubscriptions: Number(r.live), updatedAt: new Date(r.updated_at).toISOString() });

/** Every plan, active or not, cheapest first. */
export async function listAdminPlans(em: EntityManager): Promise<AdminPlan[]> {
  return (await rows(em, `${ADMIN_PLAN_SELECT} order by p.price_cents, p.name`)).map(toAdminPlan);
}

export async function planBySlugOrId(em: EntityManager, key: string): Promise<AdminPlan | null> {
  const r = await one(em, `${ADMIN_PLAN_SELECT} where p.slug = ? or p.id::text = ?`, [key, key]);
  return r ? toAdminPlan(r) : null;
}

export function changePlanPrice(em: EntityManager, input: { planId: string; priceCents: number; reason: string; adminId: string }): Promise<AdminPlan> {
  return inTransaction(em, async (tx) => {
    const before = await one(tx, 'select * from subscription_plans where id = ? for update', [input.planId]);
    if (!before) throw notFound(SUBSCRIPTION_MESSAGES.planNotFound);
    const from = Number(before.price_cents);
    if (from !== input.priceCents) {
      await rows(
        tx,
        `update subscription_plans set price_cents = ?, paypal_plan_id = null,
           former_paypal_plan_ids = case when paypal_plan_id is null then former_paypal_plan_ids else array_append(former_paypal_plan_ids, paypal_plan_id) end,
           updated_at = now()
         where id = ?`,
        [input.priceCents, input.planId],
      );
      await recordAdminAction(tx, {
        adminId: input.adminId,
        action: 'subscriptions.plan-price-changed',
        targetType: 'subscription-plan',
        targetId: input.planId,
        reason: input.reason,
        details: { slug: before.slug, from, to: input.priceCents, currency: before.currency },
      });
    }
    return toAdminPlan((await one(tx, `${ADMIN_PLAN_SELECT} where p.id = ?`, [input.planId]))!);
  });
}
