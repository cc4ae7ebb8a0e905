// A buyer's review of a document: 1 to 5 stars (a radio group, so arrows and Tab work) and an optional comment up
// to 2,000 characters. One review per buyer: saving again replaces it, and it can be deleted. The server decides
// who may review (buyers, not the owner); its message is shown as is.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RATING_MAX, type Review } from '../../../../modules/documents/contract.ts';
import { useMyReview } from '../../api/documents.ts';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';

const COMMENT_MAX = 2000;
const WORDS: (MessageDescriptor | null)[] = [null, msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

export function ReviewForm({ documentRef, mine }: { documentRef: string; mine: Review | null }) {
  const { t, i18n } = useLingui();
  const word = (n: number) => {
    const w = WORDS[n];
    return w ? i18n._(w) : '';
  };
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [editing, setEditing] = useState(!mine);
  const [error, setError] = useState<string | null>(null);
  const { save, remove } = useMyReview(documentRef);
  const id = useId();
  const shown = hover || rating;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (rating < 1) {
      setError(t`Choose a rating from 1 to 5 stars.`);
      return;
    }
    setError(null);
    save.mutate(
      { rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(mine ? t`Your review was updated` : t`Thanks for your review!`);
          setEditing(false);
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  if (mine && !editing) {
    return (
      <div className="review-form review-form--done" data-testid="my-review">
        <p>
          <Trans>
            <strong>Your review</strong> · {word(mine.rating)} ({mine.rating}/5)
          </Trans>
        </p>
        <div className="review-form__actions">
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t`Your review was deleted`);
                  setRating(0);
                  setComment('');
                  setEditing(true);
                },
                onError: (err) => toast.error(err.message),
              })
            }
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="review-form">
      <h3 id={`${id}-title`} className="review-form__title">
        {mine ? t`Edit your review` : t`Rate this document`}
      </h3>
      <fieldset className="review-stars" onMouseLeave={() => setHover(0)}>
        <legend className="sr-only">
          <Trans>Rating</Trans>
        </legend>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className={`review-stars__star${n <= shown ? ' is-on' : ''}`} onMouseEnter={() => setHover(n)}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
            <Star aria-hidden="true" fill={n <= shown ? 'currentColor' : 'none'} />
            <span className="sr-only">{t`${plural(n, { one: '# star', other: '# stars' })}: ${word(n)}`}</span>
          </label>
        ))}
        <span className="review-stars__word" aria-hidden="true">
          {word(shown)}
        </span>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="review-form__label">
        <Trans>
          What did you think? <span className="review-form__optional">(optional)</span>
        </Trans>
      </label>
      <textarea
        id={`${id}-comment`}
        className="input review-form__text"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder={t`Was it complete, clear and accurate? Did it help you prepare?`}
      />
      <div className="review-form__foot">
        <span className="review-form__count">
          {comment.length}/{COMMENT_MAX}
        </span>
        <div className="review-form__actions">
          {mine && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          )}
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
            {save.isPending ? t`Saving…` : mine ? t`Update review` : t`Post review`}
          </button>
        </div>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
    </form>
  );
}
