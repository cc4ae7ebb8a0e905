// Flashcard reviews made offline: kept in IndexedDB with the time they were made and the user who made them, and
// sent, oldest first, when the connection returns (the server orders a card's reviews by that time). Only the
// signed-in user's own reviews are sent; signing out deletes the queue (`forget.ts`).
import { flashcardRoutes } from '../../../modules/flashcards/contract.ts';
import { ApiError, apiGet, apiSend } from '../api/client.ts';
import { QUEUE_DB } from './forget.ts';

const STORE = 'reviews';
/** Fired when queued reviews reached the server, so a page showing a study queue reads it again. */
export const REVIEWS_SENT_EVENT = 'studyhall:reviews-sent';

export type QueuedReview = { id: string; userId: string; identifier: string; cardId: string; rating: number; reviewedAt: string };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One transaction on the store; the connection is closed after it, so signing out can delete the database. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export async function queueReview(review: Omit<QueuedReview, 'id'>): Promise<void> {
  await withStore('readwrite', (store) => store.put({ ...review, id: `${review.reviewedAt}:${review.cardId}` }));
}

export const queuedReviews = () => withStore<QueuedReview[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedReview[]>);

let sending: Promise<number> | null = null;

/** Sends the signed-in user's queued reviews in the order they were made; resolves with how many reached the server. */
export function sendQueuedReviews(): Promise<number> {
  sending ??= send().finally(() => {
    sending = null;
  });
  return sending;
}

async function send(): Promise<number> {
  const queued = await queuedReviews().catch(() => [] as QueuedReview[]);
  if (!queued.length || !navigator.onLine) return 0;
  const me = (await apiGet<{ user: { id: string } }>('/api/auth/me').catch(() => null))?.user;
  if (!me) return 0;
  let sent = 0;
  for (const review of queued.filter((r) => r.userId === me.id).sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt))) {
    try {
      await apiSend('POST', flashcardRoutes.review.path, {
        params: { identifier: review.identifier, cardId: review.cardId },
        body: { rating: review.rating, reviewedAt: review.reviewedAt },
      });
      sent++;
    } catch (error) {
      // Offline again, or the server is busy: the rest waits for the next try. Any other refusal (the deck or card
      // was deleted, the review is too old) can never succeed: that review is dropped.
      if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500 || error.status === 429) break;
    }
    await withStore('readwrite', (store) => store.delete(review.id));
  }
  if (sent) dispatchEvent(new Event(REVIEWS_SENT_EVENT));
  return sent;
}
