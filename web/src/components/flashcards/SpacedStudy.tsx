// Spaced repetition: the cards FSRS says are due for this user (then the new ones), one at a time. Space (or a
// click) shows the answer; Again / Hard / Good / Easy (keys 1-4) grade it, and the server schedules it again.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { type Card, RATING_LABELS, useReview, useStudyQueue } from '../../api/flashcards.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { type QueuedReview, queueReview, queuedReviews, REVIEWS_SENT_EVENT, sendQueuedReviews } from '../../pwa/review-queue.ts';
import { ErrorPanel } from '../ui/States.tsx';
import { CardFaces, typingIn } from './FlipStudy.tsx';

/** The grades' names in the page's language, in RATING_LABELS' order (whose English names the buttons' classes). */
const RATING_NAMES = [msg`Again`, msg`Hard`, msg`Good`, msg`Easy`];

/** "10 min", "3 h", "4 d" (in the page's language): when a grade would bring the card back. */
function useInterval() {
  const { t } = useLingui();
  return (minutes: number): string => {
    if (minutes < 60) return t`${minutes} min`;
    const hours = Math.round(minutes / 60);
    if (minutes < 60 * 24) return t`${hours} h`;
    const days = Math.round(minutes / 1440);
    return t`${days} d`;
  };
}

export function SpacedStudy({ identifier, cards }: { identifier: string; cards: Card[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const interval = useInterval();
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
  if (queue.isError) return <ErrorPanel title={t`Failed to load your reviews`} message={queue.error.message} onRetry={() => queue.refetch()} />;
  const q = queue.data;
  const nextDue = q.nextDue ? format.dateTime(q.nextDue) : null;
  const waitingCount = waiting.cardIds.size;
  const { dueCount, newCount, reviewedToday } = q;
  if (!card) {
    return (
      <div className="fc-done card card--pad" data-testid="review-done">
        <CalendarCheck aria-hidden="true" />
        <h3>
          <Trans>Nothing due right now</Trans>
        </h3>
        <p>
          {done > 0 && (
            <>
              <Plural value={done} one="You reviewed # card." other="You reviewed # cards." />{' '}
            </>
          )}
          {nextDue ? t`The next card is due ${nextDue}.` : t`Every card is scheduled.`}
        </p>
        {waitingCount > 0 && (
          <p data-testid="reviews-waiting">
            <Plural
              value={waitingCount}
              one="# review saved on this device, sent when you are back online."
              other="# reviews saved on this device, sent when you are back online."
            />
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="fc-study">
      <p className="fc-study__count" data-testid="review-counts">
        <Trans>
          {dueCount} due · {newCount} new · {reviewedToday} reviewed today
        </Trans>
        {waitingCount > 0 && (
          <span data-testid="reviews-waiting">
            {' · '}
            <Trans>{waitingCount} saved on this device, sent when you are back online</Trans>
          </span>
        )}
      </p>
      <CardFaces card={card} flipped={shown} onFlip={() => setShown((s) => !s)} />
      {shown ? (
        <div className="fc-grades">
          {RATING_LABELS.map((label, i) => {
            const minutes = q.preview.find((p) => p.rating === i + 1)?.minutes;
            return (
              <button key={label} type="button" className={`btn fc-grade fc-grade--${label.toLowerCase()}`} onClick={() => grade(i + 1)} disabled={review.isPending}>
                <span>
                  {i18n._(RATING_NAMES[i]!)} <kbd>{i + 1}</kbd>
                </span>
                {minutes !== undefined && <small>{interval(minutes)}</small>}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="fc-study__controls">
          <button type="button" className="btn btn--primary" onClick={() => setShown(true)}>
            <Trans>
              Show answer <kbd>Space</kbd>
            </Trans>
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
