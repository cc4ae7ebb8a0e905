// The documents module's HTTP contract: request schemas, response shapes, limits and messages. The web
// imports this file (and nothing else of the server but other contract files).
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { statusNames, type StatusName } from './events.ts';
import { emptyToUndefined, optionalUuid, points, uploadFields, uuid } from './forms.ts';

export { MAX_POINTS_PRICE, type UploadFields, uploadFields } from './forms.ts';

export { documentJsonLd, documentPageDescription } from './structured-data.ts';

// --- constants (spec 000 §9) --------------------------------------------------------------------------------

export const LIBRARY_PAGE_SIZE = 12;
export const CATALOGUE_PAGE_SIZE = 20;
export const FEATURED_DEFAULT = 5;
export const RELATED_LIMIT = 10;
export const SLUG_PAGE_SIZE = 10_000;
export const BY_IDS_LIMIT = 100;
export const DASHBOARD_PREVIEW_LIMIT = 5;
export const REVIEWS_PAGE_SIZE = 10;
export const SIGNED_URL_SECONDS = 3600;
/** One point is worth 0.10 USD (spec 000 §1), so a price in cents is ten times its points. */
export const CENTS_PER_POINT = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The five statuses, with the fixed ids of spec 000 §3. */
export const DOCUMENT_STATUSES = [
  { id: 1, name: 'approved', displayName: 'Approved', color: '#15803d', icon: 'circle-check' },
  { id: 2, name: 'pending', displayName: 'Pending review', color: '#b45309', icon: 'clock' },
  { id: 3, name: 'deleted', displayName: 'Deleted', color: '#4b5563', icon: 'trash-2' },
  { id: 4, name: 'rejected', displayName: 'Rejected', color: '#b91c1c', icon: 'circle-x' },
  { id: 5, name: 'soft-reject', displayName: 'Needs changes', color: '#c2410c', icon: 'triangle-alert' },
] as const;
export { statusNames, type StatusName };
export const STATUS_ID: Record<StatusName, number> = { approved: 1, pending: 2, deleted: 3, rejected: 4, 'soft-reject': 5 };

export const processingStates = ['queued', 'processing', 'ready', 'failed'] as const;
export type ProcessingState = (typeof processingStates)[number];

/** What an upload may be, by its content (never its name). Office formats are converted to PDF. */
export const UPLOAD_FORMATS = {
  pdf: { mime: 'application/pdf', label: 'PDF', convert: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX', convert: true },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PPTX', convert: true },
  odt: { mime: 'application/vnd.oasis.opendocument.text', label: 'ODT', convert: true },
  rtf: { mime: 'application/rtf', label: 'RTF', convert: true },
} as const;
export type UploadFormat = keyof typeof UPLOAD_FORMATS;

