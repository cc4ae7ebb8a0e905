// A buyer's review of a document: 1 to 5 stars (a radio group, so arrows and Tab work) and an optional comment up
// to 2,000 characters. One review per buyer: saving again replaces it, and it can be deleted. The server decides
// who may review (buyers, not the owner); its message is shown as is.
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RATING_MAX, type Review } from '../../../../modules/documents/contract.ts';
import { useMyReview } from '../../api/documents.ts';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';

const COMMENT_MAX = 2000;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function ReviewForm({ documentRef, mine }: { documentRef: string; mine: Review | null }) {
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
      setError('Choose a rating from 1 to 5 stars.');
      return;
    }
    setError(null);
    save.mutate(
      { rating, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(mine ? 'Your review was updated' : 'Thanks for your review!');
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
          <strong>Your review</strong> · {WORDS[mine.rating]} ({mine.rating}/5)
        </p>
        <div className="review-form__actions">
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success('Your review was deleted');
                  setRating(0);
                  setComment('');
                  setEditing(true);
                },
                onError: (err) => toast.error(err.message),
              })
            }
          >
            Delete
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="review-form">
      <h3 id={`${id}-title`} className="review-form__title">
        {mine ? 'Edit your review' : 'Rate this document'}
      </h3>
      <fieldset className="review-stars" onMouseLeave={() => setHover(0)}>
        <legend className="sr-only">Rating</legend>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className={`review-stars__star${n <= shown ? ' is-on' : ''}`} onMouseEnter={() => setHover(n)}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
            <Star aria-hidden="true" fill={n <= shown ? 'currentColor' : 'none'} />
            <span className="sr-only">{`${n} star${n > 1 ? 's' : ''}: ${WORDS[n]}`}</span>
          </label>
        ))}
        <span className="review-stars__word" aria-hidden="true">
          {WORDS[shown] ?? ''}
        </span>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="review-form__label">
        What did you think? <span className="review-form__optional">(optional)</span>
      </label>
      <textarea
        id={`${id}-comment`}
        className="input review-form__text"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder="Was it complete, clear and accurate? Did it help you prepare?"
      />
      <div className="review-form__foot">
        <span className="review-form__count">
          {comment.length}/{COMMENT_MAX}
        </span>
        <div className="review-form__actions">
          {mine && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : mine ? 'Update review' : 'Post review'}
          </button>
        </div>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
    </form>
  );
}
