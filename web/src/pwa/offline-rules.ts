// What the service worker keeps for a signed-in student to read offline, decided only from the server's own answer
// to that student: a document whose detail says `hasAccess` (they own it, bought it, or subscribe), its signed file,
// and the readable pages the detail lists; a deck and its study queue the server answered them; their own library
// and deck lists. Everything is kept per user (`userCacheName`) and dropped at sign-out. Pure, so it is unit-tested.

export const USER_CACHE_PREFIX = 'studyhall-user-';
export const SESSION_CACHE = 'studyhall-session';
/** Where the worker remembers who the server last said is signed in. */
export const SESSION_KEY = '/__studyhall/signed-in-user';
export const ASSETS_CACHE = 'studyhall-assets';
/** The page's word to its worker at sign-out: forget every user's keep, and keep nothing asked for before. */
export const FORGET_MESSAGE = 'FORGET_SIGNED_OUT';
/** The page shows its own translation of this answer, by its code (web/src/api/client.ts); i18n-ignore: English for other readers. */
export const OFFLINE_ANSWER = {
  // i18n-ignore
  error: { code: 'offline', message: 'You are offline, and this is not saved on this device. Open it once online to read it offline.' },
};

export const userCacheName = (userId: string) => `${USER_CACHE_PREFIX}${userId}`;

const NOT_A_DOCUMENT = new Set(['featured', 'slugs', 'by-ids', 'ocr-languages']);
const DOCUMENT = /^\/api\/documents\/([^/]+)$/;
const DOCUMENT_FILE = /^\/api\/documents\/[^/]+\/file$/;
/** A document's PDF or original, at the signed address only its readers were given. */
const SIGNED_FILE = /^\/api\/storage\/document-(?:converted|originals)\//;
/** Page images and covers: public files, kept only as part of a document the student may read (`alsoKeep`). */
const PAGE_IMAGE = /^\/api\/storage\/(?:document-previews|cover-images)\//;
const DECK = /^\/api\/flashcards\/decks\/[^/]+(?:\/study)?$/;
const OWN_LISTS = /^\/api\/(?:library(?:\/counts)?|flashcards\/decks)$/;

/** Whether the worker handles this address: kept for the signed-in user, answered from that keep when offline. */
export function readablePath(pathname: string): boolean {
  const doc = DOCUMENT.exec(pathname);
  if (doc) return !NOT_A_DOCUMENT.has(doc[1]!);
  return [DOCUMENT_FILE, SIGNED_FILE, PAGE_IMAGE, DECK, OWN_LISTS].some((pattern) => pattern.test(pathname));
}

export type Verdict = { keep: boolean; forget: boolean; alsoKeep: string[] };

type DocumentAnswer = { hasAccess?: boolean; coverUrl?: string | null; previewPages?: { url: string; locked: boolean }[] };

/**
 * What to do with the server's answer to the signed-in user: keep it (and the readable pages it lists), forget a
 * copy kept before (the server now refuses, or the document is no longer theirs to read), or neither.
 */
export async function cacheableAnswer(pathname: string, response: Response): Promise<Verdict> {
  const refused = [401, 403, 404, 410].includes(response.status);
  if (PAGE_IMAGE.test(pathname)) return { keep: false, forget: refused, alsoKeep: [] };
  if (!response.ok) return { keep: false, forget: refused, alsoKeep: [] };
  if (!DOCUMENT.test(pathname)) return { keep: true, forget: false, alsoKeep: [] };
  const doc = (await response.json().catch(() => null)) as DocumentAnswer | null;
  if (doc?.hasAccess !== true) return { keep: false, forget: true, alsoKeep: [] };
  const pages = (doc.previewPages ?? []).filter((p) => !p.locked).map((p) => p.url);
  return { keep: true, forget: false, alsoKeep: [...pages, ...(doc.coverUrl ? [doc.coverUrl] : [])].filter(sameSite) };
}

/** Only this site's own files are kept (an address the page builds is a path or an absolute one on this origin). */
function sameSite(address: string): boolean {
  return address.startsWith('/') ? !address.startsWith('//') : PAGE_IMAGE.test(safePath(address));
}

function safePath(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}
