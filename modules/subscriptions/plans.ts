// Subscription plans (spec 001 §3): listed active only, cheapest first (§7). The seed's three plans and why
// those numbers are in the README.
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';
import type { Plan } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import type { PlanForProvider } from './providers/port.ts';

export const toPlan = (r: Row): Plan => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  priceCents: Number(r.price_cents),
  currency: r.currency,
  bonusPoints: Number(r.bonus_points),
  isActive: Boolean(r.is_active),
});

export const planForProvider = (r: Row): PlanForProvider => ({
  id: r.id,
  name: r.name,
  priceCents: Number(r.price_cents),
  currency: r.currency,
  paypalPlanId: r.paypal_plan_id ?? null,
});

export async function listActivePlans(em: EntityManager): Promise<Plan[]> {
  return (await rows(em, 'select * from subscription_plans where is_active order by price_cents, name')).map(toPlan);
}

export const planRow = (em: EntityManager, id: string) => one(em, 'select * from subscription_plans where id = ?', [id]);

export const SEED_PLANS = [
  { slug: 'basic', name: 'Basic', priceCents: 999, bonusPoints: 10 },
  { slug: 'standard', name: 'Standard', priceCents: 1999, bonusPoints: 30 },
  { slug: 'premium', name: 'Premium', priceCents: 3999, bonusPoints: 75 },
] as const;

/** Idempotent by slug: a second run changes nothing (and never overwrites a plan an admin has edited). */
export async function seedPlans(em: EntityManager): Promise<number> {
  let created = 0;
  for (const p of SEED_PLANS) {
    const inserted = await rows(
      em,
      `insert into subscription_plans (id, slug, name, price_cents, bonus_points) values (?, ?, ?, ?, ?)
       on conflict (slug) do nothing returning id`,
      [uuidv7(), p.slug, p.name, p.priceCents, p.bonusPoints],
    );
    created += inserted.length;
  }
  return created;
}
