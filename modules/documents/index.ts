// Documents: uploads and their processing, previews, the public catalogue, reviews, bookmarks, views, the
// dashboard library, seller statistics and moderation.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/index.ts';
import { currentTotal, type DailyTotal, dailyTotals, type Platform, type StudyhallModule } from '../platform/index.ts';
import type { Context } from 'koa';
import { storePrivateUpload as storeUploadPrivately } from './chat-material.ts';
import { registerDocumentsCommands } from './commands.ts';
import { type PhotoText, photoOcrAvailable as photoOcrRuns, readPhotoUpload } from './ocr/read-photo.ts';
import { STATUS_ID, type StatusName } from './contract.ts';
import { one, rows } from './db.ts';
import { DOC_COLUMNS, presenter } from './present.ts';
import { documentsEntities } from './entities.ts';
import { removeReview } from './engagement.ts';
import { moderate } from './moderation.ts';
import { documentsQueues } from './jobs.ts';
import { documentPageMeta } from './page-meta.ts';
import type { Deps } from './processing.ts';
import { documentsPersonalData } from './personal-data.ts';
import { documentPaths } from './queries.ts';
export { approvedDocumentCount } from './queries.ts';
export { demoDocumentsSettled, FIRST_LOOK, type SettleJob } from './demo-settle.ts';
import { mountDocumentsRoutes } from './routes.ts';
import { type DocumentsSettings, resolveSettings } from './settings.ts';

export * from './contract.ts';
export { PHOTO_MESSAGES, PHOTO_MAX_BYTES, type PhotoText } from './ocr/read-photo.ts';
export { type DocumentAccessPort, type SalesStats, setAccessPort, setAccessChecker, resetAccessPort } from './access.ts';
export { type TextSearch, setTextSearch, resetTextSearch } from './text-search.ts';
export type { DocumentsSettings } from './settings.ts';
export { type ChatMaterial, type DocumentPage, documentForChat, documentPage } from './chat-material.ts';
export { EVERY_PAGE, mayReadPages, type PageReader, readablePageLimits } from './readable-pages.ts';
/** The upload limits every upload route shares, and the queue that converts and reads uploads (deployment pools). */
export { UPLOADS_PER_DAY, UPLOADS_PER_HOUR } from './upload.ts';
export { PROCESS_QUEUE } from './jobs.ts';

/** The module, with settings from the platform's configuration on first use (overrides win; tests use them). */
export function createDocumentsModule(overrides: Partial<DocumentsSettings> = {}): StudyhallModule & { settings: (config: Config) => DocumentsSettings } {
  let resolved: DocumentsSettings | null = null;
  const settings = (config: Config) => (resolved ??= resolveSettings(config, overrides));
  const deps = (platform: Platform): Deps => ({ platform, settings: settings(platform.config) });
  return {
    name: 'documents',
    settings,
    entities: documentsEntities,
    queues: (platform) => documentsQueues(deps(platform)),
    routes: (api, platform) => mountDocumentsRoutes(api, deps(platform)),
    commands: (program, platform) => registerDocumentsCommands(program, async () => deps(await platform())),
    seed: async (platform) => (await import('./seed.ts')).seedDocuments(deps(platform)),
    pageMeta: documentPageMeta,
    sitemap: documentPaths,
    personalData: (platform) => documentsPersonalData(deps(platform)),
  };
}

export const documentsModule = createDocumentsModule();

/** Stores a user's private upload (Document Chat) from a multipart request with a `file`; answers its id. */
export function storePrivateUpload(platform: Platform, ctx: Context, userId: string): Promise<string> {
  return storeUploadPrivately(platform, documentsModule.settings(platform.config), ctx, userId);
}

/**
 * The text of a photo of a question (multipart `file`, optional `language`), read by OCR; no document is made.
 * 415 not a photo, 413 too large, 422 unreadable or no text, 503 when this server has no OCR.
 */
export function readQuestionPhoto(platform: Platform, ctx: Context): Promise<PhotoText> {
  return readPhotoUpload(documentsModule.settings(platform.config), ctx);
}

