// The service worker of the installable app (built by vite-plugin-pwa, `injectManifest`, into dist/sw.js).
// - The app shell (index.html and what it loads at start) is precached; any other hashed asset is kept the first
//   time a page loads it, so a page visited once opens offline.
// - Pages come from the network first (the server renders them with fresh data); offline, the precached shell.
// - A signed-in student's readable things are kept per user (`offline-rules.ts` says which and when), answered
//   only offline, and only to that same user. Signing out (or another user signing in) drops them.
// The update rule (web/README.md, "Installable app"): a new worker waits until the page tells it to take over.
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import {
  ASSETS_CACHE,
  cacheableAnswer,
  FORGET_MESSAGE,
  OFFLINE_ANSWER,
  readablePath,
  SESSION_CACHE,
  SESSION_KEY,
  userCacheName,
} from './offline-rules.ts';
import { deleteEveryKeep } from './forget.ts';
import { keepLane } from './keep-lane.ts';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type Scope = {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'activate' | 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const sw = self as unknown as Scope;

// Written as `self.__WB_MANIFEST`, where the build injects the precache list.
precache((self as unknown as Scope).__WB_MANIFEST);
cleanupOutdatedCaches();

sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
sw.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void sw.skipWaiting();
  if (type === FORGET_MESSAGE) event.waitUntil(forgetEveryone());
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  if (url.pathname === '/api/auth/me') return event.respondWith(session(request));
  if (readablePath(url.pathname)) return event.respondWith(readable(request, url));
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  event.respondWith(asset(request));
});

/** A page: the server's, else (offline) the precached shell, which renders the page in the browser. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw error;
  }
}

/** Precached, else kept from an earlier load (hashed names never change content), else fetched and kept. */
async function asset(request: Request): Promise<Response> {
  const known = (await matchPrecache(request)) ?? (await caches.match(request, { cacheName: ASSETS_CACHE }));
  if (known) return known;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    void caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** Who is signed in, as the server says: remembered so that offline answers are that user's own, and only theirs. */
async function session(request: Request): Promise<Response> {
  const since = keeps.era();
  const user = await currentUser();
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const kept = user ? await caches.match(request, { cacheName: userCacheName(user) }) : undefined;
    return kept ?? offline();
  }
  if (response.status === 401) await forgetEveryone();
  else if (response.ok) {
    const id = ((await response.clone().json().catch(() => null)) as { user?: { id?: string } } | null)?.user?.id;
    const copy = response.clone();
    if (id) {
      await keeps.change(since, async () => {
        if (id !== (await currentUser())) {
          keeps.advance();
          await deleteEveryKeep();
        }
        await (await caches.open(SESSION_CACHE)).put(SESSION_KEY, new Response(id));
        await (await caches.open(userCacheName(id))).put(request, copy);
      });
    }
  }
  return response;
}

/**
 * A document, its file or pages, or a deck: from the network, kept for the signed-in user when the server's answer
 * says they may read it (and forgotten when it says they no longer may); offline, what was kept for this user.
 */
async function readable(request: Request, url: URL): Promise<Response> {
  const since = keeps.era();
  const user = await currentUser();
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (user ? await caches.match(request, { cacheName: userCacheName(user) }) : undefined) ?? offline();
  }
  if (!user) return response;
  const verdict = await cacheableAnswer(url.pathname, response.clone());
  if (verdict.keep) {
    const copy = response.clone();
    await changeKeep(user, since, (cache) => cache.put(request, copy));
    // The pages a kept document shows readable (never its locked ones), for the document's page offline.
    await Promise.all(verdict.alsoKeep.map((address) => keepAlso(user, since, address)));
  } else if (verdict.forget) await changeKeep(user, since, (cache) => cache.delete(request));
  return response;
}

async function keepAlso(user: string, since: number, address: string) {
  if (await caches.match(address, { cacheName: userCacheName(user) })) return;
  const response = await fetch(address).catch(() => null);
  if (response?.ok) await changeKeep(user, since, (cache) => cache.put(address, response));
}

const keeps = keepLane();

function changeKeep(user: string, since: number, change: (cache: Cache) => Promise<unknown>) {
  return keeps.change(since, async () => change(await caches.open(userCacheName(user))));
}

async function currentUser(): Promise<string | null> {
  const record = await caches.match(SESSION_KEY, { cacheName: SESSION_CACHE });
  return record ? record.text() : null;
}

/** Nobody is signed in (or the page signed out): every user's kept answers go, and answers still on their way stay out. */
function forgetEveryone() {
  return keeps.forget(deleteEveryKeep);
}

function offline(): Response {
  return new Response(JSON.stringify(OFFLINE_ANSWER), { status: 503, headers: { 'content-type': 'application/json' } });
}