export const MESSAGES = {
  notFound: 'Document not found',
  fileRequired: 'Choose a file to upload.',
  fileEmpty: 'The file is empty (0 bytes).',
  fileTooLarge: (mb: number) => `The file is larger than the ${mb} MB limit.`,
  notMultipart: 'Send the upload as multipart/form-data with the file in the "file" field.',
  malformedUpload: 'The upload could not be read (the multipart form is malformed or incomplete).',
  unknownType: 'We could not recognise this file. Upload a PDF, DOCX, PPTX, ODT or RTF document, or photos of your notes (JPEG, PNG, WebP or HEIC).',
  wrongType: (what: string) => `This file is ${what}, not a PDF, DOCX, PPTX, ODT or RTF document or a JPEG, PNG, WebP or HEIC photo.`,
  conversionUnavailable: (label: string) =>
    `${label} files cannot be converted to PDF on this server (LibreOffice is not installed). Upload a PDF instead.`,
  pdfEncrypted: (detail: string) =>
    `This PDF is password-protected or encrypted (${detail}). Save a copy without protection and upload that.`,
  pdfTruncated: 'This PDF is incomplete: it stops before the end-of-file marker, so the upload or export was cut short. Export it again and upload the new file.',
  pdfBroken: (detail: string) => `This PDF is damaged and cannot be read (${detail}). Export it again and upload the new file.`,
  tooManyPages: (pages: number, max: number) => `This document has ${pages} pages; the limit is ${max}.`,
  notProcessed: 'This document is still being processed. It can be approved once its previews are ready.',
  processingFailed: 'This document could not be processed, so it cannot be approved.',
  invalidTransition: (action: string, status: string) => `A document that is ${status} cannot be ${action}.`,
  reasonRequired: 'Give a reason (1 to 1000 characters).',
  ownReview: 'You cannot review your own document.',
  reviewNeedsAccess: 'Only people who bought this document can review it.',
  noAccess: 'Buy this document to open it.',
  notEditable: 'Only pending documents and documents that need changes can be edited.',
  courseWithoutUniversity: 'Choose the university of this course first.',
  courseOfOtherUniversity: 'This course does not belong to the chosen university.',
  unknownReference: (what: string) => `Unknown ${what}.`,
  viewOfUnprocessed: 'This document has no preview yet.',
  uploadLimit: (perHour: number, perDay: number) =>
    `You can upload at most ${perHour} documents an hour and ${perDay} a day. Please try again later.`,
  ocrUnavailable:
    'This document has scanned pages, and this server cannot read text from images (OCR is not installed), so its text cannot be searched. It is still accepted and previewed; an admin can reprocess it once OCR is installed.',
  ocrSkipped: (pages: number[]) =>
    `${pages.length === 1 ? `Page ${pages[0]} was` : `Pages ${pages.join(', ')} were`} skipped because reading ${pages.length === 1 ? 'it' : 'them'} took too long or failed: that text cannot be searched.`,
  ocrRead: (pages: number, confidence: number | null) =>
    `The text of ${pages === 1 ? '1 scanned page' : `${pages} scanned pages`} was recognised${confidence === null ? '' : ` (mean confidence ${Math.round(confidence)}%)`}, so it can be searched.`,
  tooManyPhotos: (max: number) => `Upload at most ${max} photos at once.`,
  photoUnreadable: (n: number, name: string) => `Photo ${n} (${name}) could not be read as an image.`,
  photoTooLarge: (width: number, height: number, maxMegapixels: number) =>
    `This photo is ${width} by ${height} pixels, more than the ${maxMegapixels} megapixels a photo may have. Take it at a lower resolution, or scale it down.`,
  mixedUpload: 'Upload one document, or photos only: a document cannot be combined with other files.',
} as const;

// --- shared pieces --------------------------------------------------------------------------------------------

/** A document's id (UUID) or its slug: every per-document route takes either. */
export const documentRef = z.object({ ref: z.string().trim().min(1).max(200).describe("the document's id or slug") });
export const idParam = z.object({ id: uuid });

export const statusRecord = z.object({
  id: z.number().int(),
  name: z.enum(statusNames),
  displayName: z.string(),
  color: z.string(),
  icon: z.string().describe('a lucide icon name'),
});
export type StatusRecord = z.infer<typeof statusRecord>;

export const documentTypeRef = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  learningResourceType: z.string().describe('schema.org learningResourceType of this type (Past Exams: Assessment)'),
});
export const subjectRef = z.object({ id: uuid, name: z.string(), slug: z.string(), iconName: z.string(), color: z.string() });
export const universityRef = z.object({ id: uuid, name: z.string(), slug: z.string(), logoUrl: z.string().nullable() });
export const courseRef = z.object({ id: uuid, name: z.string(), slug: z.string() });
export const textbookRef = z.object({ id: uuid, title: z.string(), slug: z.string(), author: z.string() });
export const authorRef = z.object({ id: uuid, fullName: z.string(), avatarUrl: z.string().nullable() });

export const documentCard = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  pointsPrice: z.number().int().describe('the price in points'),
  priceCents: z.number().int().describe('the same price in US cents (1 point = 10 cents)'),
  currency: z.literal('USD'),
  averageRating: z.number().describe('0 when unrated, else 1 to 5 (show with 1 decimal)'),
  reviewCount: z.number().int(),
  downloadCount: z.number().int(),
  viewCount: z.number().int(),
  pageCount: z.number().int().nullable().describe('null until processed'),
  previewPageCount: z.number().int().describe('how many leading pages the preview shows readable'),
  coverUrl: z.string().nullable().describe('the card image (page one), null until processed'),
  documentType: documentTypeRef.nullable(),
  subject: subjectRef.nullable(),
  university: universityRef.nullable(),
  course: courseRef.nullable(),
  textbook: textbookRef.nullable(),
  user: authorRef.describe('the seller'),
  createdAt: z.string(),
  publishedAt: z.string().nullable().describe('first approval'),
});
export type DocumentCard = z.infer<typeof documentCard>;

