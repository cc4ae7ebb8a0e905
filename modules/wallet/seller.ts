// A seller's earnings and sales, and the admin list of document purchases ("orders").
import { getSetting } from '../settings/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sale, SellerEarnings } from './contract.ts';
import type { Page } from '../platform/index.ts';
import { int, iso, one, paginate, type Row } from './db.ts';
import type { WalletSettings } from './deps.ts';

/**
 * Points a seller may still withdraw: their net sales earnings less what withdrawals hold or paid out, and never
 * more than their balance. Points bought with money are not withdrawable (they are not earnings).
 */
export async function withdrawable(em: EntityManager, userId: string) {
  const r = await one(
    em,
    `select
       coalesce((select points_balance from user_points where user_id = ?), 0) as balance,
       coalesce((select sum(seller_points - seller_points_reversed) from user_documents where seller_id = ?), 0) as earned,
       coalesce((select sum(points) from withdrawal_requests where user_id = ? and status in ('pending', 'approved')), 0) as pending,
       coalesce((select sum(points) from withdrawal_requests where user_id = ? and status = 'paid'), 0) as paid`,
    [userId, userId, userId, userId],
  );
  const balance = int(r?.balance);
  const earned = int(r?.earned);
  const pending = int(r?.pending);
  const paid = int(r?.paid);
  return { balance, earned, pending, paid, withdrawable: Math.max(0, Math.min(balance, earned - pending - paid)) };
}

export async function sellerEarnings(em: EntityManager, userId: string, settings: WalletSettings): Promise<SellerEarnings> {
  const [w, sales, sellerSharePercent, minimumWithdrawalPoints] = await Promise.all([
    withdrawable(em, userId),
    one(
      em,
      `select count(*) as n, coalesce(sum(points_spent), 0) as gross from user_documents
       where seller_id = ? and access_type = 'points' and revoked_at is null`,
      [userId],
    ),
    getSetting(em, 'wallet.sellerSharePercent', settings.sellerSharePercent),
    getSetting(em, 'wallet.withdrawalMinimumPoints', settings.withdrawalMinimumPoints),
  ]);
  return {
    sellerSharePercent,
    salesCount: int(sales?.n),
    grossPoints: int(sales?.gross),
    earnedPoints: w.earned,
    pendingWithdrawalPoints: w.pending,
    paidOutPoints: w.paid,
    withdrawablePoints: w.withdrawable,
    minimumWithdrawalPoints,
    balance: w.balance,
  };
}

const toSale = (r: Row): Sale => ({
  id: r.id,
  documentId: r.document_id,
  pricePoints: int(r.points_spent),
  sellerPoints: int(r.seller_points),
  sellerPointsReversed: int(r.seller_points_reversed),
  status: r.revoked_at ? 'refunded' : 'completed',
  createdAt: iso(r.created_at)!,
  refundedAt: iso(r.revoked_at),
});

/** The seller's sales, newest first (buyers are not named). */
export async function listSales(em: EntityManager, sellerId: string, query: { page: number; pageSize: number }): Promise<Page<Sale>> {
  return paginate(
    em,
    {
      columns: 'id, document_id, points_spent, seller_points, seller_points_reversed, created_at, revoked_at',
      from: `from user_documents where seller_id = ? and access_type = 'points'`,
      orderBy: 'created_at desc, id desc',
      params: [sellerId],
    },
    query,
    (found) => found.map(toSale),
  );
}

/** A purchase row as the admin Orders page lists it, before the names of the people and document are added. */
export function toPurchaseRecord(r: Row) {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    documentId: r.document_id as string,
    sellerId: (r.seller_id ?? null) as string | null,
    accessType: r.access_type as 'points' | 'subscription',
    pointsSpent: int(r.points_spent),
    sellerPoints: int(r.seller_points),
    sellerPointsReversed: int(r.seller_points_reversed),
    status: (r.revoked_at ? 'refunded' : 'completed') as 'completed' | 'refunded',
    paymentStatus: (r.revoked_at ? 'refunded' : 'succeeded') as 'succeeded' | 'refunded',
    revokeReason: (r.revoke_reason ?? null) as string | null,
    createdAt: iso(r.created_at)!,
    refundedAt: iso(r.revoked_at),
  };
}
export type PurchaseRecord = ReturnType<typeof toPurchaseRecord>;

/** Every document purchase, newest first: the admin Orders page. */
export async function listAllPurchases(
  em: EntityManager,
  query: { page: number; pageSize: number; userId?: string; sellerId?: string; documentId?: string; status?: 'completed' | 'refunded' },
): Promise<Page<PurchaseRecord>> {
  return paginate(
    em,
    {
      columns: '*',
      from: `from user_documents
             where (?::uuid is null or user_id = ?::uuid) and (?::uuid is null or seller_id = ?::uuid)
               and (?::uuid is null or document_id = ?::uuid)
               and (?::text is null or (? = 'refunded') = (revoked_at is not null))`,
      orderBy: 'created_at desc, id desc',
      params: [
        query.userId ?? null, query.userId ?? null, query.sellerId ?? null, query.sellerId ?? null,
        query.documentId ?? null, query.documentId ?? null, query.status ?? null, query.status ?? null,
      ],
    },
    query,
    (found) => found.map(toPurchaseRecord),
  );
}
