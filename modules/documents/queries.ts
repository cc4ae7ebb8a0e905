// Public reads: the catalogue of approved documents (filters, sorts, pages), featured, related, slugs, a list by
// ids, and one document's detail. Only approved documents are listed, shown or used as related or featured; the
// owner and admins also see their own document in any other status by its slug or id.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, paginate, type Page } from '../platform/index.ts';
import { accessPort, type Viewer, canOpen, isAdmin } from './access.ts';
import {
  type CatalogueQuery, type DocumentCard, type DocumentDetail, MESSAGES, type PreviewPage, RELATED_LIMIT,
  REVIEWS_PAGE_SIZE, type Review, SLUG_PAGE_SIZE, STATUS_ID,
} from './contract.ts';
import { iso, one, type Row, rows, UUID } from './db.ts';
import { DOC_COLUMNS, presenter, processingOf, statusNameOf, statusRecordOf, versionedUrl } from './present.ts';
import type { Deps } from './processing.ts';
import { resolveRef } from './refs.ts';
import { textSearch } from './text-search.ts';

const APPROVED = STATUS_ID.approved;

const CATALOGUE_ORDER: Record<CatalogueQuery['sort'], string> = {
  newest: 'd.published_at desc, d.id desc',
  price_asc: 'd.points_price asc, d.published_at desc, d.id desc',
  price_desc: 'd.points_price desc, d.published_at desc, d.id desc',
  rating: 'd.average_rating desc, d.review_count desc, d.published_at desc, d.id desc',
};

export async function cardsOf(deps: Deps, em: EntityManager, list: Row[]): Promise<DocumentCard[]> {
  const p = await presenter(deps.platform, em, list);
  return list.map((r) => p.card(r));
}

