// Bonus unlocks (spec 001 §4): each document raises documents_used_this_period by one and is granted with access
// type subscription and 0 points, only while used + requested <= the plan's bonus_points. One conditional update
// on the subscription row decides (it also locks the row, so concurrent unlocks queue behind it and the last ones
// find nothing left). Each unlock pays the document's seller through the ledger (README: the rule).
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, uuidv7 } from '../platform/index.ts';
import { CENTS_PER_POINT, credit, documentCatalog, grantSubscriptionAccess, hasAccess, sellerShare } from '../wallet/index.ts';
import { PAST_DUE_GRACE_DAYS, SUBSCRIPTION_MESSAGES, type UnlockResult } from './contract.ts';
import { inTransaction, one, rows } from './db.ts';
import { type DocumentUnlocked, SUBSCRIPTION_EVENTS } from './events.ts';
import type { SubscriptionsDeps } from './providers/index.ts';

/** The seller's points for one unlock: their share of the plan's price per bonus unlock, never more than a sale. */
export function sellerPointsPerUnlock(plan: { priceCents: number; bonusPoints: number }, documentPrice: number, sharePercent: number): number {
  const perUnlock = Math.floor((plan.priceCents * sharePercent) / (CENTS_PER_POINT * 100 * plan.bonusPoints));
  return Math.min(perUnlock, sellerShare(documentPrice, sharePercent));
}

/** Bonus unlocks left now: 0 without a subscription that may unlock. */
export async function unlocksLeft(em: EntityManager, userId: string): Promise<number> {
  const r = await one(
    em,
    `select greatest(p.bonus_points - s.documents_used_this_period, 0) as left from user_subscriptions s join subscription_plans p on p.id = s.plan_id
     where s.user_id = ? and ${USABLE}`,
    [userId],
  );
  return Number(r?.left ?? 0);
}

/** canUnlock (subscriptions.ts) in SQL, for the conditional update. */
const USABLE = `s.current_period_end > now() and (s.status = 'active'
  or (s.status = 'past_due' and s.past_due_since > now() - interval '${PAST_DUE_GRACE_DAYS} days'))`;

export function unlockDocuments(em: EntityManager, deps: SubscriptionsDeps, input: { userId: string; documentIds: string[] }): Promise<UnlockResult> {
  const ids = [...new Set(input.documentIds)];
  return inTransaction(em, async (tx) => {
    const found = new Map((await documentCatalog().priceAndOwner(tx, ids)).map((d) => [d.id, d]));
    const unavailable = ids.filter((id) => found.get(id)?.status !== 'approved');
    if (unavailable.length) {
      throw new HttpError(422, 'document_unavailable', SUBSCRIPTION_MESSAGES.documentUnavailable, { documentIds: unavailable });
    }
    const alreadyOwned: string[] = [];
    const wanted: string[] = [];
    for (const id of ids) {
      if (found.get(id)!.userId === input.userId || (await hasAccess(tx, input.userId, id))) alreadyOwned.push(id);
      else wanted.push(id);
    }
    if (wanted.length === 0) return { unlocked: [], alreadyOwned, unlocksLeft: await unlocksLeft(tx, input.userId) };

    const [sub] = await rows(
      tx,
      `update user_subscriptions s set documents_used_this_period = s.documents_used_this_period + ?, updated_at = now()
       from subscription_plans p
       where p.id = s.plan_id and s.user_id = ? and ${USABLE} and s.documents_used_this_period + ? <= p.bonus_points
       returning s.id, s.current_period_start, s.documents_used_this_period as used, p.bonus_points, s.price_cents`,
      [wanted.length, input.userId, wanted.length],
    );
    if (!sub) {
      const usable = await one(
        tx,
        `select greatest(p.bonus_points - s.documents_used_this_period, 0) as left from user_subscriptions s
         join subscription_plans p on p.id = s.plan_id where s.user_id = ? and ${USABLE}`,
        [input.userId],
      );
      if (!usable) throw new HttpError(422, 'no_subscription', SUBSCRIPTION_MESSAGES.notActive);
      const left = Number(usable.left);
      throw new HttpError(422, 'no_unlocks_left', left ? SUBSCRIPTION_MESSAGES.tooFewUnlocksLeft(wanted.length, left) : SUBSCRIPTION_MESSAGES.noUnlocksLeft);
    }
    const plan = { priceCents: Number(sub.price_cents), bonusPoints: Number(sub.bonus_points) };
    for (const documentId of wanted) {
      // A concurrent purchase or unlock of the same document won: everything here rolls back, nothing is counted.
      if (!(await grantSubscriptionAccess(tx, { userId: input.userId, documentId }))) {
        throw new HttpError(409, 'already_owned', SUBSCRIPTION_MESSAGES.alreadyOwned);
      }
      const doc = found.get(documentId)!;
      const usageId = uuidv7();
      const sellerPoints = sellerPointsPerUnlock(plan, doc.pointsPrice, deps.sellerSharePercent);
      await rows(
        tx,
        `insert into subscription_document_usage (id, user_id, subscription_id, document_id, period_start, seller_id, seller_points)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [usageId, input.userId, sub.id, documentId, sub.current_period_start, doc.userId, sellerPoints],
      );
      if (sellerPoints > 0) {
        await credit(tx, {
          userId: doc.userId,
          amount: sellerPoints,
          description: `Subscription unlock of "${doc.title ?? 'a document'}"`,
          metadata: { documentId, subscriptionUsageId: usageId },
          idempotencyKey: `subscription-unlock:${usageId}`,
        });
      }
      const event: DocumentUnlocked = { subscriptionId: sub.id, userId: input.userId, documentId, sellerId: doc.userId, sellerPoints };
      await deps.bus.publish(tx, SUBSCRIPTION_EVENTS.documentUnlocked, event);
    }
    return { unlocked: wanted, alreadyOwned, unlocksLeft: Number(sub.bonus_points) - Number(sub.used) };
  });
}
