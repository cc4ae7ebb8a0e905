// Buying documents with points, and refunding such a purchase. A checkout is one transaction: all documents or
// none. Access rows are claimed first (a unique index holds "bought once", so a document already owned, or being
// bought by a concurrent checkout of the same buyer, is found before any point moves); then the buyer is debited
// and each seller credited their share, balances locked in user-id order so concurrent checkouts never deadlock.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, badRequest, notify, uuidv7 } from '../platform/index.ts';
import { documentCatalog } from './catalog.ts';
import { type CheckoutResult, WALLET_MESSAGES, WALLET_REALTIME } from './contract.ts';
import { inTransaction, int, one, rows, uuidArray } from './db.ts';
import { getSetting } from '../settings/index.ts';
import { type WalletDeps, sellerShare } from './deps.ts';
import { type PurchaseRefunded, WALLET_EVENTS } from './events.ts';
import { balanceOf, insufficientPoints, move, type MoveInput } from './ledger.ts';

type Claimed = {
  documentId: string;
  title: string;
  sellerId: string;
  userDocumentId: string;
  price: number;
  sellerPoints: number;
  purchaseTransactionId: string | null;
  saleTransactionId: string | null;
};

const byUser = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** Buys documents with the buyer's points (spec use_points_for_document, for a whole cart at once). */
export async function checkoutDocuments(
  em: EntityManager,
  deps: WalletDeps,
  input: { buyerId: string; documentIds: string[] },
): Promise<CheckoutResult> {
  const ids = [...new Set(input.documentIds)].sort();
  if (ids.length === 0) throw badRequest('Choose at least one document');
  const percent = await getSetting(em, 'wallet.sellerSharePercent', deps.settings.sellerSharePercent);
  return inTransaction(em, async (tx) => {
    const docs = await documentCatalog().priceAndOwner(tx, ids);
    const byId = new Map(docs.map((d) => [d.id, d]));
    const unavailable = ids.filter((id) => {
      const doc = byId.get(id);
      return doc?.status !== 'approved' || !Number.isSafeInteger(doc.pointsPrice) || doc.pointsPrice < 0;
    });
    if (unavailable.length) {
      throw new HttpError(422, 'document_unavailable', WALLET_MESSAGES.documentUnavailable, { documentIds: unavailable });
    }

    const checkoutId = uuidv7();
    const alreadyOwned: CheckoutResult['alreadyOwned'] = [];
    const claimed: Claimed[] = [];
    for (const id of ids) {
      const doc = byId.get(id)!;
      if (doc.userId === input.buyerId) {
        alreadyOwned.push({ documentId: id, reason: 'own_document', message: WALLET_MESSAGES.ownDocument });
        continue;
      }
      const price = doc.pointsPrice;
      const sellerPoints = sellerShare(price, percent);
      const c: Claimed = {
        documentId: id,
        title: doc.title ?? 'a document',
        sellerId: doc.userId,
        userDocumentId: uuidv7(),
        price,
        sellerPoints,
        purchaseTransactionId: price > 0 ? uuidv7() : null,
        saleTransactionId: sellerPoints > 0 ? uuidv7() : null,
      };
      const inserted = await rows(
        tx,
        `insert into user_documents (id, user_id, document_id, access_type, points_spent, seller_id, seller_points, checkout_id,
           purchase_transaction_id, sale_transaction_id)
         values (?, ?, ?, 'points', ?, ?, ?, ?, ?, ?)
         on conflict (user_id, document_id) where revoked_at is null do nothing returning id`,
        [c.userDocumentId, input.buyerId, id, price, c.sellerId, sellerPoints, checkoutId, c.purchaseTransactionId, c.saleTransactionId],
      );
      if (inserted.length) claimed.push(c);
      else alreadyOwned.push({ documentId: id, reason: 'already_purchased', message: WALLET_MESSAGES.alreadyOwned });
    }

    const moves: MoveInput[] = [];
    for (const c of claimed) {
      const metadata = { documentId: c.documentId, userDocumentId: c.userDocumentId, checkoutId };
      if (c.purchaseTransactionId) {
        moves.push({
          id: c.purchaseTransactionId,
          userId: input.buyerId,
          amount: -c.price,
          type: 'spent',
          description: `Purchased "${c.title}"`,
          metadata,
          idempotencyKey: `purchase:${c.userDocumentId}`,
        });
      }
      if (c.saleTransactionId) {
        moves.push({
          id: c.saleTransactionId,
          userId: c.sellerId,
          amount: c.sellerPoints,
          type: 'earned',
          description: `Sale of "${c.title}" (${percent}% of ${c.price} points)`,
          metadata: { ...metadata, pricePoints: c.price, sellerSharePercent: percent },
          idempotencyKey: `sale:${c.userDocumentId}`,
        });
      }
    }
    moves.sort(byUser);
    let balance: number | null = null;
    for (const m of moves) {
      const result = await move(tx, m);
      if (result.outcome === 'insufficient') throw insufficientPoints();
      if (m.userId === input.buyerId) balance = result.balance;
    }
    balance ??= (await balanceOf(tx, input.buyerId)).balance;

    for (const c of claimed) {
      await deps.bus.publish(tx, WALLET_EVENTS.documentPurchased, {
        userDocumentId: c.userDocumentId,
        checkoutId,
        userId: input.buyerId,
        documentId: c.documentId,
        sellerId: c.sellerId,
        pointsSpent: c.price,
        sellerPoints: c.sellerPoints,
      });
      await notify(tx, `user:${c.sellerId}`, WALLET_REALTIME.documentSold, { documentId: c.documentId, sellerPoints: c.sellerPoints });
    }
    const totalSpent = claimed.reduce((sum, c) => sum + c.price, 0);
    if (claimed.length) {
      await notify(tx, `user:${input.buyerId}`, WALLET_REALTIME.documentPurchased, {
        checkoutId,
        documentIds: claimed.map((c) => c.documentId),
        totalSpent,
      });
    }
    return {
      checkoutId,
      purchased: claimed.map((c) => ({
        documentId: c.documentId,
        userDocumentId: c.userDocumentId,
        pointsSpent: c.price,
        transactionId: c.purchaseTransactionId,
      })),
      alreadyOwned,
      totalSpent,
      balance,
    };
  });
}