/** Whether this server can read photos (Tesseract runs with a language pack). */
export function photoOcrAvailable(platform: Platform): Promise<boolean> {
  return photoOcrRuns(documentsModule.settings(platform.config));
}

// --- reads for other modules (wallet, search) ------------------------------------------------------------------------

export type DocumentForSale = { id: string; slug: string; title: string; userId: string; pointsPrice: number; status: StatusName };

/** What the wallet needs to sell a document: its seller, price and status (any status; the wallet decides). */
export async function documentForSale(em: EntityManager, documentId: string): Promise<DocumentForSale | null> {
  const r = await one(em, 'select id, slug, title, user_id, points_price, status_id from documents where id = ?', [documentId]);
  if (!r) return null;
  const status = (Object.entries(STATUS_ID).find(([, id]) => id === r.status_id)?.[0] ?? 'pending') as StatusName;
  return { id: r.id, slug: r.slug, title: r.title, userId: r.user_id, pointsPrice: Number(r.points_price), status };
}

type Named = { id: string; slug: string; name: string };

/**
 * An approved document as the search module indexes it: its text (20,000 characters), what it points at, its
 * figures. `text` may decide what matches but must never be shown: only `previewText` (the pages the preview shows
 * readable) is what a guest may read.
 */
export type DocumentSearchRecord = {
  id: string;
  slug: string;
  title: string;
  description: string;
  text: string;
  /** The readable preview pages' text (the first `previewPageCount`), the same cap: what snippets may quote. */
  previewText: string;
  subject: Named | null;
  university: Named | null;
  course: Named | null;
  documentType: Named | null;
  pointsPrice: number;
  averageRating: number;
  reviewCount: number;
  downloadCount: number;
  pageCount: number | null;
  coverUrl: string | null;
  createdAt: string;
  publishedAt: string | null;
};

const SEARCH_TEXT_CHARS = 20_000;
const named = (ref: { id: string; slug: string; name: string } | null): Named | null => (ref ? { id: ref.id, slug: ref.slug, name: ref.name } : null);

async function searchRecordsOf(platform: Platform, em: EntityManager, list: Record<string, any>[]): Promise<DocumentSearchRecord[]> {
  if (!list.length) return [];
  const texts = await rows(
    em,
    `select p.document_id, left(string_agg(p.text, E'\\n' order by p.page_number), ${SEARCH_TEXT_CHARS}) as text,
       left(string_agg(p.text, E'\\n' order by p.page_number) filter (where p.page_number <= d.preview_page_count), ${SEARCH_TEXT_CHARS}) as preview
     from document_pages p join documents d on d.id = p.document_id where p.document_id in (?) group by p.document_id`,
    [list.map((r) => r.id)],
  );
  const textOf = new Map(texts.map((t) => [t.document_id as string, { text: (t.text as string | null) ?? '', preview: (t.preview as string | null) ?? '' }]));
  const p = await presenter(platform, em, list);
  return list.map((r) => {
    const card = p.card(r);
    return {
      id: card.id,
      slug: card.slug,
      title: card.title,
      description: card.description,
      text: textOf.get(card.id)?.text ?? '',
      previewText: textOf.get(card.id)?.preview ?? '',
      subject: named(card.subject),
      university: named(card.university),
      course: named(card.course),
      documentType: named(card.documentType),
      pointsPrice: card.pointsPrice,
      averageRating: card.averageRating,
      reviewCount: card.reviewCount,
      downloadCount: card.downloadCount,
      pageCount: card.pageCount,
      coverUrl: card.coverUrl,
      createdAt: card.createdAt,
      publishedAt: card.publishedAt,
    };
  });
}

/** The search record of a document if it is approved, else null (then it must not be in any index). */
export async function documentSearchRecord(platform: Platform, em: EntityManager, documentId: string): Promise<DocumentSearchRecord | null> {
  const list = await rows(em, `select ${DOC_COLUMNS} from documents d where d.id = ? and d.status_id = ${STATUS_ID.approved}`, [documentId]);
  return (await searchRecordsOf(platform, em, list))[0] ?? null;
}

