// What the admin pages need beyond the wallet's own rows: the people and documents behind the ids (read through
// the accounts module's public face and the documents catalog port), a user filter by email, and the refund of
// one purchase by its id (the CLI refunds by buyer and document; both end in refundPurchase).
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileByEmail, profileById, peopleByIds } from '../accounts/index.ts';
import { HttpError, type Page } from '../platform/index.ts';
import { documentCatalog } from './catalog.ts';
import { type AdminOrder, type AdminUser, type PurchaseRefund, WALLET_MESSAGES } from './contract.ts';
import { one } from './db.ts';
import type { WalletDeps } from './deps.ts';
import { refundPurchase } from './purchases.ts';
import { type PurchaseRecord, toPurchaseRecord } from './seller.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The users behind ids, in one read (a deleted account's anonymised row answers as it is). */
export async function adminUsers(em: EntityManager, ids: Iterable<string | null | undefined>): Promise<Map<string, AdminUser>> {
  const profiles = await peopleByIds(em, ids);
  const out = new Map<string, AdminUser>();
  for (const p of profiles.values()) out.set(p.id, { id: p.id, fullName: p.fullName, email: p.email });
  return out;
}

/**
 * An admin list's user filter as a user id: `user` (an email, any case, or an id) else `userId`. Undefined when
 * there is no filter, null when it names nobody (the list is then empty, not everything).
 */
export async function userFilterId(em: EntityManager, query: { user?: string; userId?: string }): Promise<string | null | undefined> {
  if (!query.user) return query.userId;
  const profile = UUID.test(query.user) ? await profileById(em, query.user.toLowerCase()) : await profileByEmail(em, query.user);
  return profile?.id ?? null;
}

export const emptyPage = <T>(query: { page: number; pageSize: number }): Page<T> => ({ items: [], page: query.page, pageSize: query.pageSize, total: 0 });

/** Purchases with their buyer, seller and document named. */
export async function withParties(em: EntityManager, list: PurchaseRecord[]): Promise<AdminOrder[]> {
  const documentIds = [...new Set(list.map((p) => p.documentId))];
  const [people, docs] = await Promise.all([
    adminUsers(em, list.flatMap((p) => [p.userId, p.sellerId])),
    documentIds.length ? documentCatalog().priceAndOwner(em, documentIds) : Promise.resolve([]),
  ]);
  const byId = new Map(docs.map((d) => [d.id, d]));
  return list.map((p) => {
    const doc = byId.get(p.documentId);
    return {
      ...p,
      buyer: people.get(p.userId) ?? null,
      seller: (p.sellerId && people.get(p.sellerId)) || null,
      document: doc ? { id: doc.id, title: doc.title ?? 'Untitled document', slug: doc.slug ?? null } : null,
    };
  });
}

const alreadyRefunded = () => new HttpError(409, 'already_refunded', WALLET_MESSAGES.purchaseAlreadyRefunded);

/** Refunds one purchase by its id: points back to the buyer, access revoked, the seller's share reversed. */
export async function refundPurchaseById(
  em: EntityManager,
  deps: WalletDeps,
  input: { id: string; reason: string; partialSellerReversal?: boolean },
): Promise<PurchaseRefund> {
  const before = await one(em, 'select * from user_documents where id = ?', [input.id]);
  if (!before) throw new HttpError(404, 'purchase_not_found', WALLET_MESSAGES.purchaseIdNotFound);
  if (before.revoked_at) throw alreadyRefunded();
  if (before.access_type !== 'points') throw new HttpError(409, 'not_refundable', WALLET_MESSAGES.purchaseNotRefundable);
  let result: Awaited<ReturnType<typeof refundPurchase>>;
  try {
    result = await refundPurchase(em, deps, {
      userId: before.user_id,
      documentId: before.document_id,
      reason: input.reason,
      partialSellerReversal: input.partialSellerReversal,
    });
  } catch (error) {
    // A refund of the same purchase that committed first leaves this one nothing to refund.
    if (error instanceof HttpError && error.code === 'purchase_not_found') throw alreadyRefunded();
    throw error;
  }
  const after = await one(em, 'select * from user_documents where id = ?', [input.id]);
  const [order] = await withParties(em, [toPurchaseRecord(after!)]);
  return {
    order: order!,
    pointsRefunded: result.pointsRefunded,
    sellerPointsReversed: result.sellerPointsReversed,
    sellerShortfall: result.sellerShortfall,
    buyerBalance: result.balance,
  };
}
