// Signing out (or a session found ended) forgets everything kept on this device for the user who was signed in:
// the documents and decks kept for offline reading, and the reviews still waiting to be sent.
import { SESSION_CACHE, USER_CACHE_PREFIX } from './offline-rules.ts';

export const QUEUE_DB = 'studyhall-offline';

export async function forgetOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (name.startsWith(USER_CACHE_PREFIX) || name === SESSION_CACHE) await caches.delete(name);
  }
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(QUEUE_DB);
}
