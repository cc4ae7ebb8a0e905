// Document rows as the contract shapes them: cards with their joined type, subject, university, course, textbook
// and seller (resolved through the catalogue and accounts public functions), uploads with status and stats.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import {
  CENTS_PER_POINT, DOCUMENT_STATUSES, type DocumentCard, type DocumentStats, MESSAGES, type MyUpload, type OcrInfo, type ProcessingInfo,
  type StatusName, type StatusRecord,
} from './contract.ts';
import { iso, type Row } from './db.ts';
import { type Author, authors, catalogueWith } from './refs.ts';

/** Every column a card, an upload or an admin view needs (not the fingerprint). */
export const DOC_COLUMNS = `d.id, d.slug, d.title, d.description, d.points_price, d.price_cents, d.average_rating, d.review_count,
  d.download_count, d.view_count, d.page_count, d.preview_page_count, d.card_image_path, d.preview_file_path, d.processed_at,
  d.document_type_id, d.subject_id, d.university_id, d.course_id, d.textbook_id, d.user_id, d.created_at, d.updated_at,
  d.published_at, d.approved_at, d.withdrawn_at, d.status_id, d.status_reason, d.processing_status, d.processing_step, d.processing_progress,
  d.processing_error, d.processing_attempts, d.processing_started_at, d.original_file_path, d.original_file_name,
  d.original_file_size, d.original_file_type, d.converted_file_path, d.converted_file_name, d.converted_file_size,
  d.converted_file_type, d.moderated_at, d.content_sha256, d.duplicate_of_id, d.duplicate_kind, d.duplicate_similarity,
  d.ocr_status, d.ocr_language_used, d.ocr_page_count, d.ocr_confidence, d.ocr_skipped_pages`;

export function statusRecordOf(statusId: number): StatusRecord {
  const s = DOCUMENT_STATUSES.find((x) => x.id === statusId) ?? DOCUMENT_STATUSES[1];
  return { id: s.id, name: s.name, displayName: s.displayName, color: s.color, icon: s.icon };
}

export const statusNameOf = (statusId: number): StatusName => statusRecordOf(statusId).name;

/** A public blob's URL, versioned by when the document was processed (so a reprocess is never served stale). */
export function versionedUrl(platform: Platform, bucket: 'document-previews' | 'cover-images', key: string | null, processedAt: unknown): string | null {
  if (!key) return null;
  const version = processedAt ? new Date(processedAt as string).getTime() : 0;
  return `${platform.storage.publicUrl(bucket, key)}?v=${version.toString(36)}`;
}

export function processingOf(r: Row): ProcessingInfo {
  return {
    state: r.processing_status,
    step: r.processing_step ?? null,
    progress: Number(r.processing_progress ?? 0),
    error: r.processing_error ?? null,
    attempts: Number(r.processing_attempts ?? 0),
    startedAt: iso(r.processing_started_at),
    processedAt: iso(r.processed_at),
    ocr: ocrOf(r),
  };
}

function ocrOf(r: Row): OcrInfo | null {
  if (!r.ocr_status) return null;
  const skippedPages = ((r.ocr_skipped_pages ?? []) as (number | string)[]).map(Number);
  const confidence = r.ocr_confidence == null ? null : Number(r.ocr_confidence);
  const pages = Number(r.ocr_page_count ?? 0);
  const message =
    r.ocr_status === 'unavailable'
      ? MESSAGES.ocrUnavailable
      : [MESSAGES.ocrRead(pages - skippedPages.length, confidence), skippedPages.length ? MESSAGES.ocrSkipped(skippedPages) : ''].filter(Boolean).join(' ');
  return { status: r.ocr_status, language: r.ocr_language_used ?? null, pages, confidence, skippedPages, message };
}

export const ZERO_STATS: DocumentStats = { views: 0, downloads: 0, purchases: 0, bookmarks: 0, revenue: 0 };

export type Presenter = {
  card(r: Row): DocumentCard;
  upload(r: Row, stats: DocumentStats): MyUpload;
  author(userId: string): Author;
};

/** Loads what the rows point at (one catalogue read, one profile read per seller) and shapes them. */
export async function presenter(platform: Platform, em: EntityManager, list: Row[], extraAuthors: string[] = []): Promise<Presenter> {
  const cat = await catalogueWith(em, {
    subjects: list.map((r) => r.subject_id),
    universities: list.map((r) => r.university_id),
    courses: list.map((r) => r.course_id),
    textbooks: list.map((r) => r.textbook_id),
    types: list.map((r) => r.document_type_id),
  });
  const sellers = await authors(em, [...list.map((r) => r.user_id as string), ...extraAuthors]);
  const author = (id: string) => sellers.get(id) ?? { id, fullName: 'Former member', avatarUrl: null };

  function card(r: Row): DocumentCard {
    const type = r.document_type_id ? cat.types.get(r.document_type_id) : undefined;
    const subject = r.subject_id ? cat.subjects.get(r.subject_id) : undefined;
    const university = r.university_id ? cat.universities.get(r.university_id) : undefined;
    const course = r.course_id ? cat.courses.get(r.course_id) : undefined;
    const textbook = r.textbook_id ? cat.textbooks.get(r.textbook_id) : undefined;
    const pointsPrice = Number(r.points_price);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      pointsPrice,
      priceCents: r.price_cents == null ? pointsPrice * CENTS_PER_POINT : Number(r.price_cents),
      currency: 'USD',
      averageRating: Number(r.average_rating),
      reviewCount: Number(r.review_count),
      downloadCount: Number(r.download_count),
      viewCount: Number(r.view_count),
      pageCount: r.page_count == null ? null : Number(r.page_count),
      previewPageCount: Number(r.preview_page_count),
      coverUrl: versionedUrl(platform, 'cover-images', r.card_image_path, r.processed_at),
      documentType: type ? { id: type.id, name: type.name, slug: type.slug, learningResourceType: type.learningResourceType } : null,
      subject: subject ? { id: subject.id, name: subject.name, slug: subject.slug, iconName: subject.iconName, color: subject.color } : null,
      university: university ? { id: university.id, name: university.name, slug: university.slug, logoUrl: university.logoUrl } : null,
      course: course ? { id: course.id, name: course.name, slug: course.slug } : null,
      textbook: textbook ? { id: textbook.id, title: textbook.title, slug: textbook.slug, author: textbook.author } : null,
      user: author(r.user_id),
      createdAt: iso(r.created_at)!,
      publishedAt: iso(r.published_at),
    };
  }

  function upload(r: Row, stats: DocumentStats): MyUpload {
    return {
      ...card(r),
      status: statusNameOf(r.status_id),
      statusRecord: statusRecordOf(r.status_id),
      statusReason: r.status_reason ?? null,
      updatedAt: iso(r.updated_at)!,
      approvedAt: iso(r.approved_at),
      processing: processingOf(r),
      stats,
      originalFileName: r.original_file_name,
      originalFileSize: Number(r.original_file_size),
      originalFileType: r.original_file_type,
    };
  }

  return { card, upload, author };
}