/** Approved documents' search records in id order, `limit` at a time after the id `after` (a full reindex pages through). */
export async function documentSearchRecords(
  platform: Platform,
  em: EntityManager,
  options: { after?: string | null; limit: number },
): Promise<DocumentSearchRecord[]> {
  const list = await rows(
    em,
    `select ${DOC_COLUMNS} from documents d where d.status_id = ${STATUS_ID.approved} and (?::uuid is null or d.id > ?::uuid) order by d.id limit ?`,
    [options.after ?? null, options.after ?? null, options.limit],
  );
  return searchRecordsOf(platform, em, list);
}

/**
 * Every page's extracted text, in page order, locked pages included: for the AI platform's passage store, which
 * answers them only through `readablePageLimits`, and for a user's own private upload. Quote nothing else from it.
 */
export async function documentPageTexts(em: EntityManager, documentId: string): Promise<{ pageNumber: number; text: string }[]> {
  const list = await rows(em, 'select page_number, text from document_pages where document_id = ? order by page_number', [documentId]);
  return list.map((r) => ({ pageNumber: Number(r.page_number), text: r.text as string }));
}

/** How many documents a user uploaded, whatever their status (the admin Users panel). */
export async function uploadedDocumentCount(em: EntityManager, userId: string): Promise<number> {
  return Number((await one(em, 'select count(*)::int as n from documents where user_id = ?', [userId]))?.n ?? 0);
}

// --- moderation for the reports queue ------------------------------------------------------------------------------

/** An admin takes an approved document down (status deleted, `documents.removed` published), as the Documents page does. */
export function takeDownDocument(platform: Platform, em: EntityManager, input: { documentId: string; reason: string; moderatorId: string }): Promise<string> {
  return moderate({ platform, settings: documentsModule.settings(platform.config) }, em, { ...input, action: 'takedown' });
}

/** The document a URL or slug names (a legal notice quotes the public page), by slug or id, or null. */
export async function documentIdBySlugOrId(em: EntityManager, ref: string): Promise<string | null> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const r = await one(em, `select id from documents where ${isId ? 'id = ?::uuid' : 'slug = ?'}`, [ref]);
  return (r?.id as string | undefined) ?? null;
}

/** A review as a report names it, with the document it is on, or null. */
export async function reviewForReport(em: EntityManager, reviewId: string) {
  const r = await one(
    em,
    'select r.id, r.user_id, r.comment, r.rating, d.id as document_id, d.slug, d.title from document_reviews r join documents d on d.id = r.document_id where r.id = ?',
    [reviewId],
  );
  return r
    ? { id: r.id as string, userId: r.user_id as string, comment: (r.comment as string | null) ?? '', rating: Number(r.rating), document: { id: r.document_id as string, slug: r.slug as string, title: r.title as string } }
    : null;
}

/** An admin removes a reported review (the document's rating is recomputed); false when it was already gone. */
export async function takeDownReview(platform: Platform, em: EntityManager, reviewId: string): Promise<boolean> {
  const review = await reviewForReport(em, reviewId);
  return review ? removeReview({ platform, settings: documentsModule.settings(platform.config) }, em, review.document.id, review.userId) : false;
}

/** The admin overview's document figures: uploads and approvals per day since `since`, and the moderation queue now. */
export async function documentFigures(em: EntityManager, since: Date): Promise<{ waiting: number; uploads: DailyTotal[]; approved: DailyTotal[] }> {
  const [queue, uploads, approved] = await Promise.all([
    currentTotal(em, 'documents', `status_id = ${STATUS_ID.pending}`),
    dailyTotals(em, { table: 'documents', at: 'created_at' }, since),
    // approved_at is set on approval and kept, so a document approved and later removed still counts for its day.
    dailyTotals(em, { table: 'documents', at: 'approved_at' }, since),
  ]);
  return { waiting: queue.count, uploads, approved };
}
