// Spaced repetition: the cards FSRS says are due for this user (then the new ones), one at a time. Space (or a
// click) shows the answer; Again / Hard / Good / Easy (keys 1-4) grade it, and the server schedules it again.
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { type Card, RATING_LABELS, useReview, useStudyQueue } from '../../api/flashcards.ts';
import { formatDateTime } from '../../lib/format.ts';
import { type QueuedReview, queueReview, queuedReviews, REVIEWS_SENT_EVENT, sendQueuedReviews } from '../../pwa/review-queue.ts';
import { ErrorPanel } from '../ui/States.tsx';
import { CardFaces, typingIn } from './FlipStudy.tsx';

/** "10 min", "3 h", "4 d": when a grade would bring the card back. */
export function interval(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 60 * 24) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} d`;
}

export function SpacedStudy({ identifier, cards }: { identifier: string; cards: Card[] }) {
  const queue = useStudyQueue(identifier, true);
  const review = useReview(identifier);
  const { user } = useAuth();
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(0);
  const waiting = useWaitingReviews(identifier, () => void queue.refetch());
  const byId = new Map(cards.map((c) => [c.id, c]));
  // Offline, the queue is the one kept from the last time online: cards graded since then wait to be sent, not shown.
  const next = queue.data?.due.find((s) => !waiting.cardIds.has(s.cardId));
  const card = next ? byId.get(next.cardId) : undefined;

  const graded = () => {
    setShown(false);
    setDone((n) => n + 1);
  };
  const grade = (rating: number) => {
    if (!card || !shown || review.isPending || !user) return;
    const reviewedAt = new Date().toISOString();
    // Offline (or the connection drops on the way): kept with its time, sent when the connection returns.
    const later = () => waiting.add({ userId: user.id, identifier, cardId: card.id, rating, reviewedAt }).then(graded);
    if (!navigator.onLine) return void later();
    review.mutate(
      { cardId: card.id, rating, reviewedAt },
      {
        onSuccess: () => {
          graded();
          void queue.refetch();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) void later();
        },
      },
    );
  };

  // No dependency list: the handler reads the latest card and state each render.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === ' ') {
        e.preventDefault();
        setShown(true);
      } else if (['1', '2', '3', '4'].includes(e.key)) grade(Number(e.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (queue.isPending) return <div className="fc-study fc-study--loading" aria-busy="true" />;
  if (queue.isError) return <ErrorPanel title="Failed to load your reviews" message={queue.error.message} onRetry={() => queue.refetch()} />;
  const q = queue.data;
  if (!card) {
    return (
      <div className="fc-done card card--pad" data-testid="review-done">
        <CalendarCheck aria-hidden="true" />
        <h3>Nothing due right now</h3>
        <p>
          {done > 0 ? `You reviewed ${done} card${done === 1 ? '' : 's'}. ` : ''}
          {q.nextDue ? `The next card is due ${formatDateTime(q.nextDue)}.` : 'Every card is scheduled.'}
        </p>
        {waiting.cardIds.size > 0 && (
          <p data-testid="reviews-waiting">
            {waiting.cardIds.size} review{waiting.cardIds.size === 1 ? '' : 's'} saved on this device, sent when you are back online.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="fc-study">
      <p className="fc-study__count" data-testid="review-counts">
        {q.dueCount} due · {q.newCount} new · {q.reviewedToday} reviewed today
        {waiting.cardIds.size > 0 && <span data-testid="reviews-waiting"> · {waiting.cardIds.size} saved on this device, sent when you are back online</span>}
      </p>
      <CardFaces card={card} flipped={shown} onFlip={() => setShown((s) => !s)} />
      {shown ? (
        <div className="fc-grades">
          {RATING_LABELS.map((label, i) => {
            const minutes = q.preview.find((p) => p.rating === i + 1)?.minutes;
            return (
              <button key={label} type="button" className={`btn fc-grade fc-grade--${label.toLowerCase()}`} onClick={() => grade(i + 1)} disabled={review.isPending}>
                <span>
                  {label} <kbd>{i + 1}</kbd>
                </span>
                {minutes !== undefined && <small>{interval(minutes)}</small>}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="fc-study__controls">
          <button type="button" className="btn btn--primary" onClick={() => setShown(true)}>
            Show answer <kbd>Space</kbd>
          </button>
        </div>
      )}
    </div>
  );
}

/** The reviews of this deck waiting on this device to be sent; `onSent` runs when queued reviews reached the server. */
function useWaitingReviews(identifier: string, onSent: () => void) {
  const [cardIds, setCardIds] = useState<Set<string>>(() => new Set());
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    const read = () =>
      queuedReviews()
        .then((list) => setCardIds(new Set(list.filter((r) => r.identifier === identifier).map((r) => r.cardId))))
        .catch(() => undefined);
    const onReviewsSent = () => {
      void read();
      sent.current();
    };
    void read();
    addEventListener(REVIEWS_SENT_EVENT, onReviewsSent);
    return () => removeEventListener(REVIEWS_SENT_EVENT, onReviewsSent);
  }, [identifier]);
  const add = async (review: Omit<QueuedReview, 'id'>) => {
    await queueReview(review);
    setCardIds((ids) => new Set(ids).add(review.cardId));
    if (navigator.onLine) void sendQueuedReviews();
  };
  return { cardIds, add };
}
