// What Document Chat needs of documents, through this module's face: a user's private upload (the same checks,
// storage and processing as a seller's, but no marketplace fields and never listed), whether a user may chat
// with a document (theirs, or an approved one they bought), and one page's text and preview.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { Platform } from '../platform/index.ts';
import { canOpen } from './access.ts';
import { one } from './db.ts';
import { receiveUpload, storeUpload } from './upload.ts';
import type { DocumentsSettings } from './settings.ts';

/**
 * Reads a multipart upload (field `file`) and stores it as the user's private document; answers its id. The
 * seller's upload limits apply (the same counters): a private upload costs the same conversion and OCR.
 */
export async function storePrivateUpload(platform: Platform, settings: DocumentsSettings, ctx: Context, userId: string): Promise<string> {
  const em = ctx.state.em as EntityManager;
  const upload = await receiveUpload(ctx, em, userId, settings.maxUploadBytes);
  return storeUpload({ platform, settings }, em, userId, upload, { private: true });
}

export type ChatMaterial = {
  id: string;
  slug: string;
  title: string;
  private: boolean;
  isOwner: boolean;
  processing: 'queued' | 'processing' | 'ready' | 'failed';
  processingError: string | null;
  pageCount: number | null;
};

/**
 * A document the user may chat with, or null: their own (private or not, any status but deleted) or an approved
 * one they bought. Nobody else's private document, whatever their role.
 */
export async function documentForChat(em: EntityManager, userId: string, documentId: string): Promise<ChatMaterial | null> {
  const r = await one(
    em,
    'select id, slug, title, user_id, status_id, withdrawn_at, private, processing_status, processing_error, page_count from documents where id = ?',
    [documentId],
  );
  if (!r || r.status_id === 3) return null;
  const isOwner = r.user_id === userId;
  if (!isOwner) {
    if (r.private) return null;
    const { allowed, purchased } = await canOpen(em, { id: userId, role: 'user' }, { id: r.id, userId: r.user_id, statusId: r.status_id, withdrawnAt: r.withdrawn_at });
    if (!allowed || !purchased) return null;
  }
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    private: r.private,
    isOwner,
    processing: r.processing_status,
    processingError: r.processing_error ?? null,
    pageCount: r.page_count == null ? null : Number(r.page_count),
  };
}

export type DocumentPage = { page: number; text: string; imageUrl: string | null; width: number; height: number };

/** One page of a document as its reader sees it: its text, and its readable preview image when one exists. */
export async function documentPage(platform: Platform, em: EntityManager, documentId: string, page: number): Promise<DocumentPage | null> {
  const r = await one(em, 'select page_number, text, width, height, preview_key, locked from document_pages where document_id = ? and page_number = ?', [
    documentId, page,
  ]);
  if (!r) return null;
  return {
    page: Number(r.page_number),
    text: r.text,
    imageUrl: r.preview_key && !r.locked ? platform.storage.publicUrl('document-previews', r.preview_key) : null,
    width: Number(r.width),
    height: Number(r.height),
  };
}
