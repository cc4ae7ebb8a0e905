// The service worker of the installable app (built by vite-plugin-pwa, `injectManifest`, into dist/sw.js).
// - The app shell (index.html and what it loads at start) is precached; any other hashed asset is kept the first
//   time a page loads it, so a page visited once opens offline.
// - Pages come from the network first (the server renders them with fresh data); offline, the precached shell.
// - A signed-in student's readable things are kept per user (`offline-rules.ts` says which and when), answered
//   only offline, and only to that same user. Signing out (or another user signing in) drops them.
// The update rule (web/README.md, "Installable app"): a new worker waits until the page tells it to take over.
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { ASSETS_CACHE, cacheableAnswer, OFFLINE_ANSWER, readablePath, SESSION_CACHE, SESSION_KEY, userCacheName, USER_CACHE_PREFIX } from './offline-rules.ts';

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
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
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
    if (id) {
      if (id !== user) await forgetEveryone();
      await (await caches.open(SESSION_CACHE)).put(SESSION_KEY, new Response(id));
      await (await caches.open(userCacheName(id))).put(request, response.clone());
    }
  }
  return response;
}

/**
 * A document, its file or pages, or a deck: from the network, kept for the signed-in user when the server's answer
 * says they may read it (and forgotten when it says they no longer may); offline, what was kept for this user.
 */
async function readable(request: Request, url: URL): Promise<Response> {
  const user = await currentUser();
  const cache = user ? await caches.open(userCacheName(user)) : null;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await cache?.match(request)) ?? offline();
  }
  if (!cache) return response;
  const verdict = await cacheableAnswer(url.pathname, response.clone());
  if (verdict.keep) {
    await cache.put(request, response.clone());
    // The pages a kept document shows readable (never its locked ones), for the document's page offline.
    await Promise.all(verdict.alsoKeep.map((address) => keepAlso(cache, address)));
  } else if (verdict.forget) await cache.delete(request);
  return response;
}

async function keepAlso(cache: Cache, address: string) {
  if (await cache.match(address)) return;
  const response = await fetch(address).catch(() => null);
  if (response?.ok) await cache.put(address, response);
}

async function currentUser(): Promise<string | null> {
  const record = await caches.match(SESSION_KEY, { cacheName: SESSION_CACHE });
  return record ? record.text() : null;
}

/** Nobody is signed in (or someone else is): every user's kept answers go. */
async function forgetEveryone() {
  for (const name of await caches.keys()) if (name.startsWith(USER_CACHE_PREFIX) || name === SESSION_CACHE) await caches.delete(name);
}

function offline(): Response {
  return new Response(JSON.stringify(OFFLINE_ANSWER), { status: 503, headers: { 'content-type': 'application/json' } });
}