export type PurchaseRefundResult = PurchaseRefunded & { sellerShortfall: number; balance: number };

/**
 * Refunds a purchase: the buyer gets the points back, access is revoked, the seller's share is reversed. When
 * the seller's balance no longer covers the share (they spent or withdrew it) the refund is refused, unless
 * `partialSellerReversal` says to reverse what the seller has and let the platform carry the rest.
 */
export async function refundPurchase(
  em: EntityManager,
  deps: WalletDeps,
  input: { userId: string; documentId: string; reason: string; partialSellerReversal?: boolean },
): Promise<PurchaseRefundResult> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest('A reason is required');
  return inTransaction(em, async (tx) => {
    const ud = await one(
      tx,
      `select * from user_documents where user_id = ? and document_id = ? and revoked_at is null and access_type = 'points'
       for update`,
      [input.userId, input.documentId],
    );
    if (!ud) throw new HttpError(404, 'purchase_not_found', WALLET_MESSAGES.purchaseNotFound);
    const pointsSpent = int(ud.points_spent);
    const sellerPoints = int(ud.seller_points) - int(ud.seller_points_reversed);
    const sellerId = (ud.seller_id ?? null) as string | null;

    // Lock both balances in user-id order before reading the seller's.
    const holders = [input.userId, ...(sellerId ? [sellerId] : [])].sort();
    const locked = await rows(tx, 'select user_id, points_balance from user_points where user_id = any(?::uuid[]) order by user_id for update', [uuidArray(holders)]);
    const sellerBalance = int(locked.find((r) => r.user_id === sellerId)?.points_balance);
    let reversal = sellerPoints;
    if (sellerId && sellerPoints > sellerBalance) {
      if (!input.partialSellerReversal) {
        throw new HttpError(
          409,
          'seller_cannot_cover',
          `${WALLET_MESSAGES.sellerCannotCover} Their share is ${sellerPoints} points and their balance ${sellerBalance}.`,
        );
      }
      reversal = sellerBalance;
    }

    const metadata = { documentId: input.documentId, userDocumentId: ud.id, reason };
    const moves: MoveInput[] = [];
    const refundId = pointsSpent > 0 ? uuidv7() : null;
    const reversalId = sellerId && reversal > 0 ? uuidv7() : null;
    if (refundId) {
      moves.push({
        id: refundId,
        userId: input.userId,
        amount: pointsSpent,
        type: 'refund',
        description: 'Refund of a document purchase',
        metadata,
        idempotencyKey: `purchase-refund:${ud.id}`,
      });
    }
    if (reversalId && sellerId) {
      moves.push({
        id: reversalId,
        userId: sellerId,
        amount: -reversal,
        type: 'reversal',
        description: 'Sale reversed: the buyer was refunded',
        metadata: { ...metadata, sellerShortfall: sellerPoints - reversal },
        idempotencyKey: `sale-reversal:${ud.id}`,
      });
    }
    moves.sort(byUser);
    let balance: number | null = null;
    for (const m of moves) {
      const result = await move(tx, m);
      if (result.outcome === 'insufficient') throw new HttpError(409, 'seller_cannot_cover', WALLET_MESSAGES.sellerCannotCover);
      if (m.userId === input.userId) balance = result.balance;
    }
    balance ??= (await balanceOf(tx, input.userId)).balance;

    await rows(
      tx,
      `update user_documents set revoked_at = now(), revoke_reason = ?, refund_transaction_id = ?, reversal_transaction_id = ?,
         seller_points_reversed = seller_points_reversed + ?
       where id = ?`,
      [reason.slice(0, 500), refundId, reversalId, reversalId ? reversal : 0, ud.id],
    );
    const event: PurchaseRefunded = {
      userDocumentId: ud.id,
      userId: input.userId,
      documentId: input.documentId,
      sellerId,
      pointsRefunded: pointsSpent,
      sellerPointsReversed: reversalId ? reversal : 0,
      reason,
    };
    await deps.bus.publish(tx, WALLET_EVENTS.purchaseRefunded, event);
    return { ...event, sellerShortfall: sellerPoints - (reversalId ? reversal : 0), balance };
  });
}
