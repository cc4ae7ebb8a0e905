// Koa routes of /api/documents, /api/library, /api/seller and /api/admin/documents: parse with contract.ts, call
// the services, shape the answer.
import type { Context, } from 'koa';
import type { AuthUser, } from '../accounts/index.ts';
import { type ApiRouter, cachePublicly, clientIp, notFound, shareWithGuests } from '../platform/index.ts';
import type { Viewer } from './access.ts';
import { documentsRoutes as r, MESSAGES } from './contract.ts';
import * as engagement from './engagement.ts';
import * as lib from './library.ts';
import { moderate, requestReprocess, resubmit, updateOwnDocument } from './moderation.ts';
import { ocrLanguagesOf } from './ocr/languages.ts';
import { processingOf } from './present.ts';
import type { Deps } from './processing.ts';
import * as q from './queries.ts';
import { createUpload, receiveUpload } from './upload.ts';

const viewerOf = (ctx: Context): Viewer => {
  const user = ctx.state.user as AuthUser | undefined;
  return user ? { id: user.id, role: user.role } : null;
};

const PUBLIC_LIST_SECONDS = 60;
/**
 * What a guest's catalogue page and document page are read from, as far as guests' shared answers go: this module's
 * own routes, events and jobs, its seller routes and the admins' (moderation). A download counted after a checkout or
 * a seller's new name shows within the shared answer's second.
 */
const PUBLIC_ANSWER_TOPICS = ['documents', 'seller', 'admin'];