export const previewPage = z.object({
  pageNumber: z.number().int(),
  url: z.string().describe('a public WebP image'),
  locked: z.boolean().describe('true for a blurred page that needs a purchase'),
  width: z.number().int(),
  height: z.number().int(),
});
export type PreviewPage = z.infer<typeof previewPage>;

export const ocrInfo = z.object({
  status: z.enum(['complete', 'partial', 'unavailable']).describe('unavailable: no OCR on this server, the scanned text is not searchable'),
  language: z.string().nullable().describe('the Tesseract language the pages were read in'),
  pages: z.number().int().describe('pages that needed OCR'),
  confidence: z.number().nullable().describe("mean of the pages' mean word confidence, 0 to 100"),
  skippedPages: z.array(z.number().int()).describe('pages skipped because reading them took too long or failed'),
  message: z.string().describe('what the seller is told'),
});
export type OcrInfo = z.infer<typeof ocrInfo>;

/** Languages this server's OCR can read scanned pages in (what the upload page offers). */
export const ocrLanguages = z.object({
  available: z.boolean().describe('false: OCR is not installed here; scanned pages are accepted but not searchable'),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  defaultLanguage: z.string(),
});
export type OcrLanguages = z.infer<typeof ocrLanguages>;

export const processingInfo = z.object({
  state: z.enum(processingStates),
  step: z.string().nullable().describe('converting, reading, rendering, fingerprinting, saving'),
  progress: z.number().int().describe('0 to 100'),
  error: z.string().nullable().describe('why processing failed, in words the seller can act on'),
  attempts: z.number().int(),
  startedAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  ocr: ocrInfo.nullable().describe('null when no page needed OCR'),
});
export type ProcessingInfo = z.infer<typeof processingInfo>;

export const review = z.object({
  id: uuid,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: authorRef,
});
export type Review = z.infer<typeof review>;

export const ratingDistribution = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() });

export const reviewsSummary = z.object({
  averageRating: z.number(),
  reviewCount: z.number().int(),
  distribution: ratingDistribution,
  items: z.array(review).describe(`the newest ${REVIEWS_PAGE_SIZE}`),
});

export const documentDetail = documentCard.extend({
  status: z.enum(statusNames),
  statusRecord,
  statusReason: z.string().nullable().describe("the moderator's reason, shown to the owner and admins only"),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  previewPages: z.array(previewPage),
  lockedPageCount: z.number().int().describe('pages beyond the readable preview'),
  isOwner: z.boolean(),
  isPurchased: z.boolean().describe('the signed-in user bought it (derived)'),
  hasAccess: z.boolean().describe('the signed-in user may open the full document (owner, buyer or admin)'),
  canReview: z.boolean(),
  bookmarked: z.boolean(),
  bookmarkCount: z.number().int(),
  myReview: review.nullable(),
  processing: processingInfo.nullable().describe('owner and admins only'),
  related: z.array(documentCard),
  reviews: reviewsSummary,
});
export type DocumentDetail = z.infer<typeof documentDetail>;

export const documentStats = z.object({
  views: z.number().int(),
  downloads: z.number().int(),
  purchases: z.number().int(),
  bookmarks: z.number().int(),
  revenue: z.number().int().describe('points earned'),
});
export type DocumentStats = z.infer<typeof documentStats>;

