// Points packages and bonus tiers, and the points an amount of money buys (the spec's
// calculate_points_for_amount). Amounts are whole cents; points are whole numbers, rounded down.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type BonusTier, CENTS_PER_POINT, CUSTOM_AMOUNT_MAX_CENTS, CUSTOM_AMOUNT_MIN_CENTS, POINTS_PER_USD, type PackagesResponse,
  type PointsPackage, type PointsQuote,
} from './contract.ts';
import { int, one, type Row, rows } from './db.ts';

export function toPackage(r: Row): PointsPackage {
  const points = int(r.points);
  const bonusPoints = int(r.bonus_points);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    points,
    bonusPoints,
    totalPoints: points + bonusPoints,
    bonusPercent: Math.floor((bonusPoints * 100) / points),
    priceCents: int(r.price_cents),
    currency: r.currency,
    isPopular: Boolean(r.is_popular),
  };
}

const toTier = (r: Row): BonusTier => ({
  id: r.id,
  name: r.name,
  minAmountCents: int(r.min_amount_cents),
  bonusPercent: int(r.bonus_percent),
});

export async function listActivePackages(em: EntityManager): Promise<PointsPackage[]> {
  const found = await rows(em, 'select * from points_packages where is_active order by price_cents, sort_order, name');
  return found.map(toPackage);
}

export async function listActiveBonusTiers(em: EntityManager): Promise<BonusTier[]> {
  return (await rows(em, 'select * from points_bonus_tiers where is_active order by min_amount_cents')).map(toTier);
}

export async function packagesOverview(em: EntityManager): Promise<PackagesResponse> {
  const [packages, bonusTiers] = await Promise.all([listActivePackages(em), listActiveBonusTiers(em)]);
  return {
    packages,
    bonusTiers,
    pointsPerUsd: POINTS_PER_USD,
    customAmount: { minCents: CUSTOM_AMOUNT_MIN_CENTS, maxCents: CUSTOM_AMOUNT_MAX_CENTS },
  };
}

/** A package by id, with whether it can be bought now. */
export async function packageById(em: EntityManager, id: string): Promise<(PointsPackage & { isActive: boolean }) | null> {
  const r = await one(em, 'select * from points_packages where id = ?', [id]);
  return r ? { ...toPackage(r), isActive: Boolean(r.is_active) } : null;
}

/**
 * calculate_points_for_amount: an active package priced exactly at the amount gives its points and bonus (the
 * largest, should several share a price); any other amount gives floor(10 x USD) base points (one point per
 * 10 cents, rounded down) and the bonus of the highest active tier it reaches, as a percentage of the base
 * points rounded down.
 */
export async function calculatePointsForAmount(em: EntityManager, amountCents: number): Promise<PointsQuote> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError('amountCents must be a positive whole number');
  const pkg = await one(
    em,
    `select * from points_packages where is_active and price_cents = ? order by points + bonus_points desc, id limit 1`,
    [amountCents],
  );
  if (pkg) {
    const p = toPackage(pkg);
    return { amountCents, basePoints: p.points, bonusPoints: p.bonusPoints, totalPoints: p.totalPoints, packageId: p.id };
  }
  const basePoints = Math.floor(amountCents / CENTS_PER_POINT);
  const tier = await one(
    em,
    'select bonus_percent from points_bonus_tiers where is_active and min_amount_cents <= ? order by min_amount_cents desc limit 1',
    [amountCents],
  );
  const bonusPoints = tier ? Math.floor((basePoints * int(tier.bonus_percent)) / 100) : 0;
  return { amountCents, basePoints, bonusPoints, totalPoints: basePoints + bonusPoints, packageId: null };
}
