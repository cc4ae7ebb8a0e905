// What readers do with a document: open it in full (signed URLs, a download counted once per buyer), record a
// view (record_document_view), bookmark it (toggle_document_bookmark), and review it (one review per buyer).
import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, forbidden, uuidv7 } from '../platform/index.ts';
import { type Viewer, canOpen } from './access.ts';
import { type FileAccess, MESSAGES, type Review, type ReviewBody, SIGNED_URL_SECONDS, STATUS_ID, type ViewBody } from './contract.ts';
import { one, type Row, rows, run } from './db.ts';
import { presenter } from './present.ts';
import type { Deps } from './processing.ts';
import { DOCUMENTS_EVENTS } from './events.ts';
import { toReview, visibleDocument } from './queries.ts';

/** A review was written, replaced or deleted: the document's new average (2 decimals, 0 when unrated) and count. */

/** A view repeats (is not counted again) within this window. */
export const VIEW_WINDOW_MINUTES = 30;

/** Signed URLs (3600 s) to the full document, for its owner, an admin or a buyer; a buyer's first open counts a download. */
export async function openFile(deps: Deps, em: EntityManager, ref: string, viewer: NonNullable<Viewer>): Promise<FileAccess> {
  const doc = await visibleDocument(em, ref, viewer);
  const access = await canOpen(em, viewer, { id: doc.id, userId: doc.user_id, statusId: doc.status_id, withdrawnAt: doc.withdrawn_at });
  if (!access.allowed) throw forbidden(MESSAGES.noAccess);
  const { storage } = deps.platform;
  const original = {
    url: await storage.signedUrl('document-originals', doc.original_file_path, SIGNED_URL_SECONDS),
    fileName: doc.original_file_name as string,
    contentType: doc.original_file_type as string,
    size: Number(doc.original_file_size),
  };
  const pdf = doc.converted_file_path
    ? {
        url: await storage.signedUrl('document-converted', doc.converted_file_path, SIGNED_URL_SECONDS),
        fileName: doc.converted_file_name as string,
        contentType: 'application/pdf',
        size: Number(doc.converted_file_size),
      }
    : original;
  if (access.purchased) await countDownload(deps, em, doc, viewer.id);
  return { ...pdf, expiresAt: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString(), original };
}

async function countDownload(deps: Deps, em: EntityManager, doc: Row, userId: string) {
  await em.transactional(async (tx) => {
    const [mark] = await rows(
      tx,
      `insert into document_downloads (user_id, document_id) values (?, ?)
       on conflict (user_id, document_id) do update set last_at = now(), count = document_downloads.count + 1
       returning (xmax = 0) as inserted`,
      [userId, doc.id],
    );
    if (!mark?.inserted) return;
    await run(tx, 'update documents set download_count = download_count + 1 where id = ?', [doc.id]);
    await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.downloaded, { documentId: doc.id, userId, subjectId: doc.subject_id, downloads: 1 });
  });
}

/** Adds downloads recorded elsewhere (demo data), keeping the subject's count in step through the event. */
export async function addDownloads(deps: Deps, em: EntityManager, documentId: string, downloads: number) {
  if (downloads <= 0) return;
  await em.transactional(async (tx) => {
    const doc = await one(tx, 'update documents set download_count = download_count + ? where id = ? returning user_id, subject_id', [downloads, documentId]);
    if (!doc) return;
    await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.downloaded, { documentId, userId: doc.user_id, subjectId: doc.subject_id, downloads });
  });
}

/**
 * record_document_view: remembers the page and progress for the Recently Viewed tab and counts a view, at most
 * once per viewer and document every 30 minutes, never for the owner. Guests count by a keyed hash of IP and
 * browser (not stored in the clear).
 */
export async function recordView(
  deps: Deps,
  em: EntityManager,
  ref: string,
  viewer: Viewer,
  body: ViewBody,
  client: { ip: string; userAgent: string },
): Promise<{ counted: boolean; viewCount: number }> {
  const doc = await visibleDocument(em, ref, viewer);
  const viewerKey = viewer
    ? `u:${viewer.id}`
    : `g:${createHmac('sha256', deps.platform.secret).update(`view\n${client.ip}\n${client.userAgent}`).digest('base64url').slice(0, 32)}`;
  return em.transactional(async (tx) => {
    const [mark] = await rows(
      tx,
      `insert into document_views (id, viewer_key, user_id, document_id, page_number, progress, user_agent, platform)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (viewer_key, document_id) do update set
         viewed_at = now(),
         page_number = coalesce(excluded.page_number, document_views.page_number),
         progress = coalesce(excluded.progress, document_views.progress),
         user_agent = coalesce(excluded.user_agent, document_views.user_agent),
         platform = coalesce(excluded.platform, document_views.platform),
         counted_at = case when document_views.counted_at < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})
                           then now() else document_views.counted_at end
       returning counted_at = now() as counted`,
      [
        uuidv7(), viewerKey, viewer?.id ?? null, doc.id, body.pageNumber ?? null, body.progress ?? null,
        (body.device?.userAgent ?? client.userAgent).slice(0, 500) || null, body.device?.platform ?? null,
      ],
    );
    const counts = Boolean(mark?.counted) && viewer?.id !== doc.user_id;
    const updated = counts
      ? await one(tx, 'update documents set view_count = view_count + 1 where id = ? returning view_count', [doc.id])
      : await one(tx, 'select view_count from documents where id = ?', [doc.id]);
    return { counted: counts, viewCount: Number(updated?.view_count ?? 0) };
  });
}

