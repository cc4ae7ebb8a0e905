// Flip through a deck: click the card or press Space to turn it, the arrow keys (or the buttons) for the previous and
// next card, Shuffle for a new order, and a progress bar. Used on public deck pages and in the dashboard.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, RotateCcw, Shuffle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Card } from '../../api/flashcards.ts';

/** True when a key press belongs to a field (typing a space there must not flip the card). */
export const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function CardFaces({ card, flipped, onFlip }: { card: Card; flipped: boolean; onFlip: () => void }) {
  const { t } = useLingui();
  const page = card.page;
  return (
    <button type="button" className={`flashcard fc-card${flipped ? ' is-flipped' : ''}`} onClick={onFlip} aria-label={flipped ? t`Show the question` : t`Show the answer`} data-testid="study-card">
      <span className="flashcard__inner">
        <span className="flashcard__face flashcard__face--front" aria-hidden={flipped}>
          <span className="flashcard__label">{card.kind === 'cloze' ? t`Fill in the blank` : t`Question`}</span>
          <span className="flashcard__text fc-card__text">{card.front}</span>
          <span className="flashcard__hint">{page ? t`Click or press Space to flip · from page ${page}` : t`Click or press Space to flip`}</span>
        </span>
        <span className="flashcard__face flashcard__face--back" aria-hidden={!flipped}>
          <span className="flashcard__label">
            <Trans>Answer</Trans>
          </span>
          <span className="flashcard__text fc-card__text" data-testid="card-answer">
            {card.back}
          </span>
          <span className="flashcard__hint">
            <Trans>← → for the previous and next card</Trans>
          </span>
        </span>
      </span>
    </button>
  );
}

export function FlipStudy({ cards }: { cards: Card[] }) {
  const { t } = useLingui();
  const [order, setOrder] = useState(cards);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    setOrder(cards);
    setIndex(0);
    setFlipped(false);
  }, [cards]);
  const card = order[index];
  const go = useMemo(
    () => (step: number) => {
      setIndex((i) => Math.min(order.length - 1, Math.max(0, i + step)));
      setFlipped(false);
    },
    [order.length],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === ' ') {
        e.preventDefault();
        setFlipped((f) => !f);
      } else if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (!card) return null;
  const progress = Math.round(((index + 1) / order.length) * 100);
  const position = index + 1;
  const total = order.length;
  return (
    <div className="fc-study">
      <div className="fc-progress" role="progressbar" aria-valuemin={1} aria-valuemax={order.length} aria-valuenow={index + 1} aria-label={t`Progress`}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <p className="fc-study__count" data-testid="study-position">
        <Trans>
          Card {position} of {total}
        </Trans>
      </p>
      <CardFaces card={card} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />
      <div className="fc-study__controls">
        <button type="button" className="btn btn--secondary" onClick={() => go(-1)} disabled={index === 0} aria-label={t`Previous card`}>
          <ArrowLeft aria-hidden="true" /> <Trans>Previous</Trans>
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setOrder(shuffled(order));
            setIndex(0);
            setFlipped(false);
          }}
        >
          <Shuffle aria-hidden="true" /> <Trans>Shuffle</Trans>
        </button>
        {index === order.length - 1 ? (
          <button type="button" className="btn btn--primary" onClick={() => go(-order.length)}>
            <RotateCcw aria-hidden="true" /> <Trans>Start again</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => go(1)} aria-label={t`Next card`}>
            <Trans>Next</Trans> <ArrowRight aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
