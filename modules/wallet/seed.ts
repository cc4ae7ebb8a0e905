// The points packages and bonus tiers the product sells. Idempotent: rows are keyed by slug (packages) and
// minimum amount (tiers) and never overwritten, so a second run creates nothing and changes nothing.
import { type Platform, type SeedReport, uuidv7 } from '../platform/index.ts';
import { rows } from './db.ts';

/** 10 points per USD, and a growing bonus on the larger packages. */
export const PACKAGES = [
  { slug: 'starter', name: 'Starter', description: 'A few documents or AI actions', points: 50, bonusPoints: 0, priceCents: 500, sortOrder: 1, isPopular: false },
  { slug: 'basic', name: 'Basic', description: 'For the occasional study session', points: 100, bonusPoints: 10, priceCents: 1000, sortOrder: 2, isPopular: false },
  { slug: 'popular', name: 'Popular', description: 'Our most chosen package', points: 250, bonusPoints: 40, priceCents: 2500, sortOrder: 3, isPopular: true },
  { slug: 'pro', name: 'Pro', description: 'A whole term of documents and AI tools', points: 500, bonusPoints: 100, priceCents: 5000, sortOrder: 4, isPopular: false },
  { slug: 'ultimate', name: 'Ultimate', description: 'The best value for heavy users', points: 1000, bonusPoints: 250, priceCents: 10000, sortOrder: 5, isPopular: false },
] as const;

/** Bonus for custom amounts: from 10 USD 5 %, 25 USD 10 %, 50 USD 15 %, 100 USD 20 % of the base points. */
export const BONUS_TIERS = [
  { name: 'Bonus 5%', minAmountCents: 1000, bonusPercent: 5 },
  { name: 'Bonus 10%', minAmountCents: 2500, bonusPercent: 10 },
  { name: 'Bonus 15%', minAmountCents: 5000, bonusPercent: 15 },
  { name: 'Bonus 20%', minAmountCents: 10000, bonusPercent: 20 },
] as const;

export async function seedWallet(platform: Platform): Promise<SeedReport> {
  const report: SeedReport = { packages: 0, bonusTiers: 0 };
  await platform.orm.em.fork().transactional(async (em) => {
    for (const p of PACKAGES) {
      const inserted = await rows(
        em,
        `insert into points_packages (id, slug, name, description, points, bonus_points, price_cents, sort_order, is_popular)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (slug) do nothing returning id`,
        [uuidv7(), p.slug, p.name, p.description, p.points, p.bonusPoints, p.priceCents, p.sortOrder, p.isPopular],
      );
      report.packages! += inserted.length;
    }
    for (const t of BONUS_TIERS) {
      const inserted = await rows(
        em,
        `insert into points_bonus_tiers (id, name, min_amount_cents, bonus_percent)
         values (?, ?, ?, ?) on conflict (min_amount_cents) do nothing returning id`,
        [uuidv7(), t.name, t.minAmountCents, t.bonusPercent],
      );
      report.bonusTiers! += inserted.length;
    }
  });
  return report;
}
