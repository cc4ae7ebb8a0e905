// What the service worker keeps for offline reading is decided by the server's answer to the signed-in student.
import { describe, expect, it } from 'vitest';
import { cacheableAnswer, readablePath } from './offline-rules.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pages = [
  { url: '/api/storage/document-previews/d1/page-1.webp', locked: false },
  { url: '/api/storage/document-previews/d1/page-2.webp', locked: false },
  { url: '/api/storage/document-previews/d1/page-4.webp', locked: true },
];

describe('which answers the worker handles', () => {
  it('handles a document, its file, its pages, a deck and the student’s own lists, and nothing else of the api', () => {
    for (const p of [
      '/api/documents/organic-notes',
      '/api/documents/organic-notes/file',
      '/api/storage/document-converted/u1/d1/converted.pdf',
      '/api/storage/document-previews/d1/page-1.webp',
      '/api/storage/cover-images/d1/cover.webp',
      '/api/flashcards/decks/my-deck',
      '/api/flashcards/decks/my-deck/study',
      '/api/flashcards/decks',
      '/api/library',
    ])
      expect(readablePath(p), p).toBe(true);
    for (const p of ['/api/documents', '/api/documents/featured', '/api/documents/by-ids', '/api/wallet', '/api/auth/me', '/api/flashcards/public', '/assets/app.js'])
      expect(readablePath(p), p).toBe(false);
  });
});

describe('what is kept', () => {
  it('keeps a document the server says the student may read, with its readable pages and cover, never a locked page', async () => {
    const verdict = await cacheableAnswer('/api/documents/organic-notes', json({ hasAccess: true, coverUrl: '/api/storage/cover-images/d1/cover.webp', previewPages: pages }));
    expect(verdict).toEqual({
      keep: true,
      forget: false,
      alsoKeep: ['/api/storage/document-previews/d1/page-1.webp', '/api/storage/document-previews/d1/page-2.webp', '/api/storage/cover-images/d1/cover.webp'],
    });
  });

  it('keeps nothing of a document the student may not read, and forgets a copy kept before', async () => {
    expect(await cacheableAnswer('/api/documents/organic-notes', json({ hasAccess: false, previewPages: pages }))).toEqual({ keep: false, forget: true, alsoKeep: [] });
    expect(await cacheableAnswer('/api/documents/organic-notes', json({ error: { code: 'not_found' } }, 404))).toMatchObject({ keep: false, forget: true });
    expect(await cacheableAnswer('/api/documents/organic-notes/file', json({ error: { code: 'forbidden' } }, 403))).toMatchObject({ keep: false, forget: true });
  });

  it('never keeps a page image for itself (only as part of a readable document), nor a failed answer', async () => {
    expect(await cacheableAnswer('/api/storage/document-previews/d1/page-4.webp', new Response('img'))).toEqual({ keep: false, forget: false, alsoKeep: [] });
    expect(await cacheableAnswer('/api/flashcards/decks/x/study', json({}, 503))).toEqual({ keep: false, forget: false, alsoKeep: [] });
    expect(await cacheableAnswer('/api/flashcards/decks/x/study', json({ due: [] }))).toEqual({ keep: true, forget: false, alsoKeep: [] });
  });
});
