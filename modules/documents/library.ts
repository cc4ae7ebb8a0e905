// The dashboard: My Documents (tabs All Documents, My Uploads, Purchased, Saved, Recently Viewed; type chips;
// search; five sorts; 12 a page), the seller's uploads with their statistics and the seller overview, and the
// moderators' list. Only approved documents show, except on the uploads tab and in the seller's own lists.
import type { EntityManager } from '@mikro-orm/postgresql';
import { peopleByIds } from '../accounts/index.ts';
import { paginate, type Page } from '../platform/index.ts';
import { accessPort } from './access.ts';
import {
  type AdminDocument, type AdminDocumentCounts, DASHBOARD_PREVIEW_LIMIT, type DocumentStats, type LibraryCard, type LibraryCounts, type LibraryQuery, type MyUpload,
  STATUS_ID, type SellerOverview, type StatusName,
} from './contract.ts';
import { containing, iso, one, type Row, rows } from './db.ts';
import { DOC_COLUMNS, presenter, statusNameOf, statusRecordOf } from './present.ts';
import type { Deps } from './processing.ts';
import { resolveRef } from './refs.ts';

const APPROVED = STATUS_ID.approved;

type Tab = 'all' | 'uploads' | 'purchased' | 'saved' | 'recent' | 'others';

function normaliseTab(tab: LibraryQuery['tab']): Tab {
  return tab === 'uploaded' ? 'uploads' : tab;
}

/** `d.id in (...)` for a list that may be empty (an empty `in ()` is a syntax error). */
function inList(column: string, ids: string[], params: unknown[]): string {
  if (!ids.length) return 'false';
  params.push(ids);
  return `${column} in (?)`;
}

function tabCondition(tab: Tab, userId: string, acquired: string[], params: unknown[]): string {
  switch (tab) {
    case 'uploads':
      params.push(userId);
      return 'd.user_id = ?';
    case 'purchased':
      return `d.status_id = ${APPROVED} and ${inList('d.id', acquired, params)}`;
    case 'saved':
      return `d.status_id = ${APPROVED} and b.user_id is not null`;
    case 'recent':
      return `d.status_id = ${APPROVED} and v.id is not null`;
    case 'all': {
      params.push(userId);
      const own = 'd.user_id = ?';
      return `d.status_id = ${APPROVED} and (${own} or ${inList('d.id', acquired, params)} or b.user_id is not null or v.id is not null)`;
    }
    case 'others': {
      params.push(userId);
      const notOwn = 'd.user_id <> ?';
      return `d.status_id = ${APPROVED} and ${notOwn} and (${inList('d.id', acquired, params)} or b.user_id is not null or v.id is not null)`;
    }
  }
}

function libraryOrder(tab: Tab, sort: LibraryQuery['sort'], order: LibraryQuery['order']): string {
  const direction = (fallback: 'asc' | 'desc') => (order ?? fallback) === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'date': {
      // The date that defines the tab: when it was viewed, saved, or else uploaded.
      const column = tab === 'recent' ? 'v.viewed_at' : tab === 'saved' ? 'b.created_at' : 'd.created_at';
      return `${column} ${direction('desc')}, d.id ${direction('desc')}`;
    }
    case 'downloads':
      return `d.download_count ${direction('desc')}, d.created_at desc, d.id desc`;
    case 'rating':
      return `d.average_rating ${direction('desc')}, d.review_count ${direction('desc')}, d.created_at desc, d.id desc`;
    case 'title':
      return `lower(d.title) ${direction('asc')}, d.id asc`;
    case 'price':
      return `d.points_price ${direction('asc')}, d.created_at desc, d.id desc`;
  }
}

const LIBRARY_JOINS = `from documents d
  left join document_bookmarks b on b.document_id = d.id and b.user_id = ?
  left join document_views v on v.document_id = d.id and v.user_id = ?`;

