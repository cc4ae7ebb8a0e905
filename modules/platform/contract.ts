// The kernel's HTTP contract the web app reads.
import { z } from 'zod';

/** GET /api/public-config */
export const publicConfig = z.object({
  supportWidgetUrl: z.string().nullable().describe('the live-chat script to load, or null when off'),
  googleSignIn: z.boolean(),
  paymentsTestMode: z.boolean().describe('true while the local test checkout stands in for Stripe and PayPal'),
});
export type PublicConfig = z.infer<typeof publicConfig>;

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
