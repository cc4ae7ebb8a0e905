import { ArrowRight, Check, Layers, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';

export function FlashcardDemo() {
  const [flipped, setFlipped] = useState(false);
  return (
    <div className="flashcard-demo">
      <button
        type="button"
        className={`flashcard${flipped ? ' is-flipped' : ''}`}
        onClick={() => setFlipped((f) => !f)}
        aria-pressed={flipped}
        aria-label={flipped ? 'Flashcard showing the answer. Click to see the question.' : 'Flashcard showing the question. Click to see the answer.'}
        data-testid="flashcard"
      >
        <span className="flashcard__inner">
          <span className="flashcard__face flashcard__face--front" aria-hidden={flipped}>
            <span className="flashcard__label">Question</span>
            <span className="flashcard__text">What is the powerhouse of the cell, and what does it produce?</span>
            <span className="flashcard__hint">
              <RotateCw aria-hidden="true" /> Click to flip
            </span>
          </span>
          <span className="flashcard__face flashcard__face--back" aria-hidden={!flipped}>
            <span className="flashcard__label">Answer</span>
            <span className="flashcard__text">
              The mitochondrion. It makes most of the cell’s ATP through cellular respiration.
            </span>
            <span className="flashcard__hint">
              <RotateCw aria-hidden="true" /> Click to flip back
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
            <Layers aria-hidden="true" /> AI Flashcard Maker
          </p>
          <h2 id="flashcards-title" className="section-title">
            Turn any notes into flashcards in seconds
          </h2>
          <p className="section-lead">
            Upload lecture notes or paste a chapter and get a deck of clear question-and-answer cards, ready to
            review on any device.
          </p>
          <ul className="checklist">
            <li>
              <Check aria-hidden="true" /> Decks from documents, notes or a topic
            </li>
            <li>
              <Check aria-hidden="true" /> Edit, reorder and share your cards
            </li>
            <li>
              <Check aria-hidden="true" /> Review mode that focuses on what you miss
            </li>
          </ul>
          <Link href="/ai-flashcard-maker" className="btn btn--primary btn--lg">
            Make flashcards <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className="split__visual">
          <FlashcardDemo />
        </div>
      </div>
    </section>
  );
}