export function mountDocumentsRoutes(api: ApiRouter, deps: Deps) {
  // Fixed paths first: /api/documents/{ref} would otherwise take them.
  // The public lists are the same for every reader: a minute in browsers and a CDN (platform/http/public-cache.ts).
  api.add({ ...r.featured, summary: 'Featured: the most downloaded approved documents (5 by default)' }, async ({ ctx, em, query }) => {
    cachePublicly(ctx, PUBLIC_LIST_SECONDS);
    return { items: await q.featured(deps, em, query) };
  });
  api.add({ ...r.ocrLanguages, summary: 'Languages OCR can read scanned pages in on this server' }, () => {
    return ocrLanguagesOf(deps.settings);
  });
  api.add({ ...r.slugs, summary: 'Slugs of approved documents, 10000 a page' }, ({ ctx, em, query }) => {
    cachePublicly(ctx, PUBLIC_LIST_SECONDS);
    return q.slugs(em, query.page);
  });
  api.add({ ...r.byIds, summary: 'Approved documents by id (at most 100), in the order asked' }, async ({ ctx, em, query }) => {
    cachePublicly(ctx, PUBLIC_LIST_SECONDS);
    return { items: await q.byIds(deps, em, query.ids) };
  });
  api.add({ ...r.catalogue, summary: 'The catalogue: approved documents with filters, sorts and pages' }, ({ ctx, em, query }) => {
    cachePublicly(ctx, PUBLIC_LIST_SECONDS);
    // The most read answer of all: shared among guests in the process too (platform/http/guest-answers.ts).
    shareWithGuests(ctx, PUBLIC_ANSWER_TOPICS);
    return q.listCatalogue(deps, em, query);
  });
  api.add(
    { ...r.upload, summary: 'Upload a document (multipart/form-data: file plus the uploadFields); answers the pending document' },
    async ({ user, ctx, em }) => {
      const upload = await receiveUpload(ctx, em, user.id, deps.settings.maxUploadBytes);
      return { document: await createUpload(deps, em, user.id, upload) };
    },
  );

  api.add({ ...r.detail, summary: 'One document by id or slug: approved for everyone; any status for its owner and admins' }, ({ ctx, em, params }) => {
    // A guest's document page is every guest's (no purchase, bookmark or review of their own in it).
    shareWithGuests(ctx, PUBLIC_ANSWER_TOPICS);
    return q.documentDetail(deps, em, params.ref, viewerOf(ctx));
  });
  api.add({ ...r.update, summary: "Edit my document (pending or needing changes)" }, async ({ user, ctx, em, params, body }) => {
    const doc = await q.visibleDocument(em, params.ref, viewerOf(ctx));
    await updateOwnDocument(em, doc.id, user.id, body);
    return { document: await lib.sellerDocument(deps, em, doc.id) };
  });
  api.add({ ...r.resubmit, status: 200, summary: 'Send my document that needed changes back to the moderators' }, async ({ user, ctx, em, params }) => {
    const doc = await q.visibleDocument(em, params.ref, viewerOf(ctx));
    await resubmit(deps, em, doc.id, user.id);
    return { document: await lib.sellerDocument(deps, em, doc.id) };
  });
  api.add({ ...r.related, summary: 'Related: the same course or textbook first, then the same subject (up to 10)' }, async ({ ctx, em, params, query }) => {
    const doc = await q.visibleDocument(em, params.ref, viewerOf(ctx));
    return { items: await q.related(deps, em, doc, query.limit) };
  });
  api.add({ ...r.processing, summary: 'Processing state of my upload (owner and admins)' }, async ({ ctx, em, params }) => {
    const viewer = viewerOf(ctx);
    const doc = await q.visibleDocument(em, params.ref, viewer);
    if (doc.user_id !== viewer!.id && viewer!.role !== 'admin') throw notFound(MESSAGES.notFound);
    return processingOf(doc);
  });
  api.add({ ...r.file, summary: 'Signed URLs (3600 s) to the full document: owner, buyer or admin' }, async ({ ctx, em, params }) => {
    return engagement.openFile(deps, em, params.ref, viewerOf(ctx)!);
  });
  api.add({ ...r.toggleBookmark, status: 200, summary: 'toggle_document_bookmark: answers the new state' }, async ({ ctx, em, params }) => {
    return await engagement.bookmark(em, params.ref, viewerOf(ctx)!, 'toggle');
  });
  api.add({ ...r.setBookmark, summary: 'Bookmark (idempotent)' }, async ({ ctx, em, params }) => {
    return engagement.bookmark(em, params.ref, viewerOf(ctx)!, true);
  });
  api.add({ ...r.removeBookmark, summary: 'Remove the bookmark (idempotent)' }, async ({ ctx, em, params }) => {
    return engagement.bookmark(em, params.ref, viewerOf(ctx)!, false);
  });
  api.add({ ...r.recordView, status: 200, summary: 'record_document_view: page, progress and device; counted once per 30 minutes' }, async ({ ctx, em, params, body }) => {
    const result = await engagement.recordView(deps, em, params.ref, viewerOf(ctx), body, { ip: clientIp(ctx) ?? '', userAgent: ctx.get('user-agent') });
    return result;
  });
  api.add({ ...r.reviews, summary: "A document's reviews, newest first" }, async ({ ctx, em, params, query }) => {
    const doc = await q.visibleDocument(em, params.ref, viewerOf(ctx));
    return q.reviewsPage(deps, em, doc.id, query.page, query.pageSize);
  });
  api.add({ ...r.saveReview, summary: 'Write or replace my review (buyers, not the owner): rating 1-5 and text' }, async ({ ctx, em, params, body }) => {
    return engagement.saveReview(deps, em, params.ref, viewerOf(ctx)!, body);
  });
  api.add({ ...r.deleteReview, status: 204, summary: 'Delete my review' }, async ({ ctx, em, params }) => {
    await engagement.deleteReview(deps, em, params.ref, viewerOf(ctx)!);
  });

  api.add({ ...r.library, summary: 'My Documents: one tab, filtered, searched, sorted, 12 a page' }, ({ user, em, query }) =>
    lib.library(deps, em, user.id, query),
  );
  api.add({ ...r.libraryCounts, summary: 'How many documents each library tab holds' }, ({ user, em }) => lib.libraryCounts(em, user.id));
  api.add({ ...r.sellerDocuments, summary: 'My uploads (any status) with status, processing and statistics' }, ({ user, em, query }) =>
    lib.sellerDocuments(deps, em, user.id, query),
  );
  api.add({ ...r.sellerOverview, summary: 'Seller overview: documents by status, totals, rating, newest and top uploads' }, ({ user, em }) =>
    lib.sellerOverview(deps, em, user.id),
  );

  const adminShow = async (em: Parameters<typeof lib.adminDocument>[1], id: string) =>
    (await lib.adminDocument(deps, em, id)) ?? Promise.reject(notFound(MESSAGES.notFound));
  api.add({ ...r.adminList, summary: 'Documents for moderators (pending: oldest first), with duplicate flags' }, ({ em, query }) => {
    return lib.adminDocuments(deps, em, query);
  });
  // Before {id}: 'counts' is not a document id.
  api.add({ ...r.adminCounts, summary: 'How many documents each moderation tab holds, under the same search' }, ({ em, query }) => {
    return lib.adminDocumentCounts(em, query);
  });
  api.add({ ...r.adminShow, summary: 'One document for moderators' }, ({ em, params }) => {
    return adminShow(em, params.id);
  });
  for (const [spec, action] of [
    [r.reject, 'reject'],
    [r.softReject, 'soft-reject'],
    [r.takedown, 'takedown'],
  ] as const) {
    api.add({ ...spec, status: 200, summary: `Moderation: ${action} (with a reason); publishes its event` }, async ({ user: admin, em, params, body }) => {
      await moderate(deps, em, { documentId: params.id, action, reason: body.reason, moderatorId: admin.id });
      return adminShow(em, params.id);
    });
  }
  api.add({ ...r.approve, status: 200, summary: 'Moderation: approve (pending or needing changes, once processed); publishes documents.approved' }, async ({ user: admin, em, params }) => {
    await moderate(deps, em, { documentId: params.id, action: 'approve', moderatorId: admin.id });
    return await adminShow(em, params.id);
  });
  api.add({ ...r.reprocess, status: 200, summary: 'Run the processing pipeline again' }, async ({ em, params }) => {
    await requestReprocess(deps, em, params.id);
    return await adminShow(em, params.id);
  });
}
