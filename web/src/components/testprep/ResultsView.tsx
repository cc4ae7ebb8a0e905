// A test's results: the score, then each question with the answer given, the right answer, the sentence of the
// material it comes from and a link to that page when the viewer may read it.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, FileText, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Results } from '../../api/testprep.ts';
import { KIND_NAMES, TRUE_FALSE_NAMES } from './labels.ts';

export function ScoreBanner({ results, actions }: { results: Results; actions?: ReactNode }) {
  const { t } = useLingui();
  const percent = results.total ? Math.round((results.score / results.total) * 100) : 0;
  const { score, total } = results;
  return (
    <section className="card card--pad tp-score" aria-labelledby="tp-score-title">
      <div className="tp-score__ring" style={{ ['--score' as string]: `${percent}%` }} aria-hidden="true">
        <span>{percent}%</span>
      </div>
      <div className="tp-score__text">
        <h2 id="tp-score-title" className="tp-score__title" data-testid="tp-score">
          <Trans>
            {score} of {total} correct
          </Trans>
        </h2>
        <p className="tp-muted">{percent >= 80
            ? t`Well done: you know this material.`
            : percent >= 50
              ? t`Good progress. Revise the pages below and try again.`
              : t`Keep going: read the cited pages below, then retake the test.`}</p>
        {actions && <div className="tp-actions">{actions}</div>}
      </div>
    </section>
  );
}

function SourcePage({ title, page }: { title: string; page: number }) {
  return (
    <Trans>
      {title}, page {page}
    </Trans>
  );
}

export function ResultsList({ results }: { results: Results }) {
  const { t, i18n } = useLingui();
  // A true/false answer is the server's 'True' or 'False': named in the page's language.
  const shown = (kind: string, answer: string) => (kind === 'true_false' && TRUE_FALSE_NAMES[answer] ? i18n._(TRUE_FALSE_NAMES[answer]) : answer);
  return (
    <ol className="tp-results">
      {results.questions.map((q) => (
        <li key={q.id} className={`card tp-result ${q.correct ? 'tp-result--right' : 'tp-result--wrong'}`} data-testid="tp-result">
          <div className="tp-result__head">
            {q.correct ? <CheckCircle2 className="tp-ok" aria-label={t`Correct`} /> : <XCircle className="tp-bad" aria-label={t`Incorrect`} />}
            <span className="tp-kind">
              {q.ordinal}. {i18n._(KIND_NAMES[q.kind])}
            </span>
          </div>
          <p className="tp-result__prompt">{q.prompt}</p>
          <dl className="tp-result__answers">
            <div>
              <dt>
                <Trans>Your answer</Trans>
              </dt>
              <dd>
                {q.given?.trim() ? (
                  shown(q.kind, q.given)
                ) : (
                  <em>
                    <Trans>No answer</Trans>
                  </em>
                )}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Right answer</Trans>
              </dt>
              <dd className="tp-right">{shown(q.kind, q.answer)}</dd>
            </div>
          </dl>
          <blockquote className="tp-explanation">{q.explanation}</blockquote>
          <p className="tp-source">
            <FileText aria-hidden="true" />
            {q.href ? (
              <Link href={q.href}>
                <SourcePage title={q.sourceTitle} page={q.page} />
              </Link>
            ) : (
              <span>
                <SourcePage title={q.sourceTitle} page={q.page} />
              </span>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
