// Signing out (or a session found ended) forgets everything kept on this device for the user who was signed in:
// the documents and decks kept for offline reading, and the reviews still waiting to be sent.
import { FORGET_MESSAGE, SESSION_CACHE, USER_CACHE_PREFIX } from './offline-rules.ts';

export const QUEUE_DB = 'studyhall-offline';

export async function forgetOfflineData(): Promise<void> {
  // The worker forgets too, in order with its own writes: an answer it is still keeping (a deck's refreshed study
  // queue, say) would otherwise bring the keep back after the page deleted it.
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage({ type: FORGET_MESSAGE });
  if (typeof caches !== 'undefined') await deleteEveryKeep();
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(QUEUE_DB);
}

/** Every user's kept answers and the record of who is signed in (used by the page and by the worker). */
export async function deleteEveryKeep(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(USER_CACHE_PREFIX) || name === SESSION_CACHE) await caches.delete(name);
}
