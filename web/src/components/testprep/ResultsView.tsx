// A test's results: the score, then each question with the answer given, the right answer, the sentence of the
// material it comes from and a link to that page when the viewer may read it.
import { CheckCircle2, FileText, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Results } from '../../api/testprep.ts';
import { KIND_LABELS } from '../../api/testprep.ts';

export function ScoreBanner({ results, actions }: { results: Results; actions?: ReactNode }) {
  const percent = results.total ? Math.round((results.score / results.total) * 100) : 0;
  return (
    <section className="card card--pad tp-score" aria-labelledby="tp-score-title">
      <div className="tp-score__ring" style={{ ['--score' as string]: `${percent}%` }} aria-hidden="true">
        <span>{percent}%</span>
      </div>
      <div className="tp-score__text">
        <h2 id="tp-score-title" className="tp-score__title" data-testid="tp-score">
          {results.score} of {results.total} correct
        </h2>
        <p className="tp-muted">{percent >= 80 ? 'Well done: you know this material.' : percent >= 50 ? 'Good progress. Revise the pages below and try again.' : 'Keep going: read the cited pages below, then retake the test.'}</p>
        {actions && <div className="tp-actions">{actions}</div>}
      </div>
    </section>
  );
}

export function ResultsList({ results }: { results: Results }) {
  return (
    <ol className="tp-results">
      {results.questions.map((q) => (
        <li key={q.id} className={`card tp-result ${q.correct ? 'tp-result--right' : 'tp-result--wrong'}`} data-testid="tp-result">
          <div className="tp-result__head">
            {q.correct ? <CheckCircle2 className="tp-ok" aria-label="Correct" /> : <XCircle className="tp-bad" aria-label="Incorrect" />}
            <span className="tp-kind">
              {q.ordinal}. {KIND_LABELS[q.kind]}
            </span>
          </div>
          <p className="tp-result__prompt">{q.prompt}</p>
          <dl className="tp-result__answers">
            <div>
              <dt>Your answer</dt>
              <dd>{q.given?.trim() ? q.given : <em>No answer</em>}</dd>
            </div>
            <div>
              <dt>Right answer</dt>
              <dd className="tp-right">{q.answer}</dd>
            </div>
          </dl>
          <blockquote className="tp-explanation">{q.explanation}</blockquote>
          <p className="tp-source">
            <FileText aria-hidden="true" />
            {q.href ? (
              <Link href={q.href}>
                {q.sourceTitle}, page {q.page}
              </Link>
            ) : (
              <span>
                {q.sourceTitle}, page {q.page}
              </span>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
