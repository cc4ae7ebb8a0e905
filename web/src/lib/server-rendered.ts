// Which pages the server renders (issue #16): the public pages a search engine or a first-time visitor on a slow
// phone lands on. Not the cart (it lives in the browser's storage), the sign-in forms, the checkout, the dashboard
// or the admin: those are the app shell, rendered in the browser as before.
const SERVER_RENDERED = [
  '/',
  '/documents', '/documents/:slug',
  '/subjects', '/subjects/:slug',
  '/universities', '/universities/:slug', '/universities/:universitySlug/courses/:courseSlug',
  '/textbooks', '/textbooks/:slug',
  '/tests', '/tests/:id',
  '/search',
  '/ai-homework-helper', '/ai-homework-helper/:slug',
  '/document-chat',
  '/ai-flashcard-maker', '/ai-flashcard-maker/:slug', '/flashcards/:slug',
  '/test-prep', '/test-prep/test/:slug',
  '/ai-writer', '/xy-editor', '/ai-detector', '/plagiarism-checker',
  '/blog', '/blog/category/:slug', '/blog/:slug',
  '/help', '/legal', '/legal/:page', '/about', '/careers', '/contact', '/scholarships', '/download',
];

const PATTERNS = SERVER_RENDERED.map((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`));

/** Whether the server renders this (canonical, lower-case) path; every other path gets the app shell. */
export function rendersOnServer(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
