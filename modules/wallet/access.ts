// Who holds which document: a live user_documents row, bought with points or granted by a subscription. One live
// row per user and document (a unique index): digital content is bought once.
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7, type Page } from '../platform/index.ts';
import type { Purchase } from './contract.ts';
import { int, iso, one, paginate, rows, uuidArray } from './db.ts';

/** True when the user holds the document (bought and not refunded, or granted by a subscription). */
export async function hasAccess(em: EntityManager, userId: string, documentId: string): Promise<boolean> {
  const found = await one(
    em,
    'select 1 as ok from user_documents where user_id = ? and document_id = ? and revoked_at is null',
    [userId, documentId],
  );
  return Boolean(found);
}

export async function accessOf(em: EntityManager, userId: string, documentId: string) {
  const r = await one(
    em,
    'select access_type, created_at from user_documents where user_id = ? and document_id = ? and revoked_at is null',
    [userId, documentId],
  );
  return {
    documentId,
    hasAccess: Boolean(r),
    accessType: (r?.access_type ?? null) as Purchase['accessType'] | null,
    acquiredAt: r ? iso(r.created_at) : null,
  };
}

/** Ids of every document the user holds, newest first. */
export async function acquiredDocumentIds(em: EntityManager, userId: string): Promise<string[]> {
  const found = await rows(em, 'select document_id from user_documents where user_id = ? and revoked_at is null order by created_at desc', [userId]);
  return found.map((r) => r.document_id as string);
}

/** Purchases (not refunded) and the sellers' net points per document; documents without sales are absent. */
export async function salesStats(em: EntityManager, documentIds: string[]): Promise<Map<string, { purchases: number; revenue: number }>> {
  const stats = new Map<string, { purchases: number; revenue: number }>();
  if (documentIds.length === 0) return stats;
  const found = await rows(
    em,
    `select document_id, count(*) filter (where revoked_at is null) as purchases,
            coalesce(sum(seller_points - seller_points_reversed), 0) as revenue
     from user_documents where access_type = 'points' and document_id = any(?::uuid[]) group by document_id`,
    [uuidArray(documentIds)],
  );
  for (const r of found) stats.set(r.document_id, { purchases: int(r.purchases), revenue: int(r.revenue) });
  return stats;
}

/**
 * The answers the documents module asks for through its access port (`setAccessPort` in documents' index.ts):
 * `setAccessPort(documentAccess)`.
 */
export const documentAccess = {
  hasAccess: (em: EntityManager, input: { userId: string; documentId: string }) => hasAccess(em, input.userId, input.documentId),
  acquiredDocumentIds,
  salesStats,
};

/** The user's documents, newest first. */
export async function listPurchases(em: EntityManager, userId: string, query: { page: number; pageSize: number }): Promise<Page<Purchase>> {
  return paginate(
    em,
    {
      columns: 'id, document_id, access_type, points_spent, created_at',
      from: 'from user_documents where user_id = ? and revoked_at is null',
      orderBy: 'created_at desc, id desc',
      params: [userId],
    },
    query,
    (found) => found.map((r) => ({ id: r.id, documentId: r.document_id, accessType: r.access_type, pointsSpent: int(r.points_spent), createdAt: iso(r.created_at)! })),
  );
}

/**
 * Grants a document through a subscription (spec 001 §4: access_type subscription, zero points). Returns false
 * when the user already holds it. For the subscriptions module.
 */
export async function grantSubscriptionAccess(em: EntityManager, input: { userId: string; documentId: string }): Promise<boolean> {
  const inserted = await rows(
    em,
    `insert into user_documents (id, user_id, document_id, access_type, points_spent)
     values (?, ?, ?, 'subscription', 0)
     on conflict (user_id, document_id) where revoked_at is null do nothing returning id`,
    [uuidv7(), input.userId, input.documentId],
  );
  return inserted.length > 0;
}