/** The catalogue: approved documents, filtered, sorted and paged, with the total. */
export async function listCatalogue(deps: Deps, em: EntityManager, query: CatalogueQuery): Promise<Page<DocumentCard>> {
  const empty = { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  const where = [`d.status_id = ${APPROVED}`];
  const params: unknown[] = [];
  const refs = [
    ['subject_id', 'subjects', query.subject],
    ['university_id', 'universities', query.university],
    ['document_type_id', 'types', query.type],
    ['textbook_id', 'textbooks', query.textbook],
  ] as const;
  for (const [column, kind, value] of refs) {
    if (!value) continue;
    const id = await resolveRef(em, kind, value);
    if (!id) return empty;
    where.push(`d.${column} = ?`);
    params.push(id);
  }
  if (query.course) {
    where.push('d.course_id = ?');
    params.push(query.course);
  }
  if (query.user) {
    where.push('d.user_id = ?');
    params.push(query.user);
  }
  if (query.q) {
    const ids = await textSearch(em, query.q);
    if (!ids.length) return empty;
    where.push('d.id in (?)');
    params.push(ids);
  }
  if (query.minPrice !== undefined) {
    where.push('d.points_price >= ?');
    params.push(query.minPrice);
  }
  if (query.maxPrice !== undefined) {
    where.push('d.points_price <= ?');
    params.push(query.maxPrice);
  }
  const list = { columns: DOC_COLUMNS, from: `from documents d where ${where.join(' and ')}`, orderBy: CATALOGUE_ORDER[query.sort], params };
  return paginate(em, list, query, (found) => cardsOf(deps, em, found));
}

/** The most downloaded approved documents (5 by default), optionally of one subject. */
export async function featured(deps: Deps, em: EntityManager, options: { limit: number; subject?: string }): Promise<DocumentCard[]> {
  const params: unknown[] = [];
  let filter = '';
  if (options.subject) {
    const id = await resolveRef(em, 'subjects', options.subject);
    if (!id) return [];
    filter = 'and d.subject_id = ?';
    params.push(id);
  }
  const list = await rows(
    em,
    `select ${DOC_COLUMNS} from documents d where d.status_id = ${APPROVED} ${filter}
     order by d.download_count desc, d.average_rating desc, d.published_at desc, d.id desc limit ?`,
    [...params, options.limit],
  );
  return cardsOf(deps, em, list);
}

/** Up to 10 approved documents: the same course or textbook first, topped up by the same subject. */
export async function related(deps: Deps, em: EntityManager, doc: Row, limit = RELATED_LIMIT): Promise<DocumentCard[]> {
  const list = await rows(
    em,
    `select ${DOC_COLUMNS},
       case when (d.course_id is not null and d.course_id = ?) or (d.textbook_id is not null and d.textbook_id = ?) then 0 else 1 end as tier
     from documents d
     where d.status_id = ${APPROVED} and d.id <> ?
       and ((d.course_id is not null and d.course_id = ?) or (d.textbook_id is not null and d.textbook_id = ?) or d.subject_id = ?)
     order by tier, d.download_count desc, d.average_rating desc, d.published_at desc, d.id desc
     limit ?`,
    [doc.course_id, doc.textbook_id, doc.id, doc.course_id, doc.textbook_id, doc.subject_id, limit],
  );
  return cardsOf(deps, em, list);
}

/** Approved slugs in pages of 10000 (sitemaps and static generation). */
export function slugs(em: EntityManager, page: number) {
  const list = { columns: 'slug, updated_at', from: `from documents where status_id = ${APPROVED}`, orderBy: 'published_at asc, id asc' };
  return paginate(em, list, { page, pageSize: SLUG_PAGE_SIZE }, (found) => found.map((r) => ({ slug: r.slug as string, updatedAt: iso(r.updated_at)! })));
}

/** Approved documents by id, in the order asked (a cart, a list of recommendations). */
export async function byIds(deps: Deps, em: EntityManager, ids: string[]): Promise<DocumentCard[]> {
  if (!ids.length) return [];
  const list = await rows(em, `select ${DOC_COLUMNS} from documents d where d.status_id = ${APPROVED} and d.id in (?)`, [ids]);
  const order = new Map(ids.map((id, i) => [id, i]));
  list.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return cardsOf(deps, em, list);
}

/** A document by its id or slug, in any status (callers decide who may see it). */
export async function findByRef(em: EntityManager, ref: string): Promise<Row | undefined> {
  return UUID.test(ref)
    ? one(em, `select ${DOC_COLUMNS} from documents d where d.id = ?`, [ref.toLowerCase()])
    : one(em, `select ${DOC_COLUMNS} from documents d where d.slug = ?`, [ref.toLowerCase()]);
}

/** The document if this viewer may see it: approved for everyone, any status for its owner and admins; else 404. */
export async function visibleDocument(em: EntityManager, ref: string, viewer: Viewer): Promise<Row> {
  const row = await findByRef(em, ref);
  if (!row) throw notFound(MESSAGES.notFound);
  if (row.status_id === APPROVED || viewer?.id === row.user_id || isAdmin(viewer)) return row;
  // A withdrawn document (its seller deleted their account) is still there for the buyers who paid for it.
  if (row.withdrawn_at && viewer && (await accessPort().hasAccess(em, { userId: viewer.id, documentId: row.id }))) return row;
  throw notFound(MESSAGES.notFound);
}

export async function previewPagesOf(deps: Deps, em: EntityManager, doc: Row): Promise<PreviewPage[]> {
  const pages = await rows(
    em,
    `select page_number, preview_key, locked, preview_width, preview_height from document_pages
     where document_id = ? and preview_key is not null order by page_number`,
    [doc.id],
  );
  return pages.map((p) => ({
    pageNumber: Number(p.page_number),
    url: versionedUrl(deps.platform, 'document-previews', p.preview_key, doc.processed_at)!,
    locked: Boolean(p.locked),
    width: Number(p.preview_width),
    height: Number(p.preview_height),
  }));
}

export function toReview(r: Row, author: { id: string; fullName: string; avatarUrl: string | null }): Review {
  return {
    id: r.id,
    rating: Number(r.rating),
    comment: r.comment ?? null,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    user: author,
  };
}

/** A page of a document's reviews, newest first. */
export function reviewsPage(deps: Deps, em: EntityManager, documentId: string, page: number, pageSize: number): Promise<Page<Review>> {
  const list = { columns: '*', from: 'from document_reviews where document_id = ?', orderBy: 'created_at desc, id desc', params: [documentId] };
  return paginate(em, list, { page, pageSize }, async (found) => {
    const p = await presenter(deps.platform, em, [], found.map((r) => r.user_id));
    return found.map((r) => toReview(r, p.author(r.user_id)));
  });
}

/** Everything the detail page shows, for this viewer. */
export async function documentDetail(deps: Deps, em: EntityManager, ref: string, viewer: Viewer): Promise<DocumentDetail> {
  const doc = await visibleDocument(em, ref, viewer);
  const isOwner = viewer?.id === doc.user_id;
  const privileged = isOwner || isAdmin(viewer);
  const [previewPages, access, relatedCards, reviewRows, distribution, bookmarks] = await Promise.all([
    previewPagesOf(deps, em, doc),
    canOpen(em, viewer, { id: doc.id, userId: doc.user_id, statusId: doc.status_id, withdrawnAt: doc.withdrawn_at }),
    doc.status_id === APPROVED ? related(deps, em, doc) : Promise.resolve([]),
    rows(em, 'select * from document_reviews where document_id = ? order by created_at desc, id desc limit ?', [doc.id, REVIEWS_PAGE_SIZE]),
    rows(em, 'select rating, count(*)::int as n from document_reviews where document_id = ? group by rating', [doc.id]),
    rows(
      em,
      `select count(*)::int as total, coalesce(bool_or(user_id = ?), false) as mine from document_bookmarks where document_id = ?`,
      [viewer?.id ?? '00000000-0000-0000-0000-000000000000', doc.id],
    ),
  ]);
  const mine = viewer ? await one(em, 'select * from document_reviews where document_id = ? and user_id = ?', [doc.id, viewer.id]) : undefined;
  const p = await presenter(deps.platform, em, [doc], [...reviewRows.map((r) => r.user_id), ...(mine ? [mine.user_id] : [])]);
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  for (const d of distribution) counts[Number(d.rating) as 1] = Number(d.n);
  const card = p.card(doc);
  return {
    ...card,
    status: statusNameOf(doc.status_id),
    statusRecord: statusRecordOf(doc.status_id),
    statusReason: privileged ? (doc.status_reason ?? null) : null,
    approvedAt: iso(doc.approved_at),
    updatedAt: iso(doc.updated_at)!,
    previewPages,
    lockedPageCount: doc.page_count == null ? 0 : Math.max(0, Number(doc.page_count) - Number(doc.preview_page_count)),
    isOwner,
    isPurchased: access.purchased,
    hasAccess: access.allowed,
    canReview: Boolean(viewer) && !isOwner && access.allowed && doc.status_id === APPROVED,
    bookmarked: Boolean(bookmarks[0]?.mine),
    bookmarkCount: Number(bookmarks[0]?.total ?? 0),
    myReview: mine ? toReview(mine, p.author(mine.user_id)) : null,
    processing: privileged ? processingOf(doc) : null,
    related: relatedCards,
    reviews: {
      averageRating: card.averageRating,
      reviewCount: card.reviewCount,
      distribution: counts,
      items: reviewRows.map((r) => toReview(r, p.author(r.user_id))),
    },
  };
}

/** Public paths for /sitemap.xml: every approved document. */
export async function documentPaths(em: EntityManager): Promise<string[]> {
  const list = await rows(em, `select slug from documents where status_id = ${APPROVED} order by published_at asc, id asc`);
  return list.map((r) => `/documents/${r.slug}`);
}

/** How many documents are approved (what a complete search index holds). */
export async function approvedDocumentCount(em: EntityManager): Promise<number> {
  return Number((await one(em, `select count(*)::int as n from documents where status_id = ${STATUS_ID.approved}`))?.n ?? 0);
}
