import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check, Layers, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';

export function FlashcardDemo() {
  const [flipped, setFlipped] = useState(false);
  const { t } = useLingui();
  return (
    <div className="flashcard-demo">
      <button
        type="button"
        className={`flashcard${flipped ? ' is-flipped' : ''}`}
        onClick={() => setFlipped((f) => !f)}
        aria-pressed={flipped}
        aria-label={flipped ? t`Flashcard showing the answer. Click to see the question.` : t`Flashcard showing the question. Click to see the answer.`}
        data-testid="flashcard"
      >
        <span className="flashcard__inner">
          <span className="flashcard__face flashcard__face--front" aria-hidden={flipped}>
            <span className="flashcard__label">
              <Trans>Question</Trans>
            </span>
            <span className="flashcard__text">
              <Trans>What is the powerhouse of the cell, and what does it produce?</Trans>
            </span>
            <span className="flashcard__hint">
              <RotateCw aria-hidden="true" /> <Trans>Click to flip</Trans>
            </span>
          </span>
          <span className="flashcard__face flashcard__face--back" aria-hidden={!flipped}>
            <span className="flashcard__label">
              <Trans>Answer</Trans>
            </span>
            <span className="flashcard__text">
              <Trans>The mitochondrion. It makes most of the cell’s ATP through cellular respiration.</Trans>
            </span>
            <span className="flashcard__hint">
              <RotateCw aria-hidden="true" /> <Trans>Click to flip back</Trans>
            </span>
          </span>
        </span>
      </button>
      <div className="flashcard-demo__stack" aria-hidden="true">
        <span />
        <span />
      </div>
    </div>
  );
}

export function FlashcardSection() {
  return (
    <section className="section section--muted" aria-labelledby="flashcards-title">
      <div className="container split split--reverse">
        <div className="split__copy">
          <p className="eyebrow">
            <Layers aria-hidden="true" /> <Trans>AI Flashcard Maker</Trans>
          </p>
          <h2 id="flashcards-title" className="section-title">
            <Trans>Turn any notes into flashcards in seconds</Trans>
          </h2>
          <p className="section-lead">
            <Trans>
              Upload lecture notes or paste a chapter and get a deck of clear question-and-answer cards, ready to
              review on any device.
            </Trans>
          </p>
          <ul className="checklist">
            <li>
              <Check aria-hidden="true" /> <Trans>Decks from documents, notes or a topic</Trans>
            </li>
            <li>
              <Check aria-hidden="true" /> <Trans>Edit, reorder and share your cards</Trans>
            </li>
            <li>
              <Check aria-hidden="true" /> <Trans>Review mode that focuses on what you miss</Trans>
            </li>
          </ul>
          <Link href="/ai-flashcard-maker" className="btn btn--primary btn--lg">
            <Trans>Make flashcards</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className="split__visual">
          <FlashcardDemo />
        </div>
      </div>
    </section>
  );
}