async function bookmarkCount(em: EntityManager, documentId: string): Promise<number> {
  const [r] = await rows(em, 'select count(*)::int as n from document_bookmarks where document_id = ?', [documentId]);
  return Number(r?.n ?? 0);
}

/** toggle_document_bookmark, or an explicit set (true) / clear (false). Answers the new state. */
export async function bookmark(em: EntityManager, ref: string, viewer: NonNullable<Viewer>, want: boolean | 'toggle') {
  const doc = await visibleDocument(em, ref, viewer);
  let bookmarked: boolean;
  if (want === 'toggle') {
    const removed = await run(em, 'delete from document_bookmarks where user_id = ? and document_id = ?', [viewer.id, doc.id]);
    if (removed === 0) await run(em, 'insert into document_bookmarks (user_id, document_id) values (?, ?) on conflict do nothing', [viewer.id, doc.id]);
    bookmarked = removed === 0;
  } else if (want) {
    await run(em, 'insert into document_bookmarks (user_id, document_id) values (?, ?) on conflict do nothing', [viewer.id, doc.id]);
    bookmarked = true;
  } else {
    await run(em, 'delete from document_bookmarks where user_id = ? and document_id = ?', [viewer.id, doc.id]);
    bookmarked = false;
  }
  return { bookmarked, bookmarkCount: await bookmarkCount(em, doc.id) };
}

/** Recomputes the document's rating and tells subscribers (search keeps ratings in its index) in the same transaction. */
async function refreshRating(deps: Deps, em: EntityManager, documentId: string, userId: string) {
  const doc = await one(
    em,
    `update documents set
       average_rating = coalesce((select round(avg(rating)::numeric, 2) from document_reviews where document_id = ?), 0),
       review_count = (select count(*) from document_reviews where document_id = ?)
     where id = ? returning average_rating, review_count`,
    [documentId, documentId, documentId],
  );
  if (!doc) return;
  await deps.platform.bus.publish(em, DOCUMENTS_EVENTS.reviewed, {
    documentId, userId, averageRating: Number(doc.average_rating), reviewCount: Number(doc.review_count),
  });
}

/** Writes (or replaces) a user's review and the document's rating, in one transaction. No access check here. */
export async function writeReview(
  deps: Deps,
  em: EntityManager,
  input: { documentId: string; userId: string; rating: number; comment?: string | null },
): Promise<Row> {
  return em.transactional(async (tx) => {
    const [review] = await rows(
      tx,
      `insert into document_reviews (id, document_id, user_id, rating, comment) values (?, ?, ?, ?, ?)
       on conflict (document_id, user_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
       returning *`,
      [uuidv7(), input.documentId, input.userId, input.rating, input.comment ?? null],
    );
    await refreshRating(deps, tx, input.documentId, input.userId);
    return review!;
  });
}

/** One review per buyer (or admin), never by the owner, of an approved document. */
export async function saveReview(deps: Deps, em: EntityManager, ref: string, viewer: NonNullable<Viewer>, body: ReviewBody): Promise<Review> {
  const doc = await visibleDocument(em, ref, viewer);
  if (doc.user_id === viewer.id) throw forbidden(MESSAGES.ownReview);
  if (doc.status_id !== STATUS_ID.approved) throw conflict('invalid_status', 'Only approved documents can be reviewed.');
  const access = await canOpen(em, viewer, { id: doc.id, userId: doc.user_id, statusId: doc.status_id, withdrawnAt: doc.withdrawn_at });
  if (!access.allowed) throw forbidden(MESSAGES.reviewNeedsAccess);
  const row = await writeReview(deps, em, { documentId: doc.id, userId: viewer.id, rating: body.rating, comment: body.comment ?? null });
  const p = await presenter(deps.platform, em, [], [viewer.id]);
  return toReview(row, p.author(viewer.id));
}

export async function deleteReview(deps: Deps, em: EntityManager, ref: string, viewer: NonNullable<Viewer>): Promise<void> {
  const doc = await visibleDocument(em, ref, viewer);
  await removeReview(deps, em, doc.id, viewer.id);
}

/** Deletes a user's review of a document and refreshes the rating; false when there was none. */
export async function removeReview(deps: Deps, em: EntityManager, documentId: string, userId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if ((await run(tx, 'delete from document_reviews where document_id = ? and user_id = ?', [documentId, userId])) === 0) return false;
    await refreshRating(deps, tx, documentId, userId);
    return true;
  });
}