export const myUpload = documentCard.extend({
  status: z.enum(statusNames),
  statusRecord,
  statusReason: z.string().nullable(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
  processing: processingInfo,
  stats: documentStats,
  originalFileName: z.string(),
  originalFileSize: z.number().int(),
  originalFileType: z.string(),
});
export type MyUpload = z.infer<typeof myUpload>;

export const duplicateInfo = z.object({
  kind: z.enum(['exact', 'near']),
  similarity: z.number().describe('1 for an exact copy; the estimated share of shared text otherwise'),
  document: z.object({ id: uuid, slug: z.string(), title: z.string(), status: z.enum(statusNames), user: authorRef }),
});

export const adminDocument = myUpload.extend({
  ownerEmail: z.string().nullable(),
  duplicate: duplicateInfo.nullable().describe('set when the content copies an existing document'),
  contentSha256: z.string(),
  moderatedAt: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocument>;

export const libraryCard = documentCard.extend({
  status: z.enum(statusNames),
  statusRecord,
  isOwn: z.boolean(),
  isPurchased: z.boolean(),
  bookmarked: z.boolean(),
  viewedAt: z.string().nullable(),
  bookmarkedAt: z.string().nullable(),
  href: z.string().describe('/dashboard/documents/{slug} when purchased or own on the uploads tab, else /documents/{slug}'),
});
export type LibraryCard = z.infer<typeof libraryCard>;

// --- requests -----------------------------------------------------------------------------------------------------

const idOrSlug = z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional());
/** The documents' lists page up to a million pages. */
const documentsPage = (size: number, max = 100) => pageQuery(size, max, 1_000_000);


/** The owner's edit of a pending document or one that needs changes: any subset of the upload's fields. */
export const updateBody = z
  .object({
    title: uploadFields.shape.title,
    description: uploadFields.shape.description,
    documentTypeId: uuid,
    subjectId: uuid,
    universityId: uuid.nullable(),
    courseId: uuid.nullable(),
    textbookId: uuid.nullable(),
    pointsPrice: points,
  })
  .partial();
export type UpdateBody = z.infer<typeof updateBody>;

export const catalogueSorts = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export const catalogueQuery = z
  .object({
    ...documentsPage(CATALOGUE_PAGE_SIZE).shape,
    q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()).describe('matches the title or description'),
    subject: idOrSlug.describe("a subject's id or slug"),
    university: idOrSlug.describe("a university's id or slug"),
    course: optionalUuid.describe("a course's id"),
    type: idOrSlug.describe("a document type's id or slug"),
    textbook: idOrSlug.describe("a textbook's id or slug"),
    user: optionalUuid.describe("a seller's id"),
    minPrice: z.preprocess(emptyToUndefined, points.optional()).describe('in points'),
    maxPrice: z.preprocess(emptyToUndefined, points.optional()).describe('in points'),
    sort: z.preprocess(emptyToUndefined, z.enum(catalogueSorts).default('newest')),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['maxPrice'],
  });
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

export const featuredQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(FEATURED_DEFAULT),
  subject: idOrSlug,
});

export const relatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(RELATED_LIMIT).default(RELATED_LIMIT) });

export const slugsQuery = documentsPage(1).pick({ page: true });
export const slugsResponse = pageOf(z.object({ slug: z.string(), updatedAt: z.string() }));

export const byIdsQuery = z.object({
  ids: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
    .pipe(z.array(uuid).min(1).max(BY_IDS_LIMIT))
    .describe(`comma-separated document ids, at most ${BY_IDS_LIMIT}`),
});

export const libraryTabs = ['all', 'uploads', 'purchased', 'saved', 'recent', 'others', 'uploaded'] as const;
export type LibraryTab = (typeof libraryTabs)[number];
export const librarySorts = ['date', 'downloads', 'rating', 'title', 'price'] as const;
export type LibrarySort = (typeof librarySorts)[number];
export const libraryQuery = z.object({
  tab: z.preprocess(emptyToUndefined, z.enum(libraryTabs).default('all')).describe('"others" and "uploaded" are the other reading of the tabs'),
  type: z
    .preprocess(emptyToUndefined, z.string().max(2000).optional())
    .transform((s) => (s ? [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))] : []))
    .describe('comma-separated document type ids or slugs (the toggled chips)'),
  sort: z.preprocess(emptyToUndefined, z.enum(librarySorts).default('date')),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).optional()).describe('default: date, downloads, rating desc; title, price asc'),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()).describe('matches the title or description'),
  ...documentsPage(LIBRARY_PAGE_SIZE).shape,
});
export type LibraryQuery = z.infer<typeof libraryQuery>;

export const libraryCounts = z.object({
  all: z.number().int(),
  uploads: z.number().int(),
  purchased: z.number().int(),
  saved: z.number().int(),
  recent: z.number().int(),
  others: z.number().int().describe('the "others" tab: all but my own uploads'),
});
export type LibraryCounts = z.infer<typeof libraryCounts>;

