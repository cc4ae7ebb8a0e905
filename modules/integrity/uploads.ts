// A .docx or .pdf to check: stored as the user's private document and read by the documents pipeline (the same
// checks, conversion sandbox and text extraction as any upload, in the worker, never in this request); the page
// follows it until its text is ready. A .txt never comes here: the browser reads it.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { documentForChat, documentPageTexts, storePrivateUpload } from '../documents/index.ts';
import { HttpError, type Platform } from '../platform/index.ts';
import { INTEGRITY_MESSAGES as M, type UploadedText } from './contract.ts';
import { wordsOf } from './winnow.ts';

export async function uploadedText(em: EntityManager, userId: string, id: string): Promise<UploadedText> {
  const doc = await documentForChat(em, userId, id);
  if (!doc?.isOwner) throw new HttpError(404, 'not_found', 'Document not found');
  if (doc.processing !== 'ready') return { id, status: doc.processing, text: null, words: 0, error: doc.processingError };
  const text = (await documentPageTexts(em, id)).map((p) => p.text).join('\n\n').trim();
  if (!text) return { id, status: 'failed', text: null, words: 0, error: M.unreadableFile };
  return { id, status: 'ready', text, words: wordsOf(text).length, error: null };
}

export async function uploadForCheck(platform: Platform, ctx: Context, em: EntityManager, userId: string): Promise<UploadedText> {
  const id = await storePrivateUpload(platform, ctx, userId);
  return uploadedText(em, userId, id);
}
