// The admin's changes to points packages and bonus tiers (#15): validated by pricing-contract.ts, each change and
// its admin_audit_log rows in one transaction. Checkouts read these rows when they price an order, so a change
// applies to the next checkout; an order already created keeps the amount and points written on it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../accounts/index.ts';
import { HttpError, uuidv7 } from '../platform/index.ts';
import { type AdminBonusTier, type AdminPackage, type AdminPricing, type BonusTierInput, PRICING_MESSAGES, type PackageChange } from './pricing-contract.ts';
import { inTransaction, int, iso, one, type Row, rows } from './db.ts';

const toAdminPackage = (r: Row): AdminPackage => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  points: int(r.points),
  bonusPoints: int(r.bonus_points),
  priceCents: int(r.price_cents),
  currency: r.currency,
  isActive: Boolean(r.is_active),
  isPopular: Boolean(r.is_popular),
  sortOrder: int(r.sort_order),
  updatedAt: iso(r.updated_at)!,
});

const toAdminTier = (r: Row): AdminBonusTier => ({
  id: r.id,
  name: r.name,
  minAmountCents: int(r.min_amount_cents),
  bonusPercent: int(r.bonus_percent),
  isActive: Boolean(r.is_active),
});

/** What an audit entry records of a package: the fields an admin may change. */
const editable = (p: AdminPackage) => ({ priceCents: p.priceCents, points: p.points, bonusPoints: p.bonusPoints, isActive: p.isActive, sortOrder: p.sortOrder });
const tierFacts = (t: { minAmountCents: number; bonusPercent: number; isActive: boolean }) => ({ minAmountCents: t.minAmountCents, bonusPercent: t.bonusPercent, isActive: t.isActive });

export async function listPricing(em: EntityManager): Promise<AdminPricing> {
  const [packages, tiers] = await Promise.all([
    rows(em, 'select * from points_packages order by sort_order, price_cents, name'),
    rows(em, 'select * from points_bonus_tiers order by min_amount_cents'),
  ]);
  return { packages: packages.map(toAdminPackage), bonusTiers: tiers.map(toAdminTier) };
}

export async function packageBySlugOrId(em: EntityManager, key: string): Promise<AdminPackage | null> {
  const r = await one(em, 'select * from points_packages where slug = ? or id::text = ?', [key, key]);
  return r ? toAdminPackage(r) : null;
}

/**
 * Changes one package. Every package row is locked first (in id order), so two admins switching off the last two
 * active packages at once run one after the other and the second is refused: at least one stays on sale.
 */
export function changePackage(em: EntityManager, input: { id: string; change: PackageChange; adminId: string }): Promise<AdminPackage> {
  const { reason, ...to } = input.change;
  return inTransaction(em, async (tx) => {
    const locked = await rows(tx, 'select * from points_packages order by id for no key update');
    const before = locked.find((r) => r.id === input.id);
    if (!before) throw new HttpError(404, 'package_not_found', PRICING_MESSAGES.packageNotFound);
    const [after] = await rows(
      tx,
      `update points_packages set price_cents = ?, points = ?, bonus_points = ?, is_active = ?, sort_order = ?, updated_at = now()
       where id = ? returning *`,
      [to.priceCents, to.points, to.bonusPoints, to.isActive, to.sortOrder, input.id],
    );
    const [active] = await rows(tx, 'select count(*)::int as n from points_packages where is_active');
    if (!active?.n) throw new HttpError(422, 'last_active_package', PRICING_MESSAGES.lastActivePackage, { isActive: [PRICING_MESSAGES.lastActivePackage] });
    const from = editable(toAdminPackage(before));
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'wallet.package-changed',
      targetType: 'points-package',
      targetId: input.id,
      reason,
      details: { slug: before.slug, from, to: editable(toAdminPackage(after!)) },
    });
    return toAdminPackage(after!);
  });
}

/**
 * Replaces the bonus tiers with `tiers` (one per starting amount): a tier at an amount that exists is updated in
 * place, a new amount is added, an amount left out is removed. One audit entry per tier added, changed or removed.
 * The table is locked for writes while this runs, so two admins' lists do not mix.
 */
export function replaceBonusTiers(em: EntityManager, input: { tiers: BonusTierInput[]; reason: string; adminId: string }): Promise<AdminBonusTier[]> {
  return inTransaction(em, async (tx) => {
    await rows(tx, 'lock table points_bonus_tiers in exclusive mode');
    const before = new Map((await rows(tx, 'select * from points_bonus_tiers')).map((r) => [int(r.min_amount_cents), toAdminTier(r)]));
    const audit = (action: string, targetId: string, details: Record<string, unknown>) =>
      recordAdminAction(tx, { adminId: input.adminId, action: `wallet.bonus-tier-${action}`, targetType: 'bonus-tier', targetId, reason: input.reason, details });
    for (const t of input.tiers) {
      const old = before.get(t.minAmountCents);
      before.delete(t.minAmountCents);
      if (old && JSON.stringify(tierFacts(old)) === JSON.stringify(tierFacts(t))) continue;
      const [row] = await rows(
        tx,
        `insert into points_bonus_tiers (id, name, min_amount_cents, bonus_percent, is_active) values (?, ?, ?, ?, ?)
         on conflict (min_amount_cents) do update set name = excluded.name, bonus_percent = excluded.bonus_percent,
           is_active = excluded.is_active, updated_at = now()
         returning id`,
        [uuidv7(), `Bonus ${t.bonusPercent}%`, t.minAmountCents, t.bonusPercent, t.isActive],
      );
      await (old ? audit('changed', row!.id, { from: tierFacts(old), to: tierFacts(t) }) : audit('added', row!.id, { to: tierFacts(t) }));
    }
    for (const gone of before.values()) {
      await rows(tx, 'delete from points_bonus_tiers where id = ?', [gone.id]);
      await audit('removed', gone.id, { from: tierFacts(gone) });
    }
    return (await rows(tx, 'select * from points_bonus_tiers order by min_amount_cents')).map(toAdminTier);
  });
}