export const sellerDocumentsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(statusNames).optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  ...documentsPage(LIBRARY_PAGE_SIZE).shape,
});

export const sellerOverview = z.object({
  documents: z.object({
    total: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    softReject: z.number().int(),
    deleted: z.number().int(),
    processing: z.number().int().describe('queued or being processed'),
    failed: z.number().int().describe('processing failed'),
  }),
  totals: documentStats,
  averageRating: z.number(),
  reviewCount: z.number().int(),
  recentUploads: z.array(myUpload).describe(`the newest ${DASHBOARD_PREVIEW_LIMIT}`),
  topDocuments: z.array(myUpload).describe(`the ${DASHBOARD_PREVIEW_LIMIT} most downloaded`),
});
export type SellerOverview = z.infer<typeof sellerOverview>;

export const adminDocumentsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(statusNames).optional()),
  processing: z.preprocess(emptyToUndefined, z.enum(processingStates).optional()),
  duplicates: z.preprocess(emptyToUndefined, z.stringbool().optional()).describe('true: only documents flagged as duplicates'),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  ...documentsPage(20).shape,
});

/** How many documents each moderation tab holds (the same search as the list), and what needs a look. */
export const adminCountsQuery = z.object({ q: adminDocumentsQuery.shape.q });
export const adminDocumentCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  'soft-reject': z.number().int(),
  rejected: z.number().int(),
  deleted: z.number().int(),
  processing: z.number().int().describe('queued or being processed, any status'),
  failed: z.number().int().describe('processing failed, any status'),
  duplicates: z.number().int().describe('pending documents flagged as copies'),
});
export type AdminDocumentCounts = z.infer<typeof adminDocumentCounts>;

export const reasonBody = z.object({ reason: z.string({ error: MESSAGES.reasonRequired }).trim().min(1, MESSAGES.reasonRequired).max(1000, MESSAGES.reasonRequired) });
export const reviewBody = z.object({
  rating: z.number({ error: 'Rating must be a whole number from 1 to 5' }).int().min(RATING_MIN).max(RATING_MAX),
  comment: z.preprocess(emptyToUndefined, z.string().trim().max(2000).optional()),
});
export type ReviewBody = z.infer<typeof reviewBody>;
export const reviewsQuery = documentsPage(REVIEWS_PAGE_SIZE, 50);

/** record_document_view: page number, progress and device info (spec 000 §7). */
export const viewBody = z.object({
  pageNumber: z.number().int().min(1).max(100_000).optional(),
  progress: z.number().min(0).max(100).optional().describe('percent read'),
  device: z.object({ userAgent: z.string().max(500).optional(), platform: z.string().max(100).optional() }).optional(),
});
export type ViewBody = z.infer<typeof viewBody>;

// --- responses ----------------------------------------------------------------------------------------------------

export const fileAccess = z.object({
  url: z.string().describe(`a signed URL of the PDF, valid ${SIGNED_URL_SECONDS} s`),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  expiresAt: z.string(),
  original: z
    .object({ url: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() })
    .describe('the file as uploaded (the same as url for a PDF upload)'),
});
export type FileAccess = z.infer<typeof fileAccess>;

export const bookmarkState = z.object({ bookmarked: z.boolean(), bookmarkCount: z.number().int() });
export const viewRecorded = z.object({ counted: z.boolean().describe('false when it repeats a view of the last 30 minutes'), viewCount: z.number().int() });
export const uploadResponse = z.object({ document: myUpload });
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

// --- the routes ----------------------------------------------------------------------------------------------------

/** Messages on the owner's realtime channel (`user:{id}`, /api/events). */
export const DOCUMENTS_REALTIME = {
  /** `{ documentId, state, step, progress, error }` as the pipeline moves. */
  processing: 'documents.processing',
  /** `{ documentId, status, reason }` when a moderator decides. */
  statusChanged: 'documents.status-changed',
} as const;