/** My Documents: one tab of the signed-in user's library, filtered, searched, sorted and paged. */
export async function library(deps: Deps, em: EntityManager, userId: string, query: LibraryQuery): Promise<Page<LibraryCard>> {
  const tab = normaliseTab(query.tab);
  const empty = { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  const acquired = await accessPort().acquiredDocumentIds(em, userId);
  const params: unknown[] = [userId, userId];
  // Private documents (Document Chat uploads) belong to their chats, not to the library.
  const where = [tabCondition(tab, userId, acquired, params), 'not d.private'];
  if (query.type.length) {
    const ids = (await Promise.all(query.type.map((t) => resolveRef(em, 'types', t)))).filter((x): x is string => Boolean(x));
    if (!ids.length) return empty;
    where.push(inList('d.document_type_id', ids, params));
  }
  if (query.q) {
    where.push('(d.title ilike ? or d.description ilike ?)');
    params.push(containing(query.q), containing(query.q));
  }
  const list = {
    columns: `${DOC_COLUMNS}, b.created_at as bookmarked_at, v.viewed_at`,
    from: `${LIBRARY_JOINS} where ${where.join(' and ')}`,
    orderBy: libraryOrder(tab, query.sort, query.order),
    params,
  };
  return paginate(em, list, query, (found) => libraryCards(deps, em, userId, acquired, found));
}

async function libraryCards(deps: Deps, em: EntityManager, userId: string, acquired: string[], found: Row[]): Promise<LibraryCard[]> {
  const p = await presenter(deps.platform, em, found);
  const bought = new Set(acquired);
  return found.map((r): LibraryCard => {
    const isOwn = r.user_id === userId;
    const isPurchased = bought.has(r.id);
    return {
      ...p.card(r),
      status: statusNameOf(r.status_id),
      statusRecord: statusRecordOf(r.status_id),
      isOwn,
      isPurchased,
      bookmarked: Boolean(r.bookmarked_at),
      viewedAt: iso(r.viewed_at),
      bookmarkedAt: iso(r.bookmarked_at),
      href: isPurchased || isOwn ? `/dashboard/documents/${r.slug}` : `/documents/${r.slug}`,
    };
  });
}

/** How many documents each tab holds (`others` too, for the library's sixth tab; `uploaded` is `uploads`). */
export async function libraryCounts(em: EntityManager, userId: string) {
  const acquired = await accessPort().acquiredDocumentIds(em, userId);
  const out: Record<string, number> = {};
  for (const tab of ['all', 'uploads', 'purchased', 'saved', 'recent', 'others'] as const) {
    const params: unknown[] = [userId, userId];
    const clause = tabCondition(tab, userId, acquired, params);
    const [r] = await rows(em, `select count(*)::int as n ${LIBRARY_JOINS} where ${clause} and not d.private`, params);
    out[tab] = Number(r?.n ?? 0);
  }
  return out as LibraryCounts;
}

/** Views, downloads, purchases, bookmarks and revenue of each document. */
export async function statsOf(em: EntityManager, list: Row[]): Promise<Map<string, DocumentStats>> {
  const ids = list.map((r) => r.id as string);
  const out = new Map<string, DocumentStats>();
  if (!ids.length) return out;
  const marks = await rows(em, 'select document_id, count(*)::int as n from document_bookmarks where document_id in (?) group by document_id', [ids]);
  const bookmarks = new Map(marks.map((m) => [m.document_id as string, Number(m.n)]));
  const sales = await accessPort().salesStats(em, ids);
  for (const r of list) {
    const s = sales.get(r.id);
    out.set(r.id, {
      views: Number(r.view_count),
      downloads: Number(r.download_count),
      purchases: s?.purchases ?? 0,
      bookmarks: bookmarks.get(r.id) ?? 0,
      revenue: s?.revenue ?? 0,
    });
  }
  return out;
}

async function uploadsOf(deps: Deps, em: EntityManager, list: Row[]): Promise<MyUpload[]> {
  const [p, stats] = await Promise.all([presenter(deps.platform, em, list), statsOf(em, list)]);
  return list.map((r) => p.upload(r, stats.get(r.id)!));
}

/** The seller's own uploads, any status, newest first, with statistics. */
export async function sellerDocuments(
  deps: Deps,
  em: EntityManager,
  userId: string,
  query: { status?: StatusName; q?: string; page: number; pageSize: number },
): Promise<Page<MyUpload>> {
  const where = ['d.user_id = ?', 'not d.private'];
  const params: unknown[] = [userId];
  if (query.status) {
    where.push('d.status_id = ?');
    params.push(STATUS_ID[query.status]);
  }
  if (query.q) {
    where.push('(d.title ilike ? or d.description ilike ?)');
    params.push(containing(query.q), containing(query.q));
  }
  const list = { columns: DOC_COLUMNS, from: `from documents d where ${where.join(' and ')}`, orderBy: 'd.created_at desc, d.id desc', params };
  return paginate(em, list, query, (found) => uploadsOf(deps, em, found));
}

/** One upload of this seller (any status), as the seller sees it. */
export async function sellerDocument(deps: Deps, em: EntityManager, documentId: string): Promise<MyUpload> {
  const row = await one(em, `select ${DOC_COLUMNS} from documents d where d.id = ?`, [documentId]);
  return (await uploadsOf(deps, em, [row!]))[0]!;
}

/** The seller dashboard: documents by status, totals, rating, and the newest and most downloaded uploads. */
export async function sellerOverview(deps: Deps, em: EntityManager, userId: string): Promise<SellerOverview> {
  const [counts] = await rows(
    em,
    `select count(*)::int as total,
       count(*) filter (where status_id = ${STATUS_ID.approved})::int as approved,
       count(*) filter (where status_id = ${STATUS_ID.pending})::int as pending,
       count(*) filter (where status_id = ${STATUS_ID.rejected})::int as rejected,
       count(*) filter (where status_id = ${STATUS_ID['soft-reject']})::int as soft_reject,
       count(*) filter (where status_id = ${STATUS_ID.deleted})::int as deleted,
       count(*) filter (where processing_status in ('queued', 'processing'))::int as processing,
       count(*) filter (where processing_status = 'failed')::int as failed,
       coalesce(sum(view_count), 0)::int as views,
       coalesce(sum(download_count), 0)::int as downloads,
       coalesce(sum(review_count), 0)::int as reviews,
       coalesce(sum(average_rating * review_count), 0)::float as rating_sum
     from documents where user_id = ? and not private`,
    [userId],
  );
  const all = await rows(em, `select ${DOC_COLUMNS} from documents d where d.user_id = ? and not d.private`, [userId]);
  const stats = await statsOf(em, all);
  const totals: DocumentStats = { views: Number(counts!.views), downloads: Number(counts!.downloads), purchases: 0, bookmarks: 0, revenue: 0 };
  for (const s of stats.values()) {
    totals.purchases += s.purchases;
    totals.bookmarks += s.bookmarks;
    totals.revenue += s.revenue;
  }
  const recent = [...all].sort((a, b) => +new Date(b.created_at) - +new Date(a.created_at) || (a.id < b.id ? 1 : -1)).slice(0, DASHBOARD_PREVIEW_LIMIT);
  const top = all
    .filter((r) => r.status_id === APPROVED)
    .sort((a, b) => Number(b.download_count) - Number(a.download_count) || +new Date(b.created_at) - +new Date(a.created_at))
    .slice(0, DASHBOARD_PREVIEW_LIMIT);
  const p = await presenter(deps.platform, em, [...recent, ...top]);
  const reviews = Number(counts!.reviews);
  return {
    documents: {
      total: Number(counts!.total),
      approved: Number(counts!.approved),
      pending: Number(counts!.pending),
      rejected: Number(counts!.rejected),
      softReject: Number(counts!.soft_reject),
      deleted: Number(counts!.deleted),
      processing: Number(counts!.processing),
      failed: Number(counts!.failed),
    },
    totals,
    averageRating: reviews ? Math.round((Number(counts!.rating_sum) / reviews) * 100) / 100 : 0,
    reviewCount: reviews,
    recentUploads: recent.map((r) => p.upload(r, stats.get(r.id)!)),
    topDocuments: top.map((r) => p.upload(r, stats.get(r.id)!)),
  };
}

// --- moderators ----------------------------------------------------------------------------------------------------

async function adminViews(deps: Deps, em: EntityManager, list: Row[]): Promise<AdminDocument[]> {
  const duplicateIds = [...new Set(list.map((r) => r.duplicate_of_id).filter(Boolean))] as string[];
  const duplicates = duplicateIds.length
    ? await rows(em, 'select id, slug, title, status_id, user_id from documents where id in (?)', [duplicateIds])
    : [];
  const [p, stats, owners] = await Promise.all([
    presenter(deps.platform, em, list, duplicates.map((d) => d.user_id)),
    statsOf(em, list),
    peopleByIds(em, list.map((r) => r.user_id as string)),
  ]);
  const emails = new Map([...owners.values()].map((o) => [o.id, o.email]));
  const byId = new Map(duplicates.map((d) => [d.id as string, d]));
  return list.map((r) => {
    const dup = r.duplicate_of_id ? byId.get(r.duplicate_of_id) : undefined;
    return {
      ...p.upload(r, stats.get(r.id)!),
      ownerEmail: emails.get(r.user_id) ?? null,
      duplicate: dup
        ? {
            kind: r.duplicate_kind,
            similarity: Number(r.duplicate_similarity ?? 1),
            document: { id: dup.id, slug: dup.slug, title: dup.title, status: statusNameOf(dup.status_id), user: p.author(dup.user_id) },
          }
        : null,
      contentSha256: r.content_sha256,
      moderatedAt: iso(r.moderated_at),
    };
  });
}

export async function adminDocument(deps: Deps, em: EntityManager, documentId: string): Promise<AdminDocument | null> {
  const row = await one(em, `select ${DOC_COLUMNS} from documents d where d.id = ?`, [documentId]);
  return row ? (await adminViews(deps, em, [row]))[0]! : null;
}

type AdminFilter = { status?: StatusName; processing?: string; duplicates?: boolean; q?: string };

/** The `where` of the moderators' lists: status, processing state, duplicate flag and a title/description search. */
function adminWhere(query: AdminFilter): { clause: string; params: unknown[] } {
  // Private documents are never moderated: they are their owner's chat material, not for sale.
  const where: string[] = ['not d.private'];
  const params: unknown[] = [];
  if (query.status) {
    where.push('d.status_id = ?');
    params.push(STATUS_ID[query.status]);
  }
  if (query.processing) {
    where.push('d.processing_status = ?');
    params.push(query.processing);
  }
  if (query.duplicates === true) where.push('d.duplicate_of_id is not null');
  if (query.duplicates === false) where.push('d.duplicate_of_id is null');
  if (query.q) {
    where.push('(d.title ilike ? or d.description ilike ? or d.slug = ?)');
    params.push(containing(query.q), containing(query.q), query.q);
  }
  return { clause: where.length ? `where ${where.join(' and ')}` : '', params };
}

/** The moderation queue and every other list an admin needs. Pending documents come oldest first. */
export async function adminDocuments(
  deps: Deps,
  em: EntityManager,
  query: AdminFilter & { page: number; pageSize: number },
): Promise<Page<AdminDocument>> {
  const { clause, params } = adminWhere(query);
  const orderBy = query.status === 'pending' ? 'd.created_at asc, d.id asc' : 'd.created_at desc, d.id desc';
  return paginate(em, { columns: DOC_COLUMNS, from: `from documents d ${clause}`, orderBy, params }, query, (found) => adminViews(deps, em, found));
}

/** The moderation tabs' counts in one pass, under the same search as the list. */
export async function adminDocumentCounts(em: EntityManager, query: { q?: string }): Promise<AdminDocumentCounts> {
  const { clause, params } = adminWhere(query);
  const [r] = await rows(
    em,
    `select count(*) filter (where d.status_id = ?)::int as pending, count(*) filter (where d.status_id = ?)::int as approved,
       count(*) filter (where d.status_id = ?)::int as soft_reject, count(*) filter (where d.status_id = ?)::int as rejected,
       count(*) filter (where d.status_id = ?)::int as deleted,
       count(*) filter (where d.processing_status in ('queued', 'processing'))::int as processing,
       count(*) filter (where d.processing_status = 'failed')::int as failed,
       count(*) filter (where d.status_id = ? and d.duplicate_of_id is not null)::int as duplicates
     from documents d ${clause}`,
    [STATUS_ID.pending, APPROVED, STATUS_ID['soft-reject'], STATUS_ID.rejected, STATUS_ID.deleted, STATUS_ID.pending, ...params],
  );
  return {
    pending: r!.pending, approved: r!.approved, 'soft-reject': r!.soft_reject, rejected: r!.rejected, deleted: r!.deleted,
    processing: r!.processing, failed: r!.failed, duplicates: r!.duplicates,
  };
}
