// The events the documents module publishes, each with its payload's schema: the one contract its subscribers import
// (modules/documents/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to
// documents.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

export const statusNames = ['approved', 'pending', 'deleted', 'rejected', 'soft-reject'] as const;
export type StatusName = (typeof statusNames)[number];

const id = z.guid();
/** A private document (Document Chat) has no subject. */
const subjectId = id.nullable();
const owned = { documentId: id, userId: id.describe('the seller (uploader)') };

const uploaded = z.object({ ...owned, format: z.string().describe('a key of UPLOAD_FORMATS (contract.ts)') });
const processed = z.object({
  ...owned,
  pageCount: z.number().int().min(0),
  duplicateOfId: id.nullable(),
  duplicateKind: z.enum(['exact', 'near']).nullable(),
});
const processingFailed = z.object({ ...owned, reason: z.string() });
const approved = z.object({ ...owned, subjectId, slug: z.string(), title: z.string(), firstApproval: z.boolean() });
const rejected = z.object({ ...owned, title: z.string(), reason: z.string() });
const resubmitted = z.object(owned);
const removed = z.object({ ...owned, title: z.string(), subjectId, slug: z.string(), reason: z.string(), previousStatus: z.enum(statusNames) });
const downloaded = z.object({ documentId: id, userId: id, subjectId, downloads: z.number().int() });
const reviewed = z.object({ documentId: id, userId: id, averageRating: z.number(), reviewCount: z.number().int() });
const recategorised = z.object(owned);
const erased = z.object({ userId: id, documentIds: z.array(id) });

export type DocumentUploaded = z.infer<typeof uploaded>;
export type DocumentProcessed = z.infer<typeof processed>;
export type DocumentProcessingFailed = z.infer<typeof processingFailed>;
export type DocumentApproved = z.infer<typeof approved>;
export type DocumentRejected = z.infer<typeof rejected>;
export type DocumentSoftRejected = z.infer<typeof rejected>;
export type DocumentResubmitted = z.infer<typeof resubmitted>;
export type DocumentRemoved = z.infer<typeof removed>;
export type DocumentDownloaded = z.infer<typeof downloaded>;
export type DocumentReviewed = z.infer<typeof reviewed>;
/** Documents deleted for good with their seller's account: whatever other modules keep about them goes too. */
export type DocumentsErased = z.infer<typeof erased>;

export const DOCUMENTS_EVENTS = {
  /** An upload was stored and waits for processing (the documents module processes it on this event). */
  uploaded: defineEvent('documents.uploaded', uploaded),
  /** Processing finished: pages read and rendered; a reprocess publishes it again. */
  processed: defineEvent('documents.processed', processed),
  /** Processing failed for good; the seller is told why. */
  processingFailed: defineEvent('documents.processing-failed', processingFailed),
  /** A moderator approved the document: it is listed. `firstApproval` is false on a re-approval. */
  approved: defineEvent('documents.approved', approved),
  /** A moderator rejected it. */
  rejected: defineEvent('documents.rejected', rejected),
  /** A moderator sent it back to the seller for changes. */
  softRejected: defineEvent('documents.soft-rejected', rejected),
  /** The seller resubmitted a document sent back for changes. */
  resubmitted: defineEvent('documents.resubmitted', resubmitted),
  /** An approved document was taken down. */
  removed: defineEvent('documents.removed', removed),
  /** Downloads of a document were counted (`downloads` more of them). */
  downloaded: defineEvent('documents.downloaded', downloaded),
  /** A review changed the document's rating. */
  reviewed: defineEvent('documents.reviewed', reviewed),
  /** A catalogue entry the document shows was renamed or merged: what shows it should read it again. */
  recategorised: defineEvent('documents.recategorised', recategorised),
  /** A deleted account's documents were deleted for good. */
  erased: defineEvent('documents.erased', erased),
};
