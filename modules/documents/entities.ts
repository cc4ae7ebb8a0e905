// Tables the documents module owns. Only this module writes them. (Queries are plain SQL in the service files,
// for atomic status changes, counters and upserts; the entities keep MikroORM's metadata complete.)
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

export const DocumentStatus = defineEntity({
  name: 'DocumentStatus',
  tableName: 'document_statuses',
  properties: {
    id: p.smallint().primary(),
    name: p.string().unique(),
    displayName: p.string(),
    color: p.string(),
    icon: p.string(),
  },
});

export const Document = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    slug: p.string().unique(),
    title: p.string(),
    description: p.text(),
    pointsPrice: p.integer(),
    priceCents: p.integer().persist(false),
    downloadCount: p.integer().default(0),
    viewCount: p.integer().default(0),
    averageRating: p.decimal().default('0'),
    reviewCount: p.integer().default(0),
    pageCount: p.integer().nullable(),
    previewPageCount: p.integer().default(0),
    statusId: p.smallint().default(2),
    userId: p.uuid(),
    subjectId: p.uuid(),
    universityId: p.uuid().nullable(),
    courseId: p.uuid().nullable(),
    documentTypeId: p.uuid(),
    textbookId: p.uuid().nullable(),
    originalFilePath: p.string(),
    originalFileName: p.string(),
    originalFileSize: p.bigint(),
    originalFileType: p.string(),
    convertedFilePath: p.string().nullable(),
    convertedFileName: p.string().nullable(),
    convertedFileSize: p.bigint().nullable(),
    convertedFileType: p.string().nullable(),
    previewFilePath: p.string().nullable(),
    previewFileName: p.string().nullable(),
    previewFileSize: p.integer().nullable(),
    previewFileType: p.string().nullable(),
    cardImagePath: p.string().nullable(),
    contentSha256: p.string(),
    textFingerprint: p.array().nullable(),
    textLength: p.integer().nullable(),
    duplicateOfId: p.uuid().nullable(),
    duplicateKind: p.string().nullable(),
    duplicateSimilarity: p.float().nullable(),
    processingStatus: p.string().default('queued'),
    processingStep: p.string().nullable(),
    processingProgress: p.smallint().default(0),
    processingError: p.text().nullable(),
    processingAttempts: p.integer().default(0),
    processingStartedAt: p.datetime().nullable(),
    processedAt: p.datetime().nullable(),
    ocrLanguage: p.string().nullable(),
    ocrStatus: p.string().nullable(),
    ocrLanguageUsed: p.string().nullable(),
    ocrPageCount: p.integer().default(0),
    ocrConfidence: p.float().nullable(),
    ocrSkippedPages: p.array().default([]),
    statusReason: p.text().nullable(),
    moderatedBy: p.uuid().nullable(),
    moderatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    approvedAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
  },
});

export const DocumentPage = defineEntity({
  name: 'DocumentPage',
  tableName: 'document_pages',
  properties: {
    documentId: p.uuid().primary(),
    pageNumber: p.integer().primary(),
    text: p.text().default(''),
    width: p.float(),
    height: p.float(),
    previewKey: p.string().nullable(),
    locked: p.boolean().default(false),
    previewWidth: p.integer().nullable(),
    previewHeight: p.integer().nullable(),
    textSource: p.string().default('layer'),
    ocrConfidence: p.float().nullable(),
    ocrSkipped: p.string().nullable(),
  },
});

export const DocumentFingerprintBand = defineEntity({
  name: 'DocumentFingerprintBand',
  tableName: 'document_fingerprint_bands',
  properties: {
    documentId: p.uuid().primary(),
    band: p.smallint().primary(),
    hash: p.integer(),
  },
});

export const DocumentReview = defineEntity({
  name: 'DocumentReview',
  tableName: 'document_reviews',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    documentId: p.uuid(),
    userId: p.uuid(),
    rating: p.smallint(),
    comment: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const DocumentBookmark = defineEntity({
  name: 'DocumentBookmark',
  tableName: 'document_bookmarks',
  properties: {
    userId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const DocumentView = defineEntity({
  name: 'DocumentView',
  tableName: 'document_views',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    viewerKey: p.string(),
    userId: p.uuid().nullable(),
    documentId: p.uuid(),
    firstViewedAt: p.datetime().onCreate(() => new Date()),
    viewedAt: p.datetime().onCreate(() => new Date()),
    countedAt: p.datetime().onCreate(() => new Date()),
    pageNumber: p.integer().nullable(),
    progress: p.decimal().nullable(),
    userAgent: p.text().nullable(),
    platform: p.string().nullable(),
  },
});

export const DocumentDownload = defineEntity({
  name: 'DocumentDownload',
  tableName: 'document_downloads',
  properties: {
    userId: p.uuid().primary(),
    documentId: p.uuid().primary(),
    firstAt: p.datetime().onCreate(() => new Date()),
    lastAt: p.datetime().onCreate(() => new Date()),
    count: p.integer().default(1),
  },
});

export const documentsEntities = [
  DocumentStatus, Document, DocumentPage, DocumentFingerprintBand, DocumentReview, DocumentBookmark, DocumentView, DocumentDownload,
];
