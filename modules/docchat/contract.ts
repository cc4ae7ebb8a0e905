// Document Chat's HTTP contract and messages. The web imports this file.
import { z } from 'zod';
import { FILE_UPLOAD, pageOf, pageQuery } from '../platform/contract.ts';
import { AI_REQUEST_ERRORS, aiActionSchema, quotedPoints } from '../ai/contract.ts';

export const DOC_CHAT_MESSAGES = {
  notFound: 'Chat not found',
  documentNotAvailable: 'You can chat only with documents you uploaded or bought.',
  stillProcessing: 'Your document is still being processed. You can ask as soon as it is ready.',
  processingFailed: 'This document could not be read, so there is nothing to chat about.',
  noText: 'This document has no text we could read (is it a scan?), so there is nothing to chat about.',
} as const;

export const QUESTION_MAX = 2000;
export const TITLE_MAX = 120;

const documentSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  private: z.boolean().describe('uploaded for chat only (never listed), or a marketplace document'),
  processing: z.enum(['queued', 'processing', 'ready', 'failed']),
  processingError: z.string().nullable(),
  pageCount: z.number().int().nullable(),
});

export const chatSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  document: documentSummary,
  messageCount: z.number().int().describe('questions asked so far'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: aiActionSchema.describe('the AI action that answers it: status, text so far, citations, which provider answered'),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = chatSummarySchema.extend({
  messages: z.array(chatMessageSchema),
  suggestions: z.array(z.string()).describe('questions to start with, from what the document is most about'),
  nextCost: z.number().int().describe('points the next question costs (5, plus 2 for every 5 questions already asked)'),
  provider: z.enum(['openai', 'local']).describe('which AI answers here: local quotes the document itself'),
});
export type Chat = z.infer<typeof chatSchema>;

const chatParams = z.object({ id: z.uuid() });

export const docChatRoutes = {
  list: {
    method: 'get',
    path: '/api/document-chats',
    access: 'user',
    query: pageQuery(20, 100, 10_000),
    response: pageOf(chatSummarySchema),
  },
  create: {
    method: 'post',
    path: '/api/document-chats',
    access: 'user',
    body: z.object({ documentId: z.uuid().describe('a document you uploaded or bought') }),
    response: chatSchema,
  },
  upload: {
    ...FILE_UPLOAD,
    path: '/api/document-chats/upload',
    summary: 'multipart/form-data with `file`: a PDF or an office document, kept private, processed, then chatted with',
    response: chatSchema,
  },
  get: { method: 'get', path: '/api/document-chats/{id}', access: 'user', params: chatParams, response: chatSchema },
  rename: {
    method: 'patch',
    path: '/api/document-chats/{id}',
    access: 'user',
    params: chatParams,
    body: z.object({ title: z.string().trim().min(1, 'Give the chat a name.').max(TITLE_MAX) }),
    response: chatSummarySchema,
  },
  remove: { method: 'delete', path: '/api/document-chats/{id}', access: 'user', params: chatParams, response: z.object({ deleted: z.literal(true) }) },
  ask: {
    method: 'post',
    path: '/api/document-chats/{id}/messages',
    access: 'user',
    params: chatParams,
    status: 202,
    errors: AI_REQUEST_ERRORS,
    body: z.object({
      question: z.string().trim().min(1, 'Type a question.').max(QUESTION_MAX),
      key: z.string().min(8).max(100).optional().describe('idempotency key: the same key again asks (and charges) once'),
      points: quotedPoints,
    }),
    response: z.object({ message: chatMessageSchema, points: z.number().int() }),
  },
  page: {
    method: 'get',
    path: '/api/document-chats/{id}/pages/{page}',
    access: 'user',
    params: z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(100_000) }),
    response: z.object({ page: z.number().int(), text: z.string(), imageUrl: z.string().nullable(), width: z.number(), height: z.number() }),
  },
} as const;
