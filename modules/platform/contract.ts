// The kernel's HTTP contract the web app reads.
import { z } from 'zod';

// Every module's events.ts declares its events with this, importing nothing else from the platform.
export { defineEvent, type EventDefinition, type EventPayload } from './event-definition.ts';

/** GET /api/public-config */
export const publicConfig = z.object({
  supportWidgetUrl: z.string().nullable().describe('the live-chat script to load, or null when off'),
  googleSignIn: z.boolean(),
  paymentsTestMode: z.boolean().describe('true while the local test checkout stands in for Stripe and PayPal'),
});
export type PublicConfig = z.infer<typeof publicConfig>;

// --- the shapes every module's contract shares ------------------------------------------------------------------

/**
 * The query of a paged list: `?page=` (1-based, at most `maxPage`) and `?pageSize=` (at most `maxSize`,
 * `defaultSize` when absent).
 */
export const pageQuery = (defaultSize: number, maxSize = 100, maxPage = 100_000) =>
  z.object({
    page: z.coerce.number().int().min(1).max(maxPage).default(1).describe('1-based page number'),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize).describe(`items per page, at most ${maxSize}`),
  });
export type PageRequest = { page: number; pageSize: number };
/** For the lists that never capped the page number (zod's own limit for an integer): asking past the end is harmless. */
export const ANY_PAGE = Number.MAX_SAFE_INTEGER;

/** One page of a list and the list's whole length. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * What every signed-in user's upload of one file (`file`, multipart/form-data) declares: 422 for a file it cannot take,
 * 429 past the upload limit. A route spreads it and adds its path, a summary saying which files and what becomes of
 * them, and its response. A spread, not a function: the bundler drops a plain object's unread `response` (and with it
 * zod) from the pages that read only the route's path; a call it would keep whole.
 */
export const FILE_UPLOAD = { method: 'post', access: 'user', multipart: { files: ['file'] }, errors: [422, 429] } as const;

/** The one error shape (DESIGN.md §5): every refusal the API sends, and what the web app's client reads. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string().describe('stable, machine-readable: `invalid_request`, `unauthenticated`, `forbidden`, `csrf`, `not_found`, ...'),
    message: z.string().describe('for people: says what went wrong and what to do'),
    fields: z.record(z.string(), z.array(z.string())).optional().describe('a 400 of validation: the messages of each invalid field, by its dotted path'),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type FieldErrors = Record<string, string[]>;

/**
 * The address patterns of the web app's pages, as web/src/app.tsx routes them (`:name` one segment, `*` the rest),
 * so the server answers an address no page has with 404 even when it serves the plain shell. The signed-in areas
 * (`/dashboard/*`, `/admin/*`) route inside themselves: an unknown address there shows the not-found page with 200,
 * to a signed-in reader only. tests/page-paths.test.ts keeps this list and app.tsx in step.
 */
export const PAGE_PATHS: readonly string[] = [
  '/', '/documents', '/documents/:slug', '/subjects', '/subjects/:slug', '/universities', '/universities/:slug',
  '/universities/:universitySlug/courses/:courseSlug', '/textbooks', '/textbooks/:slug', '/tests', '/tests/:id',
  '/search', '/cart', '/checkout', '/checkout/success', '/ai-homework-helper', '/ai-homework-helper/:slug',
  '/homework-helper', '/homework-helper/:slug', '/document-chat', '/ai-flashcard-maker', '/ai-flashcard-maker/:slug',
  '/flashcard-maker/:slug', '/flashcards/:slug', '/test-prep', '/test-prep/test/:slug',
  '/test-prep/:planId/test/:testId', '/test-prep/:planId/test/:testId/results', '/ai-writer', '/xywriter',
  '/xy-editor', '/ai-detector', '/plagiarism-checker', '/plagiarism-detector', '/download', '/about', '/contact',
  '/careers', '/help', '/scholarships', '/legal', '/legal/:page', '/blog', '/blog/category/:slug', '/blog/:slug',
  '/login', '/register', '/forgot-password', '/reset-password', '/unsubscribe', '/auth/reset-password',
  '/auth/callback', '/auth/confirm-email', '/admin/login', '/dashboard', '/dashboard/settings', '/dashboard/help',
  '/dashboard/documents', '/dashboard/documents/upload', '/dashboard/documents/:ref', '/dashboard/seller-documents',
  '/dashboard/seller-dashboard', '/dashboard/wallet', '/dashboard/wallet/*', '/dashboard/wallet-seller',
  '/dashboard/subscription', '/dashboard/seller-orders', '/dashboard/document-chat',
  '/dashboard/document-chat/upload', '/dashboard/document-chat/:id', '/dashboard/ai-homework-helper',
  '/dashboard/ai-homework-helper/question/:slug', '/dashboard/test-prep', '/dashboard/test-prep/create',
  '/dashboard/test-prep/:planId/create-test', '/dashboard/test-prep/:planId/edit-resources',
  '/dashboard/test-prep/:planId/notes/:notesId', '/dashboard/test-prep/:planId/test/:testId',
  '/dashboard/test-prep/:planId/test/:testId/results', '/dashboard/test-prep/:planId', '/dashboard/ai-writer',
  '/dashboard/ai-writer/paper', '/dashboard/ai-writer/paper/:paperId', '/dashboard/xyeditor',
  '/dashboard/xyeditor/paper/:paperId', '/dashboard/ai-flashcard-maker', '/dashboard/ai-flashcard-maker/deck/create',
  '/dashboard/ai-flashcard-maker/deck/:identifier', '/dashboard/ai-flashcard-maker/deck/:identifier/edit',
  '/dashboard/*', '/admin', '/admin/*',
];