export const documentsRoutes = {
  catalogue: { method: 'get', path: '/api/documents', query: catalogueQuery, response: pageOf(documentCard) },
  featured: { method: 'get', path: '/api/documents/featured', query: featuredQuery, response: itemsOf(documentCard) },
  ocrLanguages: { method: 'get', path: '/api/documents/ocr-languages', response: ocrLanguages, access: 'user' },
  slugs: { method: 'get', path: '/api/documents/slugs', query: slugsQuery, response: slugsResponse },
  byIds: { method: 'get', path: '/api/documents/by-ids', query: byIdsQuery, response: itemsOf(documentCard) },
  upload: {
    method: 'post',
    path: '/api/documents',
    response: uploadResponse,
    access: 'user',
    multipart: { files: ['file'], fields: uploadFields },
    errors: [422, 429],
  },
  detail: { method: 'get', path: '/api/documents/{ref}', params: documentRef, response: documentDetail },
  update: { method: 'patch', path: '/api/documents/{ref}', params: documentRef, body: updateBody, response: uploadResponse, access: 'user', errors: [409] },
  resubmit: { method: 'post', path: '/api/documents/{ref}/resubmit', params: documentRef, response: uploadResponse, access: 'user', errors: [409] },
  related: { method: 'get', path: '/api/documents/{ref}/related', params: documentRef, query: relatedQuery, response: itemsOf(documentCard) },
  processing: { method: 'get', path: '/api/documents/{ref}/processing', params: documentRef, response: processingInfo, access: 'user' },
  file: { method: 'get', path: '/api/documents/{ref}/file', params: documentRef, response: fileAccess, access: 'user' },
  toggleBookmark: { method: 'post', path: '/api/documents/{ref}/bookmark', params: documentRef, response: bookmarkState, access: 'user' },
  setBookmark: { method: 'put', path: '/api/documents/{ref}/bookmark', params: documentRef, response: bookmarkState, access: 'user' },
  removeBookmark: { method: 'delete', path: '/api/documents/{ref}/bookmark', params: documentRef, response: bookmarkState, access: 'user' },
  recordView: { method: 'post', path: '/api/documents/{ref}/views', params: documentRef, body: viewBody, response: viewRecorded },
  reviews: { method: 'get', path: '/api/documents/{ref}/reviews', params: documentRef, query: reviewsQuery, response: pageOf(review) },
  saveReview: { method: 'put', path: '/api/documents/{ref}/review', params: documentRef, body: reviewBody, response: review, access: 'user', errors: [409] },
  deleteReview: { method: 'delete', path: '/api/documents/{ref}/review', params: documentRef, access: 'user' },
  library: { method: 'get', path: '/api/library', query: libraryQuery, response: pageOf(libraryCard), access: 'user' },
  libraryCounts: { method: 'get', path: '/api/library/counts', response: libraryCounts, access: 'user' },
  sellerDocuments: { method: 'get', path: '/api/seller/documents', query: sellerDocumentsQuery, response: pageOf(myUpload), access: 'user' },
  sellerOverview: { method: 'get', path: '/api/seller/overview', response: sellerOverview, access: 'user' },
  adminList: { method: 'get', path: '/api/admin/documents', query: adminDocumentsQuery, response: pageOf(adminDocument), access: 'admin' },
  adminCounts: { method: 'get', path: '/api/admin/documents/counts', query: adminCountsQuery, response: adminDocumentCounts, access: 'admin' },
  adminShow: { method: 'get', path: '/api/admin/documents/{id}', params: idParam, response: adminDocument, access: 'admin' },
  approve: { method: 'post', path: '/api/admin/documents/{id}/approve', params: idParam, response: adminDocument, access: 'admin', errors: [409] },
  reject: { method: 'post', path: '/api/admin/documents/{id}/reject', params: idParam, body: reasonBody, response: adminDocument, access: 'admin', errors: [409] },
  softReject: { method: 'post', path: '/api/admin/documents/{id}/soft-reject', params: idParam, body: reasonBody, response: adminDocument, access: 'admin', errors: [409] },
  takedown: { method: 'post', path: '/api/admin/documents/{id}/takedown', params: idParam, body: reasonBody, response: adminDocument, access: 'admin', errors: [409] },
  reprocess: { method: 'post', path: '/api/admin/documents/{id}/reprocess', params: idParam, response: adminDocument, access: 'admin', errors: [409] },
} as const;
